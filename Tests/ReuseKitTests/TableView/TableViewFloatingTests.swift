import Foundation
import TestSupport
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

@Suite("Table view: floating section headers and footers")
@MainActor
struct TableViewFloatingTests {
    /// Where a linear scan of the fixture pins the header at `top`, or `nil`.
    static func expectedHeader(_ fixture: SectionedTableFixture, top: CGFloat) -> (section: Int, y: CGFloat)?
    {
        guard let section = fixture.sections.indices.last(where: { fixture.headerTop($0) <= top }) else {
            return fixture.sections.isEmpty ? nil : (0, fixture.headerTop(0))
        }
        let y = max(fixture.headerTop(section), min(top, fixture.footerTop(section) - fixture.headerHeight))
        return y + fixture.headerHeight > top ? (section, y) : nil
    }

    @Test("the header of the section at the top stays pinned until the next header pushes it up")
    func headerPins() {
        let fixture = SectionedTableFixture(rowCounts: [20, 3, 0, 15, 30])
        let table = fixture.makeTable(height: 100)
        table.layoutIfNeeded()
        var offset: CGFloat = 0
        while offset <= table.maximumContentOffsetY {
            table.contentOffset.y = offset
            table.layoutIfNeeded()
            #expect(table.checkInvariants() == nil, "offset \(offset)")
            let expected = Self.expectedHeader(fixture, top: offset)
            let view = table.floatingHeaderView as? TableViewHeaderFooterView
            #expect(view?.frame.minY == expected?.y, "offset \(offset)")
            #expect(view?.textLabel?.text == expected.map { "Section \($0.section)" }, "offset \(offset)")
            // Drawn over the rows: no cell comes after it among the subviews.
            if let view, let index = table.subviews.lastIndex(where: { $0 === view }) {
                #expect(!table.subviews[index...].contains { $0 is TableViewCell })
            }
            offset += 3
        }
        // Scrolled down once, every header was asked exactly once: the pinned one kept its view.
        #expect(fixture.headerCalls == [0: 1, 1: 1, 2: 1, 3: 1, 4: 1])
    }

    @Test("the pinned header keeps its one view through a whole section")
    func pinnedViewIsKept() {
        let fixture = SectionedTableFixture(rowCounts: [200, 5])
        let table = fixture.makeTable(height: 100)
        table.contentOffset.y = 20
        table.layoutIfNeeded()
        let pinned = table.floatingHeaderView
        #expect(pinned != nil)
        for step in 1..<180 {
            table.contentOffset.y = CGFloat(20 + step * 10)
            table.layoutIfNeeded()
            #expect(table.floatingHeaderView === pinned)
        }
        #expect(fixture.headerCalls[0] == 1)
        #expect(table.checkInvariants() == nil)
    }

    @Test("grouped headers and footers scroll with their rows")
    func groupedDoesNotFloat() {
        let fixture = SectionedTableFixture(rowCounts: [20, 20])
        fixture.footerHeight = 4
        let table = fixture.makeTable(height: 100, style: .grouped)
        table.contentOffset.y = 50
        table.layoutIfNeeded()
        #expect(table.style == .grouped)
        #expect(table.floatingHeaderView == nil)
        #expect(table.floatingFooterView == nil)
        let headers = table.subviews.compactMap { $0 as? TableViewHeaderFooterView }
        #expect(headers.isEmpty)
        table.contentOffset.y = 180
        table.layoutIfNeeded()
        let footer = table.subviews.compactMap { $0 as? TableViewHeaderFooterView }.first {
            $0.textLabel?.text == "End of 0"
        }
        #expect(footer?.frame == table.rectForFooter(inSection: 0))
        #expect(table.checkInvariants() == nil)
    }

    @Test("the footer of the section at the bottom stays pinned until its rows' start pushes it down")
    func footerPins() {
        let fixture = SectionedTableFixture(rowCounts: [20, 20])
        fixture.footerHeight = 4
        let table = fixture.makeTable(height: 100)
        table.layoutIfNeeded()
        // Section 0: header 0..<8, rows 8..<208, footer 208..<212.
        #expect(table.floatingFooterView?.frame == CGRect(x: 0, y: 96, width: 30, height: 4))
        // Section 1: header 212..<220, rows 220..<420: its footer floats at the bottom edge.
        table.contentOffset.y = 150
        table.layoutIfNeeded()
        #expect(table.floatingFooterView?.frame.minY == 246)
        #expect((table.floatingFooterView as? TableViewHeaderFooterView)?.textLabel?.text == "End of 1")
        // The footer's place reaches past the bottom edge: it is pinned fully in view.
        table.contentOffset.y = 110
        table.layoutIfNeeded()
        #expect(table.floatingFooterView?.frame.minY == 206)
        #expect((table.floatingFooterView as? TableViewHeaderFooterView)?.textLabel?.text == "End of 0")
        // The bottom edge in section 1's header: its footer is pushed below the edge.
        table.contentOffset.y = 113
        table.layoutIfNeeded()
        #expect(table.floatingFooterView == nil)
        table.contentOffset.y = 125
        table.layoutIfNeeded()
        #expect(table.floatingFooterView?.frame.minY == 221)
        #expect(table.checkInvariants() == nil)
    }

