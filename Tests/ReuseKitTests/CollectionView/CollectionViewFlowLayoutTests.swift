import Foundation
@_spi(Testing) @_spi(Hosting) import ReuseKit
import TestSupport
import Testing

@MainActor
@Suite("Collection view with a flow layout")
struct CollectionViewFlowLayoutTests {
    static func gridLayout() -> CollectionViewFlowLayout {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        return layout
    }

    @Test("items fill lines edge to edge as UIKit's: three 100-pt items in 390 pt stand 145 pt apart")
    func framesFollowUIKit() {
        let fixture = CollectionFixture(counts: [7])
        let view = fixture.makeView(layout: Self.gridLayout())
        view.layoutIfNeeded()
        let frames = (0..<7).compactMap {
            view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
        }
        #expect(frames.map(\.minX) == [0, 145, 290, 0, 145, 290, 0])
        #expect(frames.map(\.minY) == [0, 0, 0, 110, 110, 110, 220])
        #expect(view.contentSize.height == 320)
    }

    @Test("only the items in view get cells; a million items reload without asking any other")
    func virtualized() {
        let fixture = CollectionFixture(counts: [1_000_000])
        let view = fixture.makeView(layout: Self.gridLayout())
        view.layoutIfNeeded()
        // 844 pt show lines 0...7 (the eighth starts at 770): 8 lines of 3.
        // 333,334 lines of 110 pt, less the spacing after the last.
        #expect(fixture.cellRequests.count == 24)
        #expect(view.indexPathsForVisibleItems.count == 24)
        #expect(view.contentSize.height == 36_666_730)
        #expect(view.checkInvariants() == nil)
    }

    @Test("a section's header and footer are placed around its lines and insets")
    func headersAndFooters() {
        let layout = Self.gridLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        layout.footerReferenceSize = CGSize(width: 0, height: 30)
        layout.sectionInset = EdgeInsets(top: 5, left: 20, bottom: 15, right: 20)
        let fixture = CollectionFixture(counts: [4, 2])
        let view = fixture.makeView(layout: layout)
        view.layoutIfNeeded()
        let header = view.layoutAttributesForSupplementaryElement(
            ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        let footer = view.layoutAttributesForSupplementaryElement(
            ofKind: CollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        // Section 0: header 40, inset 5, two lines 100 + 10 + 100, inset 15, footer 30 = 300.
        #expect(footer?.frame == CGRect(x: 0, y: 270, width: 390, height: 30))
        #expect(header?.frame == CGRect(x: 0, y: 300, width: 390, height: 40))
        #expect(
            view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.origin
                == CGPoint(x: 20, y: 45))
        #expect(
            view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.origin
                == CGPoint(x: 270, y: 45))
        #expect(fixture.supplementaryRequests == ["header 0", "footer 0", "header 1", "footer 1"])
        #expect(
            view.supplementaryView(
                forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
                != nil)
        #expect(view.checkInvariants() == nil)
    }

    @Test("a pinned header stays at the top while its section is on screen, then leaves with it")
    func pinnedHeaders() {
        let layout = Self.gridLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        layout.sectionHeadersPinToVisibleBounds = true
        let fixture = CollectionFixture(counts: [30, 30])
        let view = fixture.makeView(layout: layout)
        view.layoutIfNeeded()
        let section0 = IndexPath(item: 0, section: 0)
        let kind = CollectionView.elementKindSectionHeader
        view.setContentOffset(CGPoint(x: 0, y: 500), animated: false)
        view.layoutIfNeeded()
        #expect(view.supplementaryView(forElementKind: kind, at: section0)?.frame.minY == 500)
        // Section 0 is 40 + 10 lines of 110 - 10 = 1130 long: its header stops at 1090.
        view.setContentOffset(CGPoint(x: 0, y: 1100), animated: false)
        view.layoutIfNeeded()
        #expect(view.supplementaryView(forElementKind: kind, at: section0)?.frame.minY == 1090)
        #expect(view.checkInvariants() == nil)
    }

