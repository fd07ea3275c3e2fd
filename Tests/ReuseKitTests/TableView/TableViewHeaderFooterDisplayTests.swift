import Foundation
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

@Suite("Table view: header and footer views, displayed and found as UIKit's")
@MainActor
struct TableViewHeaderFooterDisplayTests {
    /// The headers and footers whose views are in the table now, by the fixture's labels.
    static func shownItems(_ table: TableView) -> Set<String> {
        var items = Set<String>()
        for view in table.subviews {
            guard let view = view as? TableViewHeaderFooterView, let text = view.textLabel?.text else {
                continue
            }
            if text.hasPrefix("Section ") { items.insert("header " + text.dropFirst(8)) }
            if text.hasPrefix("End of ") { items.insert("footer " + text.dropFirst(7)) }
        }
        return items
    }

    @Test("scrolling a plain table tells every header and footer view's display and end, in pairs")
    func displayPairs() {
        for style in [TableView.Style.plain, .grouped] {
            let fixture = SectionedTableFixture(rowCounts: [12, 3, 0, 8, 20])
            fixture.footerHeight = 6
            let table = fixture.makeTable(height: 60, style: style)
            table.layoutIfNeeded()
            var offset: CGFloat = 0
            while offset <= table.maximumContentOffsetY {
                table.contentOffset.y = offset
                table.layoutIfNeeded()
                #expect(table.checkInvariants() == nil)
                // What the delegate believes is displayed is exactly what the table shows.
                #expect(
                    Set(fixture.displayedViews.values) == Self.shownItems(table), "\(style) offset \(offset)")
                for section in fixture.sections.indices {
                    let header = table.headerView(forSection: section)
                    let expected = Self.shownItems(table).contains("header \(section)")
                    #expect((header != nil) == expected, "\(style) offset \(offset) section \(section)")
                    if let header { #expect(header.textLabel?.text == "Section \(section)") }
                    let footer = table.footerView(forSection: section)
                    if let footer { #expect(footer.textLabel?.text == "End of \(section)") }
                    #expect((footer != nil) == Self.shownItems(table).contains("footer \(section)"))
                }
                offset += 4
            }
            #expect(fixture.displayEvents.filter { $0.hasPrefix("header+") }.count >= fixture.sections.count)
            #expect(table.headerView(forSection: 99) == nil && table.footerView(forSection: -1) == nil)
        }
    }

    @Test("the pinned header is found by headerView(forSection:) while its place is out of view")
    func floatingHeaderIsFound() throws {
        let fixture = SectionedTableFixture(rowCounts: [200, 5])
        let table = fixture.makeTable(height: 100)
        table.contentOffset.y = 500
        table.layoutIfNeeded()
        let pinned = try #require(table.floatingHeaderView as? TableViewHeaderFooterView)
        #expect(table.headerView(forSection: 0) === pinned)
        #expect(fixture.displayEvents == ["header+ 0"])
    }

    @Test("an update that deletes a section ends its header's display; a reload ends every one")
    func updatesEndDisplay() throws {
        let fixture = SectionedTableFixture(rowCounts: [2, 2, 2])
        let table = fixture.makeTable(height: 200, style: .grouped)
        table.layoutIfNeeded()
        #expect(Set(fixture.displayedViews.values) == ["header 0", "header 1", "header 2"])
        fixture.sections.remove(at: 1)
        try View.performWithoutAnimation { () throws(ListUpdateError) in
            try table.deleteSections([1])
        }
        table.layoutIfNeeded()
        #expect(fixture.displayEvents.contains("header- 1"))
        #expect(Set(fixture.displayedViews.values) == ["header 0", "header 1"])
        #expect(table.headerView(forSection: 1)?.textLabel?.text == "Section 1")
        table.reloadData()
        table.layoutIfNeeded()
        #expect(Set(fixture.displayedViews.values) == ["header 0", "header 1"])
        #expect(Set(fixture.displayedViews.values) == Self.shownItems(table))
    }
}
