import Foundation

/// Finds what a frame must draw again: where each view is drawn now against where it was drawn
/// in the last frame (``View/drawnRecord``), what asked to be drawn (``View/setNeedsDisplay()``),
/// and which scroll view's picture moved as a whole, so the host can copy it.
///
/// A frame's picture is the last one, with the copy applied, then every damaged rectangle
/// cleared and the whole tree drawn again inside it. That is the picture a whole redraw makes
/// when every place where they could differ is damaged:
/// - a view drawn, no longer drawn, moved, resized, faded or asked to be drawn: where it was
///   (after the copy) and where it is;
/// - inside the scroll view whose picture was copied, a view that did not move with the
///   content (a pinned header): where the copy put its old picture, and where it is;
/// - outside it, a view the copy moved though it did not scroll (one drawn over the scroll
///   view): the same;
/// - the strip the copy left uncovered, which came into view;
/// - a view's subviews lie inside its clip, so a damaged view covers them.
///
/// A scroll view's picture is copied only when nothing above it draws more than a background
/// (a fill the same everywhere under it), so the copied picture holds its content alone.
///
/// A subtree in which nothing changed, drawn whole and moved by whole grid steps, is taken as
/// moved whole rather than walked (see `SurveyMarks`): a scrolled table walks its cells, and
/// below them only the ones that changed or are cut by its edges.
@MainActor
struct DamageSurvey {
    /// A scroll view whose content moved by whole grid steps since the last frame.
    private struct Candidate {
        let view: View
        let copy: ScrollCopy
    }

    private let traits: TraitCollection
    private var candidates: [Candidate] = []
    /// The scroll whose picture the host moves.
    private(set) var copy: ScrollCopy?
    private var copiedView: View?
    private var copiedViewAncestors: Set<ObjectIdentifier> = []
    /// The window areas to draw again, unmerged.
    private(set) var rects: [CGRect] = []

    /// Creates a survey for a window with `traits` (its grid).
    init(traits: TraitCollection) {
        self.traits = traits
        // Room for what a frame usually damages, so the list is made once.
        rects.reserveCapacity(16)
    }

    // MARK: Where views are drawn now

    /// Records where every view of `root`'s tree is drawn in this frame (``View/nextRecord``),
    /// `root` placed in a window covering `window`, and which scroll views could be copied.
    ///
    /// - Complexity: O(views drawn and walked): a subtree taken as moved whole counts once.
    mutating func measure(_ root: View, window: CGRect) {
        guard let placement = View.placement(of: root) else {
            root.nextRecord = .notDrawn
            return
        }
        measure(root, from: .zero, within: window, placement, plainAbove: true)
    }

    private mutating func measure(
        _ view: View, from parentOrigin: CGPoint, within parentClip: CGRect, _ placement: View.Placement,
        plainAbove: Bool
    ) {
        // The same arithmetic as a canvas's `withTransform`, so the two agree to the last bit.
        let origin = CGPoint(x: parentOrigin.x + placement.offset.x, y: parentOrigin.y + placement.offset.y)
        let box = traits.snapped(placement.clip.offsetBy(dx: origin.x, dy: origin.y))
        guard let clip = box.sharedArea(with: parentClip) else {
            view.nextRecord = .notDrawn
            return
        }
        let record = DisplayRecord(
            origin: origin, size: placement.clip.size, clip: clip, opacity: placement.opacity,
            isWhole: clip.hasSameEdges(as: box))
        view.nextRecord = record
        guard !view.subviews.isEmpty else {
            view.surveyMarks.isChanged = false
            return
        }
        if let shift = unchangedSubtreeShift(of: view, now: record) {
            view.surveyMarks.skippedShift = shift
            return
        }
        view.surveyMarks.isChanged = false
        view.surveyMarks.skippedShift = nil
        view.payPendingShift()
        if plainAbove { considerCopy(of: view, now: record) }
        let plain = plainAbove && view.drewNothingOwn
        for subview in view.subviews {
            if let inner = View.placement(of: subview) {
                measure(subview, from: origin, within: clip, inner, plainAbove: plain)
            } else {
                subview.nextRecord = .notDrawn
            }
        }
    }

    /// How far the pictures below `view` moved since the last frame when the survey may take
    /// them as moved whole with it (see `SurveyMarks`): nothing in its subtree changed, it was
    /// drawn uncut both times at the same size and opacity, and it moved by whole grid steps,
    /// which move every rectangle below it on the grid by exactly as much. `nil` otherwise.
    private func unchangedSubtreeShift(of view: View, now: DisplayRecord) -> CGPoint? {
        guard !view.surveyMarks.isChanged, now.isWhole else { return nil }
        let last = view.drawnRecord
        guard last.isWhole, last.isDrawn, last.size == now.size, last.opacity == now.opacity else {
            return nil
        }
        let shift = CGPoint(x: now.origin.x - last.origin.x, y: now.origin.y - last.origin.y)
        guard traits.snapped(shift) == shift else { return nil }
        return shift
    }

