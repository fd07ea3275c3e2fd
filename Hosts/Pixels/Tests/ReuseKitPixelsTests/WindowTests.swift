import Foundation
@_spi(Testing) @_spi(Hosting) import ReuseKit
import ReuseKitGallery
import Testing

@testable import PixelGallery
@testable import ReuseKitPixels

/// The window under Xvfb, driven by xdotool as a user would: the wheel and a drag scroll the
/// table, and the screenshot shows exactly the rows the engine says are visible.
@MainActor
@Suite("The X11 window under Xvfb", .serialized)
final class WindowTests {
    let session: XvfbSession
    let window: X11Window
    let app: GalleryApp
    let loop: PixelWindow
    let table: TableView

    init() async throws {
        session = try await XvfbSession.start()
        window = try X11Window(
            title: "window test", width: 390, height: 844, scale: 1, displayName: session.displayName)
        let index = try #require(SceneRegistry.index(of: "table"))
        loop = PixelWindow(rootView: View(frame: .zero), display: window, renderer: PixelRenderer(scale: 1))
        app = GalleryApp(window: loop, initialIndex: index)
        table = try #require(app.scene.initialFocus as? TableView)
    }

    isolated deinit {
        // Before the session stops the server, or Xlib ends the process on the lost connection.
        window.close()
    }

    var windowID: String { String(window.window) }

    /// Turns the loop until `condition` holds; a timeout fails the test (`PixelWindow.turn`).
    @discardableResult
    func turn(
        _ what: @autoclosure () -> String = "", sourceLocation: SourceLocation = #_sourceLocation,
        until condition: () -> Bool
    ) async throws -> Bool {
        try await loop.turn(what(), sourceLocation: sourceLocation, until: condition)
    }

