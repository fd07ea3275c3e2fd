import Foundation
@_spi(Testing) @_spi(Hosting) import ReuseKit
import TableTestSupport
import TestSupport
import Testing

/// A collection view 390 × 600 over sections that alternate between a band that scrolls across
/// (even sections: groups 40 % of the width, 10 apart, 150 tall) and a list of 60-point rows.
@MainActor
final class BandFixture {
    let fixture: CollectionFixture
    let clock = ManualFrameClock()
    let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
    let view: CollectionView
    let gestures = PointerGestures()
    /// Which sections are bands (the rest are lists of rows).
    var isBand: [Bool]

    init(
        counts: [Int] = [10_000, 30, 500, 30],
        behavior: CollectionLayoutSectionOrthogonalScrollingBehavior = .continuous,
        groupWidth: CollectionLayoutDimension = .fractionalWidth(0.4), estimated: Bool = false
    ) {
        fixture = CollectionFixture(counts: counts)
        isBand = counts.indices.map { $0 % 2 == 0 }
        weak var weakSelf: BandFixture?
        let layout = CollectionViewCompositionalLayout { index, _ in
            if weakSelf?.isBand[index] ?? (index % 2 == 0) {
                let height: CollectionLayoutDimension = estimated ? .estimated(150) : .absolute(150)
                let item = CollectionLayoutItem(
                    layoutSize: CollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: height))
                let group = CollectionLayoutGroup.horizontal(
                    layoutSize: CollectionLayoutSize(widthDimension: groupWidth, heightDimension: height),
                    subitems: [item])
                let section = CollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = behavior
                section.interGroupSpacing = 10
                section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 20, trailing: 16)
                return section
            }
            let row = CollectionLayoutItem(
                layoutSize: CollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)))
            return CollectionLayoutSection(
                group: .horizontal(
                    layoutSize: CollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
                    subitems: [row]))
        }
        view = fixture.makeView(layout: layout, width: 390, height: 600)
        weakSelf = self
        view.clock = clock
        root.addSubview(view)
        view.layoutIfNeeded()
    }

    /// The band's items on screen, in order.
    func bandItems(_ section: Int = 0) -> [Int] {
        view.indexPathsForVisibleItems.filter { $0.section == section }.map(\.item).sorted()
    }

    func frame(_ item: Int, _ section: Int = 0) -> CGRect? {
        view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    /// A sideways drag by `dx` on the band at content height `y`, released after `seconds`.
    func swipe(atY y: CGFloat, by dx: CGFloat, seconds: Double = 0.5) {
        let start = CGPoint(x: 300, y: y - view.contentOffset.y)
        gestures.pressBegan(at: start, in: root)
        let steps = 10
        for step in 1...steps {
            clock.advance(by: seconds / Double(steps))
            gestures.pressMoved(
                to: CGPoint(x: start.x + dx * CGFloat(step) / CGFloat(steps), y: start.y), in: root)
            view.layoutIfNeeded()
        }
        gestures.pressEnded(at: CGPoint(x: start.x + dx, y: start.y), in: root)
    }

    /// Steps frames until nothing moves, checking the view's invariants at every frame.
    func settle() {
        var frames = 0
        while view.isMoving && frames < 2000 {
            clock.advance(by: 1.0 / 60)
            view.step()
            view.layoutIfNeeded()
            #expect(view.checkInvariants() == nil, "frame \(frames): \(view.checkInvariants() ?? "")")
            frames += 1
        }
        view.layoutIfNeeded()
    }
}

@MainActor
@Suite("Collection view: sections that scroll across")
struct CollectionViewOrthogonalTests {
    @Test("a band of 10,000 items stands in one line and has cells only for what is on screen")
    func bandIsVirtualized() throws {
        let band = BandFixture()
        // Groups 0.4 × 358 = 143.2 wide, 153.2 apart, from x = 16.
        let first = try #require(band.frame(0))
        #expect(first.minX == 16 && first.minY == 0 && first.height == 150)
        #expect(abs(first.width - 143.2) < 1e-9)
        #expect(abs((band.frame(1)?.minX ?? 0) - (16 + 153.2)) < 1e-9)
        #expect(band.frame(1)?.minY == 0)
        #expect(band.bandItems() == [0, 1, 2])
        // The list below the band starts after it and its bottom inset.
        #expect(band.frame(0, 1)?.minY == 170)
        #expect(band.view.checkInvariants() == nil)
    }

