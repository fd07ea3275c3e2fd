import Foundation
import ReuseKitCore

extension CollectionViewCompositionalLayout: OrthogonalLayout {
    private var now: Double { collectionView?.clock.now ?? 0 }

    func bandSection(at point: CGPoint) -> Int? { bands.section(at: point, in: grid) }

    func beginBandDrag(_ section: Int) {
        let time = now
        bands.change(section, in: &grid) { $0.beginDrag(time: time) }
        collectionView?.setNeedsLayout()
    }

    func dragBand(_ section: Int, translation: CGFloat) {
        let time = now
        bands.change(section, in: &grid) { $0.drag(translation: Double(translation), time: time) }
        collectionView?.setNeedsLayout()
    }

    func endBandDrag(_ section: Int) -> Bool {
        let time = now
        defer { collectionView?.setNeedsLayout() }
        return bands.change(section, in: &grid) { $0.endDrag(time: time) } ?? false
    }

    func stepBands() -> Bool {
        guard bands.isMoving else { return false }
        collectionView?.setNeedsLayout()
        return bands.step(time: now, in: &grid)
    }

    var areBandsMoving: Bool { bands.isMoving }

    func scrollBand(toShow indexPath: IndexPath, at position: CollectionView.ScrollPosition, animated: Bool) {
        guard let collectionView, let frame = frameOfItem(at: indexPath),
            let offset = bands.bands[indexPath.section]?.offset
        else { return }
        // The frame as it would stand with the band at rest at zero.
        let target = Double(
            position.offset(
                showing: frame.minX + CGFloat(offset), frame.maxX + CGFloat(offset), vertically: false,
                viewport: collectionView.bounds.width, insets: (0, 0), current: CGFloat(offset)))
        let time = now
        bands.change(indexPath.section, in: &grid) { $0.scroll(to: target, animated: animated, time: time) }
        collectionView.setNeedsLayout()
    }

    func isBand(_ section: Int) -> Bool { bands.bands[section] != nil && bands.sections.contains(section) }

    func firstBandSection(in rect: CGRect) -> Int? {
        let top = Double(rect.minY)
        let bottom = Double(rect.maxY)
        return bands.sections.first { section in
            !grid.lines(inSection: section, intersecting: top, bottom).isEmpty
        }
    }

    func scrollBand(_ section: Int, by dx: CGFloat) {
        let time = now
        bands.change(section, in: &grid) { $0.scroll(by: Double(dx), time: time) }
        collectionView?.setNeedsLayout()
    }

    func carryBands(through plan: ListUpdatePlan, newSectionCount: Int) {
        bands.carry(through: plan, newSectionCount: newSectionCount)
    }
}
