import Foundation
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

@MainActor
@Suite("Table view separators")
struct TableViewSeparatorTests {
    /// A table of `count` 44-pt rows, 200 pt wide and 3 rows high, laid out.
    func table(rows count: Int = 3) -> (TableView, TableFixture) {
        let fixture = TableFixture(sections: [Array(repeating: 44, count: count)])
        let table = fixture.makeTable(height: 132, width: 200)
        table.layoutIfNeeded()
        return (table, fixture)
    }

    func render(_ table: TableView) -> RecordingContext {
        let context = RecordingContext()
        table.render(in: context)
        return context
    }

    @Test("A 44-pt row is 44 pt of content: its cell fills the row and the separator takes no height")
    func rowIsAllContent() throws {
        let (table, fixture) = table()
        defer { withExtendedLifetime(fixture) {} }
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.frame == CGRect(x: 0, y: 44, width: 200, height: 44))
        #expect(table.contentSize.height == 132)
        #expect(cell.textLabel?.frame.height == 44)
        cell.isSelected = true
        let selection = render(table).operations.filter { $0 == .fill(cell.frame, cell.selectionColor) }
        #expect(selection.count == 1)
        // Self-sizing adds no line for the separator either.
        let sized = TableViewCell(style: .default, reuseIdentifier: nil)
        sized.textLabel?.text = "one line"
        #expect(sized.sizeThatFits(CGSize(width: 200, height: 0)).height == 1)
        #expect(fixture.sections[0].count == 3)
        #expect(table.checkInvariants() == nil)
    }

    @Test("Each row draws one hairline over its bottom edge in the table's colour")
    func singleLine() {
        let (table, fixture) = table()
        defer { withExtendedLifetime(fixture) {} }
        table.separatorColor = .tint
        let lines = render(table).hairlines.sorted { $0.y < $1.y }
        #expect(lines.map(\.y) == [44, 88, 132])
        #expect(lines.allSatisfy { $0.x == 0 && $0.width == 200 && $0.color == .tint })
    }

    @Test("A cell's separator is drawn after its content, so a subclass or a subview cannot cover it")
    func drawnLast() throws {
        final class FilledCell: TableViewCell {
            override func draw(in context: DrawingContext) {
                context.fill(bounds, with: .white)
            }
        }
        let (table, fixture) = table(rows: 1)
        defer { withExtendedLifetime(fixture) {} }
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let cover = View(frame: cell.bounds)
        cover.backgroundColor = .black
        cell.addSubview(cover)
        let operations = render(table).operations
        let line = try #require(operations.lastIndex { if case .hairline = $0 { true } else { false } })
        let text = try #require(operations.lastIndex { if case .text = $0 { true } else { false } })
        let fill = try #require(operations.lastIndex(of: .fill(cell.frame, .black)))
        #expect(line > text && line > fill)
        let custom = FilledCell(style: .default, reuseIdentifier: nil)
        custom.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        table.addSubview(custom)
        let context = RecordingContext()
        custom.render(in: context)
        #expect(context.operations.last == .hairline(y: 44, x: 0, width: 200, .separator))
        custom.removeFromSuperview()
    }

    @Test("Separators follow the content offset like their rows")
    func scrolled() {
        let (table, fixture) = table(rows: 10)
        defer { withExtendedLifetime(fixture) {} }
        let root = View(frame: table.frame)
        root.addSubview(table)
        table.contentOffset = CGPoint(x: 0, y: 50)
        table.layoutIfNeeded()
        let context = RecordingContext()
        root.render(in: context)
        let lines: [CGFloat] = context.hairlines.map(\.y).sorted()
        // Rows 1...4 intersect 50..<182; each line sits at its row's bottom minus the offset.
        let expected: [CGFloat] = [88, 132, 176, 220].map { $0 - 50 }
        #expect(lines == expected)
    }

    @Test("The none style draws no separator, and a cell can hide its own")
    func none() throws {
        let (table, fixture) = table()
        defer { withExtendedLifetime(fixture) {} }
        table.separatorStyle = .none
        #expect(render(table).hairlines.isEmpty)
        table.separatorStyle = .singleLine
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        cell.showsSeparator = false
        #expect(render(table).hairlines.map(\.y).sorted() == [88, 132])
    }

    @Test("The table's insets shorten every separator; a cell's own insets win for its row")
    func insets() throws {
        let (table, fixture) = table()
        defer { withExtendedLifetime(fixture) {} }
        table.separatorInset = EdgeInsets(left: 15, right: 5)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        cell.separatorInset = EdgeInsets(left: 60)
        let lines = render(table).hairlines.sorted { $0.y < $1.y }
        #expect(lines.map(\.x) == [15, 15, 60])
        #expect(lines.map(\.width) == [180, 180, 140])
        // Insets that leave nothing draw nothing.
        cell.separatorInset = EdgeInsets(left: 150, right: 50)
        #expect(render(table).hairlines.count == 2)
    }

    @Test("A cell outside any table draws no separator")
    func outsideTable() {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        let context = RecordingContext()
        cell.render(in: context)
        #expect(context.hairlines.isEmpty)
    }
}