    /// Turns the loop until nothing moves and the last frame is presented.
    @discardableResult
    func settle(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Bool {
        try await turn("nothing to move and the last frame presented", sourceLocation: sourceLocation) {
            !loop.scrollables.contains { $0.isMoving } && !loop.needsDisplay && !loop.gestures.isPressed
        }
    }

    @Test("The wheel and a drag scroll the table, and the rows drawn are the engine's visible rows")
    func wheelAndDrag() async throws {
        try await turn { loop.framesDrawn > 0 }
        try session.run(
            "/usr/bin/xdotool",
            ["mousemove", "--window", windowID, "200", "400", "click", "--repeat", "2", "5"])
        try await turn { table.contentOffset.y > 0 }
        try await settle()
        let afterWheel = table.contentOffset.y
        // Two notches, each wheelLines lines of text: smooth valuators or buttons, the same.
        #expect(abs(afterWheel - 2 * loop.wheelLines * app.textSystem.lineHeight) < 1)

        // A drag as a hand makes it: each step reaches the window before the next is sent, so
        // the engine sees the motion's real speed and flings with it.
        try session.run(
            "/usr/bin/xdotool", ["mousemove", "--window", windowID, "200", "700", "mousedown", "1"])
        try await turn { loop.gestures.isPressed }
        for y in [600, 450, 300] {
            let before = table.contentOffset.y
            try session.run("/usr/bin/xdotool", ["mousemove", "--window", windowID, "200", "\(y)"])
            try await turn { table.contentOffset.y != before }
        }
        try session.run("/usr/bin/xdotool", ["mouseup", "1"])
        try await turn { !loop.gestures.isPressed }
        try await turn { table.contentOffset.y > afterWheel + 300 }
        try await settle()
        window.waitUntilPresented()

        let shot = try XWDImage(session.run("/usr/bin/xwd", ["-id", windowID, "-silent"]))
        #expect(shot.width == window.pixelWidth && shot.height == window.pixelHeight)
        // The hairlines down the middle column of the screenshot are the visible rows'
        // separators: one in the bottom line of each row the engine lists, where its frame says.
        let contentTop = Int(app.contentFrame.minY)
        let contentBottom = Int(app.contentFrame.maxY)
        let hairlines = (contentTop..<contentBottom).filter { shot.rgb(x: 200, y: $0) == (88, 88, 96) }
        let top = app.contentFrame.minY - table.contentOffset.y
        let line = app.textSystem.lineHeight
        let rows = (table.indexPathsForVisibleRows ?? []).map {
            table.rectForRow(at: $0).offsetBy(dx: 0, dy: top)
        }
        #expect(rows.count > 5)
        let wholeRows = rows.filter { $0.minY >= CGFloat(contentTop) && $0.maxY <= CGFloat(contentBottom) }
        for row in wholeRows {
            let band = Int((row.maxY - line - 1).rounded(.down))..<Int(row.maxY.rounded(.up))
            #expect(
                hairlines.filter { band.contains($0) }.count == 1, "one hairline in the bottom line of \(row)"
            )
        }
        for y in hairlines {
            #expect(
                rows.contains { CGFloat(y) >= $0.minY && CGFloat(y) < $0.maxY }, "hairline at \(y) in no row")
        }
        // And the whole window is the frame the engine's state draws.
        let expected = PixelSurface(size: window.size, scale: 1)
        let canvas = loop.renderer.canvas(on: expected)
        loop.rootView.render(in: canvas)
        let differing = shot.differingPixels(from: expected)
        if differing >= shot.width * shot.height / 500 {
            try expected.writePNG(to: NSTemporaryDirectory() + "reusekit-pixels-window-expected.png")
            try shot.surface(scale: 1).writePNG(
                to: NSTemporaryDirectory() + "reusekit-pixels-window-shot.png")
        }
        #expect(
            differing < shot.width * shot.height / 500,
            "see reusekit-pixels-window-*.png in the temporary directory")
    }

    @Test("At scale 2 the window has two device pixels a point, and a drag moves the content in points")
    func hiDPI() async throws {
        let large = try X11Window(
            title: "scale 2", width: 390, height: 844, scale: 2, displayName: session.displayName)
        defer { large.close() }
        let index = try #require(SceneRegistry.index(of: "table"))
        let loop = PixelWindow(
            rootView: View(frame: .zero), display: large, renderer: PixelRenderer(scale: 2))
        let app = GalleryApp(window: loop, initialIndex: index)
        let table = try #require(app.scene.initialFocus as? TableView)
        try await loop.turn { loop.framesDrawn > 0 }
        #expect(large.surface.pixelWidth == 780 && large.surface.pixelHeight == 1688)
        #expect(loop.size == CGSize(width: 390, height: 844))
        let id = String(large.window)
        try session.run("/usr/bin/xdotool", ["mousemove", "--window", id, "400", "900", "mousedown", "1"])
        try await loop.turn { loop.gestures.isPressed }
        try session.run("/usr/bin/xdotool", ["mousemove", "--window", id, "400", "700"])
        // 200 device pixels up are 100 points of content.
        try await loop.turn { table.contentOffset.y != 0 }
        #expect(table.contentOffset.y == 100)
        try session.run("/usr/bin/xdotool", ["mouseup", "1"])
        try await loop.turn { !loop.gestures.isPressed }
    }

    @Test("Keys reach the gallery: j scrolls a line, End shows the last row, q quits")
    func keys() async throws {
        try await turn { loop.framesDrawn > 0 }
        try session.run("/usr/bin/xdotool", ["windowfocus", "--sync", windowID, "key", "j"])
        try await turn { table.contentOffset.y == app.textSystem.lineHeight }
        try session.run("/usr/bin/xdotool", ["key", "End"])
        try await turn { table.indexPathsForVisibleRows?.last?.row == 999_999 }
        try session.run("/usr/bin/xdotool", ["key", "q"])
        try await turn { loop.isFinished }
    }

    @Test("Keys are the terminal's: Escape does not quit, Shift-Tab shows the previous scene, Ctrl-C quits")
    func terminalKeys() async throws {
        try await turn { loop.framesDrawn > 0 }
        let start = app.gallery.currentIndex
        try session.run("/usr/bin/xdotool", ["windowfocus", "--sync", windowID, "key", "Escape"])
        try session.run("/usr/bin/xdotool", ["key", "Right", "Down"])
        try await turn { table.contentOffset.y == app.textSystem.lineHeight }
        #expect(!loop.isFinished)
        try session.run("/usr/bin/xdotool", ["key", "shift+Tab"])
        let count = SceneRegistry.all.count
        try await turn { app.gallery.currentIndex == (start + count - 1) % count }
        try session.run("/usr/bin/xdotool", ["key", "ctrl+c"])
        try await turn { loop.isFinished }
    }

    @Test("A click selects the row under it")
    func click() async throws {
        try await turn { loop.framesDrawn > 0 }
        let row = try #require((table.indexPathsForVisibleRows ?? []).dropFirst(3).first)
        let y = Int(app.contentFrame.minY + table.rectForRow(at: row).midY - table.contentOffset.y)
        try session.run("/usr/bin/xdotool", ["mousemove", "--window", windowID, "100", "\(y)", "click", "1"])
        try await turn { table.indexPathForSelectedRow == row }
    }

    @Test("Resizing the window lays the scene out to the new size and draws a frame of it")
    func resize() async throws {
        try await turn { loop.framesDrawn > 0 }
        try session.run("/usr/bin/xdotool", ["windowsize", windowID, "300", "600"])
        try await turn { loop.size == CGSize(width: 300, height: 600) && !loop.needsDisplay }
        #expect(window.surface.pixelWidth == 300 && window.surface.pixelHeight == 600)
        #expect(table.bounds.width == 300)
        #expect(table.bounds.height == app.contentFrame.height)
    }

    /// The properties `names` of window `id` as xprop prints them in UTF-8, by name: their
    /// type and their value.
    func properties(of id: String, _ names: [String]) throws -> [String: (type: String, value: String)] {
        let output = try session.run("/usr/bin/env", ["LC_ALL=C.UTF-8", "/usr/bin/xprop", "-id", id] + names)
        var found: [String: (type: String, value: String)] = [:]
        for line in String(decoding: output, as: UTF8.self).split(separator: "\n") {
            // NAME(TYPE) = value
            guard let open = line.firstIndex(of: "("), let close = line.firstIndex(of: ")"),
                let equals = line.range(of: " = ")
            else { continue }
            found[String(line[..<open])] = (
                String(line[line.index(after: open)..<close]), String(line[equals.upperBound...])
            )
        }
        return found
    }

    @Test(
        "The window says whose it is: xdotool finds it by process id, xprop reads class, machine, pid and title"
    )
    func identity() async throws {
        try await turn { loop.framesDrawn > 0 }
        let pid = getpid()
        let found = String(
            decoding: try session.run("/usr/bin/xdotool", ["search", "--pid", "\(pid)"]), as: UTF8.self)
        #expect(found.split(separator: "\n").contains(Substring(windowID)), "xdotool found \(found)")

        let names = ["WM_CLASS", "WM_CLIENT_MACHINE", "_NET_WM_PID", "WM_NAME", "_NET_WM_NAME"]
        var shown = try properties(of: windowID, names)
        let environment = ProcessInfo.processInfo.environment
        let instance = environment["RESOURCE_NAME"] ?? ProcessInfo.processInfo.processName
        #expect(shown["WM_CLASS"]?.type == "STRING")
        #expect(shown["WM_CLASS"]?.value == "\"\(instance)\", \"ReuseKit\"")
        let host = String(decoding: try session.run("/usr/bin/hostname", []), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(shown["WM_CLIENT_MACHINE"]?.type == "STRING")
        #expect(shown["WM_CLIENT_MACHINE"]?.value == "\"\(host)\"")
        #expect(shown["_NET_WM_PID"]?.type == "CARDINAL")
        #expect(shown["_NET_WM_PID"]?.value == "\(pid)")
        #expect(shown["WM_NAME"]?.type == "STRING" && shown["WM_NAME"]?.value == "\"window test\"")
        #expect(
            shown["_NET_WM_NAME"]?.type == "UTF8_STRING" && shown["_NET_WM_NAME"]?.value == "\"window test\"")

        // A new title, beyond Latin-1, reaches both names at once, without a frame.
        window.title = "ReuseKit — 画廊"
        shown = try properties(of: windowID, names)
        #expect(shown["_NET_WM_NAME"]?.type == "UTF8_STRING")
        #expect(shown["_NET_WM_NAME"]?.value == "\"ReuseKit — 画廊\"")
        #expect(shown["WM_NAME"]?.type == "UTF8_STRING")
        #expect(shown["WM_NAME"]?.value == "\"ReuseKit — 画廊\"")

        // An app names itself.
        let named = try X11Window(
            title: "Café", width: 100, height: 100, scale: 1, displayName: session.displayName,
            identity: X11WindowIdentity(instanceName: "story", className: "StoryReader"))
        defer { named.close() }
        shown = try properties(of: String(named.window), ["WM_CLASS", "WM_NAME", "_NET_WM_PID"])
        #expect(shown["WM_CLASS"]?.value == "\"story\", \"StoryReader\"")
        #expect(shown["WM_NAME"]?.type == "STRING" && shown["WM_NAME"]?.value == "\"Café\"")
        #expect(shown["_NET_WM_PID"]?.value == "\(pid)")
    }

    @Test("Once nothing moves the loop waits for input without a timeout and draws nothing")
    func idle() async throws {
        try await settle()
        let drawn = loop.framesDrawn
        #expect(loop.beginTurn { Issue.record("a frame was drawn") } == nil)
        #expect(loop.framesDrawn == drawn)
    }

    @Test(
        "Work that lands on the main actor while the loop waits without a timeout wakes it and is drawn",
        .timeLimit(.minutes(1)))
    func wakesForWork() async throws {
        try await settle()
        #expect(loop.beginTurn { Issue.record("a frame was drawn") } == nil, "idle: no timeout")
        let drawn = loop.framesDrawn
        // As an image binder's completion does: main-actor work that changes a view.
        Task { @MainActor in
            try? await Task.sleep(nanoseconds: 100_000_000)
            table.backgroundColor = Color(red: 40, green: 0, blue: 0)
            table.setNeedsDisplay()
        }
        await loop.turn()
        #expect(loop.needsDisplay, "the request woke the wait")
        try await turn { loop.framesDrawn > drawn }
    }

    @Test("In the contacts scene xdotool's sideways drag opens Delete and a press held still lifts a contact")
    func rowGestures() async throws {
        let index = try #require(SceneRegistry.index(of: "contacts"))
        app.gallery.showScene(at: index)
        let contacts = try #require(app.scene as? ContactsScene)
        let table = contacts.tableView
        try await settle()
        func y(of row: IndexPath) -> Int {
            Int(app.contentFrame.minY + table.rectForRow(at: row).midY - table.contentOffset.y)
        }
        let swiped = IndexPath(row: 1, section: 0)
        try session.run(
            "/usr/bin/xdotool",
            ["mousemove", "--window", windowID, "300", "\(y(of: swiped))", "mousedown", "1"])
        try await turn { loop.gestures.isPressed }
        for x in [280, 240, 200, 160] {
            try session.run(
                "/usr/bin/xdotool", ["mousemove", "--window", windowID, "\(x)", "\(y(of: swiped))"])
        }
        try await turn { loop.gestures.phase == .swiping }
        try session.run("/usr/bin/xdotool", ["mouseup", "1"])
        try await turn { !loop.gestures.isPressed }
        try await turn { table.indexPathForRowShowingSwipeActions == swiped && !table.isMoving }
        #expect(table.visibleSwipeActions.map(\.title) == ["Delete"])

        // A press elsewhere closes the actions; held still it then lifts that contact.
        let lifted = IndexPath(row: 3, section: 0)
        let name = contacts.sections[0].contacts[3]
        try session.run(
            "/usr/bin/xdotool",
            ["mousemove", "--window", windowID, "100", "\(y(of: lifted))", "mousedown", "1"])
        try await turn { loop.gestures.isPressed }
        try await turn { table.isReordering }
        let target = y(of: IndexPath(row: 0, section: 0)) + 10
        try session.run("/usr/bin/xdotool", ["mousemove", "--window", windowID, "100", "\(target)"])
        try await turn { table.indexPathForReorderingRow == IndexPath(row: 0, section: 0) }
        try session.run("/usr/bin/xdotool", ["mouseup", "1"])
        try await turn { !table.isReordering && !table.isMoving }
        #expect(contacts.sections[0].contacts.first == name)
        #expect(table.indexPathForRowShowingSwipeActions == nil)
        #expect(table.checkInvariants() == nil)
    }
}