    @Test("a sideways drag on the band scrolls the band, not the page; other drags scroll the page")
    func sidewaysDragMovesTheBand() {
        let band = BandFixture()
        band.swipe(atY: 75, by: -200, seconds: 2)
        band.settle()
        #expect(band.view.contentOffset.y == 0)
        #expect(band.frame(0)?.minX == -184)
        #expect(band.bandItems() == [1, 2, 3])
        // A vertical drag starting on the band moves the page.
        let start = CGPoint(x: 200, y: 140)
        band.gestures.pressBegan(at: start, in: band.root)
        band.clock.advance(by: 0.5)
        band.gestures.pressMoved(to: CGPoint(x: 205, y: 40), in: band.root)
        band.gestures.pressEnded(at: CGPoint(x: 205, y: 40), in: band.root)
        band.settle()
        #expect(band.view.contentOffset.y > 50)
        #expect(band.frame(0)?.minX == -184)
    }

    @Test("a fling glides the band on and virtualizes it all the way: cells ≤ visible + 1")
    func flingKeepsCellsFew() {
        let band = BandFixture()
        band.swipe(atY: 75, by: -300, seconds: 0.1)
        var frames = 0
        while band.view.isMoving && frames < 2000 {
            band.clock.advance(by: 1.0 / 60)
            band.view.step()
            band.view.layoutIfNeeded()
            #expect(band.bandItems().count <= 4)
            #expect(band.view.checkInvariants() == nil)
            frames += 1
        }
        #expect(frames > 10)
        #expect((band.frame(0)?.minX ?? 0) < 16 - 300)
        #expect(band.view.cellCounters.created <= band.view.visibleCells.count + 3)
    }

