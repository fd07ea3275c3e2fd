import Foundation
import ReuseKitCore

extension TableView {
    /// The side of a row whose actions a swipe reveals.
    public enum SwipeEdge: Sendable {
        /// The left side, revealed by a swipe to the right.
        case leading
        /// The right side, revealed by a swipe to the left.
        case trailing
    }

    /// The row showing (or being swiped towards) its actions: how far its content is moved
    /// sideways and where that offset is animating to.
    struct SwipeState {
        var indexPath: IndexPath?
        weak var cell: TableViewCell?
        var leading: SwipeActionsConfiguration?
        var trailing: SwipeActionsConfiguration?
        var actionsView: SwipeActionsView?
        /// How far the row's content is moved: positive to the right (leading actions show).
        var offset: CGFloat = 0
        var dragStart: CGFloat = 0
        var isTracking = false
        var animation: EaseOutAnimation?
        /// Whether the animation running ends in performing the first action (a full swipe).
        var performsOnArrival: ContextualAction?
    }

    /// How far across the row a swipe must go to perform the first action, as a fraction of
    /// the row's width.
    static let fullSwipeFraction: CGFloat = 0.6

    /// The row whose swipe actions show, if any.
    public var indexPathForRowShowingSwipeActions: IndexPath? {
        swipe.offset != 0 || swipe.isTracking ? swipe.indexPath : nil
    }

    /// The actions showing now, from the row's edge inwards (empty when none show).
    public var visibleSwipeActions: [ContextualAction] {
        guard swipe.offset != 0 else { return [] }
        return (swipe.offset > 0 ? swipe.leading : swipe.trailing)?.actions ?? []
    }

    /// A finger went down at `point` (the table's coordinates) to drag a row sideways; returns
    /// whether the row there has actions to reveal. A row already open elsewhere closes.
    @_spi(Hosting)
    @discardableResult
    public func beginSwipe(at point: CGPoint) -> Bool {
        // As UIKit: rows in editing mode do not swipe.
        guard !isEditing, let indexPath = indexPathForRow(at: point) else { return false }
        // One row shows its actions at a time: another one open snaps shut.
        if indexPath != swipe.indexPath { closeSwipeActions(animated: false) }
        guard prepareSwipe(of: indexPath) else { return false }
        swipe.isTracking = true
        swipe.animation = nil
        swipe.performsOnArrival = nil
        swipe.dragStart = swipe.offset
        return true
    }

    /// The finger moved sideways by `translation` points since ``beginSwipe(at:)``: the row's
    /// content follows, as far as the side it moves towards has actions.
    @_spi(Hosting)
    public func swipe(translation: CGFloat) {
        guard swipe.isTracking else { return }
        var offset = swipe.dragStart + translation
        if offset > 0 && swipe.leading == nil { offset = 0 }
        if offset < 0 && swipe.trailing == nil { offset = 0 }
        setSwipeOffset(min(max(offset, -bounds.width), bounds.width))
    }

    /// The finger lifted: past most of the row's width the first action is performed; past
    /// half the buttons the row opens to show them; otherwise it closes. Returns whether the
    /// row moves on (call ``ScrollView/step()`` each frame meanwhile).
    @_spi(Hosting)
    @discardableResult
    public func endSwipe() -> Bool {
        guard swipe.isTracking else { return false }
        swipe.isTracking = false
        let configuration = swipe.offset > 0 ? swipe.leading : swipe.trailing
        let direction: CGFloat = swipe.offset > 0 ? 1 : -1
        let open = swipe.actionsView?.naturalWidth ?? 0
        if let configuration, configuration.performsFirstActionWithFullSwipe,
            let first = configuration.actions.first,
            abs(swipe.offset) >= bounds.width * Self.fullSwipeFraction
        {
            animateSwipe(to: direction * bounds.width, performing: first)
        } else if configuration != nil, abs(swipe.offset) >= open / 2, open > 0 {
            animateSwipe(to: direction * open)
        } else {
            animateSwipe(to: 0)
        }
        return isAnimatingSwipe
    }

