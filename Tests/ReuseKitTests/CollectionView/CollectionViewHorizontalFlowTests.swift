import Foundation
@_spi(Testing) @_spi(Hosting) import ReuseKit
import TestSupport
import Testing

@MainActor
@Suite("Collection view with a flow layout scrolling horizontally")
struct CollectionViewHorizontalFlowTests {
    static func horizontalLayout() -> CollectionViewFlowLayout {
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        return layout
    }

    /// A view 390 pt wide and `height` tall over `counts`, laid out.
    static func makeView(
        _ fixture: CollectionFixture, _ layout: CollectionViewFlowLayout, height: CGFloat = 390
    ) -> CollectionView {
        let view = fixture.makeView(layout: layout, width: 390, height: height)
        view.clock = ManualFrameClock()
        view.layoutIfNeeded()
        return view
    }

    @Test("lines are columns filled top to bottom: the vertical layout's frames, transposed")
    func framesAreTransposed() {
        let fixture = CollectionFixture(counts: [7])
        let view = Self.makeView(fixture, Self.horizontalLayout())
        let frames = (0..<7).compactMap {
            view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
        }
        #expect(frames.map(\.minY) == [0, 145, 290, 0, 145, 290, 0])
        #expect(frames.map(\.minX) == [0, 0, 0, 110, 110, 110, 220])
        #expect(view.contentSize == CGSize(width: 320, height: 390))
    }

