extension TerminalHost {
    /// Runs until `q` or Ctrl-C: advances animations, renders when something changed, then
    /// waits for input — a frame interval while something moves or the scene waits for work off
    /// the clock (`hasPendingWork`), indefinitely otherwise, so an idle demo uses no CPU.
    ///
    /// The loop occupies the main actor, so every turn ends with a suspension: main-actor work
    /// the scene started (an image binder's completions, a network page's `Task`) runs there,
    /// between frames. While such work is pending each turn redraws, so its results appear
    /// within a frame interval of landing.
    ///
    /// On the real terminal, run it from `MainThreadLoop.run` so that main-actor work (this loop
    /// included) stays on the main thread, where job-control signals such as Ctrl-Z's arrive.
    ///
    /// Meant for a screen whose `nextEvents` blocks (the real terminal); tests and the scripted
    /// tour drive `handle(_:)`, `advanceAnimations()` and `renderFrameIfNeeded()` themselves.
    public func run() async throws(TerminalError) {
        setNeedsDisplay()
        while !isFinished {
            let started = stopwatch.now
            let animating = advanceAnimations()
            try renderFrameIfNeeded()
            let waiting = scene.hasPendingWork
            let remaining = frameInterval - (stopwatch.now - started)
            let timeout: Int32 =
                animating || waiting ? Int32(max(1, (remaining * 1000).rounded(.up))) : -1
            handle(try screen.nextEvents(timeoutMilliseconds: timeout))
            await Task.yield()
            if waiting { setNeedsDisplay() }
        }
    }
}
