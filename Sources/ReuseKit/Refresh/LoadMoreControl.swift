import Foundation

/// Load-more for a scroll view: when the end comes within ``triggerScreens`` viewports it asks
/// ``onLoadMore`` for the next page with a ``Request`` to finish; shows a spinner, an error with
/// retry, or the end of the data in a footer below the content.
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

        /// The page could not be loaded; the footer offers a retry.
        public func fail(_ message: String) {
            control?.fail(generation: generation, message: message)
        }
    }

    /// The engine's state machine.
    public private(set) var machine = LoadMoreStateMachine()
    /// Called when the next page should load.
    public var onLoadMore: ((Request) -> Void)?
    /// The footer's height.
    public var footerHeight: CGFloat = 1
    /// Whether the control may start loads; a list controller turns it off while its empty
    /// list shows a failed refresh, whose retry is the refresh.
    public var isEnabled = true
    /// Why the last load failed.
    public private(set) var failureMessage: String?
    weak var scrollView: ScrollView?
    private var lastOffset: CGFloat?

    /// Creates a load-more control.
    public init() {
        super.init(frame: .zero)
    }

    /// How many viewports before the end a load starts.
    public var triggerScreens: Double {
        get { machine.triggerScreens }
        set { machine.triggerScreens = newValue }
    }

    /// The current phase.
    public var state: LoadMoreState { machine.state }

    /// Retries a failed load now (a tap on the footer).
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
        let forward = lastOffset.map { offset >= $0 } ?? true
        lastOffset = offset
        let action = machine.update(
            contentLength: Double(scrollView.contentSize.height),
            viewportLength: Double(scrollView.bounds.height),
            offset: Double(offset), movingTowardEnd: forward,
            isBlocked: !isEnabled || scrollView.refreshControl?.isRefreshing == true)
        start(action)
    }

    private func start(_ action: LoadMoreStateMachine.Action) {
        guard case .startLoading(let generation) = action else { return }
        failureMessage = nil
        let request = Request(generation: generation, control: self)
        if let onLoadMore { scrollView?.pendingControlActions.append { onLoadMore(request) } }
    }

    /// The footer's text for the current state.
    public var statusText: String {
        switch machine.state {
        case .idle: return ""
        case .loading:
            let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
            let tick = Int((scrollView?.clock.now ?? 0) * 12) % frames.count
            return "\(frames[max(0, tick)]) Loading…"
        case .failed: return "✗ \(failureMessage ?? "Loading failed") — tap to retry"
        case .noMoreData: return "· No more data ·"
        }
    }

    public override func draw(in context: DrawingContext) {
        context.drawText(
            statusText, at: CGPoint(x: 1, y: 0), width: bounds.width - 1,
            style: TextStyle(color: .secondaryText))
    }
}
