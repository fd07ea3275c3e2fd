import Foundation

/// ``ListController`` for a ``WaterfallView``: one object owning the view and its items, with
/// closures for cells, heights and selection, pull-to-refresh and load-more through the same
/// loaders (refresh replaces the items, a page appends and places only the new cells).
@MainActor
public final class WaterfallListController<ItemID: Hashable & Sendable>: WaterfallViewDataSource,
    WaterfallViewDelegate
{
    /// The waterfall view the controller drives.
    public let waterfallView: WaterfallView
    /// The items shown, in order.
    public private(set) var items: [ItemID] = []
    /// Makes the cell for an item (dequeue from `waterfallView`).
    public var cellProvider: (WaterfallView, Int, ItemID) -> WaterfallViewCell
    /// The height of an item at the column width; cached by item and width.
    public var heightProvider: ((ItemID, CGFloat) -> CGFloat)?
    /// The number of columns.
    public var columnCount = 2
    /// Called when an item is selected.
    public var selectionHandler: ((ItemID) -> Void)?
    /// Loads the first page anew on pull-to-refresh (it replaces every item; its `hasMore`
    /// says whether pages follow); setting it installs a refresh control.
    public var refreshLoader: ListLoader<ListPage<ItemID>>? {
        get { loading.refreshLoader }
        set { loading.refreshLoader = newValue }
    }
    /// Loads the next page at the end; setting it installs a load-more control.
    public var loadMoreLoader: ListLoader<ListPage<ItemID>>? {
        get { loading.loadMoreLoader }
        set { loading.loadMoreLoader = newValue }
    }
    /// The message of the last failed refresh, if it failed.
    public private(set) var lastError: (any Error)?

    let loading: ListLoading<ListPage<ItemID>, ItemID>
    private var heights: [ItemID: (width: CGFloat, height: CGFloat)] = [:]
    /// Replaces items, their identifiers checked off the main actor.
    let applier = SnapshotApplier()

    /// Creates a controller that becomes the view's data source and delegate.
    public init(
        waterfallView: WaterfallView,
        cellProvider: @escaping (WaterfallView, Int, ItemID) -> WaterfallViewCell
    ) {
        self.waterfallView = waterfallView
        self.cellProvider = cellProvider
        loading = ListLoading(scrollView: waterfallView)
        waterfallView.dataSource = self
        waterfallView.delegate = self
        loading.applyRefresh = { [unowned self] fresh in
            try setItems(fresh.items)
            return (fresh.hasMore, false)
        }
        loading.applyPage = { [unowned self] page, _ in try append(page) }
        loading.refreshEnded = { [unowned self] failure in lastError = failure }
    }

    /// Replaces every item and reloads.
    ///
    /// - Throws: ``ListControllerError/duplicateIdentifier(_:)``; nothing changes.
    public func setItems(_ newItems: [ItemID]) throws(ListControllerError) {
        try applier.applySynchronously { () throws(ListControllerError) in
            show(newItems, kept: try Self.checkUnique(newItems, after: []))
        }
    }

    /// Replaces every item as ``setItems(_:)`` does, the identifiers checked in a background
    /// task and only the result shown on the main actor; a newer `setItems` made meanwhile
    /// supersedes this one (its items are never shown, and it returns once the newer landed).
    ///
    /// - Throws: ``ListControllerError/duplicateIdentifier(_:)``; nothing changes.
    public func setItems(_ newItems: [ItemID]) async throws(ListControllerError) {
        let result = await withCheckedContinuation { continuation in
            setItems(newItems) { continuation.resume(returning: $0) }
        }
        try result.get()
    }

    /// Replaces every item as the `async` `setItems(_:)` does, then calls `completion` on the
    /// main actor with the result, in the order the calls were made.
    public func setItems(
        _ newItems: [ItemID], completion: @escaping @MainActor (Result<Void, ListControllerError>) -> Void
    ) {
        applier.apply(
            preparing: { () throws(ListControllerError) in try Self.checkUnique(newItems, after: []) },
            landing: { [weak self] kept in self?.show(newItems, kept: kept) },
            completion: completion)
    }

    /// Shows `newItems`, whose identifiers are `kept`.
    private func show(_ newItems: [ItemID], kept: Set<ItemID>) {
        items = newItems
        // Items that left forget their heights, so refreshing for hours keeps only what is shown.
        heights = heights.filter { kept.contains($0.key) }
        waterfallView.reloadData()
    }

    /// Appends items; only they are placed, when they come into view.
    ///
    /// - Throws: ``ListControllerError/duplicateIdentifier(_:)``; nothing changes.
    public func append(_ newItems: [ItemID]) throws(ListControllerError) {
        try applier.applySynchronously { () throws(ListControllerError) in
            _ = try Self.checkUnique(newItems, after: items)
            items += newItems
            do throws(ListUpdateError) {
                try waterfallView.appendCells(count: newItems.count)
            } catch {
                items.removeLast(newItems.count)
                throw .inconsistentUpdate(error)
            }
        }
    }

    /// Pages shown since the last refresh, its own first page included: the index of the page a
    /// ``loadMoreLoader`` should fetch next.
    public var loadedPageCount: Int { loading.loadedPageCount }

    /// Starts a refresh from code, showing the header.
    public func refresh() { loading.refresh() }

    /// The number of items whose height is cached; never more than ``items`` holds.
    var cachedHeightCount: Int { heights.count }

    /// Retries a failed page load.
    public func retryLoadMore() { loading.retryPageLoad(at: .bottom) }

    /// The identifiers of `existing` and `newItems`, checked to be unique.
    private nonisolated static func checkUnique(_ newItems: [ItemID], after existing: [ItemID])
        throws(ListControllerError) -> Set<ItemID>
    {
        var seen = Set(existing)
        seen.reserveCapacity(existing.count + newItems.count)
        for (index, item) in newItems.enumerated() where !seen.insert(item).inserted {
            throw .duplicateIdentifier(.duplicateIdentifier(index: existing.count + index, inNewList: true))
        }
        return seen
    }

    public func numberOfCells(in waterfallView: WaterfallView) -> Int { items.count }

    public func numberOfColumns(in waterfallView: WaterfallView) -> Int { columnCount }

    public func waterfallView(_ waterfallView: WaterfallView, cellAt index: Int) -> WaterfallViewCell {
        cellProvider(waterfallView, index, items[index])
    }

    public func waterfallView(_ waterfallView: WaterfallView, heightAt index: Int) -> CGFloat {
        guard let heightProvider else { return 70 }
        let item = items[index]
        let width = waterfallView.bounds.width
        if let cached = heights[item], cached.width == width { return cached.height }
        let height = heightProvider(item, width)
        heights[item] = (width, height)
        return height
    }

    public func waterfallView(_ waterfallView: WaterfallView, didSelectAt index: Int) {
        selectionHandler?(items[index])
    }
}