    /// Notes `view` as a scroll view to copy if its content moved by whole grid steps, less than
    /// its size, while the view itself stayed where it was.
    private mutating func considerCopy(of view: View, now: DisplayRecord) {
        let last = view.drawnRecord
        guard last.isDrawn, view.invalidArea != .infinite, last.clip == now.clip, last.size == now.size,
            last.opacity == now.opacity
        else { return }
        let offset = CGPoint(x: now.origin.x - last.origin.x, y: now.origin.y - last.origin.y)
        guard offset != .zero, traits.snapped(offset) == offset, abs(offset.x) < now.clip.width,
            abs(offset.y) < now.clip.height
        else { return }
        candidates.append(Candidate(view: view, copy: ScrollCopy(region: now.clip, offset: offset)))
    }

    /// Chooses the copy: the largest candidate region the host can move (`accepts`).
    mutating func chooseCopy(accepting accepts: (ScrollCopy) -> Bool) {
        let area = { (candidate: Candidate) in candidate.copy.region.width * candidate.copy.region.height }
        // Usually one scroll view moved: nothing to sort.
        let ordered = candidates.count > 1 ? candidates.sorted { area($0) > area($1) } : candidates
        guard let chosen = ordered.first(where: { accepts($0.copy) }) else { return }
        copy = chosen.copy
        copiedView = chosen.view
        var ancestor = chosen.view.superview
        while let current = ancestor {
            copiedViewAncestors.insert(ObjectIdentifier(current))
            ancestor = current.superview
        }
    }

    // MARK: What changed

    /// Compares every view of `root`'s tree with the last frame, damaging what changed, and
    /// makes this frame's records the last ones; with `whole`, records only.
    ///
    /// - Complexity: O(views drawn in either frame).
    mutating func compare(_ root: View, whole: Bool) {
        compare(root, carried: false, covered: whole)
        if let copy, !whole { copy.appendUncovered(to: &rects) }
    }

    /// Damages `rect` (window points) of the last picture: where it was, and where the copy
    /// moved the part of it inside the scrolled region.
    mutating func damageLastPicture(_ rect: CGRect) {
        damage(rect)
        if let copy { damage(copy.moved(rect)) }
    }

    /// Damages where a view that left `parent` was drawn: only where the copy moved its picture
    /// when it scrolled with the copied content, else as any part of the last picture.
    mutating func damageRemoved(_ rect: CGRect, from parent: View?) {
        var ancestor = parent
        while let current = ancestor, current !== copiedView { ancestor = current.superview }
        if let copy, ancestor != nil {
            damage(copy.moved(rect))
        } else {
            damageLastPicture(rect)
        }
    }

    /// Damages `rect` (window points) of this frame.
    mutating func damage(_ rect: CGRect) {
        guard !rect.isNull, !rect.isEmpty else { return }
        rects.append(rect)
    }

    private mutating func compare(_ view: View, carried: Bool, covered: Bool) {
        let last = view.drawnRecord
        let now = view.nextRecord
        let invalid = view.invalidArea
        view.drawnRecord = now
        view.invalidArea = nil
        guard now.isDrawn else {
            if last.isDrawn, !covered { damageLast(last.clip, carried: carried) }
            return
        }
        if covered {
            compareSubviews(of: view, carried: carried, covered: true)
            return
        }
        let isCopied = view === copiedView
        let shift = (carried || isCopied) ? (copy?.offset ?? .zero) : .zero
        let stayed =
            last.isDrawn && invalid != .infinite && last.size == now.size && last.opacity == now.opacity
            && now.origin == CGPoint(x: last.origin.x + shift.x, y: last.origin.y + shift.y)
            && (carried || now.clip == last.clip)
        guard stayed else {
            if last.isDrawn { damageLast(last.clip, carried: carried) }
            damage(now.clip)
            compareSubviews(of: view, carried: carried, covered: true)
            return
        }
        if let invalid {
            damage(
                traits.snapped(invalid.offsetBy(dx: now.origin.x, dy: now.origin.y)).intersection(now.clip))
        }
        var coversSubviews = false
        if let copy, !carried, !isCopied, !copiedViewAncestors.contains(ObjectIdentifier(view)),
            last.clip.overlaps(copy.region)
        {
            // Drawn over or under the scrolled region without scrolling: the copy moved it.
            damageLastPicture(last.clip)
            damage(now.clip)
            coversSubviews = true
        }
        compareSubviews(of: view, carried: carried || isCopied, covered: coversSubviews)
    }

    private mutating func compareSubviews(of view: View, carried: Bool, covered: Bool) {
        if let shift = view.surveyMarks.skippedShift {
            // Measured as moved whole: the records below are owed the shift, not walked.
            view.surveyMarks.skippedShift = nil
            view.surveyMarks.pendingShift.x += shift.x
            view.surveyMarks.pendingShift.y += shift.y
            return
        }
        for subview in view.subviews where subview.nextRecord.isDrawn || subview.drawnRecord.isDrawn {
            compare(subview, carried: carried, covered: covered)
        }
    }

    /// Damages where a view's last picture is now: moved with the copy if it scrolled with the
    /// content, else where it was and where the copy may have moved it.
    private mutating func damageLast(_ clip: CGRect, carried: Bool) {
        if carried, let copy {
            damage(copy.moved(clip))
        } else {
            damageLastPicture(clip)
        }
    }
}
