import Foundation
import ReuseKitCore

/// What a list view supplies so that a batch of updates is gathered, checked and applied once,
/// for every view whose batch is a block (``CollectionView``, ``WaterfallView``): where the
/// open batch is kept, how one update is checked and applied, and how a completion waits for
/// the batch's animations.
@MainActor
protocol BatchUpdatingList: AnyObject {
    /// The updates gathered inside `performBatchUpdates`, `nil` outside one.
    var pendingBatch: ListUpdate? { get set }
    /// Checks an update against the data source and applies it, or throws having changed
    /// nothing.
    func applyChecked(_ update: ListUpdate) throws(ListUpdateError)
    /// Calls `completion` with `true` once the running update animations end (now, if none run).
    func completeAfterAnimations(_ completion: @escaping (Bool) -> Void)
}

extension BatchUpdatingList {
    /// Runs `updates`, gathering every insertion, deletion, move and reload it makes into one
    /// batch that is checked against the data source and applied at the end, as UIKit's;
    /// batches nest (an inner one joins the outer). When the batch does not add up, nothing
    /// changes, `completion` hears `false` and the error is thrown.
    func performBatch(
        _ updates: (() throws(ListUpdateError) -> Void)?, completion: ((Bool) -> Void)?
    ) throws(ListUpdateError) {
        let outer = pendingBatch
        pendingBatch = ListUpdate()
        let batch: ListUpdate
        do {
            try updates?()
            batch = pendingBatch ?? ListUpdate()
            pendingBatch = outer
        } catch {
            pendingBatch = outer
            completion?(false)
            throw error
        }
        do {
            try perform(batch)
        } catch {
            completion?(false)
            throw error
        }
        if let completion { completeAfterAnimations(completion) }
    }

    /// Applies an update, or, inside a batch, adds it to the batch.
    func perform(_ update: ListUpdate) throws(ListUpdateError) {
        if pendingBatch != nil {
            pendingBatch?.merge(update)
            return
        }
        try applyChecked(update)
    }

    /// Applies (or gathers into the open batch) the update `describe` fills in: the body of
    /// each of a view's single-change calls (`insertItems(at:)`, `deleteCells(at:)`, …).
    func performUpdate(_ describe: (inout ListUpdate) -> Void) throws(ListUpdateError) {
        var update = ListUpdate()
        describe(&update)
        try perform(update)
    }
}
