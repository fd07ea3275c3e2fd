import Foundation
import ReuseKitCore

/// A vertically scrolling waterfall (masonry) of cells of varying heights in equal-width columns,
/// that creates cells only for those on screen and reuses them.
///
/// Each cell goes to the shortest column (the leftmost among equals), or left to right in turn
/// with ``placement``. Placement is lazy: ``reloadData()`` asks only
/// the counts and margins, and cells are placed (their heights asked) only as far down as the
/// viewport and the prefetch range reach, so a reload of a million cells is O(columns). Below the
/// placed cells the content height is an estimate, corrected as placement goes on; nothing on
/// screen ever moves for it.
///
/// ```swift
/// let waterfall = WaterfallView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
/// waterfall.register(WaterfallViewCell.self, forCellReuseIdentifier: "photo")
/// waterfall.dataSource = photos        // numberOfCells(in:), waterfallView(_:cellAt:)
/// waterfall.delegate = photos          // waterfallView(_:heightAt:), (_:didSelectAt:)
/// root.addSubview(waterfall)           // reloads when first attached
/// ```
@MainActor
open class WaterfallView: ScrollView {
    /// The margins a delegate can set.
    public enum MarginType: CaseIterable, Sendable {
        /// Above the first cell of every column.
        case top
        /// Below the tallest column.
        case bottom
        /// Left of the first column.
        case left
        /// Right of the last column.
        case right
        /// Between two cells of a column.
        case row
        /// Between two columns.
        case column
    }

    /// How each cell's column is chosen.
    public typealias Placement = MasonryPlacement

    /// The height of cells whose delegate gives none.
    public static let defaultCellHeight: CGFloat = 70
    /// The margin used when the delegate gives none.
    public static let defaultMargin: CGFloat = 8
    /// The number of columns when the data source gives none.
    public static let defaultNumberOfColumns = 3

    /// Supplies the cells and the number of columns.
    public weak var dataSource: WaterfallViewDataSource? {
        didSet { setNeedsReload() }
    }
    /// Prepares cells before they come into view.
    public weak var prefetchDataSource: WaterfallViewDataSourcePrefetching?
    /// The ``ScrollView/delegate`` seen as a waterfall delegate, when it is one.
    public private(set) weak var waterfallDelegate: WaterfallViewDelegate?

    /// How each cell's column is chosen: the shortest column (the default) or left to right.
    open var placement: Placement = .shortestColumn {
        didSet { if placement != oldValue { setNeedsReload() } }
    }
    /// The height assumed for cells not placed yet, until some are placed (then their average).
    open var estimatedCellHeight: CGFloat = 70
    /// How far beyond the viewport cells are placed and prefetched, in viewport heights, when a
    /// prefetch data source is set.
    open var prefetchDistance: CGFloat = 1
    /// The most cells one layout pass places on the way to a far animated
    /// ``scrollToCell(at:animated:)`` target; a farther animated jump places this many per frame,
    /// gliding down the cells placed so far, and lands on the target once it is placed, so that
    /// no frame is blocked for long. A jump without animation places every cell at once.
    open var placementSliceLimit = 200_000 {
        didSet { precondition(placementSliceLimit >= 1, "a slice places at least one cell") }
    }
    /// Whether an animated jump is placing cells in slices, a frame at a time (see
    /// ``placementSliceLimit``).
    public var isPlacingTowardsTarget: Bool { pendingJump != nil }
    /// Whether a tap selects a cell.
    open var allowsSelection = true
    /// The most cells kept in the pool per reuse identifier.
    public var reusePoolLimit: Int {
        get { cells.limitPerIdentifier }
        set { cells.limitPerIdentifier = newValue }
    }
    /// The selected cell's index, if any.
    public internal(set) var indexForSelectedCell: Int?
    /// The keyboard focus: its cell, its settings, and the list base's rules for moving it.
    var focus = ListFocus()

