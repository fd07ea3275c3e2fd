extension TerminalHost {
    /// Runs until `q` or Ctrl-C: advances animations, renders when something changed, then
    /// waits for input — a frame interval while something moves, indefinitely otherwise, so
    /// an idle demo uses no CPU.
    ///
    /// Meant for a screen whose `nextEvents` blocks (the real terminal); tests and the scripted
    /// tour drive `handle(_:)`, `advanceAnimations()` and `renderFrameIfNeeded()` themselves.
    public func run() throws(TerminalError) {
        setNeedsDisplay()
        while !isFinished {
            let started = stopwatch.now
            let animating = advanceAnimations()
            try renderFrameIfNeeded()
            let remaining = frameInterval - (stopwatch.now - started)
            let timeout: Int32 = animating ? Int32(max(1, (remaining * 1000).rounded(.up))) : -1
            handle(try screen.nextEvents(timeoutMilliseconds: timeout))
        }
    }
}
