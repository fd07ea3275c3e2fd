import Foundation
import ReuseKitCore

/// One object that owns a table view and its data: cells,
/// heights and selection through closures, pull-to-refresh, load-more and load-older (a
/// conversation's history) through loaders (`async` or completion-based), an empty state, and
/// images through a loading hook.
///
/// Data is a ``ListSnapshot`` of identifiers; applying a new one diffs it against the current one
/// (Heckel, linear) and performs the difference as one checked batch update, so cells and
/// heights of items that stay are kept. Heights are cached by item and width.
///
/// Sections show titles as in UIKit, where an app subclasses the diffable data source: a
/// subclass overrides ``tableView(_:titleForHeaderInSection:)`` (and the footer's), or gives
/// views through ``tableView(_:viewForHeaderInSection:)``; ``snapshot`` names the section an
/// index stands for.
@MainActor
open class ListController<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>:
    TableViewDataSource, TableViewDelegate
{
    /// The table view the controller drives.
    public let tableView: TableView
    /// What the table shows now.
    public internal(set) var snapshot = ListSnapshot<SectionID, ItemID>() {
        didSet { snapshotIndex.invalidate() }
    }
    /// Where each item of `snapshot` is (see ``indexPath(for:)``).
    var snapshotIndex = SnapshotIndex<SectionID, ItemID>()
    /// Makes the cell for an item (dequeue from `tableView`).
    public var cellProvider: (TableView, IndexPath, ItemID) -> TableViewCell
    /// The height of an item at a width; `nil` uses the table's `rowHeight` (or self-sizing).
    public var heightProvider: ((ItemID, CGFloat) -> CGFloat)?
    /// Called when an item is selected.
    public var selectionHandler: ((ItemID) -> Void)?
    /// Loads a whole new snapshot on pull-to-refresh, saying whether pages follow it; setting it
    /// installs a refresh control.
    public var refreshLoader: ListLoader<ListRefresh<SectionID, ItemID>>? {
        get { loading.refreshLoader }
        set { loading.refreshLoader = newValue }
    }
    /// Loads the next page at the end of the list; setting it installs a load-more control.
    public var loadMoreLoader: ListLoader<ListPage<ItemID>>? {
        get { loading.loadMoreLoader }
        set {
            loading.loadMoreLoader = newValue
            updateEmptyState()
        }
    }
    /// Loads the page before the first item when the top comes near (a conversation's history);
    /// setting it installs a load-older header (``ScrollView/loadOlderControl``). The page goes
    /// before the first item of the first section through ``apply(_:animatingDifferences:reloading:)-3ydfy``,
    /// so a table that keeps what is on screen (``TableView/anchorsContentToEnd``) moves nothing,
    /// also mid-glide. An empty list asks at once: its first page can be its newest one.
    public var loadOlderLoader: ListLoader<ListOlderPage<ItemID>>? {
        get { loading.loadOlderLoader }
        set {
            loading.loadOlderLoader = newValue
            updateEmptyState()
        }
    }
    /// Loads cells' images; the image pipeline provides one.
    public var imageLoader: ListImageLoading? {
        get { images.loader }
        set { images.loader = newValue }
    }
    /// When images start loading.
    public var imageLoadingMode: ImageLoadingMode {
        get { images.mode }
        set { images.mode = newValue }
    }
    var images = ListImageFeed()
    /// Shown when there are no items: a message, or the last failed refresh's error with how to
    /// retry it (pull down, or tap it); the load-more footer is hidden meanwhile (the load-older
    /// header stays: it loads an empty conversation's first page).
    public let emptyView = Label()
    /// The message of the last failed refresh, if the last refresh failed.
    public internal(set) var lastError: (any Error)?
    /// How many times ``heightProvider`` was called (the cache's misses).
    public var heightCalculations: Int { heights.calculations }
    let loading: ListLoading<ListRefresh<SectionID, ItemID>, ItemID>
    /// The heights asked of ``heightProvider``.
    let heights = ListHeightCache<ItemID>()
    /// Applies snapshots, their differences computed off the main actor.
    let applier = SnapshotApplier()
    /// The sections applied as section snapshots.
    var outlines = ListOutlines<SectionID, ItemID>()

    /// Creates a controller that becomes the table's data source and delegate.
    public init(tableView: TableView, cellProvider: @escaping (TableView, IndexPath, ItemID) -> TableViewCell)
    {
        self.tableView = tableView
        self.cellProvider = cellProvider
        loading = ListLoading(scrollView: tableView)
        emptyView.text = "Nothing here yet"
        emptyView.textStyle = TextStyle(color: .secondaryText)
        emptyView.numberOfLines = 0
        tableView.dataSource = self
        tableView.delegate = self
        tableView.prefetchDataSource = self
        tableView.belowContentTapHandler = { [weak self] _ in self?.retryFailedRefresh() ?? false }
        configureLoading()
        updateEmptyState()
    }

    // MARK: Snapshots

    /// Where an item is shown now.
    ///
    /// - Complexity: O(1 + outline runs expanded or collapsed since) on average; the first
    ///   call after a snapshot was applied indexes it, in O(items).
    public func indexPath(for item: ItemID) -> IndexPath? { indexPathOfItem(item) }

    /// The number of items whose height is cached; never more than the snapshot holds.
    var cachedHeightCount: Int { heights.count }

    /// Whether the list is empty because its last refresh failed: it shows that error, and a
    /// retry means refreshing again.
    public var isShowingFailedRefresh: Bool { lastError != nil && snapshot.numberOfItems == 0 }

    /// Refreshes again if the empty list shows a failed refresh (a tap on its message does
    /// this); returns whether it did.
    @discardableResult
    public func retryFailedRefresh() -> Bool {
        guard isShowingFailedRefresh, tableView.refreshControl?.isRefreshing == false else { return false }
        refresh()
        return true
    }

    func updateEmptyState() {
        let isEmpty = snapshot.numberOfItems == 0
        if let lastError, isEmpty {
            emptyView.text = "✗ \(lastError) — pull down or tap to retry"
        } else {
            emptyView.text = "Nothing here yet"
        }
        // One message in one place: the empty state stands where the footer would be drawn,
        // and a failed refresh is retried by refreshing, not by loading a page.
        if let footer = tableView.loadMoreControl {
            footer.isHidden = isEmpty
            footer.isEnabled = !isShowingFailedRefresh
        }
        tableView.loadOlderControl?.isEnabled = !isShowingFailedRefresh
        if isEmpty && emptyView.superview == nil {
            tableView.addSubview(emptyView)
        } else if !isEmpty {
            emptyView.removeFromSuperview()
        }
        // A space in from each side and three lines high, in the host's text.
        let textSystem = tableView.traitCollection.textSystem
        let space = textSystem.width(of: " ")
        emptyView.frame = CGRect(
            x: space, y: 0, width: max(0, tableView.bounds.width - 2 * space),
            height: 3 * textSystem.lineHeight)
    }

    // MARK: Data source and delegate

    public func numberOfSections(in tableView: TableView) -> Int { snapshot.sections.count }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        snapshot.sections[section].items.count
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let item = snapshot.item(at: indexPath)
        let cell = cellProvider(tableView, indexPath, item)
        configureOutline(of: cell, item, in: snapshot.sections[indexPath.section].id)
        images.show(AnyHashable(item), in: cell, isScrolling: tableView.isScrolling)
        return cell
    }

    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        guard let heightProvider else { return tableView.rowHeight }
        return heights.height(
            of: snapshot.item(at: indexPath), width: tableView.bounds.width, measure: heightProvider)
    }

    /// The title of `section`'s header; `nil` (no header) unless a subclass says otherwise.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// The title of `section`'s footer; `nil` (no footer) unless a subclass says otherwise.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }

    /// The view of `section`'s header: the title's (``TableView/defaultHeaderFooterView(title:)``)
    /// unless a subclass gives its own.
    open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        tableView.defaultHeaderFooterView(title: self.tableView(tableView, titleForHeaderInSection: section))
    }

    /// The view of `section`'s footer: the title's unless a subclass gives its own.
    open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
        tableView.defaultHeaderFooterView(title: self.tableView(tableView, titleForFooterInSection: section))
    }

    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        selectionHandler?(snapshot.item(at: indexPath))
    }

    public func tableView(
        _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
    ) {
        images.cancel(cell)
    }

    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { loadImagesForVisibleRows() }
    }

    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        loadImagesForVisibleRows()
    }

    /// Starts image loads for the visible cells (what `.whenScrollingStops` does when scrolling
    /// stops).
    public func loadImagesForVisibleRows() {
        images.scrollingStopped(
            tableView.visibleCells.compactMap { cell in
                tableView.indexPath(for: cell).map { (cell, AnyHashable(snapshot.item(at: $0))) }
            })
    }
}

extension ListController: TableViewUniformRowHeights {
    /// Without a ``heightProvider`` every row is the table's `rowHeight`.
    var answersTableRowHeight: Bool { heightProvider == nil }
}
