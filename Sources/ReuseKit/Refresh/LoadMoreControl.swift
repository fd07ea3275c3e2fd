import Foundation
import ReuseKitCore

/// Load-more for a scroll view: when its ``edge`` of the content comes within ``triggerScreens``
/// viewports it asks ``onLoadMore`` for the next page with a ``Request`` to finish; shows the
/// host's activity indicator, an error with retry, or the end of the data in a band beside the
/// content: a footer below it for load-more (``ScrollView/loadMoreControl``), a header above it
/// for the pages before the first row (``ScrollView/loadOlderControl``). Both edges run the same
/// engine state machine; the top edge hands it the distance to the top.
@MainActor
public final class LoadMoreControl: View {
    /// One load, to finish exactly once; finishing a stale one (after a refresh) does nothing.
    @MainActor
    public struct Request {
        /// The load's generation.
        public let generation: Int
        weak var control: LoadMoreControl?

        /// The page arrived; `hasMore` false marks the end of the data.
        public func finish(hasMore: Bool) {
            control?.finish(generation: generation, hasMore: hasMore)
        }

        /// The page could not be loaded; the band offers a retry.
        public func fail(_ message: String) {
            control?.fail(generation: generation, message: message)
        }
    }

    /// The engine's state machine, for hosts that draw their own band.
    @_spi(Hosting) public private(set) var machine = LoadMoreStateMachine() {
        didSet { setNeedsDisplay() }
    }
    /// The edge of the content whose approach loads a page: `.bottom` (the footer of load-more)
    /// or `.top` (the header of the pages before the first row).
    public let edge: ScrollEdge
    /// Called when the next page should load.
    public var onLoadMore: ((Request) -> Void)?
    /// What the band says once everything is loaded ("· No more data ·" at the bottom,
    /// "· The beginning ·" at the top); a conversation says where it begins.
    public var endOfDataText: String {
        didSet { if endOfDataText != oldValue { setNeedsDisplay() } }
    }
    /// The band's height in points (the footer's, or the header's at the top edge): by default
    /// one line of the host's text system. It is part of the adjusted inset and stays while the
    /// control is installed, whatever it shows, so a spinner that comes and goes moves no row.
    public var footerHeight: CGFloat {
        get { explicitFooterHeight ?? traitCollection.textSystem.lineHeight }
        set {
            precondition(newValue >= 0, "a footer cannot be negative")
            explicitFooterHeight = newValue
            // The band is part of the adjusted inset: the resting range changes with it.
            scrollView?.insetsDidChange()
        }
    }
    private var explicitFooterHeight: CGFloat?
    /// Whether the control may start loads; a list controller turns it off while its empty
    /// list shows a failed refresh, whose retry is the refresh.
    public var isEnabled = true
    /// Why the last load failed.
    public private(set) var failureMessage: String? {
        didSet { if failureMessage != oldValue { setNeedsDisplay() } }
    }
    weak var scrollView: ScrollView?
    private var lastOffset: CGFloat?

    /// Creates a control that loads at `edge`: `.bottom` for ``ScrollView/loadMoreControl``,
    /// `.top` for ``ScrollView/loadOlderControl``.
    public init(edge: ScrollEdge = .bottom) {
        self.edge = edge
        endOfDataText = edge == .bottom ? "· No more data ·" : "· The beginning ·"
        super.init(frame: .zero)
    }

    /// How many viewports before the edge a load starts.
    public var triggerScreens: Double {
        get { machine.triggerScreens }
        set { machine.triggerScreens = newValue }
    }

    /// The current phase.
    public var state: LoadMoreState { machine.state }

    /// Whether a page is loading.
    public var isLoading: Bool { machine.isLoading }

    /// Retries a failed load now (a tap on the band).
    public func retry() {
        start(machine.retry())
    }

    /// Forgets a load in flight (its completion is ignored).
    public func invalidate() {
        machine.invalidate()
    }

    /// Starts over after the content was replaced: even "no more data" re-arms, unless the new
    /// content is the whole list (`hasMore` false).
    public func reset(hasMore: Bool = true) {
        machine.reset(hasMore: hasMore)
        failureMessage = nil
        lastOffset = nil
    }

    func finish(generation: Int, hasMore: Bool) {
        machine.finish(generation: generation, hasMore: hasMore)
        scrollView?.setNeedsLayout()
    }

    func fail(generation: Int, message: String) {
        let before = machine.state
        machine.fail(generation: generation)
        if machine.state != before { failureMessage = message }
        scrollView?.setNeedsLayout()
    }

    func scrollViewDidScroll() {
        guard let scrollView, scrollView.bounds.height > 0 else { return }
        let offset = scrollView.contentOffset.y
        let towardEdge = lastOffset.map { edge == .bottom ? offset >= $0 : offset <= $0 } ?? true
        lastOffset = offset
        let content = Double(scrollView.contentSize.height)
        let viewport = Double(scrollView.bounds.height)
        // The machine measures the distance to the edge it loads toward as the room below the
        // viewport; at the top edge that room is the offset itself, so the offset is mirrored.
        let mirrored = edge == .bottom ? Double(offset) : content - viewport - Double(offset)
        let action = machine.update(
            contentLength: content, viewportLength: viewport, offset: mirrored, movingTowardEnd: towardEdge,
            isBlocked: !isEnabled || scrollView.isRefreshingOrLoading(besides: self))
        start(action)
    }

    private func start(_ action: LoadMoreStateMachine.Action) {
        guard case .startLoading(let generation) = action else { return }
        failureMessage = nil
        let request = Request(generation: generation, control: self)
        if let onLoadMore { scrollView?.pendingControlActions.append { onLoadMore(request) } }
    }

    /// The band's text for the current state (while loading, the host's activity indicator is
    /// drawn before it).
    public var statusText: String {
        switch machine.state {
        case .idle: return ""
        case .loading: return "Loading…"
        case .failed: return "✗ \(failureMessage ?? "Loading failed") — tap to retry"
        case .noMoreData: return endOfDataText
        }
    }

    /// Draws the status on the band's first line, a space in from the left edge.
    public override func draw(in context: DrawingContext) {
        let textSystem = traitCollection.textSystem
        let line = textSystem.lineHeight
        let space = textSystem.width(of: " ")
        var x = space
        if case .loading = machine.state {
            drawsAgainNextFrame()
            context.drawActivityIndicator(
                in: CGRect(x: x, y: 0, width: line, height: line), color: .secondaryText,
                time: scrollView?.clock.now ?? 0)
            x += line + space
        }
        context.drawText(
            statusText, at: CGPoint(x: x, y: 0), width: max(0, bounds.width - x),
            style: TextStyle(color: .secondaryText))
    }
}
