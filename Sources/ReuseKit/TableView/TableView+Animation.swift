import Foundation
@_spi(Testing) import ReuseKitCore

extension TableView {
    /// The row animations of one batch, per change, as UIKit takes them (each call of a batch
    /// names its own). Every update animates, `.none` included: as UIKit documents it, a `.none`
    /// row has no effect of its own but the rows around it still slide; only
    /// ``View/performWithoutAnimation(_:)`` shows the end state at once.
    struct UpdateAnimations {
        var insertedSections: [Int: RowAnimation] = [:]
        var deletedSections: [Int: RowAnimation] = [:]
        var reloadedSections: [Int: RowAnimation] = [:]
        /// The row changes recorded while they all name one animation: a page of rows costs no
        /// table per row. The first is kept apart, so that a single update allocates nothing here.
        private var firstRowRecord: (update: ListUpdate, animation: RowAnimation)?
        private var laterRowRecords: [(update: ListUpdate, animation: RowAnimation)] = []
        /// Per row, once the batch's row changes name different animations.
        private var perRow: (inserted: [ListPosition: RowAnimation], removed: [ListPosition: RowAnimation])?

        mutating func record(_ update: ListUpdate, _ animation: RowAnimation) {
            for section in update.insertedSections { insertedSections[section] = animation }
            for section in update.deletedSections { deletedSections[section] = animation }
            for section in update.reloadedSections { reloadedSections[section] = animation }
            guard !update.insertedRows.isEmpty || !update.deletedRows.isEmpty || !update.reloadedRows.isEmpty
            else { return }
            if perRow == nil, firstRowRecord.map({ $0.animation == animation }) ?? true {
                if firstRowRecord == nil {
                    firstRowRecord = (update, animation)
                } else {
                    laterRowRecords.append((update, animation))
                }
                return
            }
            var tables = perRow ?? ([:], [:])
            for entry in rowRecords + [(update, animation)] {
                for position in entry.update.insertedRows { tables.inserted[position] = entry.animation }
                for position in entry.update.deletedRows + entry.update.reloadedRows {
                    tables.removed[position] = entry.animation
                }
            }
            removeRowRecords()
            perRow = tables
        }

        /// The row changes recorded while they all name one animation, in order.
        private var rowRecords: [(update: ListUpdate, animation: RowAnimation)] {
            (firstRowRecord.map { [$0] } ?? []) + laterRowRecords
        }

        private mutating func removeRowRecords() {
            firstRowRecord = nil
            laterRowRecords = []
        }

        mutating func merge(_ other: UpdateAnimations) {
            insertedSections.merge(other.insertedSections) { $1 }
            deletedSections.merge(other.deletedSections) { $1 }
            reloadedSections.merge(other.reloadedSections) { $1 }
            for entry in other.rowRecords { record(entry.update, entry.animation) }
            if let tables = other.perRow {
                var mine = perRow ?? ([:], [:])
                mine.inserted.merge(tables.inserted) { $1 }
                mine.removed.merge(tables.removed) { $1 }
                for entry in rowRecords {
                    for position in entry.update.insertedRows { mine.inserted[position] = entry.animation }
                    for position in entry.update.deletedRows + entry.update.reloadedRows {
                        mine.removed[position] = entry.animation
                    }
                }
                removeRowRecords()
                perRow = mine
            }
        }

        /// The animation of an inserted (or reloaded, by its new place) row.
        private func rowAnimation(inserted position: ListPosition) -> RowAnimation? {
            perRow.map { $0.inserted[position] } ?? firstRowRecord?.animation
        }

        /// The animation of a deleted (or reloaded, by its old place) row.
        private func rowAnimation(removed position: ListPosition) -> RowAnimation? {
            perRow.map { $0.removed[position] } ?? firstRowRecord?.animation
        }

