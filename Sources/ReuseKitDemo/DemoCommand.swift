import ReuseKit
import ReuseKitGallery
import ReuseKitTerminal

/// What `reusekit-demo` does with its arguments: the interactive gallery on a terminal, the
/// scripted tour otherwise, or one of the informational modes.
@MainActor
public enum DemoCommand {
    /// Runs the demo; returns the exit status (0 success, 1 failure, 2 bad arguments).
    ///
    /// `isTerminal` says whether standard output is a terminal, and `terminalType` is its
    /// `TERM`: without one, or with `dumb`, it cannot take escape sequences and gets the tour.
    /// `output` and `errors` print a line to standard output and standard error; a failed
    /// `output` ends the run with status 1. Asynchronous because scenes load data (images,
    /// network pages) whose results arrive on the main actor while the demo runs.
    public static func run(
        _ arguments: [String], isTerminal: Bool, terminalType: String? = nil,
        output: (String) throws(DemoOutputError) -> Void, errors: (String) -> Void
    ) async -> Int32 {
        let options: DemoOptions
        do {
            options = try DemoOptions.parse(arguments, sceneNames: SceneRegistry.names)
        } catch {
            errors(message(error))
            errors("Run 'reusekit-demo --help' for the flags.")
            return 2
        }
        do {
            switch options.mode {
            case .help:
                try output(DemoUsage.text)
            case .list:
                for type in SceneRegistry.all {
                    try output("\(type.info.name)\tseed \(type.info.seed)\t\(type.info.summary)")
                }
            case .measure:
                try output(try ScrollMeasurement.measure(size: options.size).report)
            case .tour:
                try output(try await tour(options, because: "run with --headless"))
            case .automatic where !isTerminal:
                try output(
                    try await tour(
                        options,
                        because:
                            "no terminal on standard output; run it in a terminal for the interactive gallery"
                    ))
            case .automatic where !takesEscapeSequences(terminalType):
                try output(
                    try await tour(
                        options,
                        because: (terminalType.map { "TERM=\($0)" } ?? "a terminal without TERM")
                            + " cannot show the interactive gallery; set TERM to your terminal's type"
                            + " (for example xterm-256color)"))
            case .automatic:
                try await interactive(options)
            }
            return 0
        } catch {
            errors(message(error))
            return 1
        }
    }

    /// Whether a terminal of type `terminalType` (`TERM`) takes escape sequences.
    static func takesEscapeSequences(_ terminalType: String?) -> Bool {
        guard let terminalType, !terminalType.isEmpty else { return false }
        return terminalType != "dumb"
    }

    /// The line standard error shows for `error`, with any control character in it (from an
    /// argument, a URL, a server's reply) shown as a visible stand-in.
    static func message(_ error: any Error) -> String {
        "reusekit-demo: " + TerminalText.sanitize(String(describing: error))
    }

    /// Runs the tour of the chosen scene, or of all, and returns the summary; `reason` says
    /// why it runs instead of the gallery.
    static func tour(_ options: DemoOptions, because reason: String) async throws(TourError) -> String {
        let types = options.scene.flatMap(SceneRegistry.scene(named:)).map { [$0] } ?? SceneRegistry.all
        let results = try await Tour(size: options.size, settings: options.settings).run(types)
        let notes = types.compactMap { $0.tourNote }.map { "  " + $0 }
        return """
            ReuseKit demo — scripted tour, headless at \(options.size) (\(TerminalText.sanitize(reason)))

            \(TourResult.table(results))
            """ + (notes.isEmpty ? "" : "\n\n" + notes.joined(separator: "\n"))
    }

    /// Runs the gallery on the terminal until `q`; the terminal is restored on every way out.
    static func interactive(_ options: DemoOptions) async throws(TerminalError) {
        let screen = try TerminalScreen()
        defer { screen.close() }
        let app = GalleryApp(
            screen: screen, initialScene: options.scene.flatMap(SceneRegistry.index(of:)) ?? 0,
            settings: options.settings, clock: SystemClock())
        try await app.window.run()
    }
}
