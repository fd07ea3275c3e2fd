import Foundation
@_spi(Testing) import ReuseKitCore

/// What an item animator may ask of its list (a table, a collection view): its clock and traits,
/// to draw a view behind the items, and to take a view out for good (a cell then tells the
/// delegate and goes to the pool). Nothing else of the list is in its reach.
@MainActor
protocol ItemAnimatorHost: AnyObject {
    var clock: FrameClock { get }
    var traitCollection: TraitCollection { get }
    /// Draws `view` behind the items, as one that comes in or goes out in a style of its own.
    func sendBehindItems(_ view: View)
    /// Takes `view` out of the list now: a cell tells the delegate it ended displaying the item
    /// at `indexPath` and goes to the pool.
    func endDisplaying(_ view: View, at indexPath: IndexPath?)
}

/// Runs the item animations between an animated update (or a drop) and its end, for the table's
/// rows and the collection view's items: owns the transitions of the views that move, the views
/// that leave (drawn until their animation ends, never pooled before) and the completions waiting
/// for the end. The list works out where each view starts and asks for its transition; the other
/// concerns reach it only through the list: a drop has its cell settled, a lift has its cell's
/// animation stopped, and a swiped cell stays moved while it leaves.
@MainActor
final class ItemAnimator {
    /// A view's frame and opacity as presented.
    struct Shown {
        var frame: CGRect
        var alpha: Double
    }

    unowned let host: any ItemAnimatorHost
    private var transitions = ItemTransitions<ObjectIdentifier>()
    /// Every view with a transition, by identity.
    private var views: [ObjectIdentifier: View] = [:]
    /// The views no longer showing a row, with the index path `didEndDisplaying` names (none
    /// for a header or footer); they go to the pool when their animation ends.
    private var leaving: [ObjectIdentifier: IndexPath?] = [:]
    private var completions: [(Bool) -> Void] = []
    /// The transitions a step found finished, kept for its storage: a step allocates nothing.
    private var finished: [ObjectIdentifier] = []
    init(host: any ItemAnimatorHost) {
        self.host = host
    }

    /// Whether some row or view is on its way.
    var isAnimating: Bool { !transitions.isEmpty }

    /// How many views no longer show a row but are drawn until their animation ends.
    var leavingCount: Int { leaving.count }

    /// How many of the leaving views are of `type` (cells, say).
    func leavingCount<Leaving>(of type: Leaving.Type) -> Int {
        leaving.keys.filter { views[$0] is Leaving }.count
    }

    /// Whether `view` has a transition running.
    func isAnimating(_ view: View) -> Bool { views[ObjectIdentifier(view)] != nil }

    /// Whether `view` is drawn until its animation ends, showing no row.
    func isLeaving(_ view: View) -> Bool { isLeaving(ObjectIdentifier(view)) }

    /// Whether the view of identity `id` is drawn until its animation ends, showing no row.
    func isLeaving(_ id: ObjectIdentifier) -> Bool { leaving[id] != nil }

    /// Calls `completion` once every animation has ended (with `true`), or once they are
    /// finished at once (with `false`).
    func addCompletion(_ completion: @escaping (Bool) -> Void) {
        completions.append(completion)
    }

    /// Where `view` is shown at `time`.
    func presented(_ view: View, at time: Double) -> Shown {
        let presentation = transitions.presentation(of: ObjectIdentifier(view), at: time)
        return Shown(frame: Self.frame(view.frame, presentation), alpha: presentation.alpha)
    }

    static func frame(_ frame: CGRect, _ presentation: ItemPresentation) -> CGRect {
        CGRect(
            x: frame.minX + CGFloat(presentation.offsetX), y: frame.minY + CGFloat(presentation.offsetY),
            width: frame.width, height: max(0, frame.height + CGFloat(presentation.heightChange)))
    }

    /// The presentation that shows a view at `model` where `shown` was, the content offset having
    /// moved by `shift` (so the place on screen is the same).
    static func presentation(showing shown: Shown, shiftedBy shift: CGPoint, at model: CGRect)
        -> ItemPresentation
    {
        ItemPresentation(
            offsetX: Double(shown.frame.minX + shift.x - model.minX),
            offsetY: Double(shown.frame.minY + shift.y - model.minY),
            heightChange: Double(shown.frame.height - model.height), alpha: shown.alpha)
    }

    // MARK: Starting animations

    /// Keeps the leaving views where they are on screen while the content offset moves by
    /// `shift`.
    func shiftLeavingViews(by shift: CGPoint) {
        for id in leaving.keys {
            // Read and written whole: `frame` is open, and a modify access of an open property
            // allocates its coroutine frame on the heap.
            if let view = views[id] { view.frame = view.frame.offsetBy(dx: shift.x, dy: shift.y) }
        }
    }

    /// Brings `view` from `start` to its frame.
    func animateIn(_ view: View, from start: ItemPresentation, at time: Double) {
        let id = ObjectIdentifier(view)
        transitions.animate(id, from: start, to: .identity, at: time)
        if transitions.contains(id) {
            views[id] = view
        } else {
            views[id] = nil
            view.presentationFrame = nil
            view.presentationAlpha = 1
        }
    }

