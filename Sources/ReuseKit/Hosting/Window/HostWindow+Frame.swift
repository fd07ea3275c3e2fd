import Foundation

extension HostWindow {
    /// Lays the root view out to fill `size`, finds what changed since the last frame, has
    /// `canvas` make the host's context ready for that (the last picture kept, the copy applied,
    /// the damaged areas cleared; everything cleared for a whole frame), draws the root view and
    /// the HUD inside the damaged areas, then hands the frame to `present`, which returns the
    /// bytes it wrote or uploaded; the frame's real time, from layout to presenting, and its
    /// bytes go into ``statistics``.
    @_spi(Hosting)
    public func drawFrame<Context: DrawingContext, Failure: Error>(
        size: CGSize, canvas: (FrameDamage) -> Context, present: (Context, FrameDamage) throws(Failure) -> Int
    ) throws(Failure) {
        let start = stopwatch.now
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
        let hudFrame = layOutHUD(in: size)
        let damage = frameDamage(in: size, hudFrame: hudFrame)
        let context = canvas(damage)
        if size.width > 0 && size.height > 0 {
            if damage.isWhole {
                drawContents(in: context)
            } else {
                for rect in damage.rects {
                    context.withTransform(offset: .zero, clip: rect) { drawContents(in: context) }
                }
            }
        }
        isRendering = false
        let bytes = try present(context, damage)
        statistics.record(seconds: stopwatch.now - start, bytesWritten: bytes)
    }

    /// Draws everything the window shows, the root view and the HUD, as laid out for the last
    /// frame: what a whole frame draws, and what a test compares a frame of damage with.
    @_spi(Hosting)
    public func drawContents(in context: DrawingContext) {
        View.render(rootView, in: context)
        if let hudFrame = lastHUDFrame {
            context.withTransform(offset: hudFrame.origin, clip: hud.bounds) { hud.render(in: context) }
        }
    }

    /// The HUD with this frame's figures, in the top right corner: its frame, or `nil` when it
    /// is hidden or does not fit.
    private func layOutHUD(in size: CGSize) -> CGRect? {
        guard isHUDVisible, size.width > 0, size.height > 0 else { return nil }
        hud.update(statistics: statistics, reuse: focusedScrollable?.reuseStatistics)
        let panel = hud.fittingSize
        guard panel.width <= size.width, panel.height <= size.height else { return nil }
        hud.frame = CGRect(x: size.width - panel.width, y: 0, width: panel.width, height: panel.height)
        hud.layoutIfNeeded()
        return traits.snapped(hud.frame)
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
