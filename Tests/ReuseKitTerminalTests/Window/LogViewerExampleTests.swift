import Foundation
import TestSupport
import Testing

/// The article "A real terminal app": its code is the example's source, and the log viewer
/// runs in a real terminal on a file of 200,000 lines that another process appends to.
@Suite("Log viewer example", .serialized)
struct LogViewerExampleTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var example: URL? { Tmux.product(named: "log-viewer-example") }

    static let article = "Sources/ReuseKitTerminal/ReuseKitTerminal.docc/ARealApp.md"

    /// The Swift code blocks of the article titled `heading`, in order.
    static func codeBlocks(underHeading heading: String) throws -> [String] {
        let text = try String(contentsOf: packageRoot.appendingPathComponent(article), encoding: .utf8)
        let start = try #require(text.range(of: "# \(heading)\n"), "the article has its title")
        var section = text[start.upperBound...]
        var blocks: [String] = []
        while let open = section.range(of: "```swift\n"),
            let close = section[open.upperBound...].range(of: "\n```\n")
        {
            blocks.append(String(section[open.upperBound..<close.lowerBound]) + "\n")
            section = section[close.upperBound...]
        }
        return blocks
    }

    @Test("The article shows exactly the example's app, main and file model, and names its line index")
    func readmeMatchesSource() throws {
        let blocks = try Self.codeBlocks(underHeading: "A real terminal app")
        let folder = Self.packageRoot.appendingPathComponent("Examples/LogViewer")
        let shown = ["LogViewer.swift", "main.swift", "LogFile.swift"]
        let files = try shown.map {
            try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
        }
        #expect(blocks.count >= shown.count)
        #expect(Array(blocks.prefix(shown.count)) == files)
        #expect(
            Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
                == Set(shown + ["LineIndex.swift"]))
        let readme = try String(
            contentsOf: Self.packageRoot.appendingPathComponent(Self.article), encoding: .utf8)
        #expect(readme.contains("`Examples/LogViewer/LineIndex.swift`"))
    }

    @Test(
        "The article's Package.swift resolves against this checkout in a folder named ReuseKit, and only there",
        .timeLimit(.minutes(1)))
    func dependencySnippetResolves() throws {
        let snippet = try #require(try Self.codeBlocks(underHeading: "A real terminal app").last)
        #expect(snippet.hasPrefix("// swift-tools-version:"))
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("reusekit-dependency-\(getpid())-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let app = directory.appendingPathComponent("app")
        try FileManager.default.createDirectory(
            at: app.appendingPathComponent("Sources/log-viewer"), withIntermediateDirectories: true)
        #expect(snippet.contains(#".package(path: "../ReuseKit")"#))
        try "print(0)\n".write(
            to: app.appendingPathComponent("Sources/log-viewer/main.swift"), atomically: true, encoding: .utf8
        )
        // `swift package describe` loads the graph: it fails on a `package:` that names no
        // dependency. The checkout is a link named `name`, and the manifest's path names it.
        func describe(withCheckoutNamed name: String) throws -> (Int32, String) {
            let manifest = snippet.replacingOccurrences(of: #""../ReuseKit""#, with: "\"../\(name)\"")
            try manifest.write(
                to: app.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
            let link = directory.appendingPathComponent(name)
            try? FileManager.default.removeItem(at: link)
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: Self.packageRoot)
            defer { try? FileManager.default.removeItem(at: link) }
            let status = try Tmux.runWithDefaultSignals([
                "/bin/bash", "-c", "cd \"$0\" && swift package describe > output 2>&1", app.path,
            ])
            let output =
                (try? String(contentsOf: app.appendingPathComponent("output"), encoding: .utf8)) ?? ""
            return (status, output)
        }
        let (status, output) = try describe(withCheckoutNamed: "ReuseKit")
        #expect(status == 0, "\(output)")
        #expect(output.contains("ReuseKitTerminal"), "\(output)")
        let (renamed, message) = try describe(withCheckoutNamed: "reuse-kit")
        #expect(renamed != 0 && message.contains("valid packages are: 'reuse-kit'"), "\(message)")
    }

    @Test(
        "The log viewer wraps lines, searches with letters that are bindings, follows a growing file, resizes, quits and restores the terminal",
        .enabled(if: Tmux.isInstalled, "tmux is not installed"),
        .enabled(if: example != nil, "log-viewer-example was not built next to the tests"),
        .timeLimit(.minutes(1)))
    func runsInTmux() async throws {
        let binary = try #require(Self.example)
        let session = try TmuxSession(
            columns: 80, rows: 24, script: TmuxSession.wrapper(running: "'\(binary.path)' app.log"),
            files: ["app.log": Self.log])
        defer { session.close() }
        let file = session.directory.appendingPathComponent("app.log")
        func lines() throws -> [String] {
            try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map(String.init)
        }
        try await session.wait(
            forRow: 0, toMatch: #/app\.log — \/ search · n next · f follow · q quit.*/#, "the title line")
        try await session.wait(forRow: 23, toMatch: #/line 1 of 200000 */#, "the status line")
        try await session.wait(forRow: 1, toMatch: #/000001 INFO request served */#, "the first line's row")
        try await session.wait(
            forRow: 2, toMatch: #/000002 WARN word0 word1.*/#, "a long line wraps onto the rows below its own"
        )
        #expect(
            try session.capture().contains { $0.wholeMatch(of: #/.*end-of-line-2 */#) != nil },
            "the long line's end shows")
        try session.send(keys: "j", "j")
        try await session.wait(
            forRow: 23, toMatch: #/line 3 of 200000 */#, "j j moves two whole rows, the long one included")
        try await session.wait(
            forRow: 1, toMatch: #/000003 INFO request served */#, "the third line is the first row")
        try session.send(keys: "k", "k")
        try await session.wait(forRow: 23, toMatch: #/line 1 of 200000 */#, "k k moves back")
        try session.send(keys: "/")
        try await session.wait(
            forRow: 22, toMatch: #/ *Search.*/#, "/ opens the search field above the status line")
        try session.sendLiteral("quinoa fennel")
        try await session.wait(forRow: 22, toMatch: #/ *quinoa fennel */#, "the query types, q n f included")
        try await session.wait(forRow: 23, toMatch: #/line 1 of 200000 */#, "no key of the query acted")
        try session.send(keys: "Enter")
        try await session.wait(
            forRow: 23, toMatch: #/line 120000 of 200000 · “quinoa fennel” on line 120000 */#,
            "Enter jumps to the first match")
        try await session.wait(
            forRow: 1, toMatch: #/120000 ERROR quinoa fennel failed */#, "the match is the first row")
        try await session.wait(
            forRow: 22, toMatch: #/120016 INFO request served */#, "the field has gone, its row is the list's"
        )
        try session.send(keys: "n")
        try await session.wait(
            forRow: 23, toMatch: #/line 150000 of 200000 · “quinoa fennel” on line 150000 */#,
            "n jumps to the next match")
        try await session.wait(
            forRow: 1, toMatch: #/150000 ERROR quinoa fennel failed */#, "the next match is the first row")
        // Another thread appends a line every 10 ms while f follows the end.
        let writer = Appender(file: file)
        writer.start()
        try session.send(keys: "f")
        try await session.wait(forRow: 23, toMatch: #/.* of 2[0-9]{5} · following.*/#, "f follows the end")
        try await session.wait(
            forRow: 22, toMatch: #/appended [0-9]+ */#, "appended lines arrive at the bottom")
        try await Task.sleep(for: .seconds(1))
        writer.stop()
        var all = try lines()
        var last = try #require(all.last)
        var count = all.count
        try await session.wait(
            forRow: 22, toMatch: try Self.literal(last, then: " *"), "the last appended line is the last row")
        try await session.wait(
            forRow: 23, toMatch: try Regex("line [0-9]+ of \(count) · following.*"),
            "the status counts every line")
        try session.send(keys: "PageUp")
        try await session.wait(
            forRow: 23,
            toMatch: try Regex("line [0-9]+ of \(count) · 0 new below · “quinoa fennel” on line 150000 *"),
            "PgUp leaves the end")
        let handle = try FileHandle(forWritingTo: file)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("late 1\nlate 2\nlate 3\n".utf8))
        try handle.close()
        try await session.wait(
            forRow: 23, toMatch: try Regex("line [0-9]+ of \(count + 3) · 3 new below ·.*"),
            "lines that arrive meanwhile are counted, not shown")
        try await session.wait(
            forRow: 22, toMatch: #/appended [0-9]+ */#, "and the screen stays where it was")
        try session.send(keys: "End")
        try await session.wait(
            forRow: 23, toMatch: try Regex("line [0-9]+ of \(count + 3) · following ·.*"),
            "End follows the end again")
        try await session.wait(forRow: 22, toMatch: #/late 3 */#, "and shows the last line")
        all = try lines()
        last = try #require(all.last)
        count = all.count
        try session.resize(columns: 50, rows: 16)
        try await session.wait(
            forRow: 15, toMatch: try Regex("line [0-9]+ of \(count) · following.*"),
            "after a resize the status line is the last row")
        try await session.wait(
            forRow: 14, toMatch: try Self.literal(last, then: " *"), "and the last line is still above it")
        try await session.wait(
            forRow: 0, toMatch: #/app\.log — \/ search · n next · f follow.*/#,
            "the title keeps the first row")
        try session.send(keys: "q")
        try await session.wait(forFile: "done", "q quits")
        #expect(session.file("status") == "0", "exit status")
        #expect(session.file("after") == session.file("before"), "stty restored")
        #expect(
            try session.display("#{alternate_on} #{cursor_flag} #{mouse_any_flag}#{mouse_sgr_flag}")
                == "0 1 00",
            "alternate screen left, cursor shown, mouse off")
    }

    /// A pattern matching `text` as it is, then `rest`.
    static func literal(_ text: String, then rest: String) throws -> Regex<AnyRegexOutput> {
        try Regex(NSRegularExpression.escapedPattern(for: text) + rest)
    }

    /// 200,000 lines; every thousandth, from line 2, too long for one row; "quinoa fennel" on
    /// lines 120,000, 150,000 and 180,000.
    static let log: Data = {
        var text = ""
        let words = (0..<60).map { "word\($0)" }.joined(separator: " ")
        for number in 1...200_000 {
            let label = String(repeating: "0", count: 6 - String(number).count) + String(number)
            if number % 1000 == 2 {
                text += "\(label) WARN \(words) end-of-line-\(number)\n"
            } else if [120_000, 150_000, 180_000].contains(number) {
                text += "\(label) ERROR quinoa fennel failed\n"
            } else {
                text += "\(label) INFO request served\n"
            }
        }
        return Data(text.utf8)
    }()
}

/// Appends "appended N" to a file every 10 ms on a thread of its own, until stopped.
final class Appender: @unchecked Sendable {
    private let file: URL
    private let lock = NSLock()
    private var isStopping = false
    private let finished = DispatchSemaphore(value: 0)

    init(file: URL) { self.file = file }

    func start() {
        Thread { [self] in
            var count = 0
            while !lock.withLock({ isStopping }) {
                count += 1
                if let handle = try? FileHandle(forWritingTo: file) {
                    _ = try? handle.seekToEnd()
                    try? handle.write(contentsOf: Data("appended \(count)\n".utf8))
                    try? handle.close()
                }
                usleep(10_000)
            }
            finished.signal()
        }.start()
    }

    /// Stops appending and returns once the last line is written.
    func stop() {
        lock.withLock { isStopping = true }
        finished.wait()
    }
}
