import ReuseKit
import ReuseKitGallery
import ReuseKitTerminal

/// The text `reusekit-demo --help` prints.
public enum DemoUsage {
    /// The usage, listing every flag, the keys and the scenes.
    @MainActor
    public static var text: String {
        let scenes = SceneRegistry.all.map { type in
            "  \(NumberFormat.padRight(type.info.name, 10)) seed \(type.info.seed): \(type.info.summary)"
        }
        return """
            USAGE: reusekit-demo [--scene NAME] [--size WxH] [--feed-url URL] [--headless] [--measure] [--list]
                                 [--help]

            The ReuseKit gallery: UIKit's recycling scroll views in your terminal. On a terminal it runs
            interactively; when standard output is not a terminal (CI, a pipe) or TERM is dumb or unset, it
            runs a scripted tour of every scene on a headless screen and prints a summary table, then exits 0.

            OPTIONS:
              --scene NAME   Start on scene NAME; with the tour, tour only that scene.
              --size WxH     Size of the headless screen for the tour and --measure (default 200x60).
              --feed-url URL
                             The feed scene reads its JSON pages (URL/page-0.json, page-1.json…, each
                             {"page", "hasMore", "items": [{"id", "title", "image"}]}) and images from URL
                             instead of the copy bundled with the demo behind a simulated slow network.
                             To serve that copy: python3 -m http.server --directory
                             Sources/ReuseKitGallery/Resources/feed
              --headless     Run the scripted tour headless even when standard output is a terminal.
              --measure      Measure the table scene headless (ready time with 1,000,000 rows, frame times
                             and bytes written per one-row and per page scroll), print them and exit.
              --list         List the scenes and exit.
              -h, --help     Show this help and exit.

            KEYS:
              j k ↑ ↓        scroll one row          PgUp PgDn Space   scroll a page
              g G Home End   first / last row        wheel, drag       scroll (drag flings with momentum)
              Tab Shift-Tab  next / previous scene   click, Enter      select a row
              r              refresh the scene       h                 frame-timing HUD
              ← →            pager: turn a page      wheel ↑ at top    feed: refresh
              Enter, click   feed, chat: retry a failed page
              s i e          chat: send, receive three, jump to the end
              q Ctrl-C       quit                    Ctrl-Z            suspend (fg resumes)
                                                     (scenes add keys, shown in the status line)

            SCENES:
            \(scenes.joined(separator: "\n"))

            Bad arguments print a message and exit with status 2; a failure (a terminal that cannot be
            used, standard output that cannot be written) prints one and exits with status 1.
            """
    }
}
