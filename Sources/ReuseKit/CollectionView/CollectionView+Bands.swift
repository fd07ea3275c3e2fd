import Foundation
import ReuseKitCore

/// A sideways drag on a section that scrolls across moves that section, not the page.
@_spi(Hosting)
extension CollectionView: BandGestures {
    public func beginBandDrag(at point: CGPoint) -> Bool {
        guard let bands = collectionViewLayout as? OrthogonalLayout,
            let section = bands.bandSection(at: point)
        else { return false }
        draggedBand = section
        bands.beginBandDrag(section)
        return true
    }

    public func dragBand(translation: CGFloat) {
        guard let section = draggedBand else { return }
        (collectionViewLayout as? OrthogonalLayout)?.dragBand(section, translation: translation)
    }

    public func endBandDrag() {
        guard let section = draggedBand else { return }
        draggedBand = nil
        _ = (collectionViewLayout as? OrthogonalLayout)?.endBandDrag(section)
    }
}

extension CollectionView {
    /// Advances the bands' motion; returns whether any still moves.
    func stepBands() -> Bool {
        guard let bands = collectionViewLayout as? OrthogonalLayout else { return false }
        return bands.stepBands()
    }

    /// Moves the band of the focused item, else the first band on screen, by `dx` points;
    /// returns whether there was one.
    func scrollBand(by dx: CGFloat) -> Bool {
        guard let bands = collectionViewLayout as? OrthogonalLayout else { return false }
        prepareLayout()
        let focused = focusedItem.map(\.section).flatMap { bands.isBand($0) ? $0 : nil }
        guard let section = focused ?? bands.firstBandSection(in: bounds) else { return false }
        bands.scrollBand(section, by: dx)
        return true
    }

    /// Whether a band moves on its own.
    var areBandsMoving: Bool { (collectionViewLayout as? OrthogonalLayout)?.areBandsMoving ?? false }
}
