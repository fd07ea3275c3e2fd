import Foundation
import ReuseKitCore

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
    public var items: [ItemID] { snapshot.sections.first?.items ?? [] }
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
    /// The heights asked of ``heightProvider``.
    let heights = ListHeightCache<ItemID>()
    /// The items as a snapshot of one section, 0.
    var snapshot = ListSnapshot(sections: [SnapshotSection<Int, ItemID>(id: 0, items: [])]) {
        didSet { snapshotIndex.invalidate() }
    }
    /// Where each item of ``snapshot`` is.
    var snapshotIndex = SnapshotIndex<Int, ItemID>()
    /// Applies the items, their difference computed and their identifiers checked off the main
    /// actor.
    let applier = SnapshotApplier()
    /// Whether the change being shown is a page appended (``append(_:)``): only its cells are
    /// placed.
    var isShowingPage = false

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

    /// Pages shown since the last refresh, its own first page included: the index of the page a
    /// ``loadMoreLoader`` should fetch next.
    public var loadedPageCount: Int { loading.loadedPageCount }

    /// Starts a refresh from code, showing the header.
    public func refresh() { loading.refresh() }

    /// The number of items whose height is cached; never more than ``items`` holds.
    var cachedHeightCount: Int { heights.count }

    /// Retries a failed page load.
    public func retryLoadMore() { loading.retryPageLoad(at: .bottom) }

    public func numberOfCells(in waterfallView: WaterfallView) -> Int { items.count }

    public func numberOfColumns(in waterfallView: WaterfallView) -> Int { columnCount }

    public func waterfallView(_ waterfallView: WaterfallView, cellAt index: Int) -> WaterfallViewCell {
        cellProvider(waterfallView, index, items[index])
    }

    public func waterfallView(_ waterfallView: WaterfallView, heightAt index: Int) -> CGFloat {
        guard let heightProvider else { return 70 }
        return heights.height(of: items[index], width: waterfallView.bounds.width, measure: heightProvider)
    }

    public func waterfallView(_ waterfallView: WaterfallView, didSelectAt index: Int) {
        selectionHandler?(items[index])
    }
}
