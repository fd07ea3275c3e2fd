import Foundation

/// Pull-to-refresh for a scroll view, as UIKit's `UIRefreshControl`: pull the content down past
/// the threshold and release to run ``onRefresh``; call ``endRefreshing()`` when done. The state
/// machine lives in the engine; this view presents it (and its progress) above the content.
@MainActor
public final class RefreshControl: View {
    /// The engine's state machine, for hosts that draw their own header.
    public private(set) var machine: RefreshStateMachine
    /// Called when a pull is released past the threshold (not by ``beginRefreshing()``).
    public var onRefresh: (() -> Void)?
    /// Text shown under the status, e.g. when the content was last updated.
    public var subtitle: String?
    /// The wall-clock date the last refresh ended.
    public private(set) var lastUpdated: Date?
    weak var scrollView: ScrollView?

    /// Creates a refresh control; `threshold` and `height` are in points.
    public init(threshold: CGFloat = 5, height: CGFloat = 2) {
        machine = RefreshStateMachine(
            threshold: Double(threshold), headerHeight: Double(height), endDuration: 0.25)
        super.init(frame: .zero)
    }

    /// Whether a refresh is running.
    public var isRefreshing: Bool { machine.isRefreshing }

    /// The current generation; a completion for another one is stale.
    public var generation: Int { machine.generation }

    /// The space the header keeps open above the content now.
    public var insetTop: CGFloat {
        CGFloat(machine.insetTop(at: scrollView?.clock.now ?? 0))
    }

    /// Shows the header and enters the refreshing state from code, without calling
    /// ``onRefresh`` (as UIKit).
    public func beginRefreshing() {
        _ = machine.beginRefreshing()
        refreshStateChanged()
    }

    /// Ends the refresh: the header closes and the state returns to idle.
    public func endRefreshing() {
        endRefreshing(generation: nil)
    }

    /// Ends the refresh of `generation`; a completion from an older refresh is ignored.
    public func endRefreshing(generation: Int?) {
        let wasRefreshing = machine.isRefreshing
        machine.endRefreshing(generation: generation, time: scrollView?.clock.now ?? 0)
        if wasRefreshing && !machine.isRefreshing { lastUpdated = Date() }
        refreshStateChanged()
    }

    /// Advances the closing header; returns whether it is still closing.
    @discardableResult
    public func tick() -> Bool {
        let closing = machine.tick(time: scrollView?.clock.now ?? 0)
        refreshStateChanged()
        return closing
    }

    func scrollViewDidScroll() {
        guard let scrollView else { return }
        let pulled = -(scrollView.contentOffset.y + scrollView.contentInset.top)
        machine.pulled(Double(pulled), isDragging: scrollView.isDragging)
    }

    /// The finger lifted: an armed pull starts a refresh, whose handler runs once the gesture is
    /// over. Returns whether a refresh started.
    func scrollViewWillEndDragging() -> Bool {
        guard case .startRefresh = machine.released() else { return false }
        refreshStateChanged()
        scrollView?.loadMoreControl?.invalidate()
        if let onRefresh { scrollView?.pendingControlActions.append(onRefresh) }
        return true
    }

    private func refreshStateChanged() {
        if machine.isRefreshing { scrollView?.loadMoreControl?.invalidate() }
        scrollView?.insetsDidChange()
    }

    /// The status line for the current state.
    public var statusText: String {
        switch machine.state {
        case .idle, .pulling: return "↓ Pull to refresh"
        case .armed: return "↑ Release to refresh"
        case .refreshing: return "⟳ Refreshing…"
        case .ending: return "✓ Updated"
        }
    }

    public override func draw(in context: DrawingContext) {
        let style = TextStyle(color: .secondaryText)
        let width = bounds.width
        let progress = Int((min(1, machine.progress) * 10).rounded())
        let bar = String(repeating: "▮", count: progress) + String(repeating: "▯", count: 10 - progress)
        context.drawText(
            "\(statusText)  \(bar)", at: CGPoint(x: 1, y: bounds.height - 2), width: width - 1, style: style)
        if let subtitle {
            context.drawText(
                subtitle, at: CGPoint(x: 1, y: bounds.height - 1), width: width - 1, style: style)
        }
    }
}
