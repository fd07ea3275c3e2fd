import Foundation
import Testing

@testable import ReuseKit

/// A table of equal rows whose delegate records, at every `scrollViewDidScroll`, the offset and
/// the rows the table says are visible.
@MainActor
private final class VisibleRowsRecorder: TableViewDataSource, TableViewDelegate {
    var count: Int
    var calls: [(offset: CGFloat, rows: [Int])] = []
    let table: TableView
    static let rowHeight: CGFloat = 10

    init(count: Int, height: CGFloat = 100, anchorsToEnd: Bool = false) {
        self.count = count
        table = TableView(frame: CGRect(x: 0, y: 0, width: 40, height: height))
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.rowHeight = Self.rowHeight
        table.anchorsContentToEnd = anchorsToEnd
        table.dataSource = self
        table.delegate = self
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        let rows = table.indexPathsForVisibleRows?.map(\.row) ?? []
        calls.append((scrollView.contentOffset.y, rows))
    }

    /// The rows a viewport at `offset` intersects, worked out from the heights alone.
    func expectedRows(at offset: CGFloat) -> [Int] {
        let first = Int((offset / Self.rowHeight).rounded(.down))
        let end = Int(((offset + table.bounds.height) / Self.rowHeight).rounded(.up))
        return Array(max(0, first)..<min(count, end))
    }

    /// Every call saw the rows of its own offset, and the last call saw where the table rests.
    func expectConsistent(sourceLocation: SourceLocation = #_sourceLocation) {
        for call in calls {
            #expect(call.rows == expectedRows(at: call.offset), sourceLocation: sourceLocation)
        }
        table.layoutIfNeeded()
        #expect(calls.last?.offset == table.contentOffset.y, sourceLocation: sourceLocation)
    }
}

@Suite("scrollViewDidScroll on every change of the offset")
@MainActor
struct ScrollViewDidScrollTests {
    @Test("a table anchored to its end tells its delegate of the first layout's offset")
    func firstLayoutAtTheEnd() {
        let recorder = VisibleRowsRecorder(count: 1_000, anchorsToEnd: true)
        recorder.table.layoutIfNeeded()
        #expect(recorder.calls.last?.offset == 9_900)
        #expect(recorder.calls.last?.rows == Array(990..<1_000))
        recorder.expectConsistent()
    }

    @Test("a reload that leaves the offset past the end tells the delegate where it lands")
    func reloadClamps() {
        let recorder = VisibleRowsRecorder(count: 1_000)
        recorder.table.layoutIfNeeded()
        recorder.table.contentOffset.y = 5_000
        recorder.table.layoutIfNeeded()
        recorder.calls.removeAll()
        recorder.count = 50
        recorder.table.reloadData()
        recorder.table.layoutIfNeeded()
        #expect(recorder.calls.last?.offset == 400)
        #expect(recorder.calls.last?.rows == Array(40..<50))
        recorder.expectConsistent()
    }

    @Test("rows inserted above move the offset with them, and the delegate hears of it")
    func insertAbove() throws {
        let recorder = VisibleRowsRecorder(count: 1_000)
        recorder.table.layoutIfNeeded()
        recorder.table.contentOffset.y = 500
        recorder.table.layoutIfNeeded()
        recorder.calls.removeAll()
        recorder.count += 10
        try recorder.table.insertRows(at: (0..<10).map { IndexPath(row: $0, section: 0) }, with: .none)
        recorder.table.layoutIfNeeded()
        #expect(recorder.calls.last?.offset == 600)
        recorder.expectConsistent()
    }

    @Test("a jump to a row calls the delegate with the rows it shows")
    func jump() {
        let recorder = VisibleRowsRecorder(count: 1_000)
        recorder.table.layoutIfNeeded()
        recorder.table.scrollToRow(at: IndexPath(row: 500, section: 0), at: .top, animated: false)
        #expect(recorder.calls.last?.rows == Array(500..<510))
        recorder.expectConsistent()
    }
}
