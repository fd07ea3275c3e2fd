import Foundation
import ReuseKitCore

/// What a swipe action controller may ask of its list (a table, or a collection view's list
/// sections): its clock and width, a row's cell and frame, the actions for a row, the strip of
/// buttons put into the list above its row, and the view an action's handler hears of as its
/// source. Nothing else of the list is in its reach.
@MainActor
protocol SwipeActionHost: AnyObject {
    var clock: FrameClock { get }
    var bounds: CGRect { get }
    /// The width the section index strip covers at the rows' trailing edge.
    var sectionIndexInset: CGFloat { get }
    /// The view an action's handler is given when neither the buttons nor the cell are there.
    var actionSourceView: View { get }
    /// The cell showing the row at `indexPath`, if it is on screen.
    func swipeCell(at indexPath: IndexPath) -> View?
    func rectForRow(at indexPath: IndexPath) -> CGRect
    /// The actions for the row at `indexPath` on each side, `nil` for none.
    func swipeActionsConfigurations(forRowAt indexPath: IndexPath)
        -> (leading: SwipeActionsConfiguration?, trailing: SwipeActionsConfiguration?)
    /// Puts the strip of buttons into the list just above `cell`, so floating headers and
    /// footers and the index strip stay on top.
    func insertActionsView(_ view: SwipeActionsView, above cell: View?)
}

extension SwipeActionHost where Self: View {
    func insertActionsView(_ view: SwipeActionsView, above cell: View?) {
        if let cell, let index = subviews.firstIndex(where: { $0 === cell }) {
            insertSubview(view, at: index + 1)
        } else {
            addSubview(view)
        }
    }
}

/// Slides a row sideways to show its actions, as UIKit's private swipe action controller: owns
/// the swiped row, its cell, its actions, the strip of buttons, the content's offset and its
/// animation, and the action a full swipe performs on arrival. It sees its list only as a
/// ``SwipeActionHost``; the list decides when a row may swipe (not in editing mode) and when an
/// open row must close (scrolling, an update, a lift).
@MainActor
final class SwipeActionController {
    /// How far across the row a swipe must go to perform the first action, as a fraction of
    /// the row's width.
    static let fullSwipeFraction: CGFloat = 0.6

    unowned let table: any SwipeActionHost
    /// The row showing (or being swiped towards) its actions.
    private(set) var indexPath: IndexPath?
    private weak var cell: View?
    private var leading: SwipeActionsConfiguration?
    private var trailing: SwipeActionsConfiguration?
    private var actionsView: SwipeActionsView?
    /// How far the row's content is moved: positive to the right (leading actions show).
    private(set) var offset: CGFloat = 0
    private var dragStart: CGFloat = 0
    /// Whether a finger drags the row.
    private(set) var isTracking = false
    private var animation: EaseOutAnimation?
    /// The action performed when the running animation ends (a full swipe).
    private var performsOnArrival: ContextualAction?

    init(table: any SwipeActionHost) {
        self.table = table
    }

    /// The row whose actions show, if any.
    var indexPathShowingActions: IndexPath? { offset != 0 || isTracking ? indexPath : nil }

    /// The actions showing now, from the row's edge inwards.
    var visibleActions: [ContextualAction] {
        guard offset != 0 else { return [] }
        return (offset > 0 ? leading : trailing)?.actions ?? []
    }

    /// Whether the row's content is moving on its own.
    var isAnimating: Bool { animation != nil }

    /// Whether a row shows its actions and no animation moves it.
    var isOpenAtRest: Bool { offset != 0 && animation == nil }

    // MARK: Swiping

    /// A finger went down on the row at `indexPath`; returns whether it has actions to reveal.
    func begin(at indexPath: IndexPath) -> Bool {
        closeOtherRow(than: indexPath)
        guard prepare(indexPath) else { return false }
        isTracking = true
        animation = nil
        performsOnArrival = nil
        dragStart = offset
        return true
    }

    /// The finger moved sideways by `translation` since ``begin(at:)``.
    func track(translation: CGFloat) {
        guard isTracking else { return }
        var offset = dragStart + translation
        if offset > 0 && leading == nil { offset = 0 }
        if offset < 0 && trailing == nil { offset = 0 }
        setOffset(min(max(offset, -table.bounds.width), table.bounds.width))
    }

