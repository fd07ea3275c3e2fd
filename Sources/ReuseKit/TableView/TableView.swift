import Foundation
import ReuseKitCore

/// A vertically scrolling list of rows in sections that creates cells only for the rows on
/// screen and reuses them as rows scroll by, as UIKit's `UITableView`.
///
/// Row heights live in the engine's size tree: with ``estimatedRowHeight`` at 0 every height is
/// asked once on ``reloadData()``; with an estimate heights are asked lazily, only for rows that
/// come into view, each once until invalidated. Measuring rows above the viewport never moves
/// what the user sees.
@MainActor
open class TableView: ScrollView {
    /// The row height that asks the cell to size itself (``View/sizeThatFits(_:)``).
    nonisolated public static let automaticDimension: CGFloat = -1

    /// Supplies sections, rows and cells.
    public weak var dataSource: TableViewDataSource? {
        didSet { setNeedsReload() }
    }
    /// Prepares rows before they come into view.
    public weak var prefetchDataSource: TableViewDataSourcePrefetching?
    /// The ``ScrollView/delegate`` seen as a table view delegate, when it is one.
    public private(set) weak var tableDelegate: TableViewDelegate?

    /// The height of rows whose delegate gives none.
    open var rowHeight: CGFloat {
        get { metrics.rowHeight }
        set { updateMetrics(\.rowHeight, to: newValue, then: setNeedsReload) }
    }
    /// 0: every height is asked on reload. Above 0: unmeasured rows stand at this height and are
    /// measured when they come into view.
    open var estimatedRowHeight: CGFloat {
        get { metrics.estimatedRowHeight }
        set { updateMetrics(\.estimatedRowHeight, to: newValue, then: setNeedsReload) }
    }
    /// The height of headers whose delegate gives none. ``automaticDimension`` (the default, as
    /// UIKit's): the height the header's view fits in at the table's width — a section title's
    /// line (``TableViewDataSource/tableView(_:titleForHeaderInSection:)``), the delegate's view's
    /// ``View/sizeThatFits(_:)`` — and 0 for a section with neither.
    open var sectionHeaderHeight: CGFloat {
        get { metrics.sectionHeaderHeight }
        set { metrics.sectionHeaderHeight = newValue }
    }
    /// The height of footers whose delegate gives none; ``automaticDimension`` by default, as
    /// ``sectionHeaderHeight``.
    open var sectionFooterHeight: CGFloat {
        get { metrics.sectionFooterHeight }
        set { metrics.sectionFooterHeight = newValue }
    }
    /// A gap left under every row.
    open var rowSpacing: CGFloat {
        get { metrics.rowSpacing }
        set { updateMetrics(\.rowSpacing, to: newValue, then: setNeedsReload) }
    }
    /// Whether rows show a separator: a hairline over each row's bottom edge that takes no
    /// layout height, so a 44-pt row is 44 pt of content.
    open var separatorStyle: SeparatorStyle {
        get { metrics.separatorStyle }
        set { updateMetrics(\.separatorStyle, to: newValue, then: separatorsDidChange) }
    }
    /// The colour of the separators.
    open var separatorColor: Color {
        get { metrics.separatorColor }
        set { updateMetrics(\.separatorColor, to: newValue, then: separatorsDidChange) }
    }
    /// How far the separators stay from the rows' left and right edges, in points (top and
    /// bottom are not used), as UIKit; a cell's own ``TableViewCell/separatorInset`` wins.
    open var separatorInset: EdgeInsets {
        get { metrics.separatorInset }
        set { updateMetrics(\.separatorInset, to: newValue, then: separatorsDidChange) }
    }
    /// How far beyond the viewport rows are prefetched, in viewport heights.
    open var prefetchDistance: CGFloat = 1
    /// Whether a tap selects a row outside editing mode.
    open var allowsSelection: Bool {
        get { selection.allowsSelection }
        set { selection.allowsSelection = newValue }
    }
    /// Whether a tap selects a row in editing mode; off by default, as UIKit's.
    open var allowsSelectionDuringEditing: Bool {
        get { selection.allowsSelectionDuringEditing }
        set { selection.allowsSelectionDuringEditing = newValue }
    }
    /// The most cells kept in the pool per reuse identifier.
    public var reusePoolLimit: Int {
        get { cells.limitPerIdentifier }
        set { cells.limitPerIdentifier = newValue }
    }

