import Foundation
import ReuseKitCore

/// A layout with sections that scroll across the view on their own (bands): the collection view
/// routes sideways drags on them, steps their motion every frame and carries their offsets
/// through updates.
@MainActor
protocol OrthogonalLayout: CollectionViewLayout {
    /// The band section whose groups stand at `point` (content coordinates), if any.
    func bandSection(at point: CGPoint) -> Int?
    func beginBandDrag(_ section: Int)
    /// The finger moved `translation` points across since the drag began.
    func dragBand(_ section: Int, translation: CGFloat)
    /// Returns whether the band glides on.
    func endBandDrag(_ section: Int) -> Bool
    /// Advances every moving band; returns whether any still moves.
    func stepBands() -> Bool
    /// Whether any band moves on its own.
    var areBandsMoving: Bool { get }
    /// Scrolls the band holding `indexPath`, if it is in one, so that the item stands at
    /// `position` across (`[]`: just in view).
    func scrollBand(toShow indexPath: IndexPath, at position: CollectionView.ScrollPosition, animated: Bool)
    /// Whether `section` is a band.
    func isBand(_ section: Int) -> Bool
    /// The first band section whose groups meet `rect`, if any.
    func firstBandSection(in rect: CGRect) -> Int?
    /// Moves the band of `section` by `dx` points at once, within its resting places.
    func scrollBand(_ section: Int, by dx: CGFloat)
    /// Moves the bands' offsets to their sections' new indexes after an update.
    func carryBands(through plan: ListUpdatePlan, newSectionCount: Int)
}
