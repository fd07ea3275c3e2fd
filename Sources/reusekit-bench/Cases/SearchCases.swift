import Foundation
import ReuseKit

/// Search as you type over a music library (100,000 and 1,000,000 tracks in 28 sections),
/// through `CollectionListController`: the query grows a letter at a time and shrinks back to
/// nothing (every track coming back, the worst keystroke), a key every six frames (a typist's
/// pace), frames paced at 60 Hz in real time.
///
/// Each keystroke applies the matching snapshot, animated, in the `async` form (completion):
/// the difference is computed in a background task while the main thread draws frames, and
/// lands on the main actor. Measured per keystroke: the keystroke's own frame (the apply call
/// and a frame), how late each frame ends after its 60 Hz tick while the difference is
/// computed and lands (over 16.7 ms is a missed frame), and the time from the key to the end of
/// the first frame showing the result. The baseline (seed column) is the synchronous apply,
/// the difference computed on the main actor, as before the background form existed: there
/// the keystroke's frame is the result's frame. The query's matching over the names is not
/// included (an app filters off the main actor too).
@MainActor
enum SearchCases {
    /// The queries typed, in order, and back again.
    static let keystrokes = ["l", "lo", "lov", "love", "lov", "lo", "l", ""]
    /// Frames between keystrokes.
    static let framesPerKey = 6
    static let frameSeconds = 1.0 / 60

    static func run(_ suite: BenchSuite) {
        for count in [100_000, 1_000_000] { search(suite, count: count) }
    }

    /// What the keystrokes of one mode measured, in seconds.
    struct Figures {
        var keyFrames: [Double] = []
        var lateness: [Double] = []
        var onScreen: [Double] = []
    }

    private static func search(_ suite: BenchSuite, count: Int) {
        suite.progress("search: a keystroke over \(Formatting.grouped(count)) tracks in 28 sections")
        let library = MusicLibrary(count: count)
        let snapshots = Dictionary(
            uniqueKeysWithValues: Set(keystrokes).map { ($0, library.snapshot(matching: $0)) })
        let rounds = suite.budget.quick ? 1 : 3
        let background = measure(MusicList(library: library), snapshots, rounds: rounds, inBackground: true)
        let synchronous = measure(MusicList(library: library), snapshots, rounds: rounds, inBackground: false)
        let queries = keystrokes.map { "“\($0)”" }.joined(separator: " ")
        func worst(_ values: [Double]) -> String { Formatting.metric(.seconds(values.max() ?? 0)) }
        func median(_ values: [Double]) -> Metric { .seconds(Statistics.median(values)) }
        suite.add(
            BenchRow(
                group: "search", name: "search as you type: a keystroke's frame (apply, then the frame)",
                rows: count, reuseKit: median(background.keyFrames), seed: median(synchronous.keyFrames),
                note: "CollectionListController.apply of the tracks matching \(queries), a key every "
                    + "\(framesPerKey) frames at 60 Hz; ReuseKit: the async apply (the difference in a "
                    + "background task), slowest \(worst(background.keyFrames)); baseline: the synchronous "
                    + "apply, slowest \(worst(synchronous.keyFrames))"))
        suite.add(
            BenchRow(
                group: "search", name: "search as you type: frame end after its 60 Hz tick, slowest",
                rows: count, reuseKit: .seconds(background.lateness.max() ?? 0),
                seed: .seconds(synchronous.lateness.max() ?? 0),
                note: "every frame while the difference is computed and lands (median "
                    + "\(Formatting.metric(median(background.lateness))); baseline median "
                    + "\(Formatting.metric(median(synchronous.lateness)))); over 16.7 ms misses a frame"))
        suite.add(
            BenchRow(
                group: "search", name: "search as you type: key to the end of the frame showing the result",
                rows: count, reuseKit: median(background.onScreen), seed: median(synchronous.onScreen),
                note:
                    "slowest \(worst(background.onScreen)), baseline slowest \(worst(synchronous.onScreen)); "
                    + "\(background.onScreen.count) of \(rounds * keystrokes.count) keys landed "
                    + "(a key typed before the last one landed supersedes it)"))
    }

    /// Types the keystrokes `rounds` times over `list`, applying in the background or not.
    private static func measure(
        _ list: MusicList, _ snapshots: [String: ListSnapshot<Int, Int>], rounds: Int, inBackground: Bool
    ) -> Figures {
        var figures = Figures()
        var outstanding = 0
        for _ in 0..<rounds {
            for query in keystrokes {
                guard let snapshot = snapshots[query] else { continue }
                let key = ContinuousClock.now
                var landed = false
                if inBackground {
                    outstanding += 1
                    list.controller.apply(snapshot) { _ in
                        outstanding -= 1
                        landed = true
                    }
                } else {
                    try? list.controller.apply(snapshot)
                    landed = true
                }
                list.frame()
                let keyFrame = Stopwatch.seconds(ContinuousClock.now - key)
                figures.keyFrames.append(keyFrame)
                if landed { figures.onScreen.append(keyFrame) }
                var shown = landed
                for frame in 1...framesPerKey {
                    let tick = key + .seconds(Double(frame) * frameSeconds)
                    // The main thread idles until the tick, serving the main actor (a landing).
                    pump(until: tick)
                    let landedBefore = landed
                    list.frame()
                    let end = ContinuousClock.now
                    figures.lateness.append(Stopwatch.seconds(end - tick))
                    if landedBefore && !shown {
                        shown = true
                        figures.onScreen.append(Stopwatch.seconds(end - key))
                    }
                }
            }
        }
        // The last key's difference lands before the next mode starts.
        while outstanding > 0 { pump(until: .now + .milliseconds(1)) }
        return figures
    }

    /// Serves the main run loop (and so the main actor's queue) until `deadline`.
    private static func pump(until deadline: ContinuousClock.Instant) {
        while ContinuousClock.now < deadline {
            let left = Stopwatch.seconds(deadline - ContinuousClock.now)
            RunLoop.main.run(until: Date(timeIntervalSinceNow: max(0, left)))
        }
    }
}
