import Foundation
import ReuseKitCore
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

/// A cell that counts how often it was prepared for reuse.
@MainActor
final class CountingCell: TableViewCell {
    var preparations = 0

    override func prepareForReuse() {
        super.prepareForReuse()
        preparations += 1
    }
}

@MainActor
@Suite("One reuse registry for every recycling view")
struct ReuseRegistryTests {
    func registry(prepares: Bool = true, limit: Int = 2) -> ReuseRegistry<TableViewCell> {
        ReuseRegistry(
            noun: "cell", registration: "register(_:forCellReuseIdentifier:)", limitPerIdentifier: limit,
            preparesOnDequeue: prepares)
    }

    @Test("Dequeue gives a pooled view of exactly the identifier, else a new registered one, else nil")
    func dequeueRule() throws {
        var cells = registry()
        #expect(cells.dequeue("a") == nil)
        cells.register("a") { CountingCell(style: .default, reuseIdentifier: $0) }
        cells.register("b") { TableViewCell(style: .default, reuseIdentifier: $0) }
        let firstDequeued = cells.dequeue("a")
        let first = try #require(firstDequeued as? CountingCell)
        #expect(first.reuseIdentifier == "a")
        #expect(cells.counters.created == 1 && cells.counters.reused == 0)
        cells.enqueue(first, identifier: "a")
        // Another identifier never gets a view pooled under "a".
        let otherDequeued = cells.dequeue("b")
        let other = try #require(otherDequeued)
        #expect(other !== first && other.reuseIdentifier == "b")
        let againDequeued = cells.dequeue("a")
        let again = try #require(againDequeued as? CountingCell)
        #expect(again === first)
        #expect(first.preparations == 1)
        #expect(
            cells.counters
                == {
                    var expected = ReuseCounters()
                    expected.created = 2
                    expected.reused = 1
                    expected.enqueued = 1
                    return expected
                }())
    }

    @Test("The pool keeps at most its limit per identifier and lets views without one go")
    func limits() {
        var cells = registry(limit: 2)
        cells.register("a") { TableViewCell(style: .default, reuseIdentifier: $0) }
        let made = (0..<3).compactMap { _ in cells.dequeue("a") }
        for cell in made { cells.enqueue(cell, identifier: "a") }
        cells.enqueue(TableViewCell(style: .default, reuseIdentifier: nil), identifier: nil)
        #expect(cells.pooledCount == 2)
        #expect(cells.counters.discarded == 1)
        #expect(cells.pooledElements.allSatisfy { cell in made.contains { $0 === cell } })
        cells.limitPerIdentifier = 5
        #expect(cells.limitPerIdentifier == 5)
    }

    @Test("A registry that leaves preparing to its view hands pooled views out untouched")
    func noPreparation() throws {
        var cells = registry(prepares: false)
        cells.register("a") { CountingCell(style: .default, reuseIdentifier: $0) }
        let cellDequeued = cells.dequeue("a")
        let cell = try #require(cellDequeued as? CountingCell)
        cells.enqueue(cell, identifier: "a")
        #expect(cells.dequeue("a") === cell)
        #expect(cell.preparations == 0)
    }

    @Test("Dequeuing for an item with an unregistered identifier stops with a message naming it")
    func unregistered() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let waterfall = WaterfallView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                _ = waterfall.dequeueReusableCell(withIdentifier: "nope", for: 7)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("unable to dequeue a cell with identifier 'nope' for cell 7"))
        #expect(message.contains("register(_:forCellReuseIdentifier:)"))
    }

    @Test("A table's cell and title-view counters are its registries', and add up to what it showed")
    func tableCounters() {
        final class Titled: TableViewDataSource {
            var cellCalls = 0
            func numberOfSections(in tableView: TableView) -> Int { 20 }
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 5 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                cellCalls += 1
                return tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            }
            func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
                "Section \(section)"
            }
        }
        let source = Titled()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.sectionHeaderHeight = 22
        table.dataSource = source
        for step in 0..<40 {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 30)
            table.layoutIfNeeded()
            #expect(table.checkInvariants() == nil)
            #expect(table.cellCounters == table.cells.counters)
            #expect(table.pooledCellCount == table.cells.pooledCount)
            let counters = table.cellCounters
            // Every cell asked for was made or reused; every cell made is visible or pooled.
            #expect(counters.created + counters.reused == source.cellCalls)
            #expect(counters.created - counters.discarded == table.visibleCells.count + table.pooledCellCount)
        }
        let titles = table.headerFooterViews.counters
        #expect(titles.created > 0 && titles.reused > 0)
        #expect(titles.created <= 3)
    }

    @Test("A waterfall's counters are its registry's, and add up to what it showed")
    func waterfallCounters() {
        let fixture = WaterfallFixture(count: 500, height: WaterfallFixture.hashedHeight(seed: 9))
        let waterfall = fixture.makeView()
        waterfall.reloadData()
        for step in 0..<40 {
            waterfall.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 97)
            waterfall.layoutIfNeeded()
            #expect(waterfall.checkInvariants() == nil)
            #expect(waterfall.cellCounters == waterfall.cells.counters)
            #expect(waterfall.pooledCellCount == waterfall.cells.pooledCount)
            let counters = waterfall.cellCounters
            #expect(counters.created + counters.reused == fixture.cellCalls)
            #expect(
                counters.created - counters.discarded
                    == waterfall.indexesForVisibleCells.count + waterfall.pooledCellCount)
        }
        #expect(waterfall.cellCounters.reused > 0)
    }

    @Test("A pager's page views: three made, then only reused, in their slots or from the pool")
    func pagerCounters() {
        let fixture = PagerFixture(count: 8)
        for _ in 0..<6 {
            fixture.swipe(-80)
            fixture.settle()
            var expected = fixture.pager.pages.counters
            expected.reused += fixture.pager.pageReassignments
            #expect(fixture.pager.pageViewCounters == expected)
        }
        #expect(fixture.index == 6)
        let counters = fixture.pager.pageViewCounters
        #expect(counters.created == 3)
        // Every view made sits in a slot or waits in the pool.
        let pager = fixture.pager
        let inSlots = [pager.previousPageView, pager.currentPageView, pager.nextPageView].compactMap { $0 }
        #expect(counters.created - counters.discarded == inSlots.count + pager.pages.pooledCount)
        #expect(fixture.pager.checkInvariants() == nil)
    }
}
