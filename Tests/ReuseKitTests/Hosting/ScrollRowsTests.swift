import Foundation
import Testing

@_spi(Hosting) @testable import ReuseKit

/// Rows of heights 5 to 31 points in sections, in a 100-point table; the window's text system
/// makes a line one point, so a row is never a whole number of lines.
@MainActor
private final class Rows: TableViewDataSource, TableViewDelegate {
    let sections: [Int]
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 40, height: 100), style: .grouped)
    let window: HostWindow

    init(sections: [Int], estimate: CGFloat = 0) {
        self.sections = sections
        window = HostWindow(
            rootView: table, traits: TraitCollection(textSystem: PlainTextSystem()), clock: ManualFrameClock()
        )
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.estimatedRowHeight = estimate
        table.dataSource = self
        table.delegate = self
        table.layoutIfNeeded()
    }

    static func height(_ indexPath: IndexPath) -> CGFloat {
        CGFloat(5 + (indexPath.row * 7 + indexPath.section) % 27)
    }

    func numberOfSections(in tableView: TableView) -> Int { sections.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section] }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        Self.height(indexPath)
    }

    /// The row whose top is at the view's top, if one is.
    var rowAtTop: IndexPath? {
        table.indexPathsForVisibleRows?.first { table.rectForRow(at: $0).minY == table.contentOffset.y }
    }

    func press(_ rows: Int) {
        window.perform(.scrollRows(rows))
        table.layoutIfNeeded()
    }
}

@Suite("Scrolling by rows")
@MainActor
struct ScrollRowsTests {
    @Test("Down and up by rows put a row's top at the view's top, whatever the rows' heights")
    func downAndUp() {
        let rows = Rows(sections: [1_000])
        rows.press(1)
        #expect(rows.rowAtTop == IndexPath(row: 1, section: 0))
        rows.press(3)
        #expect(rows.rowAtTop == IndexPath(row: 4, section: 0))
        rows.press(-2)
        #expect(rows.rowAtTop == IndexPath(row: 2, section: 0))
    }

    @Test("A row cut off at the top is a place up: one row up shows it whole, one down the next")
    func cutRow() {
        let rows = Rows(sections: [1_000])
        let tenth = rows.table.rectForRow(at: IndexPath(row: 10, section: 0))
        rows.table.contentOffset.y = tenth.minY + 2
        rows.press(-1)
        #expect(rows.rowAtTop == IndexPath(row: 10, section: 0))
        rows.table.contentOffset.y = tenth.minY + 2
        rows.press(1)
        #expect(rows.rowAtTop == IndexPath(row: 11, section: 0))
    }

    @Test("Rows are counted across sections, and the ends hold")
    func sectionsAndEnds() {
        let rows = Rows(sections: [3, 0, 4, 50])
        rows.press(4)
        #expect(rows.rowAtTop == IndexPath(row: 1, section: 2))
        rows.press(-100)
        #expect(rows.table.contentOffset.y == rows.table.rectForRow(at: IndexPath(row: 0, section: 0)).minY)
        rows.press(1_000)
        #expect(rows.table.contentOffset.y == rows.table.maximumContentOffsetY)
        let end = rows.table.contentOffset.y
        rows.press(1)
        #expect(rows.table.contentOffset.y == end)
    }

    @Test("With estimated heights a move by 500,000 rows lands exactly on a row never measured")
    func estimated() {
        let rows = Rows(sections: [1_000_000], estimate: 44)
        rows.press(500_000)
        #expect(rows.rowAtTop == IndexPath(row: 500_000, section: 0))
        rows.press(-1)
        #expect(rows.rowAtTop == IndexPath(row: 499_999, section: 0))
    }
}

@Suite("After-layout hook")
@MainActor
struct DidLayoutSubviewsTests {
    @Test("The first frame's status line reads the rows layout put on screen")
    func firstFrameStatus() {
        let table = TableView(frame: .zero)
        let status = Label()
        let data = Rows(sections: [1_000])
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.rowHeight = 1
        table.anchorsContentToEnd = true
        table.dataSource = data
        let stack = StackView(arrangedSubviews: [table, status])
        stack.axis = .vertical
        let window = HostWindow(
            rootView: stack, traits: TraitCollection(textSystem: PlainTextSystem()), clock: ManualFrameClock()
        )
        window.didLayoutSubviews = {
            let last = table.indexPathsForVisibleRows?.last.map { $0.row + 1 } ?? 0
            status.text = "line \(last) of 1000"
        }
        let context = RecordingContext()
        window.drawFrame(
            size: CGSize(width: 40, height: 10), canvas: { _ in context }, present: { _, _ in 0 })
        #expect(context.texts.contains("line 1000 of 1000"))
    }
}