        /// How a row with no old place (inserted, reloaded, or in a new or reloaded section)
        /// comes in.
        func appearing(_ position: ListPosition, in plan: ListUpdatePlan) -> ItemTransitionStyle {
            guard let old = plan.oldSection(of: position.section) else {
                return TableView.style(of: insertedSections[position.section] ?? .automatic)
            }
            if plan.isSectionReloaded(position.section) {
                return TableView.style(of: reloadedSections[old] ?? .automatic)
            }
            if let oldRow = plan.oldPosition(of: position) {
                return TableView.style(of: rowAnimation(removed: oldRow) ?? .automatic)
            }
            return TableView.style(of: rowAnimation(inserted: position) ?? .automatic)
        }

        /// How a row that leaves (deleted, reloaded, or in a deleted or reloaded section) goes.
        func disappearing(_ old: ListPosition, in plan: ListUpdatePlan) -> ItemTransitionStyle {
            if let animation = deletedSections[old.section] ?? reloadedSections[old.section] {
                return TableView.style(of: animation)
            }
            return TableView.style(of: rowAnimation(removed: old) ?? .automatic)
        }
    }

    /// What runs between an animated update and its end: the transitions of the views that
    /// move, the views that leave (drawn until their animation ends, never pooled before), and
    /// the completions waiting for the end.
    struct AnimationState {
        var transitions = ItemTransitions<ObjectIdentifier>()
        /// The transitions a step found finished, and the origin of the last update: kept for
        /// their storage, so that animating allocates nothing per frame.
        var finished: [ObjectIdentifier] = []
        var origin = UpdateOrigin()
        /// Every view with a transition, by identity.
        var views: [ObjectIdentifier: View] = [:]
        /// The views no longer showing a row, with the index path `didEndDisplaying` names (none
        /// for a header or footer); they go to the pool when their animation ends.
        var leaving: [ObjectIdentifier: IndexPath?] = [:]
        var completions: [(Bool) -> Void] = []
        /// The animations of an open ``TableView/performBatchUpdates(_:completion:)``.
        var pending: UpdateAnimations?
    }

    /// Where things were shown when an update arrived, so each starts from there.
    struct UpdateOrigin {
        /// Where the items within a viewport's height of the viewport stood.
        var band = ListLayoutBand()
        var top: CGFloat = 0
        var time: Double = 0
        var shown: [ListItem: Shown] = [:]
    }

    /// A view's frame and opacity as presented.
    struct Shown {
        var frame: CGRect
        var alpha: Double
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
    var isAnimatingRows: Bool { !animation.transitions.isEmpty }

    /// How many views no longer show a row but are drawn until their animation ends.
    public var leavingViewCount: Int { animation.leaving.count }

    /// What the table shows now, before an update changes the layout.
    /// Takes the storage of the last origin; ``keepUpdateOrigin(_:)`` gives it back.
    func captureUpdateOrigin() -> UpdateOrigin {
        var origin = animation.origin
        animation.origin = UpdateOrigin()
        origin.time = clock.now
        origin.top = contentOffset.y
        origin.shown.removeAll(keepingCapacity: true)
        origin.shown.reserveCapacity(visibleViews.count)
        let first = virtualizer.visible.lowerBound
        for (offset, view) in visibleViews.enumerated() {
            guard let view else { continue }
            origin.shown[layout.item(at: first + offset)] = presented(view, at: origin.time)
        }
        let top = Double(contentOffset.y)
        let height = Double(bounds.height)
        layout.captureBand(intersecting: top - height, top + 2 * height, into: &origin.band)
        return origin
    }

    /// Keeps an origin's storage for the next update.
    func keepUpdateOrigin(_ origin: consuming UpdateOrigin) {
        animation.origin = origin
    }

    func presented(_ view: View, at time: Double) -> Shown {
        let presentation = animation.transitions.presentation(of: ObjectIdentifier(view), at: time)
        return Shown(frame: Self.frame(view.frame, presentation), alpha: presentation.alpha)
    }

    static func frame(_ frame: CGRect, _ presentation: ItemPresentation) -> CGRect {
        CGRect(
            x: frame.minX + CGFloat(presentation.offsetX), y: frame.minY + CGFloat(presentation.offsetY),
            width: frame.width, height: max(0, frame.height + CGFloat(presentation.heightChange)))
    }

