import Foundation
import ReuseKitCore

/// What a table's reorder controller may ask of its table: to read the viewport and the
/// layout, find the cell of an item on screen, hear the delegate's say on a destination, move
/// the lifted row in the layout, scroll, draw the lifted cell above or back among the rows,
/// and take a cell out of the row animations. Nothing else of the table is in its reach.
@MainActor
protocol TableReorderHost: AnyObject {
    var clock: FrameClock { get }
    var bounds: CGRect { get }
    var contentOffset: CGPoint { get }
    /// The content offset as drawn, on the host's grid.
    var drawingOrigin: CGPoint { get }
    var contentSize: CGSize { get }
    var minimumContentOffsetY: CGFloat { get }
    var maximumContentOffsetY: CGFloat { get }
    var traitCollection: TraitCollection { get }
    /// The layout as shown: with the lifted row at the drag's target.
    var layout: ListLayout { get }
    func layoutIfNeeded()
    func flatIndexIfValid(_ indexPath: IndexPath) -> Int?
    func frameOfItem(_ flat: Int) -> CGRect
    func visibleCell(atFlat flat: Int) -> TableViewCell?
    /// The delegate's destination for the row lifted from `source` (data source index path)
    /// proposed at `proposal`, or `nil` when it gives none.
    func destinationForMove(from source: IndexPath, proposed proposal: IndexPath) -> IndexPath?
    /// Applies a move of the lifted row to the layout only: the rows between slide to make
    /// room and the offset stays.
    func applyLiftedRowMove(_ plan: ListUpdatePlan)
    /// Scrolls the content by `delta` points, within its bounds.
    func autoscroll(by delta: CGFloat)
    /// Draws `cell` above every other view of the table.
    func carryAbove(_ cell: TableViewCell)
    /// Puts `cell` back behind the floating header and footer.
    func putBack(_ cell: TableViewCell)
    /// Ends any row animation of `view` at once, without taking it out of the table.
    func stopAnimating(_ view: View)
    /// Whether `view` has a row animation running.
    func isAnimating(_ view: View) -> Bool
}

/// Drags a row to a new place: owns the drag (the engine's ``ListReorder`` for the index
/// arithmetic, the pointer's grab and place, the lifted cell and the autoscroll clock), follows
/// the pointer, scrolls near the edges and draws the lifted cell under the pointer. It sees its
/// table only as a ``TableReorderHost``; the table decides when a drag may begin and tells the
/// data source of the move the drop returns.
@MainActor
final class TableReorderController {
    /// A drag in progress.
    struct Drag {
        /// Where the data has the row and where the layout shows it.
        var rows: ListReorder
        /// The place last put to the delegate, so it is asked once per change.
        var proposal: ListPosition
        /// The pointer's distance below the lifted row's top.
        let grab: CGFloat
        /// The pointer's y in the viewport, so autoscrolling carries the row with the finger.
        var pointerY: CGFloat
        /// The cell drawn under the pointer (none while the row is out of view).
        weak var cell: TableViewCell?
        /// The clock's time of the last autoscroll step.
        var lastStep: Double
    }

    /// How fast the content scrolls while a lifted row is within a line of an edge.
    static let autoscrollLinesPerSecond: CGFloat = 15

    unowned let table: any TableReorderHost
    /// The drag in progress, if any.
    private(set) var drag: Drag?

    init(table: any TableReorderHost) {
        self.table = table
    }

    /// Whether a row is being dragged.
    var isReordering: Bool { drag != nil }

    /// Where the lifted row would drop now, in the layout.
    var target: ListPosition? { drag?.rows.target }

    /// The cell drawn under the pointer, if the lifted row is in view.
    var liftedCell: TableViewCell? { drag?.cell }

    /// Where the data source has the row the layout shows at `position`.
    ///
    /// - Complexity: O(1).
    func dataSourcePosition(forLayout position: ListPosition) -> ListPosition {
        drag?.rows.sourcePosition(ofShown: position) ?? position
    }

