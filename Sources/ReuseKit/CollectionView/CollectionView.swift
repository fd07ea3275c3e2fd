import Foundation
import ReuseKitCore

/// A scroll view of items laid out by a ``CollectionViewLayout``, that creates cells only for the
/// items on screen and reuses them: UIKit's collection view.
///
/// ```swift
/// let layout = CollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 96, height: 96)
/// let grid = CollectionView(frame: bounds, collectionViewLayout: layout)
/// grid.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
/// grid.dataSource = photos    // numberOfItemsInSection, cellForItemAt
/// grid.delegate = photos      // didSelectItemAt, willDisplay, …
/// root.addSubview(grid)       // reloads when first attached
/// ```
@MainActor
open class CollectionView: ScrollView {
    /// The kind of a flow layout's section headers.
    public static let elementKindSectionHeader = "CollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footers.
    public static let elementKindSectionFooter = "CollectionElementKindSectionFooter"

    /// Supplies the items, cells and supplementary views.
    public weak var dataSource: CollectionViewDataSource? {
        didSet { setNeedsReload() }
    }
    /// Prepares items before they come into view.
    public weak var prefetchDataSource: CollectionViewDataSourcePrefetching?
    /// The ``ScrollView/delegate`` seen as a collection view delegate, when it is one.
    public private(set) weak var collectionDelegate: CollectionViewDelegate?

    /// The layout placing the items.
    ///
    /// Setting it is ``setCollectionViewLayout(_:animated:)`` without animation.
    public final var collectionViewLayout: CollectionViewLayout {
        get { layoutStorage }
        set { setCollectionViewLayout(newValue, animated: false) }
    }
    final var layoutStorage: CollectionViewLayout {
        didSet { elementLayout = layoutStorage as? ElementLayout }
    }
    /// The layout, when it is a built-in one that answers with values.
    final var elementLayout: ElementLayout?

    /// How far ahead of the bounds items are prefetched, in viewport heights (widths, for content
    /// that scrolls only sideways).
    open var prefetchDistance: CGFloat = 1
    /// Whether a tap selects an item.
    open var allowsSelection: Bool {
        get { selection.allowsSelection }
        set { selection.allowsSelection = newValue }
    }
    /// Whether taps select several items, each tap on a selected one deselecting it.
    open var allowsMultipleSelection: Bool {
        get { selection.allowsMultipleSelection }
        set { selection.allowsMultipleSelection = newValue }
    }

    final var cells = ReuseRegistry<CollectionViewCell>(
        noun: "cell", registration: "register(_:forCellWithReuseIdentifier:)", limitPerIdentifier: 64)
    final var supplementaryViews = ReuseRegistry<CollectionReusableView>(
        noun: "supplementary view",
        registration: "register(_:forSupplementaryViewOfKind:withReuseIdentifier:)",
        limitPerIdentifier: 16)
    /// The cells on screen, by item.
    final var visibleCellsByIndexPath: [IndexPath: CollectionViewCell] = [:]
    /// The supplementary views on screen, by kind and index path.
    final var visibleSupplementaryViews: [SupplementaryKey: CollectionReusableView] = [:]
    /// What one layout pass leaves for the next (see `CollectionView+LayoutState.swift`).
    final var layoutState = LayoutState()
    /// The storage a layout pass gathers into, kept between passes.
    final var passStorage = PassStorage()
    /// Cells made while measuring, waiting to be shown or pooled at the end of the pass.
    final var pendingCells: [IndexPath: CollectionViewCell] = [:]
    /// The item counts of every section, as the data source gave them at the last reload.
    final var itemCounts: [Int] = []
    /// What may be selected and the selected items (see `CollectionView+Selection.swift`).
    final var selection = ListSelection()
    /// The keyboard focus: the focused item, the remembered one and the focus settings (see
    /// `CollectionView+Focus.swift`).
    final var focus = ListFocus()
    /// The items the prefetch data source was told of and not yet told to cancel.
    final var prefetchedItems: Set<IndexPath> = []
    final var lastPrefetchOffset: CGFloat = 0
    /// The changes collected by an open ``performBatchUpdates(_:completion:)``.
    final var pendingBatch: ListUpdate?
    /// The band section a sideways drag moves, while one does.
    final var draggedBand: Int?
    /// Slides a list row sideways to show its actions (see `CollectionView+SwipeActions.swift`).
    final lazy var swipeController = SwipeActionController(table: self)
    /// Runs the animations of item and section changes (see `CollectionView+UpdateAnimations.swift`).
    final lazy var itemAnimator = ItemAnimator(host: self)
    /// The end-anchoring settings and what following the end keeps between passes (see
    /// `ListEndAnchor.swift`).
    final var endAnchor = ListEndAnchor()