    /// The presentation that shows a view at `model` where `shown` was, the content offset having
    /// moved by `shift` (so the place on screen is the same).
    static func presentation(showing shown: Shown, shiftedBy shift: CGFloat, at model: CGRect)
        -> ItemPresentation
    {
        ItemPresentation(
            offsetX: Double(shown.frame.minX - model.minX),
            offsetY: Double(shown.frame.minY + shift - model.minY),
            heightChange: Double(shown.frame.height - model.height), alpha: shown.alpha)
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
        let shift = contentOffset.y - origin.top
        for id in animation.leaving.keys {
            // Read and written whole: `frame` is open, and a modify access of an open property
            // allocates its coroutine frame on the heap.
            if let view = animation.views[id] { view.frame = view.frame.offsetBy(dx: 0, dy: shift) }
        }
        for departure in departing {
            if !animateOut(
                departure.view, style: departure.style, indexPath: departure.indexPath, shift: shift, at: time
            ) {
                endDisplaying(departure.view, at: departure.indexPath)
            }
        }
        for (position, cell) in slidingAway {
            let indexPath = IndexPath(row: position.row, section: position.section)
            let shown = presented(cell, at: time)
            cell.frame = frameOfItem(layout.flatIndex(ofRow: position.row, inSection: position.section))
            let id = ObjectIdentifier(cell)
            animation.transitions.animate(
                id, from: Self.presentation(showing: shown, shiftedBy: shift, at: cell.frame), to: .identity,
                at: time)
            if animation.transitions.contains(id) {
                animation.views[id] = cell
                animation.leaving[id] = indexPath
            } else {
                endDisplaying(cell, at: indexPath)
            }
        }
        let first = virtualizer.visible.lowerBound
        for (offset, view) in visibleViews.enumerated() {
            guard let view else { continue }
            animateIn(view, item: layout.item(at: first + offset), plan, animations, origin, shift)
        }
        applyPresentations(at: time)
    }

