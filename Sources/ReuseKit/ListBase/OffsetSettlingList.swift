import Foundation

/// What a list view supplies so that a layout pass settles its offset once, for every view:
/// how it brings what is in view up to date (measuring or placing it, and the content size
/// with it) and which resting offset is nearest.
@MainActor
protocol OffsetSettlingList: ScrollView {
    /// Measures (or places) what is in view and updates the content size, keeping the end
    /// when the view follows it.
    func fitContentInView()
    /// The resting offset nearest the offset now, along the axes the view brings into range.
    var nearestRestingOffset: CGPoint { get }
    /// Moves the offset to a resting offset, for the view's own reasons.
    func moveToRestingOffset(_ offset: CGPoint)
}

extension OffsetSettlingList {
    /// Fits what is in view and brings the offset into range, until both hold: fitting can
    /// shrink the content under the offset, and a clamp can bring unfitted items into view.
    /// At rest the offset is clamped; a drag or a glide keeps its own.
    ///
    /// - Complexity: at most four fits.
    func settleOffset() {
        for _ in 0..<4 {
            fitContentInView()
            if isDragging || isOffsetMoving { break }
            let resting = nearestRestingOffset
            if resting == contentOffset { break }
            moveToRestingOffset(resting)
        }
    }

    func moveToRestingOffset(_ offset: CGPoint) { contentOffset = offset }
}

extension OffsetSettlingList where Self: EndAnchoredList {
    /// A clamp says nothing of where the user wants to be: it does not change end-following.
    func moveToRestingOffset(_ offset: CGPoint) {
        adjustingOffset { contentOffset = offset }
    }
}