    /// Slides a cell that left the viewport from where it was shown to its new frame, out of
    /// view, then takes it out; at once when there is nothing to slide.
    func slideAway(
        _ cell: View, showing row: IndexPath, from shown: Shown, shift: CGPoint, at time: Double
    ) {
        let id = ObjectIdentifier(cell)
        transitions.animate(
            id, from: Self.presentation(showing: shown, shiftedBy: shift, at: cell.frame), to: .identity,
            at: time)
        if transitions.contains(id) {
            views[id] = cell
            leaving[id] = row
        } else {
            host.endDisplaying(cell, at: row)
        }
    }

    /// Keeps `view` drawn behind the items while it goes out in `style` from where it is shown;
    /// `false` when there is nothing to animate (the caller takes it away at once).
    func animateOut(
        _ view: View, style: ItemTransitionStyle, indexPath: IndexPath?, shift: CGPoint, at time: Double
    ) -> Bool {
        guard style != .none else { return false }
        let id = ObjectIdentifier(view)
        let shown = presented(view, at: time)
        view.frame = shown.frame.offsetBy(dx: shift.x, dy: shift.y)
        var end = ItemPresentation.hidden(
            style, width: Double(shown.frame.width), height: Double(shown.frame.height))
        if style != .fade { end.alpha = shown.alpha }
        transitions.animate(id, from: ItemPresentation(alpha: shown.alpha), to: end, at: time)
        guard transitions.contains(id) else { return false }
        views[id] = view
        leaving[id] = indexPath
        host.sendBehindItems(view)
        return true
    }

    /// Settles a dropped cell from `frame`, where it was drawn under the pointer, into its own.
    func settle(_ cell: View, from frame: CGRect) {
        let id = ObjectIdentifier(cell)
        let time = host.clock.now
        transitions.animate(
            id,
            from: Self.presentation(showing: Shown(frame: frame, alpha: 1), shiftedBy: .zero, at: cell.frame),
            to: .identity, at: time)
        if transitions.contains(id) { views[id] = cell }
        applyPresentations(at: time)
    }

    // MARK: Running and ending

    /// Shows every animating view where its transition has it at `time`, its edges snapped to
    /// the host's grid (device pixels, a terminal's cells). Rows that meet mid-animation still
    /// meet on screen.
    func applyPresentations(at time: Double) {
        let traits = host.traitCollection
        for (id, view) in views {
            let presentation = transitions.presentation(of: id, at: time)
            view.presentationFrame = traits.snapped(Self.frame(view.frame, presentation))
            view.presentationAlpha = CGFloat(presentation.alpha)
        }
    }

    /// Advances the animations to the clock's time; views whose animation ended show their
    /// frames, leaving ones are taken out, and once nothing runs the waiting completions are
    /// called, each once. Returns whether anything still runs.
    func step() -> Bool {
        guard !views.isEmpty || !completions.isEmpty else { return false }
        let time = host.clock.now
        var finished = self.finished
        self.finished = []
        transitions.removeFinished(at: time, into: &finished)
        for id in finished { endAnimation(id) }
        self.finished = finished
        applyPresentations(at: time)
        if transitions.isEmpty { callCompletions(finished: true) }
        return !transitions.isEmpty
    }

    private func endAnimation(_ id: ObjectIdentifier) {
        guard let view = views.removeValue(forKey: id) else { return }
        view.presentationFrame = nil
        view.presentationAlpha = 1
        if let indexPath = leaving.removeValue(forKey: id) {
            host.endDisplaying(view, at: indexPath)
        }
    }

    private func callCompletions(finished: Bool) {
        let waiting = completions
        completions.removeAll()
        for completion in waiting { completion(finished) }
    }

    /// Ends every animation at once: leaving views are taken out, the rest show their frames,
    /// and waiting completions hear that the animation did not finish.
    func finishAll() {
        guard !views.isEmpty || !completions.isEmpty else { return }
        for id in Array(views.keys) { endAnimation(id) }
        transitions.removeAll()
        callCompletions(finished: false)
    }

    /// Ends the transition of a view that stays in view (a row lifted by a drag), leaving its
    /// presentation to the caller.
    func stopAnimating(_ view: View) {
        let id = ObjectIdentifier(view)
        if views.removeValue(forKey: id) != nil { transitions.remove(id) }
    }

    /// Forgets the animation of a view leaving the list (recycled): a pooled view carries none.
    func forget(_ view: View) {
        let id = ObjectIdentifier(view)
        guard views.removeValue(forKey: id) != nil else { return }
        transitions.remove(id)
        leaving[id] = nil
        view.presentationFrame = nil
        view.presentationAlpha = 1
    }

    /// Checks the animations: every animating view is in `container`, every transition has its
    /// view, and no leaving view is visible or pooled.
    func checkInvariants(container: View, visible: Set<ObjectIdentifier>, pooled: Set<ObjectIdentifier>)
        -> String?
    {
        if let problem = transitions.checkInvariants(at: host.clock.now) { return problem }
        if transitions.count != views.count {
            return "\(transitions.count) transitions for \(views.count) animating views"
        }
        for (id, view) in views {
            if !transitions.contains(id) { return "an animating view has no transition" }
            if view.superview !== container { return "an animating view is not in its list" }
        }
        for id in leaving.keys {
            if views[id] == nil { return "a leaving view does not animate" }
            if visible.contains(id) { return "a leaving view is also visible" }
            if pooled.contains(id) { return "a leaving view is in the pool while it animates out" }
        }
        return nil
    }
}
