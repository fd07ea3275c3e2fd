@_spi(Hosting) import ReuseKit
import TerminalTestSupport
import Testing

@testable import ReuseKitDemo
@testable import ReuseKitGallery
@_spi(Testing) @testable import ReuseKitTerminal

/// Checks each frame a window presents: the cells drawn from damage (the last frame with its
/// scrolled rows moved and only damaged rows drawn again) against the same tree drawn whole,
/// that no row outside the damaged ones differs from what the terminal already shows, and, given
/// the bytes sent, that a terminal playing them shows the frame.
@MainActor
final class DamageChecker {
    let window: TerminalWindow
    private var shown: ScreenBuffer?
    private var terminal: TerminalModel?
    private(set) var frames = 0
    private(set) var framesOfDamage = 0
    private(set) var rowsCompared = 0
    private(set) var problems: [String] = []

    init(window: TerminalWindow) {
        self.window = window
    }

    func check(_ frame: ScreenBuffer, hint: ScrollHint?, rows: [Range<Int>]?, bytes: [UInt8]? = nil) {
        frames += 1
        if let bytes { play(bytes, showing: frame) }
        let whole = TerminalCanvas(size: frame.size, grid: window.grid)
        whole.imageCache = window.imageCache
        window.drawContents(in: whole)
        if let y = (0..<frame.size.rows).first(where: {
            !ScreenBuffer.rowsEqual(whole.buffer.row($0), frame.row($0))
        }) {
            let x = (0..<frame.size.columns).first { frame[$0, y] != whole.buffer[$0, y] } ?? 0
            problems.append(
                "frame \(frames), row \(y), column \(x): damage drew \"\(text(frame, y))\" \(frame[x, y]), whole \"\(text(whole.buffer, y))\" \(whole.buffer[x, y])"
            )
        }
        if let rows, var last = shown, last.size == frame.size {
            framesOfDamage += 1
            if let hint { last.scroll(rows: hint.rows, by: hint.distance) }
            for y in 0..<frame.size.rows {
                if rows.contains(where: { $0.contains(y) }) {
                    rowsCompared += 1
                } else if !ScreenBuffer.rowsEqual(last.row(y), frame.row(y)) {
                    problems.append("frame \(frames), row \(y) changed outside the damaged rows")
                }
            }
        }
        shown = frame
    }

    /// Plays a frame's bytes on a modelled terminal (a new one when the size changed: the frame
    /// after a resize clears the screen) and records where it does not show `frame`.
    private func play(_ bytes: [UInt8], showing frame: ScreenBuffer) {
        if terminal?.columns != frame.size.columns || terminal?.rows != frame.size.rows {
            terminal = TerminalModel(columns: frame.size.columns, rows: frame.size.rows)
        }
        terminal?.apply(bytes)
        if let difference = terminal?.firstDifference(from: TerminalModel.expected(frame, mode: .trueColor)) {
            problems.append("frame \(frames): the terminal shows \(difference)")
            terminal = nil
        }
    }

    private func text(_ buffer: ScreenBuffer, _ y: Int) -> String {
        String(buffer.row(y).filter { !$0.isContinuation }.map(\.character))
    }
}

@Suite("Frames drawn from damage")
@MainActor
struct DamageTourTests {
    @Test(
        "Every frame of a scene's tour drawn from damage equals it drawn whole, HUD on screen",
        arguments: SceneSnapshotTests.scenes)
    func tourFramesMatch(scene name: String) async throws {
        let type = try #require(SceneRegistry.scene(named: name))
        let size = TerminalSize(columns: 80, rows: 24)
        let tour = Tour(size: size, settings: .instantImages)
        let clock = ManualFrameClock()
        let screen = HeadlessScreen(size: size)
        let host = GalleryApp(screen: screen, types: [type], settings: tour.settings, clock: clock)
        host.window.isHUDVisible = true
        let checker = DamageChecker(window: host.window)
        screen.presentHandler = { [unowned screen] frame, hint, rows in
            MainActor.assumeIsolated {
                checker.check(frame, hint: hint, rows: rows, bytes: screen.lastOutput)
            }
        }
        try host.window.renderFrame()
        let grid = TerminalGrid.standard
        let area = grid.points(TerminalSize(columns: size.columns, rows: size.rows - 2))
        for step in TourStep.common(size: area, lineHeight: grid.cellSize.height) + type.tourSteps {
            try await tour.perform(step, host: host, screen: screen, clock: clock)
        }
        #expect(checker.problems.isEmpty, "\(checker.problems.prefix(2).joined(separator: "\n"))")
        #expect(checker.frames > 50)
        // Most frames draw a part, and fewer rows than the screen's.
        #expect(checker.framesOfDamage * 2 > checker.frames)
        #expect(checker.rowsCompared * 10 < checker.framesOfDamage * size.rows * 9)
    }

    @Test(
        "A one-row scroll of the table draws and compares the row that came into view and at most the status line"
    )
    func oneRowScrollDrawsTwoRows() throws {
        let screen = HeadlessScreen(size: TerminalSize(columns: 200, rows: 60))
        let host = GalleryApp(screen: screen, types: [TableScene.self], clock: ManualFrameClock())
        var changed: [[Range<Int>]?] = []
        screen.presentHandler = { _, _, rows in changed.append(rows) }
        try host.renderFrame()
        let checker = DamageChecker(window: host.window)
        for _ in 0..<100 {
            host.handle(.input(.key(KeyEvent(.character("j")))))
            try host.renderFrame()
            let frame = screen.frame
            checker.check(frame, hint: host.lastScrollHint, rows: changed.last ?? nil)
        }
        #expect(checker.problems.isEmpty, "\(checker.problems.prefix(2).joined(separator: "\n"))")
        #expect(changed.count == 101)
        for rows in changed.dropFirst() {
            let count = rows?.reduce(0) { $0 + $1.count }
            #expect(
                count == 1 || count == 2,
                "rows drawn: \(String(describing: rows)) hint \(String(describing: host.lastScrollHint))")
        }
    }
}
