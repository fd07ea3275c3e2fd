import CAllocationCounter
import Foundation
import TestSupport
import Testing

@testable import ReuseKit

@Suite("Allocations: floating headers and footers")
@MainActor
struct FloatingAllocationTests {
    @Test("scroll steps under a pinned header and footer allocate nothing (optimized builds)")
    func pinnedStepsAllocateNothing() {
        let fixture = SectionedTableFixture(rowCounts: Array(repeating: 2_000, count: 20))
        fixture.footerHeight = 4
        fixture.indexTitles = (0..<20).map { "\($0 % 10)" }
        let table = fixture.makeTable(height: 300)
        for step in 0..<400 {
            table.contentOffset.y = CGFloat(step * 7)
            table.layoutIfNeeded()
        }
        let before = reusekit_allocation_count()
        var pinned = 0
        for step in 400..<800 {
            table.contentOffset.y = CGFloat(step * 7)
            table.layoutIfNeeded()
            if table.floatingSlots.header.detachedView != nil && table.floatingSlots.footer.flatIndex != nil {
                pinned += 1
            }
        }
        let allocations = reusekit_allocation_count() - before
        #expect(pinned == 400)
        #if DEBUG
            print("[Allocations] debug build: \(allocations) allocations over 400 pinned steps")
        #else
            #expect(allocations == 0)
        #endif
    }
}