    /// Lifts the row at `position` of a layout of `rowCounts`, grabbed `grab` points below its
    /// top with the pointer `pointerY` points below the viewport's top. Returns whether it was
    /// lifted (not when a drag runs or there is no such row).
    func lift(_ position: ListPosition, rowCounts: [Int], grab: CGFloat, pointerY: CGFloat) -> Bool {
        guard drag == nil, let rows = ListReorder(lifting: position, rowCounts: rowCounts) else {
            return false
        }
        drag = Drag(
            rows: rows, proposal: position, grab: grab, pointerY: pointerY, cell: nil,
            lastStep: table.clock.now)
        liftCell()
        return true
    }

    /// The pointer moved to `point` (content coordinates).
    func movePointer(to point: CGPoint) {
        guard drag != nil else { return }
        let wasAutoscrolling = isAutoscrolling
        drag?.pointerY = point.y - table.contentOffset.y
        // Autoscrolling starts now, not from the last time it ran.
        if !wasAutoscrolling { drag?.lastStep = table.clock.now }
        followPointer()
    }

    /// Ends the drag where the row is: returns the data's move (`nil` when the row is back at
    /// its source) and, when the row is in the layout, its flat index and where it was drawn,
    /// for its cell to settle from there; `nil` without a drag.
    func end() -> (move: (from: ListPosition, to: ListPosition)?, settle: (flat: Int, frame: CGRect)?)? {
        guard let drag else { return nil }
        table.layoutIfNeeded()
        let flat = table.flatIndexIfValid(Self.indexPath(drag.rows.target))
        let settle = flat.map { ($0, liftedFrame(height: table.frameOfItem($0).height)) }
        drop()
        return (drag.rows.move, settle)
    }

    /// Abandons the drag: the row goes back to its source, animated.
    func cancel() {
        guard let source = drag?.rows.source else { return }
        moveLiftedRow(to: source)
        drop()
    }

    /// Ends the drag without moving anything.
    func drop() {
        if let cell = drag?.cell {
            cell.presentationFrame = nil
            cell.isLifted = false
            // Back under the floating header and footer, which it was carried over.
            table.putBack(cell)
        }
        drag = nil
    }

    /// Moves the lifted row in the layout only (the data source hears on the drop).
    func moveLiftedRow(to destination: ListPosition) {
        // The target changes first: cells the move brings into view are asked by their data
        // source index paths.
        guard let plan = drag?.rows.move(to: destination) else { return }
        table.applyLiftedRowMove(plan)
    }

    // MARK: Following the pointer

    /// Whether the content scrolls on each step because the lifted row is near an edge.
    var isAutoscrolling: Bool { autoscrollDirection != 0 }

    /// -1 while the lifted row is within a line of the top (and the content can scroll up), 1
    /// near the bottom, else 0.
    private var autoscrollDirection: CGFloat {
        guard let drag, let flat = table.flatIndexIfValid(Self.indexPath(drag.rows.target)) else { return 0 }
        let line = table.traitCollection.textSystem.lineHeight
        let top = drag.pointerY - drag.grab
        let offset = table.contentOffset.y
        if top < line && offset > table.minimumContentOffsetY { return -1 }
        if top + table.frameOfItem(flat).height > table.bounds.height - line
            && offset < table.maximumContentOffsetY
        {
            return 1
        }
        return 0
    }

    /// One frame of autoscrolling; returns whether it goes on.
    func step() -> Bool {
        guard drag != nil else { return false }
        let now = table.clock.now
        let elapsed = min(max(0, now - (drag?.lastStep ?? now)), 0.1)
        drag?.lastStep = now
        let direction = autoscrollDirection
        guard direction != 0 else { return false }
        let speed = Self.autoscrollLinesPerSecond * table.traitCollection.textSystem.lineHeight
        table.autoscroll(by: direction * speed * CGFloat(elapsed))
        followPointer()
        return isAutoscrolling
    }

