import Foundation
@_spi(Testing) import ReuseKitCore

extension TableView {
    /// Where things were shown when an update arrived, so each starts from there.
    struct UpdateOrigin {
        /// Where the items within a viewport's height of the viewport stood.
        var band = ListLayoutBand()
        var top: CGFloat = 0
        var time: Double = 0
        var shown: [ListItem: ItemAnimator.Shown] = [:]
    }

    /// UIKit's row animation as the engine's style; `.automatic` fades, which reads well both
    /// on a host that cannot blend (a row appears or goes half way) and on one that can.
    nonisolated static func style(of animation: RowAnimation) -> ItemTransitionStyle {
        switch animation {
        case .none: return .none
        case .automatic, .fade: return .fade
        case .top: return .top
        case .bottom: return .bottom
        case .left: return .left
        case .right: return .right
        case .middle: return .middle
        }
    }

    /// Whether rows slide, fade or otherwise animate after an update: some row or view is on its
    /// way. A host steps the table while this holds.
    var isAnimatingRows: Bool { rowAnimator.isAnimating }

    /// How many views no longer show a row but are drawn until their animation ends.
    public var leavingViewCount: Int { rowAnimator.leavingCount }

    /// What the table shows now, before an update changes the layout, captured into the
    /// storage of `origin` (the last update's, kept for the purpose).
    func captureUpdateOrigin(reusing origin: consuming UpdateOrigin) -> UpdateOrigin {
        var origin = origin
        origin.time = clock.now
        origin.top = contentOffset.y
        origin.shown.removeAll(keepingCapacity: true)
        origin.shown.reserveCapacity(visibleViews.count)
        let first = virtualizer.visible.lowerBound
        for (offset, view) in visibleViews.enumerated() {
            guard let view else { continue }
            origin.shown[layout.item(at: first + offset)] = rowAnimator.presented(view, at: origin.time)
        }
        let top = Double(contentOffset.y)
        let height = Double(bounds.height)
        layout.captureBand(intersecting: top - height, top + 2 * height, into: &origin.band)
        return origin
    }

    /// Starts the animations of an update just applied: views that left fade or slide out from
    /// where they were shown, rows that stay slide from their old places (or from where an
    /// earlier animation had brought them), new rows come in in their style.
    func animateUpdate(
        _ plan: ListUpdatePlan, _ animations: UpdateAnimations, from origin: UpdateOrigin,
        departing: [(view: View, style: ItemTransitionStyle, indexPath: IndexPath?)],
        slidingAway: [(position: ListPosition, cell: TableViewCell)]
    ) {
        let time = origin.time
        let shift = CGPoint(x: 0, y: contentOffset.y - origin.top)
        rowAnimator.shiftLeavingViews(by: shift)
        for departure in departing {
            if !rowAnimator.animateOut(
                departure.view, style: departure.style, indexPath: departure.indexPath, shift: shift, at: time
            ) {
                endDisplaying(departure.view, at: departure.indexPath)
            }
        }
        for (position, cell) in slidingAway {
            let indexPath = IndexPath(row: position.row, section: position.section)
            let shown = rowAnimator.presented(cell, at: time)
            cell.frame = frameOfItem(layout.flatIndex(ofRow: position.row, inSection: position.section))
            rowAnimator.slideAway(cell, showing: indexPath, from: shown, shift: shift, at: time)
        }
        let first = virtualizer.visible.lowerBound
        for (offset, view) in visibleViews.enumerated() {
            guard let view else { continue }
            animateIn(view, item: layout.item(at: first + offset), plan, animations, origin, shift)
        }
        rowAnimator.applyPresentations(at: time)
    }

    private func animateIn(
        _ view: View, item: ListItem, _ plan: ListUpdatePlan, _ animations: UpdateAnimations,
        _ origin: UpdateOrigin, _ shift: CGPoint
    ) {
        let model = view.frame
        var start: ItemPresentation?
        switch item {
        case .row(let section, let row):
            let position = ListPosition(section: section, row: row)
            if let old = plan.oldPosition(of: position), !plan.isReloaded(old) {
                let oldItem = ListItem.row(section: old.section, row: old.row)
                let shown =
                    origin.shown[oldItem]
                    ?? ItemAnimator.Shown(frame: frame(of: oldItem, in: origin, model), alpha: 1)
                start = ItemAnimator.presentation(showing: shown, shiftedBy: shift, at: model)
            } else {
                let style = animations.appearing(position, in: plan)
                start = .hidden(style, width: Double(model.width), height: Double(model.height))
                if style != .none { insertSubview(view, at: 0) }
            }
        case .header(let section), .footer(let section):
            let isHeader: Bool
            if case .header = item { isHeader = true } else { isHeader = false }
            if let old = plan.oldSection(of: section) {
                let oldItem: ListItem = isHeader ? .header(section: old) : .footer(section: old)
                let shown =
                    origin.shown[oldItem]
                    ?? ItemAnimator.Shown(frame: frame(of: oldItem, in: origin, model), alpha: 1)
                start = ItemAnimator.presentation(showing: shown, shiftedBy: shift, at: model)
            } else {
                let style = Self.style(of: animations.insertedSections[section] ?? .automatic)
                start = .hidden(style, width: Double(model.width), height: Double(model.height))
            }
        }
        rowAnimator.animateIn(view, from: start ?? .identity, at: origin.time)
    }

    /// Where an item not on screen before the update stood: exactly, within a viewport's height
    /// of the viewport; farther away, just beyond that band on its side, so it still comes in
    /// from out of view (only its speed differs from a start at its true place).
    private func frame(of item: ListItem, in origin: UpdateOrigin, _ model: CGRect) -> CGRect {
        if let span = origin.band.span(of: item) {
            return CGRect(x: 0, y: CGFloat(span.origin), width: bounds.width, height: CGFloat(span.height))
        }
        let y =
            origin.band.isAbove(item) ? CGFloat(origin.band.top) - model.height : CGFloat(origin.band.bottom)
        return CGRect(x: 0, y: y, width: bounds.width, height: model.height)
    }

    /// Ends every animation at once (a reload): leaving views go to the pool, the rest show
    /// their frames, and waiting completions hear that the animation did not finish.
    func finishRowAnimations() {
        rowAnimator.finishAll()
    }

    /// Forgets the animation and swipe of a view leaving the table (recycled): a pooled view
    /// carries neither.
    func forgetTransientState(of view: View) {
        forgetSwipe(of: view)
        reorderController.forgetLift(of: view)
        rowAnimator.forget(view)
    }

    /// Checks the animation state: every animating view is in the table, every transition has
    /// its view, and no leaving view is visible or pooled.
    func checkAnimationInvariants(pooled: Set<ObjectIdentifier>) -> String? {
        let visible = Set(visibleViews.compactMap { $0.map(ObjectIdentifier.init) })
        return rowAnimator.checkInvariants(container: self, visible: visible, pooled: pooled)
    }
}

extension TableView: ItemAnimatorHost {
    func sendBehindItems(_ view: View) {
        insertSubview(view, at: 0)
    }

    /// Takes a view out of the table now: a cell tells the delegate and goes to the pool.
    func endDisplaying(_ view: View, at indexPath: IndexPath?) {
        if let cell = view as? TableViewCell, let indexPath {
            tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        }
        recycle(view)
    }
}
