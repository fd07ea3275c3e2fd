import ReuseKitTerminal
import Testing

@testable import ReuseKitDemo
@testable import ReuseKitGallery

@Suite("Demo options")
@MainActor
struct DemoOptionsTests {
    let names = ["table", "heights"]

    @Test("No arguments mean the gallery with every scene at 200×60")
    func defaults() throws {
        let options = try DemoOptions.parse([], sceneNames: names)
        #expect(options.mode == .automatic)
        #expect(options.scene == nil)
        #expect(options.size == TerminalSize(columns: 200, rows: 60))
    }

    @Test("Flags take values separated by a space or an equals sign")
    func values() throws {
        let options = try DemoOptions.parse(
            ["--scene", "heights", "--size=120x40", "--headless"], sceneNames: names)
        #expect(options.mode == .tour)
        #expect(options.scene == "heights")
        #expect(options.size == TerminalSize(columns: 120, rows: 40))
    }

    @Test("The feed URL is read from --feed-url and handed to the scenes")
    func feedURL() throws {
        let options = try DemoOptions.parse(["--feed-url=http://127.0.0.1:8000/feed"], sceneNames: names)
        #expect(options.feedURL?.absoluteString == "http://127.0.0.1:8000/feed")
        #expect(options.settings.feedURL == options.feedURL)
        #expect(try DemoOptions.parse([], sceneNames: names).settings == SceneSettings())
    }

    @Test("Bad arguments are reported with a clear message")
    func badArguments() {
        #expect(throws: DemoOptionsError.unknownArgument("--bogus")) {
            try DemoOptions.parse(["--bogus"], sceneNames: names)
        }
        #expect(throws: DemoOptionsError.missingValue(flag: "--scene")) {
            try DemoOptions.parse(["--scene"], sceneNames: names)
        }
        #expect(throws: DemoOptionsError.badSize("200by60")) {
            try DemoOptions.parse(["--size", "200by60"], sceneNames: names)
        }
        #expect(throws: DemoOptionsError.unknownScene("nope", known: names)) {
            try DemoOptions.parse(["--scene", "nope"], sceneNames: names)
        }
        #expect(DemoOptionsError.unknownScene("nope", known: names).description.contains("table, heights"))
        #expect(throws: DemoOptionsError.badURL("ftp://example.com/feed")) {
            try DemoOptions.parse(["--feed-url", "ftp://example.com/feed"], sceneNames: names)
        }
    }

    @Test("The command exits 2 on a bad flag and prints help that names every flag")
    func command() async {
        var printed: [String] = []
        var errors: [String] = []
        let bad = await DemoCommand.run(
            ["--frobnicate"], isTerminal: false, output: { printed.append($0) }, errors: { errors.append($0) }
        )
        #expect(bad == 2)
        #expect(errors.first == "reusekit-demo: unknown argument '--frobnicate'")
        let help = await DemoCommand.run(
            ["--help"], isTerminal: true, output: { printed.append($0) }, errors: { errors.append($0) })
        #expect(help == 0)
        let text = printed.joined()
        for flag in ["--scene", "--size", "--feed-url", "--headless", "--measure", "--list", "--help"] {
            #expect(text.contains(flag), "help does not mention \(flag)")
        }
    }

    @Test("Error messages show control characters from arguments as visible stand-ins, never raw")
    func sanitizedErrors() async {
        var errors: [String] = []
        let status = await DemoCommand.run(
            ["--scene", "\u{1B}]2;X\u{07}"], isTerminal: false, output: { _ in },
            errors: { errors.append($0) })
        #expect(status == 2)
        let text = errors.joined(separator: "\n")
        #expect(text.contains("'␛]2;X␇'"), "\(text)")
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(text.debugDescription)")
        let unknown = DemoOptionsError.unknownArgument("--\u{9B}31m\u{1B}[2J").description
        #expect(!unknown.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }

    @Test("A terminal without escape sequences (TERM=dumb, or no TERM) gets the tour, not the gallery")
    func dumbTerminal() async {
        for terminalType in ["dumb", "", nil] as [String?] {
            var printed: [String] = []
            var errors: [String] = []
            let status = await DemoCommand.run(
                ["--scene", "table", "--size", "60x20"], isTerminal: true, terminalType: terminalType,
                output: { printed.append($0) }, errors: { errors.append($0) })
            #expect(status == 0, "TERM=\(terminalType ?? "(unset)"): \(errors)")
            let text = printed.joined(separator: "\n")
            #expect(text.contains("scripted tour"), "TERM=\(terminalType ?? "(unset)")")
            #expect(text.contains("cannot show the interactive gallery"))
            #expect(!text.contains("\u{1B}"))
        }
    }

    @Test("A failed write to standard output is reported on standard error with status 1")
    func outputFailure() async {
        var errors: [String] = []
        let status = await DemoCommand.run(
            ["--help"], isTerminal: false,
            output: { _ throws(DemoOutputError) in throw DemoOutputError(code: 28) },
            errors: { errors.append($0) })
        #expect(status == 1)
        #expect(errors == ["reusekit-demo: cannot write to standard output: No space left on device"])
    }
}
