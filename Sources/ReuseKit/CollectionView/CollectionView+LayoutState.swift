import Foundation

extension CollectionView {
    /// What one layout pass of a collection view leaves for the next.
    struct LayoutState {
        /// Whether the next pass asks the data source for everything again.
        var needsReload = true
        /// Whether the view has been in a window, so its first pass may place items.
        var hasBeenAttached = false
        /// Whether a pass is placing the items now (re-entrant layout requests wait for it).
        var isApplying = false
        /// The bounds of the last layout pass, to tell the layout of a change.
        var laidOutBounds: CGRect?
        /// The item an animated `scrollToItem` glides to, and where it puts it.
        var animatedJump: (indexPath: IndexPath, position: ScrollPosition, aimed: CGPoint)?
    }

    /// The storage a layout pass gathers into, kept between passes so a steady scroll allocates
    /// nothing.
    struct PassStorage {
        /// The elements in the bounds, gathered afresh each pass.
        var elements: [CollectionLayoutElement] = []
        /// The indices of ``elements`` that entered in this pass.
        var entering: [Int] = []
        /// The previous pass's views while a pass sorts them into kept and leaving.
        var leavingCells: [IndexPath: CollectionViewCell] = [:]
        var leavingViews: [SupplementaryKey: CollectionReusableView] = [:]
        /// The attributes object `apply(_:)` receives for a built-in layout's elements.
        var reusedAttributes:
            (cell: CollectionViewLayoutAttributes?, supplementary: CollectionViewLayoutAttributes?)
    }
}
