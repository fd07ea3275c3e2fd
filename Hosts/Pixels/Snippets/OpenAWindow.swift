// A pixel app's window on the X display: its arguments, in order, and its loop.
import ReuseKitPixels

/// Shows `table` in a window until q.
@MainActor func runInWindow(_ table: TableView) async throws {
    // snippet.open
    let window = try PixelWindow(rootView: table)  // 390×844 points on DISPLAY; scale: 2 for HiDPI
    window.keyBindings[KeyEvent(.character("q"))] = .quit
    try await window.run()
    // snippet.end
}

/// A window of another size, at twice the pixels.
@MainActor func openLargerWindow(_ table: TableView) throws -> PixelWindow {
    // snippet.arguments
    let window = try PixelWindow(rootView: table, title: "Numbers", width: 600, height: 400, scale: 2)
    // snippet.end
    return window
}
