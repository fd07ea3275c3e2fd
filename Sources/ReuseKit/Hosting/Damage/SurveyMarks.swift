import Foundation

/// What the damage survey keeps on a view between frames, besides its records: whether
/// anything it records of the view or of a view below it changed, and how far the pictures of
/// the views below it moved in frames that took the subtree as moved whole.
///
/// A subtree in which nothing changed since the last frame (no view moved, resized, faded,
/// was hidden, added, removed or asked to be drawn) and whose root was drawn whole both times
/// (not cut by a clip above it) is drawn again exactly as before, moved by however far its
/// root moved. When that distance is whole grid steps, the survey takes the root's subtree as
/// moved with it and does not walk it: its views' records are owed that shift
/// (``pendingShift``), and are paid it when a later frame walks below the root. A table
/// scrolled by a frame walks its cells, and below them only the cells that changed, entered
/// or are cut by its edges.
struct SurveyMarks {
    /// Whether something the survey records of this view, or of a view below it, changed since
    /// the survey last walked it.
    var isChanged = true
    /// The shift every record below this view is owed: their views were last drawn that much
    /// away from where the records say.
    var pendingShift = CGPoint.zero
    /// This frame's shift of the subtree below this view, when the survey's measuring took it
    /// as moved whole; its comparison then books the shift as owed instead of walking it.
    var skippedShift: CGPoint?
}

extension View {
    /// Notes that something the damage survey records of this view changed (its place, size,
    /// opacity, visibility, subviews, or what it draws), so that the next frame's survey walks
    /// down to it. Marks the view and every view above it not marked yet.
    ///
    /// - Complexity: O(depth in the view tree), O(1) once the views above are marked.
    final func noteDrawingChange() {
        surveyMarks.isChanged = true
        var ancestor = superview
        while let current = ancestor, !current.surveyMarks.isChanged {
            current.surveyMarks.isChanged = true
            ancestor = current.superview
        }
    }

    /// Pays each subview's record the shift this view owes its subtree, passing the rest on
    /// to the subview's own subtree: what the survey does before it walks below this view.
    ///
    /// - Complexity: O(subviews), nothing when nothing is owed.
    final func payPendingShift() {
        let shift = surveyMarks.pendingShift
        guard shift != .zero else { return }
        surveyMarks.pendingShift = .zero
        for subview in subviews {
            subview.drawnRecord = subview.drawnRecord.shifted(by: shift)
            subview.surveyMarks.pendingShift.x += shift.x
            subview.surveyMarks.pendingShift.y += shift.y
        }
    }

    /// The shift owed to this view's record by the views above it.
    ///
    /// - Complexity: O(depth in the view tree).
    final var owedShift: CGPoint {
        var shift = CGPoint.zero
        var ancestor = superview
        while let current = ancestor {
            shift.x += current.surveyMarks.pendingShift.x
            shift.y += current.surveyMarks.pendingShift.y
            ancestor = current.superview
        }
        return shift
    }
}
