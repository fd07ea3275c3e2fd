import Foundation
import TestSupport
import Testing

@_spi(Testing) @testable import ReuseKit

@Suite("Waterfall view: the seed's placement, lazily")
@MainActor
struct WaterfallViewSeedTests {
    @Test("cells sit exactly where the seed's loop puts them, for random heights, columns and margins")
    func seedPlacement() {
        let run = RandomizedRun(name: "waterfall-seed", defaultIterations: 25)
        var random = run.makeGenerator()
        for _ in 0..<run.iterations {
            let count = Int.random(in: 0...200, using: &random)
            let fixture = WaterfallFixture(
                count: count, columns: Int.random(in: 1...5, using: &random),
                height: WaterfallFixture.hashedHeight(seed: random.next()))
            for type in WaterfallView.MarginType.allCases {
                fixture.margins[type] = CGFloat(Int.random(in: 0...12, using: &random))
            }
            let width = CGFloat(Int.random(in: 80...600, using: &random))
            let view = fixture.makeView(width: width, height: 300)
            let seed = fixture.seedFrames(upTo: count, width: width)
            var offset: CGFloat = 0
            repeat {
                view.contentOffset.y = offset
                view.layoutIfNeeded()
                #expect(view.checkInvariants() == nil)
                offset += CGFloat(Int.random(in: 50...400, using: &random))
            } while offset < view.contentSize.height
            for index in 0..<count {
                let frame = seed.frames[index]
                #expect(
                    view.rectForCell(at: index)
                        == CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height))
            }
            #expect(view.contentSize.height == CGFloat(seed.contentHeight))
        }
    }

    @Test("a reload of a million cells asks no height, and the first screen asks only its own")
    func lazyReload() {
        let fixture = WaterfallFixture(count: 1_000_000, height: { _ in 100 })
        let view = fixture.makeView()
        view.reloadData()
        #expect(fixture.heightCalls == 0)
        #expect(view.placedCellCount == 0)
        view.layoutIfNeeded()
        // 480 pt of 100 pt cells with 8 pt gaps: five rows of three columns start above the bottom.
        #expect(fixture.heightCalls == 15)
        #expect(view.visibleCells.count == 15)
        #expect(view.contentSize.height > 30_000_000)
        #expect(view.checkInvariants() == nil)
    }

    @Test("scrolling a million-cell waterfall in random steps keeps the visible cells exact")
    func millionCellScroll() {
        let run = RandomizedRun(name: "waterfall-million", defaultIterations: 300)
        var random = run.makeGenerator()
        let fixture = WaterfallFixture(
            count: 1_000_000, height: WaterfallFixture.hashedHeight(seed: run.seed))
        let view = fixture.makeView()
        let reference = SeedVisibility(fixture.seedFrames(upTo: 12_000, width: 320))
        #expect(reference.topsAreSorted)
        view.layoutIfNeeded()
        var mostVisible = 0
        var offset: CGFloat = 0
        for _ in 0..<run.iterations {
            let jump = Int.random(in: 0..<20, using: &random) == 0
            let step = CGFloat(Int.random(in: jump ? -8000...8000 : -300...600, using: &random))
            offset = min(max(0, offset + step), 300_000)
            view.contentOffset.y = offset
            view.layoutIfNeeded()
            let top = Double(view.contentOffset.y)
            guard let expected = reference.visible(top: top, bottom: top + 480) else {
                Issue.record("the reference is too short for offset \(top)")
                return
            }
            #expect(view.indexesForVisibleCells == expected)
            #expect(view.checkInvariants() == nil)
            mostVisible = max(mostVisible, expected.count)
        }
        #expect(view.cellCounters.created <= mostVisible + 1)
        #expect(fixture.heightCalls == view.placedCellCount)
        #expect(view.placedCellCount < 12_000)
    }
}
