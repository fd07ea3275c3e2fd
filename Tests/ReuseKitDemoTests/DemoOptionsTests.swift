import ReuseKitTerminal
import Testing

@testable import ReuseKitDemo

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
}
