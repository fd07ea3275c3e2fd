import Foundation
import ReuseKitCore

/// Pull-to-refresh for a scroll view, as UIKit's `UIRefreshControl`: pull the content down past
/// the threshold and release to run ``onRefresh``; call ``endRefreshing()`` when done. The state
/// machine lives in the engine; this view presents it (and its progress) above the content.
@MainActor
public final class RefreshControl: View {
    /// The engine's state machine, for hosts that draw their own header.
    @_spi(Hosting) public private(set) var machine: RefreshStateMachine {
        didSet { setNeedsDisplay() }
    }
    /// Called when a pull is released past the threshold (not by ``beginRefreshing()``).
    public var onRefresh: (() -> Void)?
    /// Text shown under the status, e.g. when the content was last updated.
    public var subtitle: String? {
        didSet { if subtitle != oldValue { setNeedsDisplay() } }
    }
    /// The wall-clock date the last refresh ended.
    public private(set) var lastUpdated: Date?
    weak var scrollView: ScrollView?

    /// Creates a refresh control; a `threshold` or `height` left out follows the host's text
    /// (see ``threshold`` and ``height``).
    public init(threshold: CGFloat? = nil, height: CGFloat? = nil) {
        precondition(threshold.map { $0 > 0 } ?? true, "a refresh threshold must be positive")
        precondition(height.map { $0 >= 0 } ?? true, "a refresh header cannot be negative")
        explicitThreshold = threshold
        explicitHeight = height
        machine = RefreshStateMachine(threshold: 1, headerHeight: 0, endDuration: 0.25)
        super.init(frame: .zero)
        syncMetrics()
    }

    private var explicitThreshold: CGFloat?
    private var explicitHeight: CGFloat?

    /// The height the header keeps open while refreshing, in points: by default two lines of
    /// the host's text system (the status and the subtitle).
    public var height: CGFloat {
        get { explicitHeight ?? 2 * traitCollection.textSystem.lineHeight }
        set {
            precondition(newValue >= 0, "a refresh header cannot be negative")
            explicitHeight = newValue
            syncMetrics()
            scrollView?.insetsDidChange()
        }
    }

    /// How far past the top a pull must reach to arm a refresh, in points: by default two and a
    /// half times ``height``, about where UIKit's control arms for its header.
    public var threshold: CGFloat {
        get { explicitThreshold ?? 2.5 * height }
        set {
            precondition(newValue > 0, "a refresh threshold must be positive")
            explicitThreshold = newValue
            syncMetrics()
        }
    }

    /// Brings the machine's metrics in line with the control's, which follow the host's traits
    /// (known only once the control is in a view tree).
    func syncMetrics() {
        let threshold = Double(max(.leastNonzeroMagnitude, threshold))
        let height = Double(height)
        if machine.threshold != threshold { machine.threshold = threshold }
        if machine.headerHeight != height { machine.headerHeight = height }
    }

    /// The current phase: idle, pulling, armed, refreshing or closing.
    public var state: RefreshState { machine.state }

    /// Whether a refresh is running.
    public var isRefreshing: Bool { machine.isRefreshing }

    /// The current generation; a completion for another one is stale.
    public var generation: Int { machine.generation }

    /// The space the header keeps open above the content now.
    public var insetTop: CGFloat {
        syncMetrics()
        return CGFloat(machine.insetTop(at: scrollView?.clock.now ?? 0))
    }

    /// Shows the header and enters the refreshing state from code, without calling
    /// ``onRefresh`` (as UIKit).
    public func beginRefreshing() {
        syncMetrics()
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
    @_spi(Hosting) @discardableResult
    public func tick() -> Bool {
        let closing = machine.tick(time: scrollView?.clock.now ?? 0)
        refreshStateChanged()
        return closing
    }

    func scrollViewDidScroll() {
        guard let scrollView else { return }
        let pulled = scrollView.refreshPullDistance
        syncMetrics()
        machine.pulled(Double(pulled), isDragging: scrollView.isDragging)
    }

    /// A wheel turned up at the top: an idle control starts a refresh as a released pull does,
    /// its handler to run once the gesture is over. Returns whether a refresh started.
    func startRefreshingByWheel() -> Bool {
        guard machine.state == .idle else { return false }
        syncMetrics()
        guard case .startRefresh = machine.beginRefreshing() else { return false }
        refreshStateChanged()
        scrollView?.invalidatePageLoads()
        if let onRefresh { scrollView?.pendingControlActions.append(onRefresh) }
        return true
    }

    /// The finger lifted: an armed pull starts a refresh, whose handler runs once the gesture is
    /// over. Returns whether a refresh started.
    func scrollViewWillEndDragging() -> Bool {
        guard case .startRefresh = machine.released() else { return false }
        refreshStateChanged()
        scrollView?.invalidatePageLoads()
        if let onRefresh { scrollView?.pendingControlActions.append(onRefresh) }
        return true
    }

    private func refreshStateChanged() {
        if machine.isRefreshing { scrollView?.invalidatePageLoads() }
        scrollView?.insetsDidChange()
    }

    /// The status line for the current state (while refreshing, the host's activity indicator
    /// is drawn before it).
    public var statusText: String {
        switch machine.state {
        case .idle, .pulling: return "↓ Pull to refresh"
        case .armed: return "↑ Release to refresh"
        case .refreshing: return "Refreshing…"
        case .ending: return "✓ Updated"
        }
    }

    /// Draws the status on the header's second line from the bottom and the subtitle on its
    /// last, in the host's line height: a spinner while refreshing, a progress bar while pulled.
    public override func draw(in context: DrawingContext) {
        let textSystem = traitCollection.textSystem
        let line = textSystem.lineHeight
        let space = textSystem.width(of: " ")
        let style = TextStyle(color: .secondaryText)
        let y = bounds.height - 2 * line
        var x = space
        if machine.isRefreshing {
            drawsAgainNextFrame()
            context.drawActivityIndicator(
                in: CGRect(x: x, y: y, width: line, height: line), color: .secondaryText,
                time: scrollView?.clock.now ?? 0)
            x += line + space
        }
        let text = statusText
        context.drawText(text, at: CGPoint(x: x, y: y), width: max(0, bounds.width - x), style: style)
        switch machine.state {
        case .pulling, .armed:
            drawProgress(
                in: context, x: x + textSystem.width(of: text) + 2 * space, y: y, space: space, line: line)
        default:
            break
        }
        if let subtitle {
            context.drawText(
                subtitle, at: CGPoint(x: space, y: bounds.height - line), width: max(0, bounds.width - space),
                style: style)
        }
    }

    /// A bar ten spaces long filled as far as the pull has gone, as thick as a quarter line (at
    /// least a hairline), centred on the status line.
    private func drawProgress(
        in context: DrawingContext, x: CGFloat, y: CGFloat, space: CGFloat, line: CGFloat
    ) {
        let length = min(10 * space, bounds.width - x)
        guard length > 0 else { return }
        let thickness = max(traitCollection.hairlineWidth, line / 4)
        let top = y + (line - thickness) / 2
        let filled = length * CGFloat(min(1, max(0, machine.progress)))
        context.fill(CGRect(x: x, y: top, width: length, height: thickness), with: .separator)
        if filled > 0 { context.fill(CGRect(x: x, y: top, width: filled, height: thickness), with: .tint) }
    }
}
