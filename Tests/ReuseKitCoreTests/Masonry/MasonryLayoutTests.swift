import TestSupport
import Testing

@_spi(Testing) @testable import ReuseKitCore

@Suite("Masonry layout: lazy placement against the seed's loop")
struct MasonryLayoutTests {
    @Test("placing in random chunks gives exactly the seed's frames and content height")
    func matchesSeed() {
        let run = RandomizedRun(name: "masonry-seed", defaultIterations: 150)
        var random = run.makeGenerator()
        for _ in 0..<run.iterations {
            let fixture = MasonryFixture(count: Int.random(in: 0...300, using: &random), using: &random)
            let seed = fixture.seed
            var layout = fixture.makeLayout()
            var position = 0.0
            while !layout.isFullyPlaced {
                position += Double(Int.random(in: 1...400, using: &random))
                layout.place(through: position, size: fixture.size)
                // Every item starting above the placed position is placed, and only in order.
                let expected = seed.frames.filter { $0.y < position }.count
                #expect(layout.placedCount >= expected)
                #expect(layout.sizedCount == layout.placedCount)
            }
            let frames = (0..<layout.placedCount).map { MasonryFixture.frame(layout.frame(ofItemAt: $0)) }
            #expect(frames == seed.frames)
            #expect(layout.contentHeight == seed.contentHeight)
            #expect(layout.checkInvariants() == nil)
        }
    }

    @Test("the items of a band are those a scan of the frames finds, column by column")
    func bandQueries() {
        let run = RandomizedRun(name: "masonry-bands", defaultIterations: 100)
        var random = run.makeGenerator()
        for _ in 0..<run.iterations {
            let fixture = MasonryFixture(count: Int.random(in: 1...400, using: &random), using: &random)
            let placement: MasonryPlacement = Bool.random(using: &random) ? .shortestColumn : .leftToRight
            var layout = fixture.makeLayout(placement: placement)
            for _ in 0..<10 {
                let top = Double(Int.random(in: -50...4000, using: &random))
                let bottom = top + Double(Int.random(in: 0...800, using: &random))
                layout.place(through: bottom, size: fixture.size)
                var found: [Int] = []
                for column in 0..<layout.columnCount {
                    for position in layout.positions(inColumn: column, intersecting: top, bottom) {
                        found.append(layout.item(at: position, inColumn: column))
                    }
                }
                let scanned = (0..<layout.placedCount).filter {
                    layout.frame(ofItemAt: $0).intersects(top: top, bottom: bottom)
                }
                #expect(found.sorted() == scanned)
            }
            #expect(layout.checkInvariants() == nil)
        }
    }

    @Test("left to right placement puts item i in column i mod columns, under the column's last item")
    func leftToRight() {
        var layout = MasonryLayout()
        let margins = MasonryMargins(top: 4, bottom: 6, left: 2, right: 2, row: 3, column: 1)
        layout.reset(itemCount: 7, columnCount: 3, width: 36, margins: margins, placement: .leftToRight)
        let heights: [Double] = [50, 10, 10, 10, 10, 10, 10]
        layout.place(through: .infinity) { .height(heights[$0]) }
        #expect((0..<7).map { layout.column(ofItemAt: $0) } == [0, 1, 2, 0, 1, 2, 0])
        #expect(layout.frame(ofItemAt: 3) == MasonryFrame(x: 2, y: 57, width: 10, height: 10))
        #expect(layout.frame(ofItemAt: 6).y == 70)
        #expect(layout.contentHeight == 86)
        #expect(layout.checkInvariants() == nil)
    }

    @Test("a million items reset without asking a size, and placing a screen asks only that screen")
    func lazyReset() {
        var layout = MasonryLayout()
        layout.reset(itemCount: 1_000_000, columnCount: 3, width: 320, margins: MasonryMargins())
        #expect(layout.sizedCount == 0)
        #expect(layout.placedCount == 0)
        #expect(layout.contentHeight > 20_000_000)
        var asked = 0
        layout.place(through: 600) { _ in
            asked += 1
            return .height(100)
        }
        #expect(asked == layout.placedCount)
        #expect(asked == 18)
        #expect(layout.frontier >= 600)
    }