    @Test("a tap on the pinned header selects nothing under it")
    func tapOnPinnedHeader() {
        let fixture = SectionedTableFixture(rowCounts: [30])
        let table = fixture.makeTable(height: 100)
        table.contentOffset.y = 95
        table.layoutIfNeeded()
        #expect(table.tapRow(at: CGPoint(x: 2, y: 97)) == nil)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.tapRow(at: CGPoint(x: 2, y: 95 + 9)) == IndexPath(row: 9, section: 0))
    }

    @Test("with estimated heights the pinned header lands where exact heights put it on screen")
    func estimatedIsExact() {
        func height(_ section: Int, _ row: Int) -> CGFloat { CGFloat(4 + (section * 7 + row * 5) % 13) }
        let counts = [12, 0, 25, 3, 40, 9]
        let estimated = SectionedTableFixture(rowCounts: counts, height: height)
        let exact = SectionedTableFixture(rowCounts: counts, height: height)
        estimated.footerHeight = 3
        exact.footerHeight = 3
        let table = estimated.makeTable(height: 60, estimate: 7)
        let reference = exact.makeTable(height: 60)
        table.layoutIfNeeded()
        reference.layoutIfNeeded()
        var compared = 0
        for step in 0..<160 {
            table.contentOffset.y += CGFloat(3 + step % 5)
            table.layoutIfNeeded()
            #expect(table.checkInvariants() == nil, "step \(step)")
            guard let first = (table.indexPathsForVisibleRows ?? []).first else { continue }
            let screenY = table.rectForRow(at: first).minY - table.contentOffset.y
            let target = reference.rectForRow(at: first).minY - screenY
            guard target >= 0, target <= reference.maximumContentOffsetY else { continue }
            reference.contentOffset.y = target
            reference.layoutIfNeeded()
            let pinned = table.floatingHeaderView.map { $0.frame.minY - table.contentOffset.y }
            let expected = reference.floatingHeaderView.map { $0.frame.minY - reference.contentOffset.y }
            #expect(pinned == expected, "step \(step)")
            let footer = table.floatingFooterView.map { $0.frame.minY - table.contentOffset.y }
            let expectedFooter = reference.floatingFooterView.map {
                $0.frame.minY - reference.contentOffset.y
            }
            #expect(footer == expectedFooter, "step \(step)")
            compared += 1
        }
        #expect(compared > 100)
    }

    @Test("measuring rows above the viewport in the pinned section moves nothing on screen")
    func measuringDoesNotFlicker() {
        let fixture = SectionedTableFixture(rowCounts: [300]) { _, row in CGFloat(5 + row % 9) }
        let table = fixture.makeTable(height: 60, estimate: 7)
        table.scrollToRow(at: IndexPath(row: 200, section: 0), at: .top, animated: false)
        table.layoutIfNeeded()
        let pinned = table.floatingHeaderView
        let calls = fixture.headerCalls[0]
        #expect(pinned?.frame.minY == table.contentOffset.y)
        let before = table.contentOffset.y
        _ = table.rectForRow(at: IndexPath(row: 150, section: 0))
        #expect(table.contentOffset.y != before)
        table.layoutIfNeeded()
        #expect(table.floatingHeaderView === pinned)
        #expect(pinned?.frame.minY == table.contentOffset.y)
        #expect(fixture.headerCalls[0] == calls)
        #expect(table.checkInvariants() == nil)
    }

    @Test("updates and reloads renumber the sections under the pinned header")
    func updatesRepin() throws {
        let fixture = SectionedTableFixture(rowCounts: [10, 30, 10])
        let table = fixture.makeTable(height: 60)
        table.contentOffset.y = 150
        table.layoutIfNeeded()
        #expect((table.floatingHeaderView as? TableViewHeaderFooterView)?.textLabel?.text == "Section 1")
        fixture.sections.remove(at: 0)
        try table.deleteSections(IndexSet(integer: 0))
        #expect(table.checkInvariants() == nil)
        #expect((table.floatingHeaderView as? TableViewHeaderFooterView)?.textLabel?.text == "Section 0")
        fixture.sections.insert([], at: 0)
        table.reloadData()
        table.layoutIfNeeded()
        #expect(table.checkInvariants() == nil)
        let headers = table.subviews.compactMap { $0 as? TableViewHeaderFooterView }
        #expect(headers.count == Set(headers.map { ObjectIdentifier($0) }).count)
    }
}
