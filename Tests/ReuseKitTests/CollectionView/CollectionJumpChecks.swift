import Foundation
@_spi(Testing) @_spi(Hosting) import ReuseKit
import TestSupport
import Testing

/// The checks every self-sizing layout is held to: exact jumps to items never measured, and
/// cells on screen that stay put while lines above are measured.
@MainActor
enum CollectionJumpChecks {
    /// Jumps to random items of sections of `counts` items, at each vertical position in turn
    /// (each horizontal one for a view that scrolls sideways), and records an issue when one does
    /// not land exactly (unless the offset is at an edge), moves when asked again, or breaks the
    /// view's invariants.
    static func exactJumps(
        _ view: CollectionView, counts: [Int], run: RandomizedRun, horizontal: Bool = false
    ) {
        var random = run.makeGenerator()
        let positions: [CollectionView.ScrollPosition] =
            horizontal ? [.left, .centeredHorizontally, .right] : [.top, .centeredVertically, .bottom]
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
            let inset = view.adjustedContentInset
            let offset = horizontal ? view.contentOffset.x : view.contentOffset.y
            let top = offset + (horizontal ? inset.left : inset.top)
            let bottom =
                offset + (horizontal ? view.bounds.width - inset.right : view.bounds.height - inset.bottom)
            let clamped =
                horizontal
                ? offset == view.minimumContentOffsetX || offset == view.maximumContentOffsetX
                : offset == view.minimumContentOffsetY || offset == view.maximumContentOffsetY
            let (start, end) = horizontal ? (frame.minX, frame.maxX) : (frame.minY, frame.maxY)
            let landed: Bool
            switch position {
            case .top, .left: landed = start == top
            case .bottom, .right: landed = end == bottom
            default: landed = abs((start + end) / 2 - (top + bottom) / 2) <= 0.5
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

    /// Scrolls up 37 points at a time, 40 times, from `start` at the top (left, 37 points at a
    /// time from `start` at the left, for a view that scrolls sideways): every cell on screen
    /// before a step is 37 points further on screen after it (unless the view reached its start).
    /// Returns how many cells were compared.
    @discardableResult
    static func anchoring(_ view: CollectionView, from start: IndexPath, horizontal: Bool = false) -> Int {
        view.layoutIfNeeded()
        view.scrollToItem(at: start, at: horizontal ? .left : .top, animated: false)
        view.layoutIfNeeded()
        var compared = 0
        func screenOrigin(_ frame: CGRect) -> CGFloat {
            horizontal ? frame.minX - view.contentOffset.x : frame.minY - view.contentOffset.y
        }
        for _ in 0..<40 {
            let before = Dictionary(
                uniqueKeysWithValues: view.indexPathsForVisibleItems.compactMap { indexPath in
                    view.cellForItem(at: indexPath).map { (indexPath, screenOrigin($0.frame)) }
                })
            view.scroll(by: horizontal ? CGPoint(x: -37, y: 0) : CGPoint(x: 0, y: -37))
            view.layoutIfNeeded()
            let atStart = (horizontal ? view.contentOffset.x : view.contentOffset.y) == 0
            for (indexPath, screen) in before {
                guard let cell = view.cellForItem(at: indexPath) else { continue }
                #expect(screenOrigin(cell.frame) == screen + 37 || atStart)
                compared += 1
            }
            #expect(view.checkInvariants() == nil)
        }
        return compared
    }
}