    /// The finger lifted: past most of the row's width the first action is performed; past
    /// half the buttons the row opens; otherwise it closes. Returns whether the row moves on.
    func end() -> Bool {
        guard isTracking else { return false }
        isTracking = false
        let width = table.bounds.width
        let configuration = offset > 0 ? leading : trailing
        let direction: CGFloat = offset > 0 ? 1 : -1
        let open = actionsView?.naturalWidth ?? 0
        if let configuration, configuration.performsFirstActionWithFullSwipe,
            let first = configuration.actions.first, abs(offset) >= width * Self.fullSwipeFraction
        {
            animate(to: direction * width, performing: first)
        } else if configuration != nil, abs(offset) >= open / 2, open > 0 {
            animate(to: direction * open)
        } else {
            animate(to: 0)
        }
        return isAnimating
    }

    /// One row shows its actions at a time: another one open snaps shut.
    func closeOtherRow(than indexPath: IndexPath) {
        if indexPath != self.indexPath { close(animated: false) }
    }

    /// Opens the actions of the row at `indexPath` on `edge`, animated; returns whether it has
    /// any there.
    func open(_ indexPath: IndexPath, edge: TableView.SwipeEdge) -> Bool {
        guard prepare(indexPath) else { return false }
        let configuration = edge == .leading ? leading : trailing
        guard configuration != nil, let width = actionsView(for: edge)?.naturalWidth else { return false }
        animate(to: edge == .leading ? width : -width)
        return true
    }

    /// The keyboard's swipe: closes the row showing its actions, else opens those of the item
    /// `list` focuses through `show`, the focus first landed or brought back into view as
    /// `moveFocus(by: 0)` does. Returns whether anything opened or closed.
    func toggle(focusedItemOf list: some FocusableList, show: (IndexPath) -> Bool) -> Bool {
        if indexPathShowingActions != nil {
            close(animated: true)
            return true
        }
        list.moveFocus(steps: 0)
        return list.focus.focused.map(show) ?? false
    }

    /// Performs the action at `index` of those showing or opening; returns whether there was one.
    func performAction(at index: Int) -> Bool {
        let side = offset != 0 ? offset : CGFloat(animation?.target ?? 0)
        guard side != 0 else { return false }
        let actions = (side > 0 ? leading : trailing)?.actions ?? []
        guard actions.indices.contains(index) else { return false }
        perform(actions[index])
        return true
    }

    /// Closes the row showing its actions, if any.
    func close(animated: Bool) {
        guard indexPath != nil else { return }
        if animated && offset != 0 {
            isTracking = false
            animate(to: 0)
        } else {
            reset()
        }
    }

    /// The content scrolled: an open row closes, unless a finger is on it.
    func contentDidScroll() {
        if indexPath != nil && !isTracking { close(animated: true) }
    }

    /// A tap at `point` (the table's coordinates) while a row shows its actions: on a button it
    /// performs that action, elsewhere it closes the row. Returns whether the tap was taken.
    func handleTap(at point: CGPoint) -> Bool {
        guard indexPath != nil, offset != 0 || animation != nil else { return false }
        if let view = actionsView, view.frame.contains(point),
            let action = view.action(at: CGPoint(x: point.x - view.frame.minX, y: point.y - view.frame.minY))
        {
            perform(action)
        } else {
            close(animated: true)
        }
        return true
    }

    /// Advances the animation; returns whether it still runs.
    func step() -> Bool {
        guard let animation else { return false }
        let time = table.clock.now
        setOffset(CGFloat(animation.offset(at: time)))
        guard animation.isFinished(at: time) else { return true }
        self.animation = nil
        if let action = performsOnArrival {
            performsOnArrival = nil
            perform(action)
        } else if offset == 0 {
            reset()
        }
        return isAnimating
    }

    // MARK: Updates and reuse

    /// An update moves rows under the buttons: the row closes at once. Returns the swiped cell,
    /// whose content stays where the swipe left it if it animates out (a delete through an
    /// action); ``restoreContent(of:)`` puts it back if it stays.
    func closeForUpdate() -> View? {
        guard indexPath != nil else { return nil }
        let swiped = cell
        actionsView?.removeFromSuperview()
        clear()
        return swiped
    }

    /// Shows a once swiped cell's content in place.
    static func restoreContent(of view: View) {
        if view.bounds.origin.x != 0 { view.bounds.origin.x = 0 }
    }

