import Foundation

extension HostWindow {
    /// Lays the root view out to fill `size`, draws it and the HUD into the context `canvas`
    /// makes (the host's canvas), then hands the frame to `present`, which returns the bytes it
    /// wrote or uploaded; the frame's real time, from making the canvas to presenting, and its
    /// bytes go into ``statistics``.
    @_spi(Hosting)
    public func drawFrame<Context: DrawingContext, Failure: Error>(
        size: CGSize, canvas: () -> Context, present: (Context) throws(Failure) -> Int
    ) throws(Failure) {
        let start = stopwatch.now
        let context = canvas()
        isRendering = true
        needsDisplay = false
        let root = rootView
        let frame = CGRect(origin: .zero, size: size)
        if root.frame != frame { root.frame = frame }
        willRenderFrame?()
        root.layoutIfNeeded()
        if let didLayoutSubviews {
            didLayoutSubviews()
            root.layoutIfNeeded()
        }
        if size.width > 0 && size.height > 0 {
            let offset = CGPoint(x: root.frame.minX - root.bounds.minX, y: root.frame.minY - root.bounds.minY)
            context.withTransform(offset: offset, clip: root.bounds) { root.render(in: context) }
            if isHUDVisible { drawHUD(in: context, size: size) }
        }
        isRendering = false
        let bytes = try present(context)
        statistics.record(seconds: stopwatch.now - start, bytesWritten: bytes)
    }

    /// The HUD in the top right corner, if it fits.
    private func drawHUD(in context: DrawingContext, size: CGSize) {
        hud.update(statistics: statistics, reuse: focusedScrollable?.reuseStatistics)
        let panel = hud.fittingSize
        guard panel.width <= size.width, panel.height <= size.height else { return }
        hud.frame = CGRect(x: size.width - panel.width, y: 0, width: panel.width, height: panel.height)
        context.withTransform(offset: hud.frame.origin, clip: hud.bounds) { hud.render(in: context) }
    }

    /// Starts a run of the adapter's loop: not finished, and a first frame is wanted.
    @_spi(Hosting)
    public func beginRun() {
        isFinished = false
        setNeedsDisplay()
    }

    /// One turn of an adapter's loop before it waits: advances what moves, has `render` draw a
    /// frame if one was asked for, and returns how long the loop may then wait for input, in
    /// seconds: the rest of the frame interval while something moves, waits for work off the
    /// clock or asked for another frame meanwhile; `nil` (until input or a display request)
    /// when nothing does; 0 once the window is finished. Call ``endTurn()`` after the wait.
    @_spi(Hosting)
    public func beginTurn<Failure: Error>(render: () throws(Failure) -> Void) throws(Failure) -> Double? {
        let started = stopwatch.now
        let animating = advanceAnimations()
        if needsDisplay { try render() }
        guard !isFinished else { return 0 }
        hadPendingWork = hasPendingWork?() ?? false
        guard animating || hadPendingWork || needsDisplay else { return nil }
        return max(0.001, frameInterval - (stopwatch.now - started))
    }

    /// After the wait: work off the clock that was pending may have changed the screen.
    @_spi(Hosting)
    public func endTurn() {
        if hadPendingWork { setNeedsDisplay() }
    }
}