    @Test("headers and footers stand left and right of their sections, their widths counting")
    func boundariesStandAside() {
        let layout = Self.horizontalLayout()
        layout.headerReferenceSize = CGSize(width: 40, height: 0)
        layout.footerReferenceSize = CGSize(width: 30, height: 0)
        layout.sectionInset = EdgeInsets(top: 20, left: 5, bottom: 20, right: 15)
        let fixture = CollectionFixture(counts: [4, 2])
        let view = Self.makeView(fixture, layout)
        let header = view.layoutAttributesForSupplementaryElement(
            ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        let footer = view.layoutAttributesForSupplementaryElement(
            ofKind: CollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        // Section 0: header 40, inset 5, two columns 100 + 10 + 100, inset 15, footer 30 = 300;
        // a column holds three items in 390 - 40 pt of insets.
        #expect(footer?.frame == CGRect(x: 270, y: 0, width: 30, height: 390))
        #expect(header?.frame == CGRect(x: 300, y: 0, width: 40, height: 390))
        #expect(
            view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.origin
                == CGPoint(x: 45, y: 20))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame.minX == 155)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minX == 345)
        #expect(view.checkInvariants() == nil)
    }

    @Test("a million items: cells only for the columns in view, through drags, glides and jumps")
    func virtualizedSideways() {
        let fixture = CollectionFixture(counts: [1_000_000])
        let view = Self.makeView(fixture, Self.horizontalLayout())
        // 390 pt show columns 0...3 (the fourth starts at 330): 4 columns of 3.
        #expect(fixture.cellRequests.count == 12)
        #expect(view.contentSize.width == 36_666_730)
        let clock = view.clock as? ManualFrameClock
        let root = View(frame: view.frame)
        root.addSubview(view)
        let gestures = PointerGestures()
        gestures.pressBegan(at: CGPoint(x: 300, y: 200), in: root)
        for step in 1...10 {
            clock?.advance(by: 0.016)
            gestures.pressMoved(to: CGPoint(x: 300 - CGFloat(step) * 20, y: 200 + CGFloat(step)), in: root)
            view.layoutIfNeeded()
            #expect(view.checkInvariants() == nil)
        }
        #expect(view.contentOffset == CGPoint(x: 200, y: 0))
        gestures.pressEnded(at: CGPoint(x: 100, y: 210), in: root)
        var frames = 0
        while view.step() && frames < 2000 {
            clock?.advance(by: 1.0 / 60)
            view.layoutIfNeeded()
            frames += 1
            if let problem = view.checkInvariants() {
                Issue.record("frame \(frames): \(problem)")
                return
            }
        }
        #expect(view.contentOffset.x > 400 && view.contentOffset.y == 0)
        view.scrollToItem(
            at: IndexPath(item: 900_000, section: 0), at: .centeredHorizontally, animated: false)
        view.layoutIfNeeded()
        let frame = view.cellForItem(at: IndexPath(item: 900_000, section: 0))?.frame
        #expect(frame.map { $0.midX - view.contentOffset.x } == 195)
        #expect(view.visibleCells.count <= 15)
        #expect(view.checkInvariants() == nil)
    }

    @Test("a pinned header stays at the left edge while its section is on screen")
    func pinnedHeaderStaysLeft() {
        let layout = Self.horizontalLayout()
        layout.headerReferenceSize = CGSize(width: 40, height: 0)
        layout.sectionHeadersPinToVisibleBounds = true
        let fixture = CollectionFixture(counts: [30, 30])
        let view = Self.makeView(fixture, layout)
        view.scroll(by: CGPoint(x: 250, y: 0))
        view.layoutIfNeeded()
        let header = view.supplementaryView(
            forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 250, y: 0, width: 40, height: 390))
        #expect(view.checkInvariants() == nil)
    }

    static func estimatedLayout() -> CollectionViewFlowLayout {
        let layout = horizontalLayout()
        layout.estimatedItemSize = CGSize(width: 80, height: 120)
        return layout
    }

    @Test("self-sizing cells fit their widths; a column is as wide as its widest cell")
    func columnsFitTheirWidestCell() {
        let fixture = CollectionFixture(counts: [100_000])
        fixture.fittedWidth = { CGFloat(30 + $0.item % 3 * 20) }
        let view = Self.makeView(fixture, Self.estimatedLayout())
        let first = view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        let farAway = view.layoutAttributesForItem(at: IndexPath(item: 90_000, section: 0))?.frame
        #expect(first?.size == CGSize(width: 70, height: 120))
        #expect(farAway?.width == 80)
        #expect(view.checkInvariants() == nil)
    }

    @Test("scrollToItem lands exactly left, centred and right on items never measured")
    func exactJumps() {
        let run = RandomizedRun(name: "CollectionJumpAcross", defaultIterations: 60)
        let fixture = CollectionFixture(counts: [3000, 40_000, 500])
        fixture.fittedWidth = CollectionFixture.hashedHeight(seed: run.seed)
        let layout = Self.estimatedLayout()
        layout.headerReferenceSize = CGSize(width: 30, height: 0)
        let view = Self.makeView(fixture, layout)
        view.contentInset = EdgeInsets(top: 0, left: 20, bottom: 0, right: 10)
        view.layoutIfNeeded()
        CollectionJumpChecks.exactJumps(view, counts: fixture.counts, run: run, horizontal: true)
    }

    @Test("columns measured while scrolling left never move the cells on screen")
    func anchoring() {
        let fixture = CollectionFixture(counts: [10_000])
        fixture.fittedWidth = CollectionFixture.hashedHeight(seed: 7)
        let view = Self.makeView(fixture, Self.estimatedLayout())
        #expect(
            CollectionJumpChecks.anchoring(view, from: IndexPath(item: 6000, section: 0), horizontal: true)
                > 100)
    }

    @Test("prefetching looks ahead sideways, in the direction of travel")
    func prefetchesSideways() {
        let fixture = CollectionFixture(counts: [1000])
        let prefetcher = PrefetchLog()
        let view = fixture.makeView(layout: Self.horizontalLayout(), width: 390, height: 390)
        view.prefetchDataSource = prefetcher
        view.layoutIfNeeded()
        // The next viewport's columns: 4...7 hold items 12...23 (column 3 is partly in view).
        #expect(
            prefetcher.prefetched.flatMap { $0 }.sorted() == (12..<24).map { IndexPath(item: $0, section: 0) }
        )
    }
}