    /// Opens the actions of a row on `edge`, animated, as a keyboard's equivalent of a swipe;
    /// returns whether the row has any there (none in editing mode, as UIKit's).
    @_spi(Hosting)
    @discardableResult
    public func showSwipeActions(forRowAt indexPath: IndexPath, edge: SwipeEdge = .trailing) -> Bool {
        guard !isEditing else { return false }
        if indexPath != swipe.indexPath { closeSwipeActions(animated: false) }
        scrollToRow(at: indexPath, at: .none, animated: false)
        layoutIfNeeded()
        guard prepareSwipe(of: indexPath) else { return false }
        let configuration = edge == .leading ? swipe.leading : swipe.trailing
        guard configuration != nil, let width = actionsView(for: edge)?.naturalWidth else { return false }
        animateSwipe(to: edge == .leading ? width : -width)
        return true
    }

    /// The keyboard's swipe: closes the actions a row shows, else opens those on `edge` of the
    /// focused row (the focus kept if wholly in view, else put on the first whole row, as Enter
    /// does). Returns whether anything opened or closed.
    @discardableResult
    public func toggleSwipeActionsOfFocusedRow(edge: SwipeEdge = .trailing) -> Bool {
        if indexPathForRowShowingSwipeActions != nil {
            closeSwipeActions(animated: true)
            return true
        }
        moveFocus(by: 0)
        guard let focused = focusedRow else { return false }
        return showSwipeActions(forRowAt: focused, edge: edge)
    }

    /// Performs the action at `index` of those showing or opening (the keyboard's choice, from
    /// the edge inwards, so a key typed right after the one that opened them counts); returns
    /// whether there was one.
    @discardableResult
    public func performSwipeAction(at index: Int) -> Bool {
        let side = swipe.offset != 0 ? swipe.offset : CGFloat(swipe.animation?.target ?? 0)
        guard side != 0 else { return false }
        let actions = (side > 0 ? swipe.leading : swipe.trailing)?.actions ?? []
        guard actions.indices.contains(index) else { return false }
        perform(actions[index])
        return true
    }

    /// Closes the row showing its actions, if any.
    public func closeSwipeActions(animated: Bool) {
        guard swipe.indexPath != nil else { return }
        if animated && swipe.offset != 0 {
            swipe.isTracking = false
            animateSwipe(to: 0)
        } else {
            resetSwipe()
        }
    }

    /// A tap while a row shows its actions: on a button it performs that action, elsewhere it
    /// closes the row. Returns whether the tap was taken.
    func handleSwipeTap(at point: CGPoint) -> Bool {
        guard swipe.indexPath != nil, swipe.offset != 0 || swipe.animation != nil else { return false }
        if let view = swipe.actionsView, view.frame.contains(point),
            let action = view.action(at: CGPoint(x: point.x - view.frame.minX, y: point.y - view.frame.minY))
        {
            perform(action)
        } else {
            closeSwipeActions(animated: true)
        }
        return true
    }

    var isAnimatingSwipe: Bool { swipe.animation != nil }

    /// Advances the swipe's animation; returns whether it still runs.
    func stepSwipe() -> Bool {
        guard let animation = swipe.animation else { return false }
        let time = clock.now
        setSwipeOffset(CGFloat(animation.offset(at: time)))
        guard animation.isFinished(at: time) else { return true }
        swipe.animation = nil
        if let action = swipe.performsOnArrival {
            swipe.performsOnArrival = nil
            perform(action)
        } else if swipe.offset == 0 {
            resetSwipe()
        }
        return isAnimatingSwipe
    }

    /// Asks the delegate for the row's actions; `false` when it has none on either side.
    private func prepareSwipe(of indexPath: IndexPath) -> Bool {
        guard let cell = cellForRow(at: indexPath) else { return false }
        if swipe.indexPath != indexPath || swipe.cell !== cell {
            resetSwipe()
            let leading = tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
            let trailing = tableDelegate?.tableView(
                self, trailingSwipeActionsConfigurationForRowAt: indexPath)
            swipe.leading = leading?.actions.isEmpty == false ? leading : nil
            swipe.trailing = trailing?.actions.isEmpty == false ? trailing : nil
            swipe.indexPath = indexPath
            swipe.cell = cell
        }
        return swipe.leading != nil || swipe.trailing != nil
    }

    private func animateSwipe(to target: CGFloat, performing action: ContextualAction? = nil) {
        swipe.performsOnArrival = action
        if target == swipe.offset {
            swipe.animation = nil
            if let action {
                swipe.performsOnArrival = nil
                perform(action)
            } else if target == 0 {
                resetSwipe()
            }
            return
        }
        swipe.animation = EaseOutAnimation(
            from: Double(swipe.offset), to: Double(target), startTime: clock.now, duration: 0.25)
    }

