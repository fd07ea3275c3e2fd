import CAllocationCounter
import Foundation
import TestSupport
import Testing

@_spi(Testing) @testable import ReuseKit

/// The heap allocations of a message appended to a followed timeline, update and frame, in an
/// optimized build: none beyond the new cell's (here none: its text is a literal) but the
/// layout's own storage growing with the list, two arrays for every leaf of 24 rows it adds.
@Suite("Timeline allocations")
@MainActor
struct TimelineAllocationTests {
    /// A timeline whose messages are numbers, so the model allocates nothing per append.
    final class Source: TableViewDataSource, TableViewDelegate {
        var count: Int
        init(count: Int) { self.count = count }

        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }

        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
            cell.textLabel?.text = "row"
            return cell
        }

        func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            CGFloat(40 + indexPath.row % 5 * 8)
        }
    }

    @Test("appending one message a frame while following allocates nothing but the layout's growth")
    func appendWhileFollowing() throws {
        let source = Source(count: 100_000)
        let clock = ManualFrameClock()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        table.estimatedRowHeight = 44
        table.anchorsContentToEnd = true
        table.clock = clock
        table.register(TableViewCell.self, forCellReuseIdentifier: "message")
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        var paths = [IndexPath(row: 0, section: 0)]
        func frame() throws {
            source.count += 1
            paths[0] = IndexPath(row: source.count - 1, section: 0)
            try table.insertRows(at: paths, with: .automatic)
            clock.advance(by: 1.0 / 60)
            table.step()
            table.layoutIfNeeded()
        }
        for _ in 0..<100 { try frame() }
        _ = table.cellCounters
        let before = reusekit_allocation_count()
        for _ in 0..<480 { try frame() }
        let perFrame = Double(reusekit_allocation_count() - before) / 480
        #expect(table.isAtEnd)
        #if DEBUG
            print("[Allocations] debug build: \(perFrame) allocations per appended message")
        #else
            print("[Allocations] \(perFrame) allocations per appended message")
            // 480 rows fill 20 leaves of 24: 40 allocations, 0.083 a frame.
            #expect(perFrame <= 0.1)
        #endif
    }
}
