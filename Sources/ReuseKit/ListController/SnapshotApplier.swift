import Foundation

/// The applies of a list controller whose work is prepared off the main actor (a snapshot's
/// difference, a check that identifiers are unique), as UIKit's diffable data source computes
/// the difference of a snapshot applied from a background queue: the preparation runs in a
/// background task and only its result is applied on the main actor, in one go, so the
/// controller's data and the view's counts are never seen half-applied.
///
/// The last apply made decides what is shown: one made while an earlier one is still being
/// prepared supersedes it, and the earlier one's result is dropped unseen. Completions run on
/// the main actor in the order their applies were made, a superseded one's (without error)
/// just before the completion of the apply that superseded it.
@MainActor
final class SnapshotApplier {
    /// What an apply tells its caller once it has landed or failed.
    typealias Completion = @MainActor (Result<Void, ListControllerError>) -> Void

    /// The number of the last apply made; only that apply lands.
    private(set) var lastApply = 0
    /// The completions still to run, in the order their applies were made.
    private var waiting: [(apply: Int, completion: Completion)] = []
    /// Called before each preparation, with its apply's number, on the preparation's executor
    /// (tests hold a preparation there, and check where it runs).
    var preparationWillRun: (nonisolated(nonsending) @Sendable (Int) async -> Void)?
    /// The tasks that land the applies being prepared, by number, until each has run.
    private var landings: [Int: Task<Void, Never>] = [:]

    /// Whether an apply is being prepared and has not landed yet.
    var isPreparing: Bool { waiting.contains { $0.apply == lastApply } }

    /// Prepares an apply off the main actor with `prepare`, then, unless a newer apply was made
    /// meanwhile, lands it on the main actor with `land`; `completion` hears the result.
    func apply<Prepared: Sendable>(
        preparing prepare: @escaping @Sendable () throws(ListControllerError) -> Prepared,
        landing land: @escaping @MainActor (Prepared) throws(ListControllerError) -> Void,
        completion: @escaping Completion
    ) {
        lastApply += 1
        let number = lastApply
        waiting.append((number, completion))
        let hook = preparationWillRun
        let preparation = Task.detached(priority: .userInitiated) {
            () -> Result<Prepared, ListControllerError> in
            await hook?(number)
            return Result { () throws(ListControllerError) in try prepare() }
        }
        landings[number] = Task { @MainActor in
            let prepared = await preparation.value
            landings[number] = nil
            // A newer apply took over: its own landing finishes this one.
            guard number == lastApply else { return }
            let result = prepared.flatMap { value in
                Result { () throws(ListControllerError) in try land(value) }
            }
            finish(number, result)
        }
    }

    /// Waits until every apply made so far was prepared and landed, or dropped as superseded.
    func settle() async {
        while let landing = landings.values.first { await landing.value }
    }

    /// Runs a synchronous apply with `body`: it supersedes the applies still being prepared,
    /// whose completions run once it is done.
    func applySynchronously(_ body: () throws(ListControllerError) -> Void) throws(ListControllerError) {
        lastApply += 1
        let number = lastApply
        defer { finish(number, .success(())) }
        try body()
    }

    /// Runs the completions of the applies up to `number`: those it superseded without error,
    /// its own with `result`.
    private func finish(_ number: Int, _ result: Result<Void, ListControllerError>) {
        let done = waiting.prefix { $0.apply <= number }
        waiting.removeFirst(done.count)
        for entry in done { entry.completion(entry.apply == number ? result : .success(())) }
    }
}
