import ReuseKit
import ReuseKitTerminal

/// What `reusekit-demo` does with its arguments: the interactive gallery on a terminal, the
/// scripted tour otherwise, or one of the informational modes.
@MainActor
public enum DemoCommand {
    /// Runs the demo; returns the exit status (0 success, 1 failure, 2 bad arguments).
    ///
    /// `isTerminal` says whether standard output is a terminal; `output` and `errors` print
    /// a line to standard output and standard error. Asynchronous because scenes load data
    /// (images, network pages) whose results arrive on the main actor while the demo runs.
    public static func run(
        _ arguments: [String], isTerminal: Bool, output: (String) -> Void, errors: (String) -> Void
    ) async -> Int32 {
        let options: DemoOptions
        do {
            options = try DemoOptions.parse(arguments, sceneNames: SceneRegistry.names)
        } catch {
            errors("reusekit-demo: \(error)")
            errors("Run 'reusekit-demo --help' for the flags.")
            return 2
        }
        do {
            switch options.mode {
            case .help:
                output(DemoUsage.text)
            case .list:
                for type in SceneRegistry.all {
                    output("\(type.info.name)\tseed \(type.info.seed)\t\(type.info.summary)")
                }
            case .measure:
                output(try ScrollMeasurement.measure(size: options.size).report)
            case .tour:
                output(try await tour(options))
            case .automatic where !isTerminal:
                output(try await tour(options))
            case .automatic:
                try await interactive(options)
            }
            return 0
        } catch {
            errors("reusekit-demo: \(error)")
            return 1
        }
    }

    /// Runs the tour of the chosen scene, or of all, and returns the summary.
    static func tour(_ options: DemoOptions) async throws(TourError) -> String {
        let types = options.scene.flatMap(SceneRegistry.scene(named:)).map { [$0] } ?? SceneRegistry.all
        let results = try await Tour(size: options.size, settings: options.settings).run(types)
        let notes = types.compactMap { $0.tourNote }.map { "  " + $0 }
        return """
            ReuseKit demo — scripted tour, headless at \(options.size) (no terminal on standard output;
            run it in a terminal for the interactive gallery)

            \(TourResult.table(results))
            """ + (notes.isEmpty ? "" : "\n\n" + notes.joined(separator: "\n"))
    }

    /// Runs the gallery on the terminal until `q`; the terminal is restored on every way out.
    static func interactive(_ options: DemoOptions) async throws(TerminalError) {
        let screen = try TerminalScreen()
        defer { screen.close() }
        let host = TerminalHost(
            screen: screen, scenes: SceneRegistry.factories(settings: options.settings),
            initialScene: options.scene.flatMap(SceneRegistry.index(of:)) ?? 0, clock: SystemClock())
        host.suspendHandler = { screen.tty.suspend() }
        try await host.run()
    }
}