    @Test(
        "paging behaviours settle as UIKit's",
        arguments: [
            CollectionLayoutSectionOrthogonalScrollingBehavior.paging, .groupPaging, .groupPagingCentered,
            .continuousGroupLeadingBoundary,
        ])
    func pagingSettles(behavior: CollectionLayoutSectionOrthogonalScrollingBehavior) throws {
        let band = BandFixture(behavior: behavior)
        band.swipe(atY: 75, by: -120, seconds: 0.3)
        band.settle()
        let x = try #require(band.frame(0)?.minX)
        let offset = 16 - x
        let pitch = 153.2
        switch behavior {
        case .paging:
            #expect(abs(offset.remainder(dividingBy: 390)) < 1e-6 && offset > 0)
        case .groupPaging, .continuousGroupLeadingBoundary:
            #expect(abs(Double(offset).remainder(dividingBy: pitch)) < 1e-6 && offset > 0)
        default:
            // A group stands in the middle of the view.
            let centred = (0..<20).contains { group in
                let frame = band.frame(group)
                return frame.map { abs($0.midX - 195) < 1e-6 } ?? false
            }
            #expect(centred, "offset \(offset)")
        }
        // A small drag that is not a fling returns to the page it started on.
        let before = band.frame(0)?.minX
        band.swipe(atY: 75, by: -20, seconds: 1)
        band.settle()
        if behavior != .continuousGroupLeadingBoundary { #expect(band.frame(0)?.minX == before) }
    }

    @Test("a band keeps its offset when scrolled away and back, through reloads and updates elsewhere")
    func offsetsAreKept() throws {
        let band = BandFixture()
        band.swipe(atY: 75, by: -200, seconds: 2)
        band.settle()
        let kept = try #require(band.frame(0)?.minX)
        band.view.scrollToItem(at: IndexPath(item: 400, section: 2), at: .top, animated: false)
        band.view.layoutIfNeeded()
        #expect(band.bandItems().isEmpty)
        band.view.setContentOffset(.zero, animated: false)
        band.view.layoutIfNeeded()
        #expect(band.frame(0)?.minX == kept)
        try band.view.reloadSections(IndexSet(integer: 1))
        band.view.layoutIfNeeded()
        #expect(band.frame(0)?.minX == kept)
        band.view.reloadData()
        band.view.layoutIfNeeded()
        #expect(band.frame(0)?.minX == kept)
        // A list inserted above: the band moves to section 1, its offset with it; and back.
        band.fixture.counts.insert(30, at: 0)
        band.isBand.insert(false, at: 0)
        try band.view.insertSections(IndexSet(integer: 0))
        band.view.layoutIfNeeded()
        #expect(band.frame(0, 1)?.minX == kept)
        band.fixture.counts.remove(at: 0)
        band.isBand.remove(at: 0)
        try band.view.deleteSections(IndexSet(integer: 0))
        band.view.layoutIfNeeded()
        #expect(band.frame(0)?.minX == kept)
        // Items deleted elsewhere.
        band.fixture.counts[2] -= 5
        try band.view.deleteItems(at: (0..<5).map { IndexPath(item: $0, section: 2) })
        band.view.layoutIfNeeded()
        #expect(band.frame(0)?.minX == kept)
        #expect(band.view.checkInvariants() == nil)
    }

    @Test("scrollToItem brings a band's item to the horizontal place asked, exactly")
    func scrollToItemAcross() throws {
        let band = BandFixture()
        band.view.scrollToItem(
            at: IndexPath(item: 5000, section: 0), at: [.top, .centeredHorizontally], animated: false)
        band.view.layoutIfNeeded()
        let centred = try #require(band.view.cellForItem(at: IndexPath(item: 5000, section: 0))?.frame)
        #expect(abs(centred.midX - 195) < 1e-6)
        band.view.scrollToItem(at: IndexPath(item: 9999, section: 0), at: .right, animated: false)
        band.view.layoutIfNeeded()
        let last = try #require(band.view.cellForItem(at: IndexPath(item: 9999, section: 0))?.frame)
        #expect(abs(last.maxX - 390) < 1e-6)
        // Focus moves along the band and keeps the focused item in view.
        band.view.focusItem(at: IndexPath(item: 20, section: 0))
        for _ in 0..<5 { band.view.moveFocus(by: 1) }
        let focused = try #require(band.view.cellForItem(at: IndexPath(item: 25, section: 0))?.frame)
        #expect(focused.minX >= 0 && focused.maxX <= 390)
        #expect(band.view.checkInvariants() == nil)
    }

    @Test("a band of estimated height fits the cells in view")
    func estimatedBand() throws {
        let band = BandFixture(estimated: true)
        band.fixture.fittedHeight = { CGFloat(100 + $0.item % 3 * 20) }
        band.view.reloadData()
        band.view.layoutIfNeeded()
        // Items 0, 1 and 2 are in view: the band is as tall as the tallest, 140.
        #expect(band.frame(0)?.height == 140)
        #expect(band.frame(0, 1)?.minY == 160)
        #expect(band.view.checkInvariants() == nil)
    }
}

@MainActor
@Suite("Collection view: the wheel and keys across")
struct CollectionViewOrthogonalWheelTests {
    @Test("a sideways wheel moves the focused item's band, else the first band on screen")
    func sidewaysWheel() throws {
        let band = BandFixture()
        band.view.scrollWheel(by: CGPoint(x: 40, y: 0))
        band.view.layoutIfNeeded()
        #expect(abs((band.frame(0)?.minX ?? 0) + 24) < 1e-9)
        #expect(band.view.contentOffset.y == 0)
        // With the focus in the second band, that one moves.
        band.view.focusItem(at: IndexPath(item: 0, section: 2))
        let second = try #require(band.frame(0, 2)?.minX)
        band.view.scrollWheel(by: CGPoint(x: 30, y: 0))
        band.view.layoutIfNeeded()
        #expect(abs((band.frame(0, 2)?.minX ?? 0) - (second - 30)) < 1e-9)
        #expect(abs((band.frame(0)?.minX ?? 0) + 24) < 1e-9)
        #expect(band.view.checkInvariants() == nil)
    }

    @Test("a paging band glides one page a wheel turn")
    func pagingWheel() throws {
        let band = BandFixture(behavior: .groupPaging)
        for _ in 0..<5 { band.view.scrollWheel(by: CGPoint(x: 10, y: 0)) }
        band.settle()
        let x = try #require(band.frame(0)?.minX)
        #expect(abs(Double(16 - x) - 153.2) < 1e-6)
    }
}
