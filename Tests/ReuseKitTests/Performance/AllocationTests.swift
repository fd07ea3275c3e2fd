import CAllocationCounter
import Foundation
import TestSupport
import Testing

@_spi(Testing) @testable import ReuseKit

@Suite("Allocations")
@MainActor
struct AllocationTests {
    @Test("the allocation counter counts")
    func counterCounts() {
        #expect(reusekit_allocation_counting_enabled() == 1)
        let before = reusekit_allocation_count()
        let array = [Int](repeating: 1, count: 1000)
        #expect(array.count == 1000)
        #expect(reusekit_allocation_count() > before)
    }

    @Test("a steady-state scroll step allocates nothing (optimized builds)")
    func steadyScrollAllocatesNothing() {
        let fixture = TableFixture(sections: [Array(repeating: 20, count: 100_000)])
        let table = fixture.makeTable(height: 600)
        table.layoutIfNeeded()
        // Warm up: fill the pool and let every buffer reach its size.
        for step in 0..<400 {
            table.contentOffset.y = CGFloat(step * 7)
            table.layoutIfNeeded()
        }
        var steps = 0
        var allocations: UInt64 = 0
        for step in 400..<600 {
            // Steps that stay within the same rows: no cell enters or leaves.
            let y = CGFloat(step * 20 + 3)
            table.contentOffset.y = y
            table.layoutIfNeeded()
            let before = reusekit_allocation_count()
            table.contentOffset.y = y + 5
            table.layoutIfNeeded()
            allocations += reusekit_allocation_count() - before
            steps += 1
        }
        #expect(steps == 200)
        #if DEBUG
            // Unoptimized builds box generic iterators on the heap; the optimized build is the
            // one that must not allocate (.ci/run runs this suite with -c release).
            print("[Allocations] debug build: \(allocations) allocations over \(steps) steady steps")
        #else
            #expect(allocations == 0)
        #endif
    }

    @Test("scroll steps that bring rows in and take rows out allocate nothing (optimized builds)")
    func turnoverAllocatesNothing() {
        let fixture = TableFixture(sections: [Array(repeating: 20, count: 100_000)])
        let table = fixture.makeTable(height: 600)
        for step in 0..<400 {
            table.contentOffset.y = CGFloat(step * 7)
            table.layoutIfNeeded()
        }
        // The fixture records display callbacks; give its logs room so only the table is counted.
        fixture.displayed.reserveCapacity(fixture.displayed.count + 10_000)
        fixture.endedDisplaying.reserveCapacity(fixture.endedDisplaying.count + 10_000)
        // The first read of the counters instantiates type metadata once; not a scroll cost.
        _ = table.cellCounters
        let before = reusekit_allocation_count()
        var turnovers = 0
        for step in 400..<800 {
            let created = table.cellCounters.reused
            table.contentOffset.y = CGFloat(step * 7)
            table.layoutIfNeeded()
            if table.cellCounters.reused != created { turnovers += 1 }
        }
        let allocations = reusekit_allocation_count() - before
        #expect(turnovers > 100)
        #if DEBUG
            print("[Allocations] debug build: \(allocations) allocations over 400 turnover steps")
        #else
            #expect(allocations == 0)
        #endif
    }
}