    private func animateIn(
        _ view: View, item: ListItem, _ plan: ListUpdatePlan, _ animations: UpdateAnimations,
        _ origin: UpdateOrigin, _ shift: CGFloat
    ) {
        let id = ObjectIdentifier(view)
        let model = view.frame
        var start: ItemPresentation?
        switch item {
        case .row(let section, let row):
            let position = ListPosition(section: section, row: row)
            if let old = plan.oldPosition(of: position), !plan.isReloaded(old) {
                let oldItem = ListItem.row(section: old.section, row: old.row)
                let shown =
                    origin.shown[oldItem] ?? Shown(frame: frame(of: oldItem, in: origin, model), alpha: 1)
                start = Self.presentation(showing: shown, shiftedBy: shift, at: model)
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
                    origin.shown[oldItem] ?? Shown(frame: frame(of: oldItem, in: origin, model), alpha: 1)
                start = Self.presentation(showing: shown, shiftedBy: shift, at: model)
            } else {
                let style = Self.style(of: animations.insertedSections[section] ?? .automatic)
                start = .hidden(style, width: Double(model.width), height: Double(model.height))
            }
        }
        animation.transitions.animate(id, from: start ?? .identity, to: .identity, at: origin.time)
        if animation.transitions.contains(id) {
            animation.views[id] = view
        } else {
            animation.views[id] = nil
            view.presentationFrame = nil
            view.presentationAlpha = 1
        }
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

    /// Keeps `view` drawn behind the rows while it goes out in `style` from where it is shown;
    /// `false` when there is nothing to animate (the caller takes it away at once).
    private func animateOut(
        _ view: View, style: ItemTransitionStyle, indexPath: IndexPath?, shift: CGFloat, at time: Double
    ) -> Bool {
        guard style != .none else { return false }
        let id = ObjectIdentifier(view)
        let shown = presented(view, at: time)
        view.frame = shown.frame.offsetBy(dx: 0, dy: shift)
        var end = ItemPresentation.hidden(
            style, width: Double(shown.frame.width), height: Double(shown.frame.height))
        if style != .fade { end.alpha = shown.alpha }
        animation.transitions.animate(id, from: ItemPresentation(alpha: shown.alpha), to: end, at: time)
        guard animation.transitions.contains(id) else { return false }
        animation.views[id] = view
        animation.leaving[id] = indexPath
        insertSubview(view, at: 0)
        return true
    }

    /// Takes a view out of the table now: a cell tells the delegate and goes to the pool.
    private func endDisplaying(_ view: View, at indexPath: IndexPath?) {
        if let cell = view as? TableViewCell, let indexPath {
            tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        }
        recycle(view)
    }

    /// Shows every animating view where its transition has it at `time`, its edges snapped to
    /// the host's grid (`displayScale`): whole points where a point is a cell, device pixels
    /// elsewhere. Rows that meet mid-animation still meet on screen.
    func applyPresentations(at time: Double) {
        let scale = max(1, traitCollection.displayScale)
        for (id, view) in animation.views {
            let presentation = animation.transitions.presentation(of: id, at: time)
            view.presentationFrame = Self.frame(view.frame, presentation).snapped(toScale: scale)
            view.presentationAlpha = CGFloat(presentation.alpha)
        }
    }

    /// Advances the row animations to the clock's time; views whose animation ended show their
    /// frames, leaving ones go to the pool, and once nothing runs the waiting completions are
    /// called, each once.
    func stepRowAnimations() -> Bool {
        guard !animation.views.isEmpty || !animation.completions.isEmpty else { return false }
        let time = clock.now
        var finished = animation.finished
        animation.finished = []
        animation.transitions.removeFinished(at: time, into: &finished)
        for id in finished { endAnimation(id) }
        animation.finished = finished
        applyPresentations(at: time)
        if animation.transitions.isEmpty { callCompletions(finished: true) }
        return !animation.transitions.isEmpty
    }

    private func endAnimation(_ id: ObjectIdentifier) {
        guard let view = animation.views.removeValue(forKey: id) else { return }
        view.presentationFrame = nil
        view.presentationAlpha = 1
        if let indexPath = animation.leaving.removeValue(forKey: id) {
            endDisplaying(view, at: indexPath)
        }
    }

    func callCompletions(finished: Bool) {
        let completions = animation.completions
        animation.completions.removeAll()
        for completion in completions { completion(finished) }
    }

    /// Ends every animation at once (a reload): leaving views go to the pool, the rest show
    /// their frames, and waiting completions hear that the animation did not finish.
    func finishRowAnimations() {
        guard !animation.views.isEmpty || !animation.completions.isEmpty else { return }
        for id in Array(animation.views.keys) { endAnimation(id) }
        animation.transitions.removeAll()
        callCompletions(finished: false)
    }

    /// Forgets the animation and swipe of a view leaving the table (recycled): a pooled view
    /// carries neither.
    func forgetTransientState(of view: View) {
        forgetSwipe(of: view)
        forgetLift(of: view)
        let id = ObjectIdentifier(view)
        guard animation.views.removeValue(forKey: id) != nil else { return }
        animation.transitions.remove(id)
        animation.leaving[id] = nil
        view.presentationFrame = nil
        view.presentationAlpha = 1
    }

    /// Checks the animation state: every animating view is in the table, every transition has
    /// its view, and no leaving view is visible or pooled.
    func checkAnimationInvariants(pooled: Set<ObjectIdentifier>) -> String? {
        if let problem = animation.transitions.checkInvariants(at: clock.now) ?? checkSwipeInvariants() {
            return problem
        }
        if animation.transitions.count != animation.views.count {
            return "\(animation.transitions.count) transitions for \(animation.views.count) animating views"
        }
        let visible = Set(visibleViews.compactMap { $0.map(ObjectIdentifier.init) })
        for (id, view) in animation.views {
            if !animation.transitions.contains(id) { return "an animating view has no transition" }
            if view.superview !== self { return "an animating view is not in the table" }
        }
        for id in animation.leaving.keys {
            if animation.views[id] == nil { return "a leaving view does not animate" }
            if visible.contains(id) { return "a leaving view is also visible" }
            if pooled.contains(id) { return "a leaving view is in the pool while it animates out" }
        }
        return nil
    }
}
