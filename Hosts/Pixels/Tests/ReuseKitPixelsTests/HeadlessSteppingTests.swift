import Foundation
import ReuseKit
import ReuseKitPixels
import Testing

// Plain imports, as an app's: stepping a headless window is public API.
@MainActor
@Suite("A headless pixel window steps its animations through public API")
struct HeadlessSteppingTests {
    /// Rows of one line each.
    final class Rows: TableViewDataSource {
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1000 }

        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    @Test("an animated scrollToRow, advanced frame by frame, glides to its row and rests there")
    func animatedScrollReachesItsRow() throws {
        let clock = ManualFrameClock()
        let rows = Rows()
        let table = TableView(frame: .zero)
        table.clock = clock
        table.rowHeight = 44
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        let window = PixelWindow(
            rootView: table, size: CGSize(width: 320, height: 480), renderer: PixelRenderer(), clock: clock)
        try window.renderNextFrame(after: 0)
        let target = IndexPath(row: 500, section: 0)
        table.scrollToRow(at: target, at: .top, animated: true)
        let goal = table.rectForRow(at: target).minY
        var offsets: [CGFloat] = []
        var frames = 0
        while try window.renderNextFrame(after: 1.0 / 60), frames < 600 {
            frames += 1
            offsets.append(table.contentOffset.y)
        }
        #expect(frames < 600, "the animation rests")
        #expect(
            offsets.contains { $0 > 0 && $0 < goal }, "frames in between were drawn: \(offsets.prefix(5))")
        #expect(table.contentOffset.y == goal)
        #expect(table.indexPathsForVisibleRows?.first == target)
        #expect(window.framesDrawn >= frames)
        // Resting, a frame more draws nothing new and asks for none.
        let drawn = window.framesDrawn
        #expect(try window.renderNextFrame(after: 1.0 / 60) == false)
        #expect(window.framesDrawn == drawn)
    }

    @Test("a window on the system clock, or a step back in time, is refused with a clock error")
    func refusesOtherClocks() {
        let system = PixelWindow(
            rootView: View(frame: .zero), size: CGSize(width: 10, height: 10), renderer: PixelRenderer())
        #expect(throws: PixelError.self) { try system.renderNextFrame(after: 0.1) }
        let manual = PixelWindow(
            rootView: View(frame: .zero), size: CGSize(width: 10, height: 10), renderer: PixelRenderer(),
            clock: ManualFrameClock())
        #expect(throws: PixelError.self) { try manual.renderNextFrame(after: -1) }
        #expect(manual.framesDrawn == 0)
    }
}
