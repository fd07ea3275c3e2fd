import Foundation

/// A spinner that shows work in progress, as UIKit's `UIActivityIndicatorView`: the host draws
/// it (``DrawingContext/drawActivityIndicator(in:color:time:)``), as it looks at ``clock``'s
/// time, so each frame a host draws while it animates shows it turned a little further.
@MainActor
open class ActivityIndicatorView: View {
    /// The spinner's colour.
    open var color: Color = .secondaryText {
        didSet { if color != oldValue { setNeedsDisplay() } }
    }
    /// Whether the view is hidden while not animating, as UIKit's default.
    open var hidesWhenStopped = true {
        didSet { updateHidden() }
    }
    /// The clock the spinner's turn is read from; a ``ManualFrameClock`` makes it deterministic.
    public var clock: FrameClock = SystemClock()
    /// Whether the spinner turns.
    public private(set) var isAnimating = false

    /// Creates a stopped indicator (hidden, since ``hidesWhenStopped`` is on).
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        updateHidden()
    }

    /// Starts the spinner (and shows the view).
    open func startAnimating() {
        isAnimating = true
        setNeedsDisplay()
        updateHidden()
    }

    /// Stops the spinner; the view hides when ``hidesWhenStopped``.
    open func stopAnimating() {
        isAnimating = false
        setNeedsDisplay()
        updateHidden()
    }

    /// A square of one line of the host's text.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let line = traitCollection.textSystem.lineHeight
        return CGSize(width: line, height: line)
    }

    open override func draw(in context: DrawingContext) {
        // A stopped spinner that stays visible shows its first frame, as UIKit's does.
        if isAnimating { drawsAgainNextFrame() }
        context.drawActivityIndicator(in: bounds, color: color, time: isAnimating ? clock.now : 0)
    }

    private func updateHidden() {
        isHidden = hidesWhenStopped && !isAnimating
    }
}
