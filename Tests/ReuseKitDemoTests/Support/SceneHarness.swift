import Foundation
@_spi(Testing) import ReuseKit
@_spi(Testing) import ReuseKitTerminal
import TestSupport
import Testing

@testable import ReuseKitDemo
@testable import ReuseKitGallery

/// One scene on a headless host with a manual clock, driven a frame at a time, as the tour
/// drives it: input, then the clock moves by a frame, animations advance and a frame renders;
/// every frame drawn from damage is compared with the frame drawn whole.
@MainActor
final class SceneHarness<SceneType: GalleryScene> {
    let clock = ManualFrameClock()
    let screen: HeadlessScreen
    let host: GalleryApp
    let scene: SceneType
    let frameInterval = 1.0 / 60

    init(size: TerminalSize = TerminalSize(columns: 80, rows: 24), make: (FrameClock) -> SceneType) throws {
        screen = HeadlessScreen(size: size)
        let made = make(clock)
        scene = made
        host = GalleryApp(screen: screen, names: [SceneType.info.name], clock: clock) { _, _ in made }
        // Every frame a scene test draws from damage is checked against the frame drawn whole.
        let checker = DamageChecker(window: host.window)
        screen.presentHandler = { [unowned screen] frame, hint, rows in
            MainActor.assumeIsolated {
                let known = checker.problems.count
                checker.check(frame, hint: hint, rows: rows, bytes: screen.lastOutput)
                for problem in checker.problems.dropFirst(known) { Issue.record("\(problem)") }
            }
        }
        try host.renderFrame()
    }

    /// The text on screen.
    var text: String { screen.text }
    /// The status line.
    var status: String { String(text.split(separator: "\n", omittingEmptySubsequences: false).last ?? "") }

    /// One frame: the clock moves on, animations advance, the frame renders if needed.
    func frame() throws {
        clock.advance(by: frameInterval)
        host.advanceAnimations()
        try host.renderFrameIfNeeded()
    }

    /// `count` frames.
    func frames(_ count: Int) throws {
        for _ in 0..<count { try frame() }
    }

    /// Frames until nothing on the clock moves (at most `limit`).
    func settle(limit: Int = 600) throws {
        for _ in 0..<limit {
            clock.advance(by: frameInterval)
            let moving = host.advanceAnimations()
            try host.renderFrameIfNeeded()
            if !moving { return }
        }
        Issue.record("still moving after \(limit) frames")
    }

    /// Frames until `table` stops moving (at most `limit`), checking its invariants after every
    /// frame.
    func settle(checking table: TableView, limit: Int = 600) throws {
        var frames = 0
        while table.isMoving && frames < limit {
            try frame()
            frames += 1
            if let problem = table.checkInvariants() { Issue.record("frame \(frames): \(problem)") }
        }
        #expect(!table.isMoving, "still moving after \(limit) frames")
    }

    /// A key press and its frame.
    func press(_ key: Key, _ modifiers: KeyModifiers = []) throws {
        host.handle(.input(.key(KeyEvent(key, modifiers: modifiers))))
        try frame()
    }

    /// A mouse event a frame after the previous one (so drags have a speed), and its frame.
    func mouse(_ kind: MouseEvent.Kind, column: Int, row: Int) throws {
        clock.advance(by: frameInterval)
        host.handle(.input(.mouse(MouseEvent(kind, column: column, row: row))))
        host.advanceAnimations()
        try host.renderFrameIfNeeded()
    }

    /// A left-button drag from `from` to `to` (columns and rows) in `steps` motion events.
    func drag(from: (column: Int, row: Int), to: (column: Int, row: Int), steps: Int) throws {
        try mouse(.press(.left), column: from.column, row: from.row)
        for step in 1...steps {
            let column = from.column + (to.column - from.column) * step / steps
            let row = from.row + (to.row - from.row) * step / steps
            try mouse(.drag(.left), column: column, row: row)
        }
        try mouse(.release(.left), column: to.column, row: to.row)
    }

    /// A click (press and release without motion).
    func click(column: Int, row: Int) throws {
        try mouse(.press(.left), column: column, row: row)
        try mouse(.release(.left), column: column, row: row)
    }
}

extension SceneSettings {
    /// The defaults, with thumbnails and pictures that wait for no simulated network (pages keep
    /// their delays on the clock): tests need not wait in real time.
    static var instantImages: SceneSettings {
        var settings = SceneSettings()
        settings.feed.imageLatency = 0...0
        settings.chat.pictureLatency = 0...0
        return settings
    }
}

extension GalleryApp {
    /// The gallery scene on screen, if it is a `SceneType`.
    func gallery<SceneType: GalleryScene>(_ type: SceneType.Type) -> SceneType? {
        scene as? SceneType
    }

    // The window's steps, as the tests drive them.
    var screen: Screen { window.screen }
    var statistics: FrameStatistics { window.statistics }
    var lastScrollHint: ScrollHint? { window.lastScrollHint }
    func handle(_ event: ScreenEvent) { window.handle(event) }
    func handle(_ events: [ScreenEvent]) { window.handle(events) }
    @discardableResult func advanceAnimations() -> Bool { window.advanceAnimations() }
    func renderFrame() throws(TerminalError) { try window.renderFrame() }
    @discardableResult func renderFrameIfNeeded() throws(TerminalError) -> Bool {
        try window.renderFrameIfNeeded()
    }
    func setNeedsDisplay() { window.setNeedsDisplay() }
    func resetStatistics() { window.resetStatistics() }
    func screenRect(of view: View) -> CellRect { window.screenRect(of: view) }
}