    var layout = MasonryLayout()
    /// One virtualizer per column, over the positions of the column's items.
    var virtualizers: [Virtualizer] = []
    /// The cells of each column's visible positions, top to bottom.
    var columnCells: [[WaterfallViewCell]] = []
    var cells = ReuseRegistry<WaterfallViewCell>(
        noun: "cell", registration: "register(_:forCellReuseIdentifier:)", limitPerIdentifier: 64)
    var needsReloadFlag = true
    var hasBeenAttached = false
    var loadedWidth: CGFloat = -1
    /// The height of the host's grid step the cells' heights were recorded in.
    var loadedGridStep: CGFloat = -1
    var isApplyingLayout = false
    /// The target of a jump being placed in slices, and whether it lands animated.
    var pendingJump: (index: Int, animated: Bool)?
    /// The prefetch changes of one pass, kept to avoid allocating every pass.
    var pendingChanges: [Virtualizer.Change] = []
    /// The updates gathered inside ``performBatchUpdates(_:completion:)``.
    var pendingBatch: ListUpdate?
    /// The cells an update kept, by their new index, until the pass after it shows them again.
    var survivingCells: [Int: WaterfallViewCell] = [:]

    /// Creates a waterfall view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Lays out the cells, then the refresh and load-more controls around the content, which
    /// must see the loaded content size (not the empty one before the first load).
    open override func layoutSubviews() {
        layoutCells()
        layoutControls()
    }

    open override func delegateDidChange() {
        waterfallDelegate = delegate as? WaterfallViewDelegate
        setNeedsReload()
    }

    /// Reloads when first attached to a superview, so a waterfall added to a window shows its
    /// cells without a call to ``reloadData()``.
    open override func willMove(toSuperview newSuperview: View?) {
        super.willMove(toSuperview: newSuperview)
        guard newSuperview != nil, !hasBeenAttached else { return }
        hasBeenAttached = true
        reloadData()
    }

    // MARK: Registration and dequeuing

    /// Registers the class cells of `identifier` are made from.
    public func register(_ cellClass: WaterfallViewCell.Type, forCellReuseIdentifier identifier: String) {
        cells.register(identifier) { cellClass.init(reuseIdentifier: $0) }
    }

    /// A pooled cell of `identifier`; else a new one when a class is registered for it; else `nil`.
    public func dequeueReusableCell(withIdentifier identifier: String) -> WaterfallViewCell? {
        cells.dequeue(identifier)
    }

    /// A pooled or new cell of a registered `identifier` for the cell at `index`.
    ///
    /// Dequeuing an identifier no class was registered for is a programmer error and stops with
    /// a message naming it.
    public func dequeueReusableCell(withIdentifier identifier: String, for index: Int) -> WaterfallViewCell {
        cells.dequeue(identifier, for: "cell \(index)")
    }

    // MARK: Counters

    /// What the cell pool has done: cells created, reused, enqueued and discarded.
    @_spi(Testing)
    public var cellCounters: ReuseCounters { cells.counters }

    /// How many cells wait in the pool.
    public var pooledCellCount: Int { cells.pooledCount }

    /// How many cells are placed (their heights asked); the rest wait below.
    public var placedCellCount: Int { layout.placedCount }

    // MARK: Hosting (the bodies are in WaterfallView+Hosting.swift; overrides must be declared here)

    /// Selects what is under the tap, as ``tapCell(at:)`` does.
    @_spi(Hosting)
    open override func handleTap(at point: CGPoint) { tapCell(at: point) }

    /// Selects the focused cell (else the first whole cell on screen), as a tap on it would.
    @_spi(Hosting)
    open override func performPrimaryAction() { selectFocusedCell() }

    /// The key path's focus move: a waterfall with a focused cell moves it; one without lets
    /// the key scroll.
    @_spi(Hosting)
    open override func moveItemFocus(_ heading: FocusHeading) -> Bool { moveFocusByKey(heading) }

    /// The cell pool's counters and the cells on screen.
    @_spi(Hosting)
    open override var reuseStatistics: ReuseStatistics? { currentReuseStatistics }
}
