import Foundation

/// ``ListController`` for a ``CollectionView``, as UIKit's diffable data source for a collection
/// view: one object owning the view's data as a ``ListSnapshot`` of identifiers, with closures for
/// cells, supplementary views and selection, and pull-to-refresh and load-more through the same
/// loaders. Applying a snapshot diffs it against the one shown and performs the difference as one
/// checked batch, so the cells and selection of items that stay are kept (and a section that
/// scrolls across keeps its offset). Cells that adopt ``ListImageCell`` get their items' images
/// through ``imageLoader``, as the table's controller gives them.
@MainActor
public final class CollectionListController<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>:
    CollectionViewDataSource, CollectionViewDelegate, CollectionViewDataSourcePrefetching
{
    /// The collection view the controller drives.
    public let collectionView: CollectionView
    /// What the view shows now.
    public internal(set) var snapshot = ListSnapshot<SectionID, ItemID>() {
        didSet { snapshotIndex.invalidate() }
    }
    /// Where each item of `snapshot` is (see ``indexPath(for:)``).
    var snapshotIndex = SnapshotIndex<SectionID, ItemID>()
    /// Makes the cell for an item (dequeue from `collectionView`).
    public var cellProvider: (CollectionView, IndexPath, ItemID) -> CollectionViewCell
    /// Makes a supplementary view (a header, a footer) of a kind for a section; without one the
    /// layout's supplementary views are empty.
    public var supplementaryViewProvider: ((CollectionView, String, IndexPath) -> CollectionReusableView)?
    /// Called when an item is selected.
    public var selectionHandler: ((ItemID) -> Void)?
    /// Loads a whole new snapshot on pull-to-refresh, saying whether pages follow it; setting it
    /// installs a refresh control.
    public var refreshLoader: ListLoader<ListRefresh<SectionID, ItemID>>? {
        get { loading.refreshLoader }
        set { loading.refreshLoader = newValue }
    }
    /// Loads the next page, appended to the last section; setting it installs a load-more
    /// control.
    public var loadMoreLoader: ListLoader<ListPage<ItemID>>? {
        get { loading.loadMoreLoader }
        set { loading.loadMoreLoader = newValue }
    }
    /// The error of the last failed refresh, if the last refresh failed.
    public private(set) var lastError: (any Error)?
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
    let loading: ListLoading<ListRefresh<SectionID, ItemID>, ItemID>
    /// Applies snapshots, their differences computed off the main actor.
    let applier = SnapshotApplier()
    /// The sections applied as section snapshots.
    var outlines = ListOutlines<SectionID, ItemID>()

    /// Creates a controller that becomes the view's data source and delegate.
    public init(
        collectionView: CollectionView,
        cellProvider: @escaping (CollectionView, IndexPath, ItemID) -> CollectionViewCell
    ) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        loading = ListLoading(scrollView: collectionView)
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.prefetchDataSource = self
        loading.applyRefresh = { [unowned self] fresh in
            try apply(fresh.snapshot)
            return (fresh.hasMore, false)
        }
        loading.applyPage = { [unowned self] items, edge in try apply(snapshot.addingPage(items, at: edge)) }
        loading.refreshEnded = { [unowned self] failure in lastError = failure }
    }

    /// Where an item is shown now.
    ///
    /// - Complexity: O(1 + outline runs expanded or collapsed since) on average; the first
    ///   call after a snapshot was applied indexes it, in O(items).
    public func indexPath(for item: ItemID) -> IndexPath? { indexPathOfItem(item) }

    /// The item shown at `indexPath`, if any.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemID? { itemOfIndexPath(indexPath) }

    /// Starts a refresh from code, showing the header.
    public func refresh() { loading.refresh() }

    /// Retries a failed page load.
    public func retryLoadMore() { loading.retryPageLoad(at: .bottom) }

    /// Pages shown since the last refresh, its own result counting as the first.
    public var loadedPageCount: Int { loading.loadedPageCount }

    // MARK: Data source and delegate

    public func numberOfSections(in collectionView: CollectionView) -> Int { snapshot.sections.count }

    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        snapshot.sections[section].items.count
    }

    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        let item = snapshot.sections[indexPath.section].items[indexPath.item]
        let cell = cellProvider(collectionView, indexPath, item)
        configureOutline(of: cell, item, in: snapshot.sections[indexPath.section].id)
        images.show(AnyHashable(item), in: cell, isScrolling: collectionView.isScrolling)
        return cell
    }

    public func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        images.cancel(cell)
    }

    public func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        images.prefetch(snapshot.items(at: indexPaths), isScrolling: collectionView.isScrolling)
    }

    public func collectionView(
        _ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
    ) {
        images.cancelPrefetching(snapshot.items(at: indexPaths))
    }

    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { loadImagesForVisibleItems() }
    }

    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        loadImagesForVisibleItems()
    }

    /// Starts image loads for the visible cells (what `.whenScrollingStops` does when scrolling
    /// stops).
    public func loadImagesForVisibleItems() {
        images.scrollingStopped(
            collectionView.indexPathsForVisibleItems.compactMap { indexPath in
                collectionView.cellForItem(at: indexPath).map {
                    ($0, AnyHashable(snapshot.sections[indexPath.section].items[indexPath.item]))
                }
            })
    }

    public func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> CollectionReusableView {
        // Without a provider, as the data source's default: an empty view.
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? CollectionReusableView(frame: .zero)
    }

    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        if let item = itemIdentifier(for: indexPath) { selectionHandler?(item) }
    }
}