    /// Whether the view is a timeline that lives at its end, as a conversation does: the first
    /// display shows the last items exactly (self-sizing ones measured); while the view is at its
    /// end (within ``endFollowingDistance``) items that arrive, grow or shrink keep the end in
    /// view; away from the end, and at the top edge too, changes above or below never move what
    /// is on screen (``numberOfItemsAddedBelow`` counts what arrived). See
    /// ``scrollToEnd(animated:)`` and ``isAtEnd``. For vertical layouts; a layout that scrolls
    /// sideways (a horizontal flow layout) ignores it and keeps what is on screen as without it.
    open var anchorsContentToEnd: Bool {
        get { endAnchor.anchorsContentToEnd }
        set {
            guard newValue != endAnchor.anchorsContentToEnd else { return }
            endAnchor = endAnchor.anchoring(newValue)
            setNeedsReload()
        }
    }
    /// How near its end, in points, the view counts as at its end, so that arriving items are
    /// followed (``anchorsContentToEnd``).
    open var endFollowingDistance: CGFloat {
        get { endAnchor.followingDistance }
        set { endAnchor.followingDistance = newValue }
    }
    /// Whether content shorter than the view sits at the view's bottom, as chat apps show a short
    /// conversation (only with ``anchorsContentToEnd``).
    open var alignsShortContentToBottom: Bool {
        get { endAnchor.alignsShortContentToBottom }
        set {
            guard newValue != endAnchor.alignsShortContentToBottom else { return }
            endAnchor.alignsShortContentToBottom = newValue
            setNeedsLayout()
        }
    }