    /// A view leaving the table (recycled) takes no swipe with it.
    func forget(_ view: View) {
        if cell === view { reset() }
        Self.restoreContent(of: view)
    }

    /// Checks the swipe: the swiped cell shows its row, its content is moved by the offset, and
    /// the buttons are in `container` exactly while the row is open.
    func checkInvariants(container: View) -> String? {
        guard let indexPath else {
            return actionsView == nil ? nil : "swipe buttons without a swiped row"
        }
        guard let cell, table.swipeCell(at: indexPath) === cell else {
            return "the swiped cell does not show row \(indexPath.row) of section \(indexPath.section)"
        }
        if cell.bounds.origin.x != -offset {
            return "the swiped cell's content is not at the swipe's offset"
        }
        if let view = actionsView, view.superview !== container {
            return "the swipe buttons are not in the table"
        }
        return nil
    }

    // MARK: Private

    /// Asks the delegate for the row's actions; `false` when it has none on either side.
    private func prepare(_ indexPath: IndexPath) -> Bool {
        guard let cell = table.swipeCell(at: indexPath) else { return false }
        if self.indexPath != indexPath || self.cell !== cell {
            reset()
            let configurations = table.swipeActionsConfigurations(forRowAt: indexPath)
            leading = configurations.leading?.actions.isEmpty == false ? configurations.leading : nil
            trailing = configurations.trailing?.actions.isEmpty == false ? configurations.trailing : nil
            self.indexPath = indexPath
            self.cell = cell
        }
        return leading != nil || trailing != nil
    }

    private func animate(to target: CGFloat, performing action: ContextualAction? = nil) {
        performsOnArrival = action
        if target == offset {
            animation = nil
            if let action {
                performsOnArrival = nil
                perform(action)
            } else if target == 0 {
                reset()
            }
            return
        }
        animation = EaseOutAnimation(
            from: Double(offset), to: Double(target), startTime: table.clock.now, duration: 0.25)
    }

    /// Moves the row's content sideways by `offset` and shows the strip of buttons it uncovers.
    private func setOffset(_ offset: CGFloat) {
        guard let cell, let indexPath else { return }
        self.offset = offset
        // The content moves; the frame (layout, hit-testing, the invariants) stays.
        cell.bounds.origin.x = -offset
        let edge: TableView.SwipeEdge = offset > 0 ? .leading : .trailing
        if offset == 0 || actionsView?.edge != edge {
            actionsView?.removeFromSuperview()
            actionsView = nil
        }
        if offset != 0 { _ = actionsView(for: edge) }
        let row = table.rectForRow(at: indexPath)
        let width = abs(offset)
        // Trailing buttons end at the index strip, which stays on top and within reach.
        let trailingEdge = row.maxX - min(table.sectionIndexInset, max(0, row.width - width))
        actionsView?.frame = CGRect(
            x: edge == .leading ? row.minX : trailingEdge - width, y: row.minY, width: width,
            height: row.height)
        actionsView?.layoutIfNeeded()
    }

    /// The strip of buttons for `edge`, made (in the table, so it reads the host's traits) when
    /// the row shows that side first; `nil` when that side has no actions.
    private func actionsView(for edge: TableView.SwipeEdge) -> SwipeActionsView? {
        if let view = actionsView, view.edge == edge { return view }
        guard let configuration = edge == .leading ? leading : trailing else { return nil }
        actionsView?.removeFromSuperview()
        let view = SwipeActionsView(actions: configuration.actions, edge: edge)
        table.insertActionsView(view, above: cell)
        actionsView = view
        return view
    }

    /// Runs an action's handler; when it calls back, the row's actions close.
    private func perform(_ action: ContextualAction) {
        let source: View = actionsView ?? cell ?? table.actionSourceView
        let swiped = indexPath
        action.handler(action, source) { [weak self] _ in
            guard let self, self.indexPath == swiped else { return }
            self.close(animated: true)
        }
    }

    /// Puts the swiped row's content back and removes its buttons, at once.
    private func reset() {
        if let cell { Self.restoreContent(of: cell) }
        actionsView?.removeFromSuperview()
        clear()
    }

    private func clear() {
        indexPath = nil
        cell = nil
        leading = nil
        trailing = nil
        actionsView = nil
        offset = 0
        dragStart = 0
        isTracking = false
        animation = nil
        performsOnArrival = nil
    }
}