    @Test("random scrolls and jumps keep exactly the items in the bounds on screen")
    func randomizedScrolling() {
        let run = RandomizedRun(name: "CollectionScroll", defaultIterations: 300)
        var random = run.makeGenerator()
        let layout = Self.gridLayout()
        layout.estimatedItemSize = CGSize(width: 100, height: 60)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let fixture = CollectionFixture(counts: [50, 0, 200, 7, 1000])
        fixture.fittedHeight = CollectionFixture.hashedHeight(seed: run.seed)
        let view = fixture.makeView(layout: layout)
        view.layoutIfNeeded()
        var mostVisible = 0
        for step in 0..<run.iterations {
            switch Int.random(in: 0..<3, using: &random) {
            case 0: view.scroll(by: CGPoint(x: 0, y: CGFloat(Int.random(in: -400...400, using: &random))))
            case 1:
                view.setContentOffset(
                    CGPoint(
                        x: 0, y: CGFloat.random(in: 0...view.contentSize.height, using: &random).rounded()),
                    animated: false)
            default:
                let section = [0, 2, 3, 4].randomElement(using: &random) ?? 0
                let item = Int.random(in: 0..<fixture.counts[section], using: &random)
                view.scrollToItem(at: IndexPath(item: item, section: section), at: .top, animated: false)
            }
            view.layoutIfNeeded()
            if let problem = view.checkInvariants() {
                Issue.record("step \(step): \(problem) (SEED=\(run.seed))")
                return
            }
            mostVisible = max(mostVisible, view.indexPathsForVisibleItems.count)
        }
        // Cells are made for what is on screen and a few lines fitted on the way there (a jump
        // fits lines that a clamp then leaves out), not for every step: the pool serves the rest.
        #expect(view.cellCounters.created <= mostVisible + 9)
    }
}

/// A flow delegate that sizes items one by one, as UIKit apps do, counting the calls.
@MainActor
final class SizedItems: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    var sizes: [CGSize]
    var sizeCalls = 0
    init(_ sizes: [CGSize]) { self.sizes = sizes }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        sizes.count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        sizeCalls += 1
        return sizes[indexPath.item]
    }
}

@MainActor
@Suite("Flow layout with sizes item by item")
struct CollectionViewItemSizeTests {
    func makeView(_ items: SizedItems) -> CollectionView {
        let layout = CollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.sectionInset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 410, height: 300), collectionViewLayout: layout)
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = items
        view.delegate = items
        view.layoutIfNeeded()
        return view
    }

    @Test("sizeForItemAt places items as UIKit's flow layout: lines by width, centred in their line's height")
    func framesFromSizes() {
        let items = SizedItems([
            CGSize(width: 100, height: 40), CGSize(width: 150, height: 60), CGSize(width: 80, height: 50),
            CGSize(width: 200, height: 30), CGSize(width: 120, height: 30), CGSize(width: 60, height: 20),
        ])
        let view = makeView(items)
        #expect(items.sizeCalls == 6)
        let frames = (0..<6).compactMap {
            view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
        }
        #expect(
            frames == [
                CGRect(x: 10, y: 10, width: 100, height: 40), CGRect(x: 140, y: 0, width: 150, height: 60),
                CGRect(x: 320, y: 5, width: 80, height: 50), CGRect(x: 10, y: 70, width: 200, height: 30),
                CGRect(x: 280, y: 70, width: 120, height: 30), CGRect(x: 10, y: 110, width: 60, height: 20),
            ])
        #expect(view.contentSize.height == 130)
        #expect(view.indexPathForItem(at: CGPoint(x: 30, y: 5)) == nil)
        #expect(view.indexPathForItem(at: CGPoint(x: 30, y: 15)) == IndexPath(item: 0, section: 0))
        #expect(view.checkInvariants() == nil)
    }

    @Test("random sizes and random scrolls keep exactly the items in the bounds on screen")
    func randomizedSizes() {
        let run = RandomizedRun(name: "CollectionItemSizes", defaultIterations: 200)
        var random = run.makeGenerator()
        let items = SizedItems(
            (0..<5000).map { _ in
                CGSize(
                    width: CGFloat(Int.random(in: 20...300, using: &random)),
                    height: CGFloat(Int.random(in: 10...120, using: &random)))
            })
        let view = makeView(items)
        for step in 0..<run.iterations {
            if Bool.random(using: &random) {
                view.scroll(by: CGPoint(x: 0, y: CGFloat(Int.random(in: -300...300, using: &random))))
            } else {
                let target = IndexPath(item: Int.random(in: 0..<5000, using: &random), section: 0)
                view.scrollToItem(
                    at: target, at: [.top, .bottom, .centeredVertically][step % 3], animated: false)
            }
            view.layoutIfNeeded()
            if let problem = view.checkInvariants() {
                Issue.record("step \(step): \(problem) (SEED=\(run.seed))")
                return
            }
        }
        #expect(items.sizeCalls == 5000)
    }

    @Test("a delegate that gives every item one size gets UIKit's columns; one that gives none is asked once")
    func uniformAndMissingSizes() {
        let uniform = SizedItems(Array(repeating: CGSize(width: 100, height: 50), count: 7))
        let view = makeView(uniform)
        let lastLine = view.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))?.frame
        let above = view.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame
        #expect(lastLine?.minX == above?.minX)
        #expect(view.checkInvariants() == nil)
        let fixture = CollectionFixture(counts: [1_000_000])
        let grid = fixture.makeView(layout: CollectionViewFlowLayout())
        grid.layoutIfNeeded()
        #expect(grid.layoutAttributesForItem(at: IndexPath(item: 999_999, section: 0))?.frame.width == 50)
    }
}