    /// Creates a collection view laid out by `layout`.
    public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
        layoutStorage = layout
        elementLayout = layout as? ElementLayout
        super.init(frame: frame)
        precondition(layout.collectionView == nil, "a layout lays out one collection view at a time")
        layout.collectionViewStorage = self
    }

    isolated deinit {
        collectionViewLayout.collectionViewStorage = nil
    }

    open override func delegateDidChange() {
        collectionDelegate = delegate as? CollectionViewDelegate
        collectionViewLayout.invalidateLayout()
    }

    /// Reloads when first attached to a superview, so a collection view added to a window shows
    /// its items without a call to ``reloadData()``.
    open override func willMove(toSuperview newSuperview: View?) {
        super.willMove(toSuperview: newSuperview)
        guard newSuperview != nil, !layoutState.hasBeenAttached else { return }
        layoutState.hasBeenAttached = true
        setNeedsReload()
    }

    /// Advances the sections that scroll across (their glides, pages, animations) and a list
    /// row's swipe.
    @_spi(Hosting)
    open override func stepContentAnimations() -> Bool {
        let bands = stepBands()
        let swiping = swipeController.step()
        let items = itemAnimator.step()
        return bands || swiping || items
    }

    /// A sideways wheel or the column keys move the band of the focused item, else the first
    /// band on screen.
    @_spi(Hosting)
    open override func scrollAcross(by dx: CGFloat) -> Bool { scrollBand(by: dx) }

    /// The layout says where a glide ends (`targetContentOffset(forProposedContentOffset:
    /// withScrollingVelocity:)`), as UIKit's collection view asks it.
    override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        collectionViewLayout.targetContentOffset(
            forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity)
    }

    /// Whether a section that scrolls across, a swiped row or an updated item moves on its own.
    @_spi(Hosting)
    open override var isAnimatingContent: Bool {
        areBandsMoving || swipeController.isAnimating || itemAnimator.isAnimating
    }

    /// Scrolling closes a list row showing its swipe actions, as UIKit's.
    open override func contentOffsetDidChange() {
        swipeController.contentDidScroll()
        noteOffsetForEndFollowing()
    }

    override var topAlignmentInset: CGFloat { bottomAlignmentInset }

    /// An animated jump to the end lands on the end as it is now, items that arrived or were
    /// measured on the way included.
    override func motionDidEnd() { keepEndIfFollowing() }

    /// Lays out the items, then the refresh and load-more controls around the content.
    open override func layoutSubviews() {
        layoutItems()
        layoutControls()
    }

    // MARK: Registration and dequeuing

    /// Registers the class cells of `identifier` are made from.
    public func register(_ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String)
    {
        cells.register(identifier) { identifier in
            let cell = cellClass.init(frame: .zero)
            cell.reuseIdentifier = identifier
            return cell
        }
    }

    /// Registers the class supplementary views of `kind` and `identifier` are made from.
    public func register(
        _ viewClass: CollectionReusableView.Type, forSupplementaryViewOfKind kind: String,
        withReuseIdentifier identifier: String
    ) {
        supplementaryViews.register(Self.poolKey(kind, identifier)) { _ in
            let view = viewClass.init(frame: .zero)
            view.reuseIdentifier = identifier
            return view
        }
    }

    /// A pooled or new cell of a registered `identifier` for the item at `indexPath`.
    ///
    /// Dequeuing an identifier no class was registered for is a programmer error and stops with
    /// a message naming it.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> CollectionViewCell
    {
        cells.dequeue(identifier, for: "item \(indexPath.item) of section \(indexPath.section)")
    }

    /// A pooled or new supplementary view of a registered kind and `identifier`.
    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> CollectionReusableView {
        supplementaryViews.dequeue(
            Self.poolKey(elementKind, identifier), for: "\(elementKind) of section \(indexPath.section)")
    }

    /// Supplementary views pool under their kind and identifier together.
    static func poolKey(_ kind: String, _ identifier: String) -> String { kind + "\u{1F}" + identifier }

    // MARK: Counts

    /// The number of sections, as the data source gave it at the last reload.
    public var numberOfSections: Int {
        loadIfNeeded()
        return itemCounts.count
    }

    /// The number of items in `section`, as the data source gave it at the last reload.
    public func numberOfItems(inSection section: Int) -> Int {
        loadIfNeeded()
        precondition(section >= 0 && section < itemCounts.count, "section \(section) does not exist")
        return itemCounts[section]
    }

    // MARK: Counters

    /// What the cell pool has done: cells created, reused, enqueued and discarded.
    @_spi(Testing)
    public var cellCounters: ReuseCounters { cells.counters }

    /// How many cells wait in the pool.
    public var pooledCellCount: Int { cells.pooledCount }

    // MARK: Hosting (the bodies are in the Selection and Focus files; overrides must be declared here)

    /// Selects what is under the tap, as a tap on the item does.
    @_spi(Hosting)
    open override func handleTap(at point: CGPoint) {
        // A tap while a row shows its actions performs a button or closes the row.
        guard !swipeController.handleTap(at: point) else { return }
        tapItem(at: point)
    }

    /// Selects the focused item (else the first whole item on screen), as a tap on it would.
    @_spi(Hosting)
    open override func performPrimaryAction() { selectFocusedItem() }

    /// The key path's focus move: a collection view with a focused item moves it; one without
    /// lets the key scroll.
    @_spi(Hosting)
    open override func moveItemFocus(_ heading: FocusHeading) -> Bool { moveFocusByKey(heading) }

    /// The key path's type-ahead, when the app gives items a text (`typeSelectString`).
    @_spi(Hosting)
    open override func typeSelect(_ character: Character) -> Bool { typeSelectByKey(character) }

    /// The cell pool's counters and the cells on screen.
    @_spi(Hosting)
    open override var reuseStatistics: ReuseStatistics? {
        cells.statistics(visible: visibleCellsByIndexPath.count)
    }
}

/// A supplementary view's place: its kind and index path.
struct SupplementaryKey: Hashable {
    var kind: String
    var indexPath: IndexPath
}
