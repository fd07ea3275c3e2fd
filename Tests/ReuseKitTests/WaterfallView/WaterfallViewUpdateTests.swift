import Foundation
import TestSupport
import Testing

@_spi(Testing) @testable import ReuseKit

@Suite("Waterfall view: appending and width changes")
@MainActor
struct WaterfallViewUpdateTests {
    @Test("appending k cells places only them and equals a reload with n + k")
    func appendEquivalence() throws {
        let run = RandomizedRun(name: "waterfall-append", defaultIterations: 20)
        var random = run.makeGenerator()
        for _ in 0..<run.iterations {
            let n = Int.random(in: 0...150, using: &random)
            let k = Int.random(in: 1...150, using: &random)
            let height = WaterfallFixture.hashedHeight(seed: random.next())
            let columns = Int.random(in: 1...4, using: &random)
            let appending = WaterfallFixture(count: n, columns: columns, height: height)
            let view = appending.makeView(height: 200)
            view.contentOffset.y = CGFloat(Int.random(in: 0...3000, using: &random))
            view.layoutIfNeeded()
            let placedBefore = (0..<view.placedCellCount).map { view.rectForCell(at: $0) }
            let asked = appending.heightCalls
            appending.count = n + k
            try view.appendCells(count: k)
            view.layoutIfNeeded()
            #expect(view.checkInvariants() == nil)
            let whole = WaterfallFixture(count: n + k, columns: columns, height: height)
            let reloaded = whole.makeView(height: 200)
            reloaded.layoutIfNeeded()
            for index in 0..<(n + k) {
                #expect(view.rectForCell(at: index) == reloaded.rectForCell(at: index))
            }
            #expect(placedBefore == (0..<placedBefore.count).map { view.rectForCell(at: $0) })
            #expect(appending.heightCalls - asked == n + k - placedBefore.count)
            #expect(view.contentSize.height == reloaded.contentSize.height)
            let offset = CGFloat(Int.random(in: 0...3000, using: &random))
            view.contentOffset.y = offset
            reloaded.contentOffset.y = offset
            #expect(view.indexesForVisibleCells == reloaded.indexesForVisibleCells)
        }
    }

    @Test("appending with a count the data source does not have throws and changes nothing")
    func appendMismatch() {
        let fixture = WaterfallFixture(count: 10, height: { _ in 30 })
        let view = fixture.makeView()
        view.layoutIfNeeded()
        fixture.count = 12
        #expect(
            throws: ListUpdateError.invalidRowCount(
                section: 0, before: 10, after: 12, inserted: 3, deleted: 0, movedIn: 0, movedOut: 0)
        ) {
            try view.appendCells(count: 3)
        }
        #expect(view.numberOfCells == 10)
        #expect(view.checkInvariants() == nil)
    }

    @Test(
        "a width change places the cells again once, keeps the top visible cell in place and asks no height")
    func widthChange() {
        let fixture = WaterfallFixture(count: 5000, height: WaterfallFixture.hashedHeight(seed: 3))
        fixture.aspectRatio = { $0 % 3 == 0 ? 1.5 : nil }
        let view = fixture.makeView(width: 320)
        view.scrollToCell(at: 600, animated: false)
        view.layoutIfNeeded()
        let anchor = view.indexesForVisibleCells[0]
        let screenY = view.rectForCell(at: anchor).minY - view.contentOffset.y
        let asked = fixture.heightCalls
        let columnsAsked = fixture.columnCalls
        view.frame.size.width = 500
        view.layoutIfNeeded()
        #expect(fixture.columnCalls == columnsAsked + 1)
        #expect(view.rectForCell(at: anchor).minY - view.contentOffset.y == screenY)
        #expect(view.visibleCells.allSatisfy { $0.frame.width == (500 - 16 - 16) / 3 })
        #expect(view.rectForCell(at: 0).height == (500 - 32) / 3 / 1.5)
        #expect(fixture.heightCalls <= asked + 200)
        #expect(view.checkInvariants() == nil)
        view.layoutIfNeeded()
        #expect(fixture.columnCalls == columnsAsked + 1)
        let seedHeights = WaterfallFixture(
            count: 5000,
            height: { index in
                index % 3 == 0 ? (500 - 32) / 3 / 1.5 : fixture.height(index)
            })
        let seed = seedHeights.seedFrames(upTo: view.placedCellCount, width: 500)
        for index in 0..<view.placedCellCount {
            let frame = seed.frames[index]
            #expect(
                view.rectForCell(at: index)
                    == CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height))
        }
    }
}
