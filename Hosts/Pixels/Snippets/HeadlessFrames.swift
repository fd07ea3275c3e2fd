// A pixel app without a display: a headless `PixelWindow` on a `ManualFrameClock`, an animated
// scroll played frame by frame with `renderNextFrame(after:)`, and the last frame written as a
// PNG. Tests and screenshot scripts work this way; nothing here needs X11.
import Foundation
import ReuseKitPixels

@MainActor final class Rows: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1_000 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row + 1)"
        return cell
    }
}
let rows = Rows()
let table = TableView(frame: .zero)
table.register(TableViewCell.self, forCellReuseIdentifier: "row")
table.dataSource = rows

// The window and the views that animate share one clock the program moves on itself.
let clock = ManualFrameClock()
table.clock = clock
// Headless: rootView, then the size in points, then the renderer (scale 2 draws HiDPI pixels).
let window = PixelWindow(
    rootView: table, size: CGSize(width: 390, height: 600), renderer: PixelRenderer(scale: 2), clock: clock)

table.scrollToRow(at: IndexPath(row: 500, section: 0), at: .top, animated: true)
var frames = 0
// Each call moves the clock on a 60th of a second and draws the frame due then; it returns
// whether another should follow, so this plays the animation to its end.
while try window.renderNextFrame(after: 1.0 / 60) { frames += 1 }
let path = FileManager.default.temporaryDirectory.appendingPathComponent("row-500.png").path
try window.surface.writePNG(to: path)
print("\(frames) frames; the last is \(path)")
