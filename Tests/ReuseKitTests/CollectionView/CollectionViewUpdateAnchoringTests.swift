import Foundation
@_spi(Testing) @_spi(Hosting) import ReuseKit
import ReuseKitCore
import TestSupport
import Testing

/// Items inserted or deleted far above the screen move nothing on it: the items shown keep
/// their places and their measured sizes, which follow them to their new index paths.
@MainActor
@Suite("Collection view: updates above the screen keep it still")
struct CollectionViewUpdateAnchoringTests {
    /// A view over `items` whose cells fit heights drawn from each item's identity.
    static func makeView(_ items: IdentityItems, layout: CollectionViewLayout) -> CollectionView {
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        view.register(MeasuredIdentityCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = items
        view.layoutIfNeeded()
        return view
    }

    static func list() -> CollectionViewLayout {
        CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .plain))
    }

    static func estimatedGrid() -> CollectionViewLayout {
        let flow = CollectionViewFlowLayout()
        flow.estimatedItemSize = CGSize(width: 120, height: 90)
        flow.minimumLineSpacing = 6
        return flow
    }

    /// Each cell on screen by identity: its frame on screen.
    static func screen(_ view: CollectionView) -> [Int: CGRect] {
        var frames: [Int: CGRect] = [:]
        for cell in view.visibleCells {
            guard let cell = cell as? IdentityCell else { continue }
            frames[cell.identity] = cell.frame.offsetBy(dx: 0, dy: -view.contentOffset.y)
        }
        return frames
    }

    /// Each cell on screen by identity: where the layout puts its item on screen now (right
    /// after an update, before a layout pass moves the cells).
    static func laidOut(_ view: CollectionView) -> [Int: CGRect] {
        var frames: [Int: CGRect] = [:]
        for cell in view.visibleCells {
            guard let cell = cell as? IdentityCell, let indexPath = view.indexPath(for: cell),
                let frame = view.layoutAttributesForItem(at: indexPath)?.frame
            else { continue }
            frames[cell.identity] = frame.offsetBy(dx: 0, dy: -view.contentOffset.y)
        }
        return frames
    }

    /// What changed on screen between `before` and `after`, for the identities in both.
    static func moved(_ before: [Int: CGRect], _ after: [Int: CGRect]) -> String? {
        for (identity, frame) in before.sorted(by: { $0.key < $1.key }) {
            guard let now = after[identity] else { return "item \(identity) left the screen" }
            if now != frame { return "item \(identity) went from \(frame) to \(now)" }
        }
        return nil
    }

    @Test("an insert far above a self-sizing list moves nothing on screen, measured rows stay measured")
    func insertFarAbove() throws {
        let items = IdentityItems([Array(0..<10_000)])
        let view = Self.makeView(items, layout: Self.list())
        view.scrollToItem(at: IndexPath(item: 5000, section: 0), at: .top, animated: false)
        view.layoutIfNeeded()
        view.contentOffset.y -= 17
        view.layoutIfNeeded()
        let before = Self.screen(view)
        #expect(before.values.contains { $0.height != 44 })
        items.sections[0].insert(-1, at: 20)
        try View.performWithoutAnimation { () throws(ListUpdateError) in
            try view.insertItems(at: [IndexPath(item: 20, section: 0)])
        }
        #expect(Self.moved(before, Self.laidOut(view)) == nil)
        view.layoutIfNeeded()
        #expect(Self.moved(before, Self.screen(view)) == nil)
        items.sections[0].remove(at: 3)
        try View.performWithoutAnimation { () throws(ListUpdateError) in
            try view.deleteItems(at: [IndexPath(item: 3, section: 0)])
        }
        #expect(Self.moved(before, Self.laidOut(view)) == nil)
        view.layoutIfNeeded()
        #expect(Self.moved(before, Self.screen(view)) == nil)
        #expect(view.checkInvariants() == nil)
    }

    @Test(
        "random batches far above the screen never move what it shows",
        arguments: [false, true])
    func randomBatchesFarAbove(grid: Bool) throws {
        let run = RandomizedRun(name: "CollectionUpdateAnchoring", defaultIterations: 40)
        var random = run.makeGenerator()
        var next = 100_000
        let items = IdentityItems([Array(0..<400), Array(400..<6000)])
        let view = Self.makeView(items, layout: grid ? Self.estimatedGrid() : Self.list())
        for step in 0..<run.iterations {
            let target = IndexPath(item: Int.random(in: 3000..<5000, using: &random), section: 1)
            view.scrollToItem(at: target, at: .centeredVertically, animated: false)
            view.layoutIfNeeded()
            // Some lines above the screen measured, some not.
            view.contentOffset.y -= CGFloat(Int.random(in: 0...1500, using: &random))
            view.layoutIfNeeded()
            let before = Self.screen(view)
            // A batch in the first section and the first thousand items of the second: whole
            // lines of a grid (three items) so that no line on screen changes its items.
            let unit = grid ? 3 : 1
            var sections = items.sections
            var deleted: [IndexPath] = []
            var inserted: [IndexPath] = []
            let section = Int.random(in: 0...1, using: &random)
            let limit = (section == 0 ? sections[0].count : 1000) - unit
            let start = Int.random(in: 0...limit, using: &random) / unit * unit
            if Bool.random(using: &random) {
                deleted = (start..<start + unit).map { IndexPath(item: $0, section: section) }
                sections[section].removeSubrange(start..<start + unit)
            } else {
                inserted = (start..<start + unit).map { IndexPath(item: $0, section: section) }
                sections[section].insert(contentsOf: (next..<next + unit), at: start)
                next += unit
            }
            items.sections = sections
            try View.performWithoutAnimation { () throws(ListUpdateError) in
                try view.performBatchUpdates { () throws(ListUpdateError) in
                    try view.deleteItems(at: deleted)
                    try view.insertItems(at: inserted)
                }
            }
            let laidOut = Self.laidOut(view)
            view.layoutIfNeeded()
            if let problem = Self.moved(before, laidOut) ?? Self.moved(before, Self.screen(view))
                ?? view.checkInvariants()
            {
                Issue.record("step \(step): \(problem) (SEED=\(run.seed))")
                return
            }
        }
    }
}

/// A cell that fits a height drawn from the identity it shows.
@MainActor
final class MeasuredIdentityCell: IdentityCell {
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        var generator = SeededGenerator(seed: UInt64(bitPattern: Int64(identity)) &* 0x9E37_79B9)
        return CGSize(width: size.width, height: CGFloat(30 + generator.next() % 120))
    }
}