    /// Moves the lifted row where the pointer proposes (as the delegate lets it), then draws it
    /// under the pointer.
    private func followPointer() {
        table.layoutIfNeeded()
        guard let drag, let flat = table.flatIndexIfValid(Self.indexPath(drag.rows.target)) else { return }
        let height = table.frameOfItem(flat).height
        let proposal = proposedPlace(top: liftedFrame(height: height).minY, lifted: flat, height: height)
        if proposal != drag.proposal {
            self.drag?.proposal = proposal
            var destination = proposal
            if let answer = table.destinationForMove(
                from: Self.indexPath(drag.rows.source), proposed: Self.indexPath(proposal)),
                answer.count == 2, drag.rows.isPlace(Self.position(answer))
            {
                destination = Self.position(answer)
            }
            if destination != drag.rows.target { moveLiftedRow(to: destination) }
        }
        liftCell()
    }

    /// The place nearest to where the lifted row's top is, among the places it can drop,
    /// measured in the layout without the row.
    ///
    /// - Complexity: O(log n).
    private func proposedPlace(top: CGFloat, lifted flat: Int, height: CGFloat) -> ListPosition {
        guard let rows = drag?.rows else { return ListPosition(section: 0, row: 0) }
        let layout = table.layout
        let liftedTop = layout.span(ofItemAt: flat).origin
        let y = Double(top)
        let shift = Double(height)
        let probe = y < liftedTop ? y : y + shift
        for item in layout.items(intersecting: probe, probe.nextUp) where item != flat {
            let span = layout.span(ofItemAt: item)
            guard span.height > 0 else { continue }
            let middle = span.origin + span.height / 2 - (item > flat ? shift : 0)
            return rows.place(beside: layout.item(at: item), before: y < middle)
        }
        return y <= 0 ? rows.firstPlace : rows.lastPlace
    }

    // MARK: The lifted cell

    /// Where the lifted row is drawn: under the pointer, within the content.
    func liftedFrame(height: CGFloat) -> CGRect {
        // From the offset drawn, so the row stays under the pointer while content glides.
        let y = table.drawingOrigin.y + (drag?.pointerY ?? 0) - (drag?.grab ?? 0)
        let clamped = min(max(y, 0), max(0, table.contentSize.height - height))
        return CGRect(x: 0, y: clamped, width: table.bounds.width, height: height)
    }

    /// Draws the lifted row's cell under the pointer, above the other rows and out of any row
    /// animation.
    func liftCell() {
        guard let drag, let flat = table.flatIndexIfValid(Self.indexPath(drag.rows.target)) else { return }
        let cell = table.visibleCell(atFlat: flat)
        if let old = drag.cell, old !== cell {
            old.presentationFrame = nil
            old.isLifted = false
        }
        self.drag?.cell = cell
        guard let cell else { return }
        cell.isLifted = true
        table.stopAnimating(cell)
        cell.presentationAlpha = 1
        cell.presentationFrame = liftedFrame(height: cell.frame.height)
        table.carryAbove(cell)
    }

    /// Forgets the lift of a cell leaving the table.
    func forgetLift(of view: View) {
        guard let cell = drag?.cell, cell === view else { return }
        cell.presentationFrame = nil
        cell.isLifted = false
        drag?.cell = nil
    }

    /// Checks the drag: the lifted row is in the layout, and its cell, when in view, is the one
    /// drawn under the pointer.
    func checkInvariants() -> String? {
        guard let drag else { return nil }
        let target = Self.indexPath(drag.rows.target)
        guard let flat = table.flatIndexIfValid(target) else {
            return "the lifted row \(target) is not in the layout"
        }
        if let cell = table.visibleCell(atFlat: flat) {
            if drag.cell !== cell { return "the lifted row's cell is not the one drawn under the pointer" }
            if cell.presentationFrame == nil || !cell.isLifted {
                return "the lifted row's cell is not lifted"
            }
            if table.isAnimating(cell) { return "the lifted row's cell also animates" }
        }
        return nil
    }

    static func indexPath(_ position: ListPosition) -> IndexPath {
        IndexPath(row: position.row, section: position.section)
    }

    static func position(_ indexPath: IndexPath) -> ListPosition {
        ListPosition(section: indexPath.section, row: indexPath.row)
    }
}