    /// Moves the row's content sideways by `offset` and shows the strip of buttons it uncovers.
    private func setSwipeOffset(_ offset: CGFloat) {
        guard let cell = swipe.cell, let indexPath = swipe.indexPath else { return }
        swipe.offset = offset
        // The content moves; the frame (layout, hit-testing, the invariants) stays.
        cell.bounds.origin.x = -offset
        let edge: SwipeEdge = offset > 0 ? .leading : .trailing
        if offset == 0 || swipe.actionsView?.edge != edge {
            swipe.actionsView?.removeFromSuperview()
            swipe.actionsView = nil
        }
        if offset != 0 { _ = actionsView(for: edge) }
        let row = rectForRow(at: indexPath)
        let width = abs(offset)
        // Trailing buttons end at the index strip, which stays on top and within reach.
        let trailingEdge = row.maxX - min(sectionIndexInset, max(0, row.width - width))
        swipe.actionsView?.frame = CGRect(
            x: edge == .leading ? row.minX : trailingEdge - width, y: row.minY, width: width,
            height: row.height)
        swipe.actionsView?.layoutIfNeeded()
    }

    /// The strip of buttons for `edge`, made (in the table, so it reads the host's traits) when
    /// the row shows that side first; `nil` when that side has no actions.
    private func actionsView(for edge: SwipeEdge) -> SwipeActionsView? {
        if let view = swipe.actionsView, view.edge == edge { return view }
        guard let configuration = edge == .leading ? swipe.leading : swipe.trailing else { return nil }
        swipe.actionsView?.removeFromSuperview()
        let view = SwipeActionsView(actions: configuration.actions, edge: edge)
        // Just above its row: the floating header and footer and the index strip stay on top.
        if let cell = swipe.cell, let index = subviews.firstIndex(where: { $0 === cell }) {
            insertSubview(view, at: index + 1)
        } else {
            addSubview(view)
        }
        swipe.actionsView = view
        return view
    }

    /// Runs an action's handler; when it calls back, the row's actions close.
    private func perform(_ action: ContextualAction) {
        let source: View = swipe.actionsView ?? swipe.cell ?? self
        let indexPath = swipe.indexPath
        action.handler(action, source) { [weak self] _ in
            guard let self, self.swipe.indexPath == indexPath else { return }
            self.closeSwipeActions(animated: true)
        }
    }

    /// Puts the swiped row's content back and removes its buttons, at once.
    func resetSwipe() {
        if let cell = swipe.cell, cell.bounds.origin.x != 0 { cell.bounds.origin.x = 0 }
        swipe.actionsView?.removeFromSuperview()
        swipe = SwipeState()
    }

    /// An update moves rows under the buttons: the row closes at once. Returns the swiped cell,
    /// whose content stays where the swipe left it if it animates out (a delete through an
    /// action); ``finishSwipeForUpdate(_:)`` puts it back if it stays.
    func closeSwipeForUpdate() -> TableViewCell? {
        guard swipe.indexPath != nil else { return nil }
        let cell = swipe.cell
        swipe.actionsView?.removeFromSuperview()
        swipe = SwipeState()
        return cell
    }

    /// After an update: the once swiped cell shows its content in place unless it is leaving.
    func finishSwipeForUpdate(_ cell: TableViewCell?) {
        guard let cell, animation.leaving[ObjectIdentifier(cell)] == nil, cell.bounds.origin.x != 0 else {
            return
        }
        cell.bounds.origin.x = 0
    }

    /// A cell leaving the table (recycled) takes no swipe with it.
    func forgetSwipe(of view: View) {
        if swipe.cell === view { resetSwipe() }
        if view.bounds.origin.x != 0 { view.bounds.origin.x = 0 }
    }

    /// Checks the swipe: the swiped cell shows its row, its content is moved by the offset, and
    /// the buttons are in the table exactly while the row is open.
    func checkSwipeInvariants() -> String? {
        guard let indexPath = swipe.indexPath else {
            return swipe.actionsView == nil ? nil : "swipe buttons without a swiped row"
        }
        guard let cell = swipe.cell, cellForRow(at: indexPath) === cell else {
            return "the swiped cell does not show row \(indexPath.row) of section \(indexPath.section)"
        }
        if cell.bounds.origin.x != -swipe.offset {
            return "the swiped cell's content is not at the swipe's offset"
        }
        if let view = swipe.actionsView, view.superview !== self {
            return "the swipe buttons are not in the table"
        }
        return nil
    }
}
