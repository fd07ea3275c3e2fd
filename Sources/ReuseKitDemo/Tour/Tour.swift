import Foundation
import ReuseKit
import ReuseKitGallery
import ReuseKitTerminal

/// Runs scenes headless through a script of input and measures them: what `reusekit-demo`
/// does when there is no terminal, and what tests check.
///
/// Time is a `ManualFrameClock` moved one frame interval per frame, so momentum, bounces and
/// the scenes' simulated delays play out the same on every run; frame times are real. Work off
/// the clock (image decoding, network pages) lands only while a `.settle` step waits for it, so
/// the frames before and after are the same on every run too.
@MainActor
public struct Tour {
    /// The size of the headless screen.
    public var size: TerminalSize
    /// What the scenes are made with.
    public var settings: SceneSettings
    /// The clock time between frames, in seconds.
    public var frameInterval = 1.0 / 60
    /// The most frames a `.settle` step renders.
    public var settleLimit = 600
    /// The longest a `.settle` step waits for work off the clock, in real seconds; past it the
    /// tour fails rather than go on from a state that depends on the machine's speed.
    public var workTimeout = 120.0

    /// Creates a tour on a screen of `size`.
    public init(size: TerminalSize, settings: SceneSettings = SceneSettings()) {
        self.size = size
        self.settings = settings
    }

    /// Runs every scene in `types`, one after another.
    public func run(_ types: [any GalleryScene.Type]) async throws(TourError) -> [TourResult] {
        var results: [TourResult] = []
        for type in types { results.append(try await run(type)) }
        return results
    }

    /// Runs one scene through the common script and its own steps.
    public func run(_ type: any GalleryScene.Type) async throws(TourError) -> TourResult {
        let grid = TerminalGrid.standard
        let area = grid.points(TerminalSize(columns: size.columns, rows: max(0, size.rows - 2)))
        return try await run(
            type, steps: TourStep.common(size: area, lineHeight: grid.cellSize.height) + type.tourSteps
        )
        .result
    }

    /// Runs one scene through `steps`; returns the measurements and the host, whose screen
    /// shows the last frame.
    public func run(_ type: any GalleryScene.Type, steps: [TourStep]) async throws(TourError) -> (
        result: TourResult, host: GalleryApp
    ) {
        let clock = ManualFrameClock()
        let screen = HeadlessScreen(size: size)
        let stopwatch = SystemClock()
        let start = stopwatch.now
        let host = GalleryApp(screen: screen, types: [type], settings: settings, clock: clock)
        let window = host.window
        try terminal { () throws(TerminalError) in try window.renderFrame() }
        let ready = stopwatch.now - start
        for step in steps { try await perform(step, host: host, screen: screen, clock: clock) }
        let statistics = window.statistics
        let result = TourResult(
            scene: type.info.name, frames: statistics.frameCount, readyTime: ready,
            medianFrameTime: statistics.medianFrameTime ?? 0, p99FrameTime: statistics.p99FrameTime ?? 0,
            reuse: host.reuseStatistics, bytesWritten: statistics.totalBytes,
            medianBytesPerFrame: statistics.medianBytes ?? 0)
        return (result, host)
    }

    /// Sends one step's input and renders the frames it causes.
    public func perform(
        _ step: TourStep, host: GalleryApp, screen: HeadlessScreen, clock: ManualFrameClock
    ) async throws(TourError) {
        switch step {
        case .key(let key):
            host.window.handle(.input(.key(KeyEvent(key))))
            try frame(host, clock)
        case .keys(let text):
            for character in text {
                host.window.handle(.input(.key(KeyEvent(.character(character)))))
                try frame(host, clock)
            }
        case .wheel(let notches, let horizontal, let point):
            let direction: MouseEvent.WheelDirection =
                horizontal ? (notches < 0 ? .left : .right) : (notches < 0 ? .up : .down)
            for _ in 0..<abs(notches) {
                try pointer(MouseEvent(.wheel(direction), at: point, in: host), host, clock)
            }
        case .press(let point):
            try pointer(MouseEvent(.press(.left), at: point, in: host), host, clock)
        case .drag(let point):
            try pointer(MouseEvent(.drag(.left), at: point, in: host), host, clock)
        case .release(let point):
            try pointer(MouseEvent(.release(.left), at: point, in: host), host, clock)
        case .resize(let numerator, let denominator):
            let newSize =
                numerator == denominator
                ? size
                : TerminalSize(
                    columns: max(20, size.columns * numerator / denominator),
                    rows: max(6, size.rows * numerator / denominator))
            screen.resize(to: newSize)
            try terminal { () throws(TerminalError) in
                host.window.handle(try screen.nextEvents(timeoutMilliseconds: 0))
            }
            try frame(host, clock)
        case .settle:
            try await settle(host, clock)
        }
    }

    /// A mouse event one frame after the last, so drags have a speed.
    private func pointer(_ event: MouseEvent, _ host: GalleryApp, _ clock: ManualFrameClock)
        throws(TourError)
    {
        clock.advance(by: frameInterval)
        host.window.handle(.input(.mouse(event)))
        host.window.advanceAnimations()
        try terminal { () throws(TerminalError) in try host.window.renderFrameIfNeeded() }
    }

    /// Frames every frame interval until nothing moves; whenever only work off the clock is left,
    /// waits for it (without moving the clock) and goes on. Fails if the work outlasts
    /// ``workTimeout`` seconds of waiting or the motion ``settleLimit`` frames.
    private func settle(_ host: GalleryApp, _ clock: ManualFrameClock) async throws(TourError) {
        let stopwatch = SystemClock()
        // Time waited is counted by polls, each gap for at most a tenth of a second: when other
        // main-actor work keeps this wait from running (tests beside it), the work it waits for
        // could not run either, and that time is no sign the work is stuck.
        var waited = 0.0
        var lastPoll = stopwatch.now
        let name = host.scene.name
        for _ in 0..<settleLimit {
            clock.advance(by: frameInterval)
            let moving = host.window.advanceAnimations()
            try terminal { () throws(TerminalError) in try host.window.renderFrameIfNeeded() }
            if moving { continue }
            guard host.scene.hasPendingWork else { return }
            while host.scene.hasPendingWork {
                let now = stopwatch.now
                waited += min(now - lastPoll, 0.1)
                lastPoll = now
                guard waited < workTimeout else { throw .workTimedOut(scene: name, seconds: workTimeout) }
                try? await Task.sleep(nanoseconds: 2_000_000)
            }
            host.window.setNeedsDisplay()
        }
        throw .stillMoving(scene: name, frames: settleLimit)
    }

    private func frame(_ host: GalleryApp, _ clock: ManualFrameClock) throws(TourError) {
        clock.advance(by: frameInterval)
        host.window.advanceAnimations()
        try terminal { () throws(TerminalError) in try host.window.renderFrameIfNeeded() }
    }

    private func terminal(_ work: () throws(TerminalError) -> Void) throws(TourError) {
        do {
            try work()
        } catch {
            throw .terminal(error)
        }
    }
}