    /// The rows' and separators' metrics (see `TableView+Metrics.swift`).
    var metrics = Metrics()
    var layout = ListLayout()
    var virtualizer = Virtualizer()
    var cells = ReuseRegistry<TableViewCell>(
        noun: "cell", registration: "register(_:forCellReuseIdentifier:)", limitPerIdentifier: 64)
    var headerFooterViews = ReuseRegistry<TableViewHeaderFooterView>(
        noun: "header or footer view", registration: "register(_:forHeaderFooterViewReuseIdentifier:)",
        limitPerIdentifier: 16)
    /// The views of the visible items, in flat order, one per index of `virtualizer.visible`;
    /// `nil` for a header or footer without a view.
    var visibleViews: [View?] = []
    /// Cells made while measuring a self-sizing row that is about to be shown, by flat index.
    var pendingCells: [Int: TableViewCell] = [:]
    /// What one layout pass leaves for the next (see `TableView+LayoutState.swift`).
    var layoutState = LayoutState()
    /// The open update transaction and the storage every update reuses (see
    /// `TableView+UpdateState.swift`).
    var updateState = UpdateState()
    /// Whether the table is a timeline that lives at its end, as a conversation does: the first
    /// display shows the last rows exactly; while the view is at its end (within
    /// ``endFollowingDistance``) rows that arrive, grow or shrink keep the end in view, however
    /// fast they come; away from the end, and at the top edge too, changes above or below never
    /// move what is on screen (``numberOfRowsAddedBelow`` counts what arrived). See
    /// ``scrollToEnd(animated:)`` and ``isAtEnd``.
    open var anchorsContentToEnd: Bool {
        get { endAnchor.anchorsContentToEnd }
        set {
            guard newValue != endAnchor.anchorsContentToEnd else { return }
            endAnchor = endAnchor.anchoring(newValue)
            setNeedsReload()
        }
    }
    /// How near its end, in points, the view counts as at its end, so that arriving rows are
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
    /// The end-anchoring settings and what following the end keeps between passes (see
    /// `ListEndAnchor.swift`).
    var endAnchor = ListEndAnchor()
    /// The header and footer views in the table, with the item each was displayed for.
    var displayedHeaderFooters: [ObjectIdentifier: ListItem] = [:]
    /// Runs the row animations after an update (see `Animation/`).
    lazy var rowAnimator = ItemAnimator(host: self)
    /// Slides a row sideways to show its actions (see `Swipe/`).
    lazy var swipeController = SwipeActionController(table: self)
    /// Whether sections' headers and footers float (`.plain`) or scroll with their rows.
    public let style: Style
    /// Whether a tap on a row adds it to the selection (and a tap on a selected row removes it)
    /// instead of replacing the selection.
    open var allowsMultipleSelection: Bool {
        get { selection.allowsMultipleSelection }
        set {
            selection.allowsMultipleSelection = newValue
            if !newValue { keepOnlyFirstSelectedRow() }
        }
    }
    /// ``allowsMultipleSelection`` in editing mode; off by default, as UIKit's.
    open var allowsMultipleSelectionDuringEditing: Bool {
        get { selection.allowsMultipleSelectionDuringEditing }
        set {
            selection.allowsMultipleSelectionDuringEditing = newValue
            if !newValue && isEditing { keepOnlyFirstSelectedRow() }
        }
    }
    /// What may be selected and the selected rows (see `TableView+Selection.swift`).
    var selection = ListSelection()
    /// The keyboard focus: the focused row, the remembered one and the focus settings (see
    /// `TableView+Focus.swift`).
    var focus = ListFocus()
    /// The header and footer floated by the last layout pass (see `TableView+Floating.swift`).
    var floatingSlots = FloatingSlots()
    /// The strip of section index titles at the trailing edge (see `TableView+SectionIndex.swift`).
    let sectionIndexView = SectionIndexView()
    /// Drags a row to a new place (see `Reorder/`).
    lazy var reorderController = TableReorderController(table: self)
    /// Whether the table is in editing mode, where a row is dragged by its handle
    /// (``reorderHandleRect(forRowAt:)``); outside it a long press lifts a row.
    open var isEditing = false {
        didSet { if isEditing != oldValue { editingDidChange() } }
    }

    /// Creates a table view of the `.plain` style, as UIKit.
    public override init(frame: CGRect) {
        style = .plain
        super.init(frame: frame)
        // As UITableView: a short or empty list still bounces under a drag (and can be pulled).
        alwaysBounceVertical = true
    }

