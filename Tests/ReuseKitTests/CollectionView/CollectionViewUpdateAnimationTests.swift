import Foundation
import TestSupport
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

@MainActor
@Suite("Collection view update animations")
struct CollectionViewUpdateAnimationTests {
    /// A list of 100-point rows on a clock the test moves.
    static func makeView(_ items: IdentityItems) -> (CollectionView, ManualFrameClock) {
        let row = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))
        let layout = CollectionViewCompositionalLayout(
            section: CollectionLayoutSection(
                group: .horizontal(layoutSize: row, subitems: [CollectionLayoutItem(layoutSize: row)])))
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 500), collectionViewLayout: layout)
        let clock = ManualFrameClock()
        view.clock = clock
        view.register(IdentityCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = items
        view.layoutIfNeeded()
        return (view, clock)
    }

    /// Steps frames until the view rests, checking its invariants every frame; returns how many.
    @discardableResult
    static func runToEnd(_ view: CollectionView, _ clock: ManualFrameClock) -> Int {
        var frames = 0
        while view.isMoving && frames < 600 {
            clock.advance(by: 1.0 / 60)
            view.step()
            view.layoutIfNeeded()
            frames += 1
            if let problem = view.checkInvariants() {
                Issue.record("frame \(frames): \(problem)")
                break
            }
        }
        return frames
    }

    @Test("a deleted item's cell fades out where it was; the rows below slide up; then the completion")
    func deleteAnimates() throws {
        let items = IdentityItems([Array(0..<20)])
        let (view, clock) = Self.makeView(items)
        let deleted = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)))
        let below = try #require(view.cellForItem(at: IndexPath(item: 2, section: 0)))
        var completed: [Bool] = []
        items.sections[0].remove(at: 1)
        try view.performBatchUpdates(
            { () throws(ListUpdateError) in try view.deleteItems(at: [IndexPath(item: 1, section: 0)]) },
            completion: { completed.append($0) })
        #expect(completed.isEmpty)
        #expect(view.leavingCellCount == 1)
        #expect(deleted.superview === view && deleted.presentationFrame?.minY == 100)
        // The row below starts where it was and ends one row up.
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0)) === below)
        #expect(below.frame.minY == 100 && below.presentationFrame?.minY == 200)
        clock.advance(by: 0.1)
        view.step()
        let midway = try #require(below.presentationFrame?.minY)
        #expect(midway > 100 && midway < 200)
        #expect(deleted.presentationAlpha < 1 && deleted.presentationAlpha > 0)
        #expect(Self.runToEnd(view, clock) > 5)
        #expect(completed == [true])
        #expect(view.leavingCellCount == 0 && deleted.superview == nil)
        #expect(below.presentationFrame == nil)
        #expect(view.checkInvariants() == nil)
    }

    @Test("an inserted item's cell fades in; without animations an update applies at once")
    func insertFadesIn() throws {
        let items = IdentityItems([Array(0..<20)])
        let (view, clock) = Self.makeView(items)
        items.sections[0].insert(100, at: 0)
        try view.insertItems(at: [IndexPath(item: 0, section: 0)])
        let inserted = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect((inserted as? IdentityCell)?.identity == 100)
        #expect(inserted.presentationAlpha == 0)
        Self.runToEnd(view, clock)
        #expect(inserted.presentationAlpha == 1)
        items.sections[0].remove(at: 0)
        try View.performWithoutAnimation { () throws(ListUpdateError) in
            try view.deleteItems(at: [IndexPath(item: 0, section: 0)])
        }
        #expect(!view.isMoving && view.leavingCellCount == 0)
        #expect(view.visibleCells.allSatisfy { $0.presentationFrame == nil })
    }

    @Test("a list controller animates a difference unless told not to")
    func controllerAnimatingDifferences() throws {
        let row = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 500),
            collectionViewLayout: CollectionViewCompositionalLayout(
                section: CollectionLayoutSection(
                    group: .horizontal(layoutSize: row, subitems: [CollectionLayoutItem(layoutSize: row)]))))
        let clock = ManualFrameClock()
        view.clock = clock
        view.register(IdentityCell.self, forCellWithReuseIdentifier: "cell")
        let controller = CollectionListController<Int, Int>(collectionView: view) { view, indexPath, _ in
            view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func snapshot(_ items: [Int]) -> ListSnapshot<Int, Int> {
            var snapshot = ListSnapshot<Int, Int>()
            snapshot.appendSection(0, items: items)
            return snapshot
        }
        try controller.apply(snapshot(Array(0..<10)), animatingDifferences: false)
        view.layoutIfNeeded()
        try controller.apply(snapshot([0, 1, 2, 4, 5, 6, 7, 8, 9]), animatingDifferences: false)
        #expect(!view.isMoving)
        try controller.apply(snapshot([0, 2, 4, 5, 6, 7, 8, 9]))
        #expect(view.isMoving && view.leavingCellCount == 1)
        Self.runToEnd(view, clock)
        #expect(view.leavingCellCount == 0)
    }
}
