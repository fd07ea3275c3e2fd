import Foundation
import TestSupport
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

@Suite("Table view: section index titles")
@MainActor
struct TableViewSectionIndexTests {
    static func letters(_ count: Int) -> [String] {
        (0..<count).map { String(UnicodeScalar(UInt8(65 + $0 % 26))) }
    }

    @Test("the strip shows the data source's titles along the trailing edge, over the rows")
    func stripPlacement() {
        let fixture = SectionedTableFixture(rowCounts: [20, 20, 20, 20])
        fixture.indexTitles = ["A", "B", "C", "D"]
        let table = fixture.makeTable(height: 100, width: 30)
        table.contentOffset.y = 150
        table.layoutIfNeeded()
        #expect(table.sectionIndexTitles == ["A", "B", "C", "D"])
        let strip = table.sectionIndexView
        // One column of title and one of space, the viewport's whole height, drawn last.
        #expect(strip.frame == CGRect(x: 28, y: 150, width: 2, height: 100))
        #expect(table.subviews.last === strip)
        #expect(table.hitTest(CGPoint(x: 29, y: 190)) === strip)
        #expect(table.sectionIndexContains(CGPoint(x: 29, y: 190)))
        #expect(!table.sectionIndexContains(CGPoint(x: 20, y: 190)))
        #expect(table.checkInvariants() == nil)
        fixture.indexTitles = nil
        table.reloadData()
        table.layoutIfNeeded()
        #expect(strip.superview == nil)
    }

    @Test("a tap on a title jumps exactly to its section's header, through unmeasured rows")
    func tapJumps() {
        func height(_ section: Int, _ row: Int) -> CGFloat { CGFloat(5 + (row * 3 + section) % 11) }
        let fixture = SectionedTableFixture(rowCounts: Array(repeating: 400, count: 26), height: height)
        fixture.indexTitles = Self.letters(26)
        let table = fixture.makeTable(height: 52, width: 30, estimate: 9)
        table.layoutIfNeeded()
        // 26 titles, one a line, centred in 52 points: the block is 13..<39; "K" is the eleventh.
        let strip = table.sectionIndexView.frame
        let before = fixture.heightCalls
        #expect(table.touchSectionIndex(at: CGPoint(x: strip.midX, y: strip.minY + 23.5)) == 10)
        #expect(table.contentOffset.y == table.rectForHeader(inSection: 10).minY)
        // Only the rows that came into view were measured: the jump scanned no section.
        #expect(fixture.heightCalls - before <= 52 / 5 + 1)
        #expect(table.floatingHeaderView?.frame.minY == table.contentOffset.y)
        #expect(table.checkInvariants() == nil)
        // A tap through handleTap does the same and selects nothing.
        #expect(table.tapRow(at: CGPoint(x: strip.midX, y: table.contentOffset.y + 50)) == nil)
        #expect(
            table.contentOffset.y == table.rectForHeader(inSection: 25).minY
                || table.contentOffset.y == table.maximumContentOffsetY)
        #expect(table.indexPathsForSelectedRows == nil)
        #expect(fixture.indexCalls == 2)
    }

    @Test("dragging over the strip scrubs through the sections and clamps past its ends")
    func scrubbing() {
        let fixture = SectionedTableFixture(rowCounts: Array(repeating: 30, count: 10))
        fixture.indexTitles = Self.letters(10)
        let table = fixture.makeTable(height: 100)
        table.layoutIfNeeded()
        // Ten titles, one a line, centred in 100: the block is 45..<55.
        var sections: [Int?] = []
        for y in stride(from: 40, through: 60, by: 1) {
            sections.append(table.touchSectionIndex(atY: CGFloat(y)))
        }
        #expect(sections == [0, 0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 9, 9, 9, 9, 9])
        #expect(table.contentOffset.y == table.rectForHeader(inSection: 9).minY)
        #expect(table.touchSectionIndex(atY: -500) == 0)
        #expect(table.contentOffset.y == 0)
    }

    @Test("a press on the strip and its drag translations scrub, the strip holding still")
    func scrubByTranslation() {
        let fixture = SectionedTableFixture(rowCounts: Array(repeating: 30, count: 10))
        fixture.indexTitles = Self.letters(10)
        let table = fixture.makeTable(height: 100)
        table.layoutIfNeeded()
        #expect(table.scrubSectionIndex(translation: CGPoint(x: 0, y: 3)) == nil)
        // The block of ten titles is 45..<55 in the strip: the press lands on "B".
        #expect(table.touchSectionIndex(at: CGPoint(x: 29, y: 46.5)) == 1)
        #expect(table.scrubSectionIndex(translation: CGPoint(x: -4, y: 3)) == 4)
        #expect(table.contentOffset.y == table.rectForHeader(inSection: 4).minY)
        #expect(table.scrubSectionIndex(translation: CGPoint(x: 0, y: -1)) == 0)
        #expect(table.scrubSectionIndex(translation: CGPoint(x: 0, y: 40)) == 9)
        table.endSectionIndexScrub()
        #expect(table.scrubSectionIndex(translation: CGPoint(x: 0, y: 1)) == nil)
        #expect(fixture.indexCalls == 4)
    }

    @Test("titles that do not fit are thinned for the eye but each stays reachable")
    func crowdedTitles() {
        let fixture = SectionedTableFixture(rowCounts: Array(repeating: 2, count: 60))
        fixture.indexTitles = (0..<60).map { "\($0 % 10)" }
        let table = fixture.makeTable(height: 20)
        table.layoutIfNeeded()
        var reached = Set<Int>()
        var y: CGFloat = 0
        while y < 20 {
            if let section = table.touchSectionIndex(atY: y) { reached.insert(section) }
            y += 1.0 / 8
        }
        #expect(reached == Set(0..<60))
    }

    @Test("the data source maps titles to sections, and a title for no section does nothing")
    func titleMapping() {
        let fixture = SectionedTableFixture(rowCounts: [10, 10, 10])
        fixture.indexTitles = ["#", "A", "Z"]
        fixture.sectionForTitle = { title, _ in title == "#" ? 0 : title == "A" ? 2 : 99 }
        let table = fixture.makeTable(height: 40)
        table.layoutIfNeeded()
        // Three titles centred in 40: the block is 18.5..<21.5.
        #expect(table.touchSectionIndex(atY: 19.6) == 2)
        let offset = table.contentOffset.y
        #expect(table.touchSectionIndex(atY: 21) == nil)
        #expect(table.contentOffset.y == offset)
    }
}