    /// Creates a table view of `style`: `.plain` floats section headers and footers, `.grouped`
    /// does not.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        alwaysBounceVertical = true
    }

    /// Lays out the cells, then the refresh and load-more controls around the content, which
    /// must see the loaded content size (not the empty one before the first load).
    open override func layoutSubviews() {
        layoutRows()
        layoutSectionIndex()
        layoutControls()
        // A cell coming into view for the lifted row is drawn under the pointer at once.
        if reorderController.isReordering { reorderController.liftCell() }
    }

    @_spi(Hosting)
    open override func stepContentAnimations() -> Bool {
        let rows = rowAnimator.step()
        let swiping = swipeController.step()
        let autoscrolling = reorderController.step()
        return rows || swiping || autoscrolling
    }

    @_spi(Hosting)
    open override var isAnimatingContent: Bool { isAnimatingRows || isAnimatingSwipe || isAutoscrolling }

    /// Scrolling closes a row showing its swipe actions, as UIKit's.
    open override func contentOffsetDidChange() {
        swipeController.contentDidScroll()
        noteOffsetForEndFollowing()
    }

    override var topAlignmentInset: CGFloat { bottomAlignmentInset }

    /// An animated jump to the end lands on the end as it is now, rows that arrived or were
    /// measured on the way included.
    override func motionDidEnd() { keepEndIfFollowing() }

    open override func delegateDidChange() {
        tableDelegate = delegate as? TableViewDelegate
        setNeedsReload()
    }

    // MARK: Registration and dequeuing

    /// Registers the class cells of `identifier` are made from.
    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        cells.register(identifier) { cellClass.init(style: .default, reuseIdentifier: $0) }
    }

    /// Registers the class headers and footers of `identifier` are made from.
    public func register(
        _ viewClass: TableViewHeaderFooterView.Type, forHeaderFooterViewReuseIdentifier identifier: String
    ) {
        headerFooterViews.register(identifier) { viewClass.init(reuseIdentifier: $0) }
    }

    /// A pooled cell of `identifier`; else a new one when a class is registered for it; else
    /// `nil`, as UIKit.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        cells.dequeue(identifier)
    }

    /// A pooled or new cell of a registered `identifier` for the row at `indexPath`.
    ///
    /// Dequeuing an identifier no class was registered for is a programmer error and stops with
    /// a message naming it.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
        -> TableViewCell
    {
        if let reconfiguring = updateState.reconfiguringCell, reconfiguring.indexPath == indexPath {
            return reconfiguring.cell
        }
        return cells.dequeue(identifier, for: "row \(indexPath.row) of section \(indexPath.section)")
    }

    /// A pooled header or footer view of `identifier`, else a new one when a class is registered.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
        -> TableViewHeaderFooterView?
    {
        headerFooterViews.dequeue(identifier)
    }

    static let defaultHeaderFooterIdentifier = "ReuseKit.TableView.title"

    /// The view shown for a section title when the delegate gives no header or footer view.
    public func defaultHeaderFooterView(title: String?) -> View? {
        guard let title else { return nil }
        if !headerFooterViews.isRegistered(Self.defaultHeaderFooterIdentifier) {
            register(
                TableViewHeaderFooterView.self,
                forHeaderFooterViewReuseIdentifier: Self.defaultHeaderFooterIdentifier)
        }
        let view = dequeueReusableHeaderFooterView(withIdentifier: Self.defaultHeaderFooterIdentifier)
        view?.textLabel?.text = title
        return view
    }

    // MARK: Counters

    /// What the cell pool has done: cells created, reused, enqueued and discarded.
    @_spi(Testing)
    public var cellCounters: ReuseCounters { cells.counters }

    /// How many cells wait in the pool.
    public var pooledCellCount: Int { cells.pooledCount }

    /// How many rows have a measured height.
    public var measuredRowCount: Int { layout.measuredCount }

    // MARK: Hosting (the bodies are in TableView+Hosting.swift; overrides must be declared here)

    /// Selects what is under the tap, as ``tapRow(at:)`` does.
    @_spi(Hosting)
    open override func handleTap(at point: CGPoint) { tapRow(at: point) }

    /// Selects the focused row, or else the first whole row on screen, as a tap on it would.
    @_spi(Hosting)
    open override func performPrimaryAction() { selectFocusedRow() }

    /// The key path's focus move: a table with a focused row moves it; one without lets the key
    /// scroll.
    @_spi(Hosting)
    open override func moveItemFocus(_ heading: FocusHeading) -> Bool { moveFocusByKey(heading) }

    /// The key path's type-ahead, when the app gives items a text (`typeSelectString`).
    @_spi(Hosting)
    open override func typeSelect(_ character: Character) -> Bool { typeSelectByKey(character) }

    /// The top, or the end with the last row measured and exactly at the bottom.
    @_spi(Hosting)
    open override func scrollToEdge(_ edge: ScrollEdge) { scrollToEdgeRow(edge) }

    /// The row `rows` places after the first on screen, at the top.
    @_spi(Hosting)
    open override func scrollByRows(_ rows: Int) { scrollByRow(rows) }

    /// The cell pool's counters and the cells on screen.
    @_spi(Hosting)
    open override var reuseStatistics: ReuseStatistics? { currentReuseStatistics }
}