    @Test("the content estimate never ends above the frontier while items remain")
    func estimateBound() {
        var random = SeededGenerator(seed: 7)
        let fixture = MasonryFixture(count: 2000, using: &random)
        var layout = fixture.makeLayout()
        layout.estimatedItemHeight = 1
        var position = 0.0
        while !layout.isFullyPlaced {
            position += 97
            layout.place(through: position, size: fixture.size)
            #expect(layout.contentHeight >= layout.frontier + layout.margins.bottom || layout.isFullyPlaced)
        }
        #expect(layout.contentHeight == fixture.seed.contentHeight)
    }

    @Test("appending k items places only them and equals a layout reset with n + k")
    func appendEquivalence() {
        let run = RandomizedRun(name: "masonry-append", defaultIterations: 60)
        var random = run.makeGenerator()
        for _ in 0..<run.iterations {
            let fixture = MasonryFixture(count: Int.random(in: 2...300, using: &random), using: &random)
            let n = Int.random(in: 0..<fixture.heights.count, using: &random)
            var appended = MasonryLayout()
            appended.reset(
                itemCount: n, columnCount: fixture.columns, width: fixture.width, margins: fixture.margins)
            appended.place(through: .infinity, size: fixture.size)
            let before = (0..<n).map { appended.frame(ofItemAt: $0) }
            var asked: [Int] = []
            appended.append(count: fixture.heights.count - n)
            appended.place(through: .infinity) { index in
                asked.append(index)
                return fixture.size(index)
            }
            #expect(asked == Array(n..<fixture.heights.count))
            #expect((0..<n).map { appended.frame(ofItemAt: $0) } == before)
            var whole = fixture.makeLayout()
            whole.place(through: .infinity, size: fixture.size)
            #expect(
                (0..<whole.placedCount).map { appended.frame(ofItemAt: $0) }
                    == (0..<whole.placedCount).map {
                        whole.frame(ofItemAt: $0)
                    })
            #expect(appended.contentHeight == whole.contentHeight)
        }
    }

    @Test("a relayout for a new width asks nothing again and rescales aspect ratios")
    func relayoutKeepsSizes() {
        var layout = MasonryLayout()
        let margins = MasonryMargins(top: 0, bottom: 0, left: 0, right: 0, row: 0, column: 0)
        layout.reset(itemCount: 4, columnCount: 2, width: 200, margins: margins)
        var asked = 0
        let sizes: [MasonryItemSize] = [.aspectRatio(2), .height(30), .aspectRatio(0.5), .height(10)]
        layout.place(through: .infinity) { index in
            asked += 1
            return sizes[index]
        }
        #expect(layout.frame(ofItemAt: 0).height == 50)
        #expect(layout.frame(ofItemAt: 2) == MasonryFrame(x: 100, y: 30, width: 100, height: 200))
        layout.relayout(width: 400, columnCount: 2, margins: margins)
        #expect(layout.placedCount == 0)
        layout.place(through: .infinity) { _ in
            Issue.record("a relayout asked a size again")
            return .height(0)
        }
        #expect(asked == 4)
        #expect(layout.frame(ofItemAt: 0).height == 100)
        #expect(layout.frame(ofItemAt: 2).height == 400)
        #expect(layout.checkInvariants() == nil)
    }

    @Test("the item at a point is the one whose frame contains it, gaps included")
    func hitTesting() {
        var random = SeededGenerator(seed: 11)
        let fixture = MasonryFixture(count: 300, using: &random)
        var layout = fixture.makeLayout()
        layout.place(through: .infinity, size: fixture.size)
        for _ in 0..<500 {
            let x = Double.random(in: -5...(fixture.width + 5), using: &random)
            let y = Double.random(in: -5...(layout.contentHeight + 5), using: &random)
            let expected = (0..<layout.placedCount).first {
                let frame = layout.frame(ofItemAt: $0)
                return x >= frame.x && x < frame.maxX && y >= frame.y && y < frame.maxY
            }
            #expect(layout.item(atX: x, y: y) == expected)
        }
    }
}
