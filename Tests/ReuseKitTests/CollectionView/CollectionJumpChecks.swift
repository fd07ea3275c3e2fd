import Foundation
@_spi(Testing) @_spi(Hosting) import ReuseKit
import TestSupport
import Testing

/// The checks every self-sizing layout is held to: exact jumps to items never measured, and
/// cells on screen that stay put while lines above are measured.
@MainActor
enum CollectionJumpChecks {
    /// Jumps to random items of sections of `counts` items, at each vertical position in turn,
    /// and records an issue when one does not land exactly (unless the offset is at an edge), moves
    /// when asked again, or breaks the view's invariants.
    static func exactJumps(_ view: CollectionView, counts: [Int], run: RandomizedRun) {
        var random = run.makeGenerator()
        let positions: [CollectionView.ScrollPosition] = [.top, .centeredVertically, .bottom]
        for step in 0..<run.iterations {
            let section = Int.random(in: 0..<counts.count, using: &random)
            let target = IndexPath(
                item: Int.random(in: 0..<counts[section], using: &random), section: section)
            let position = positions[step % 3]
            view.scrollToItem(at: target, at: position, animated: false)
            view.layoutIfNeeded()
            guard let frame = view.cellForItem(at: target)?.frame else {
                Issue.record("step \(step): \(target) has no cell after the jump (SEED=\(run.seed))")
                return
            }
            let top = view.contentOffset.y + view.adjustedContentInset.top
            let bottom = view.contentOffset.y + view.bounds.height - view.adjustedContentInset.bottom
            let clamped =
                view.contentOffset.y == view.minimumContentOffsetY
                || view.contentOffset.y == view.maximumContentOffsetY
            let landed: Bool
            switch position {
            case .top: landed = frame.minY == top
            case .bottom: landed = frame.maxY == bottom
            default: landed = abs(frame.midY - (top + bottom) / 2) <= 0.5
            }
            if !landed && !clamped {
                Issue.record(
                    "step \(step): \(target) at \(position.rawValue) is at \(frame) in \(top)..<\(bottom) (SEED=\(run.seed))"
                )
                return
            }
            // Nothing measured after the jump moved it (its cell stands on the host's grid).
            #expect(
                view.layoutAttributesForItem(at: target).map { view.traitCollection.snapped($0.frame) }
                    == frame)
            if let problem = view.checkInvariants() {
                Issue.record("step \(step): \(problem) (SEED=\(run.seed))")
                return
            }
        }
    }

    /// Scrolls up 37 points at a time, 40 times, from `start` at the top: every cell on screen
    /// before a step is 37 points lower on screen after it (unless the view reached its top).
    /// Returns how many cells were compared.
    @discardableResult
    static func anchoring(_ view: CollectionView, from start: IndexPath) -> Int {
        view.layoutIfNeeded()
        view.scrollToItem(at: start, at: .top, animated: false)
        view.layoutIfNeeded()
        var compared = 0
        for _ in 0..<40 {
            let before = Dictionary(
                uniqueKeysWithValues: view.indexPathsForVisibleItems.compactMap { indexPath in
                    view.cellForItem(at: indexPath).map { (indexPath, $0.frame.minY - view.contentOffset.y) }
                })
            view.scroll(by: CGPoint(x: 0, y: -37))
            view.layoutIfNeeded()
            for (indexPath, screenY) in before {
                guard let cell = view.cellForItem(at: indexPath) else { continue }
                #expect(cell.frame.minY - view.contentOffset.y == screenY + 37 || view.contentOffset.y == 0)
                compared += 1
            }
            #expect(view.checkInvariants() == nil)
        }
        return compared
    }
}
