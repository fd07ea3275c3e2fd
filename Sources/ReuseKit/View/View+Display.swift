import Foundation

/// Where and how a host drew a view in a frame: what a later frame compares to learn whether
/// the view's picture is still on screen, moved by a scroll or must be drawn again.
struct DisplayRecord: Equatable {
    /// Where the view's content coordinates had their origin on the window, in points: the
    /// origin its `draw(in:)` and subviews were drawn from.
    var origin: CGPoint
    /// The size the view was shown at (its presentation frame's, while it animates).
    var size: CGSize
    /// The part of the window it could draw on, on the host's grid: its visible rectangle cut
    /// by every view's above it.
    var clip: CGRect
    /// Its own opacity (alpha times an animation's), which its ancestors' multiply.
    var opacity: CGFloat
    /// Whether no view above it cut it: its clip is all of its rectangle on the grid.
    var isWhole = false

    /// A view not drawn in the frame (hidden, transparent, out of sight or not in the tree).
    static let notDrawn = DisplayRecord(origin: .zero, size: .zero, clip: .null, opacity: 0)

    /// Whether the view was drawn at all.
    var isDrawn: Bool { !clip.isNull }

    /// The record of the same picture moved by `shift`.
    func shifted(by shift: CGPoint) -> DisplayRecord {
        guard isDrawn else { return self }
        var moved = self
        moved.origin = CGPoint(x: origin.x + shift.x, y: origin.y + shift.y)
        moved.clip = clip.offsetBy(dx: shift.x, dy: shift.y)
        return moved
    }
}

extension View {
    /// Has the next frame draw the whole view again without asking for one: what a view drawn
    /// by the clock (a spinner) calls as it draws, while whatever animates it keeps frames
    /// coming.
    func drawsAgainNextFrame() {
        invalidArea = .infinite
    }

    /// `subview` leaves this view: the window it was drawn in must draw again where it was.
    ///
    /// - Complexity: O(depth in the view tree), and only for a view drawn in the last frame.
    func noteRemoved(_ subview: View) {
        guard subview.drawnRecord.isDrawn else { return }
        // Its record may be owed a shift by the views above (see `SurveyMarks`).
        let record = subview.drawnRecord.shifted(by: subview.owedShift)
        // Back in a tree later, it is new there: nothing of its old picture is kept.
        subview.drawnRecord = .notDrawn
        var top: View = self
        while let up = top.superview { top = up }
        top.hostWindow?.noteRemoved(drawnAt: record.clip, from: self)
    }

    /// Counts this view as a scroll view for the window's search (``scrollablesInSubtree``):
    /// what each ``Scrollable`` class's initializer calls, so that making any other view asks
    /// nothing of its type.
    final func countAsScrollable() {
        scrollablesInSubtree += 1
        superview?.countScrollables(1)
    }

    /// Adds `count` to the scroll views counted at this view and every view above it
    /// (``scrollablesInSubtree``), as a subtree holding that many joins or leaves it.
    ///
    /// - Complexity: O(depth in the view tree), and nothing for a subtree without scroll views.
    func countScrollables(_ count: Int) {
        guard count != 0 else { return }
        var view: View? = self
        while let current = view {
            current.scrollablesInSubtree += count
            view = current.superview
        }
    }
}
