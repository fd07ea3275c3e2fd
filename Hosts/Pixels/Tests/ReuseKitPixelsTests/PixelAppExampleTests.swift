import Foundation
@_spi(Hosting) import ReuseKit
import ReuseKitPixels
import Testing

/// The article "Your own pixel app": its code is the example's source, and the example runs
/// under Xvfb, driven by xdotool as a user would drive it. After each step its window must show
/// what the same code shows in a headless window given the same input.
@MainActor
@Suite("Pixel app example", .serialized)
struct PixelAppExampleTests {
    /// The example's executable, built beside the tests.
    nonisolated static var example: URL? { ExampleUnderXvfb.binary(named: "pixel-app-example") }

    @Test("The article shows exactly the example's source, which is the terminal example's but the window")
    func readmeMatchesSource() throws {
        let root = ExampleUnderXvfb.repositoryRoot
        let article = "Sources/ReuseKitPixels/ReuseKitPixels.docc/YourOwnPixelApp.md"
        let readme = try String(
            contentsOf: ExampleUnderXvfb.packageRoot.appendingPathComponent(article), encoding: .utf8)
        let source = try String(
            contentsOf: ExampleUnderXvfb.packageRoot.appendingPathComponent("Examples/PixelApp/main.swift"),
            encoding: .utf8)
        let section = try #require(readme.range(of: "# Your own pixel app\n"), "the article has its title")
        let rest = readme[section.upperBound...]
        let start = try #require(rest.range(of: "```swift\n"))
        let end = try #require(rest[start.upperBound...].range(of: "```\n"))
        #expect(String(rest[start.upperBound..<end.lowerBound]) == source)
        let terminal = try String(
            contentsOf: root.appendingPathComponent("Examples/TerminalApp/main.swift"), encoding: .utf8)
        #expect(ExampleUnderXvfb.inPixels(terminal) == source)
    }

    @Test(
        "Under Xvfb the example follows keys, the wheel, a click and a drag as the same code does headless, and q quits",
        .enabled(if: example != nil, "pixel-app-example was not built next to the tests"),
        .timeLimit(.minutes(2)))
    func runsUnderXvfb() async throws {
        let binary = try #require(Self.example)
        // A server of its own: its pointer and focus are this test's alone.
        let session = try await XvfbSession.start(ownServer: true)
        let log = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pixel-app-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: log) }
        let pid = try session.start(binary.path, [], output: log.path)
        var exited = false
        defer { if !exited { kill(pid, SIGTERM) } }
        let id = try await session.windowID(of: pid)
        let twin = HeadlessTwin()
        try await ExampleUnderXvfb.expect(session, id, toShow: twin, "the first frame", name: "pixel-app")

        try session.run(
            "/usr/bin/xdotool", ["mousemove", "--window", id, "200", "400", "click", "--repeat", "2", "5"])
        twin.window.handle([.scroll(dx: 0, dy: 1, x: 200, y: 400), .scroll(dx: 0, dy: 1, x: 200, y: 400)])
        try await ExampleUnderXvfb.expect(session, id, toShow: twin, "two wheel notches", name: "pixel-app")

        // A click on the first whole row opens it.
        let row = try #require(
            twin.table.indexPathsForVisibleRows?.first {
                twin.table.rectForRow(at: $0).minY >= twin.table.contentOffset.y
            })
        let y = Int(twin.table.rectForRow(at: row).midY - twin.table.contentOffset.y)
        try session.run("/usr/bin/xdotool", ["mousemove", "--window", id, "100", "\(y)", "click", "1"])
        twin.window.handle([.pointerDown(x: 100, y: Double(y)), .pointerUp(x: 100, y: Double(y))])
        #expect(twin.opened == row.row)
        try await ExampleUnderXvfb.expect(
            session, id, toShow: twin, "row \(row.row + 1) opened by a click", name: "pixel-app")

        try session.run("/usr/bin/xdotool", ["windowfocus", "--sync", id, "key", "Escape"])
        twin.window.handle(.key(KeyEvent(.escape)))
        try await ExampleUnderXvfb.expect(
            session, id, toShow: twin, "the list again after Escape", name: "pixel-app")

        // A drag moves the list (how far its momentum carries is the machine's timing).
        let before = try ExampleUnderXvfb.screenshot(session, id).surface(scale: 1)
        try session.run("/usr/bin/xdotool", ["mousemove", "--window", id, "200", "700", "mousedown", "1"])
        for y in [600, 500, 400, 300] {
            try session.run("/usr/bin/xdotool", ["mousemove", "--window", id, "200", "\(y)"])
        }
        try session.run("/usr/bin/xdotool", ["mouseup", "1"])
        try await waitUntil(timeout: 10, "the drag to move the list", pollingEvery: .milliseconds(50)) {
            (try? ExampleUnderXvfb.screenshot(session, id).differingPixels(from: before)).map { $0 > 1000 }
                ?? false
        }

        for key in ["Home", "Down", "Down", "Return"] {
            try session.run("/usr/bin/xdotool", ["windowfocus", "--sync", id, "key", key])
        }
        for key in [Key.home, .down, .down, .enter] { twin.window.handle(.key(KeyEvent(key))) }
        try await ExampleUnderXvfb.expect(
            session, id, toShow: twin, "the top, two lines down, and a row opened by Enter", name: "pixel-app"
        )

        try session.run("/usr/bin/xdotool", ["windowfocus", "--sync", id, "key", "q"])
        let status = try await session.waitForExit(of: pid, timeout: 10)
        exited = status != nil
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        #expect(status == 0, "q quits with status 0: \(output)")
    }
}

/// The example's code in a headless window: the frames the example must show.
@MainActor
final class HeadlessTwin: HeadlessExample, TableViewDataSource, TableViewDelegate {
    let table: TableView
    var opened: Int?

    init() {
        let table = TableView(frame: .zero)
        self.table = table
        super.init(rootView: table)
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = self
        table.delegate = self
        window.keyBindings[KeyEvent(.character("q"))] = .quit
        window.keyBindings[KeyEvent(.escape)] = .perform { [unowned self] in window.rootView = table }
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1_000_000 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row + 1)"
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        opened = indexPath.row
        let detail = Label()
        detail.text = "Row \(indexPath.row + 1) of 1,000,000. Escape goes back, q quits."
        window.rootView = detail
    }
}
