import Foundation
import ReuseKitCore

/// A view whose content is larger than its bounds and moves under them: the content offset is
/// the bounds' origin, as in UIKit's `UIScrollView`. Dragging, momentum, bounce and paging are
/// driven by the engine's physics on an injected ``FrameClock``.
@MainActor
open class ScrollView: View {
    /// Receives scrolling events. Subclasses with richer delegates (``TableView``) accept theirs
    /// here too, since their protocols refine this one.
    public weak var delegate: ScrollViewDelegate? {
        didSet { delegateDidChange() }
    }

    /// Content is drawn at its offset on the host's grid (the rule every edge snaps by), so
    /// content that glides still moves on screen by whole device pixels (or rows): the last
    /// picture moved, which the host copies instead of drawing it again.
    override var drawingOrigin: CGPoint {
        let offset = bounds.origin
        guard offset != .zero else { return offset }
        let snapped = traitCollection.snapped(CGPoint(x: -offset.x, y: -offset.y))
        return CGPoint(x: -snapped.x, y: -snapped.y)
    }

    /// The size of the scrollable content.
    open var contentSize: CGSize {
        get { contentGeometry.size }
        set {
            guard newValue != contentGeometry.size else { return }
            contentGeometry.size = newValue
            setNeedsLayout()
            controlsDidScroll()
        }
    }

    /// Extra scrollable space around the content, as the caller set it.
    open var contentInset: EdgeInsets {
        get { contentGeometry.inset }
        set { contentGeometry.inset = newValue }
    }

    /// What ``contentSize`` and ``contentInset`` hold, read several times a layout pass:
    /// stored privately behind the open properties, they are read without the run-time
    /// exclusivity check that an open stored property's every read makes.
    private var contentGeometry = (size: CGSize.zero, inset: EdgeInsets.zero)

    /// The pull-to-refresh header, above the content.
    public var refreshControl: RefreshControl? {
        get { controls.refresh }
        set { replaceControl(controls.refresh, with: newValue) { $0.refresh = newValue } }
    }

    /// The load-more footer, below the content (a control made with `edge: .bottom`).
    public var loadMoreControl: LoadMoreControl? {
        get { controls.loadMore }
        set {
            precondition(newValue.map { $0.edge == .bottom } ?? true, "loadMoreControl loads at the bottom")
            replaceControl(controls.loadMore, with: newValue) { $0.loadMore = newValue }
        }
    }

    /// The header that loads the pages before the first row, above the content and below the
    /// refresh header (a control made with `edge: .top`). It takes its height in the adjusted top
    /// inset, as the refresh header does, so its spinner, its error and the beginning it shows
    /// move no row.
    public var loadOlderControl: LoadMoreControl? {
        get { controls.loadOlder }
        set {
            precondition(newValue.map { $0.edge == .top } ?? true, "loadOlderControl loads at the top")
            replaceControl(controls.loadOlder, with: newValue) { $0.loadOlder = newValue }
        }
    }

    /// The three controls.
    private typealias Controls = (
        refresh: RefreshControl?, loadMore: LoadMoreControl?, loadOlder: LoadMoreControl?
    )

    /// What the three controls' properties hold. The adjusted insets read them several times a
    /// layout pass: stored privately, they are read without a run-time exclusivity check.
    private var controls: Controls = (nil, nil, nil)

    /// Changes the controls on a copy moved in whole, so the old control is released outside
    /// the access (see `View.changeSubviews`), then puts `new` in the tree in `old`'s place.
    private func replaceControl(_ old: View?, with new: View?, _ change: (inout Controls) -> Void) {
        var slots = controls
        change(&slots)
        swap(&slots, &controls)
        attach(new, replacing: old)
    }

    /// Takes a tap below the content (where an empty state is shown); returns whether it did.
    var belowContentTapHandler: ((CGPoint) -> Bool)?

    /// Work the controls asked for during a layout or a gesture, run once it is over so that
    /// handlers may update the content safely.
    var pendingControlActions: [() -> Void] = []

    /// Holds the delegate's `scrollViewDidScroll` back while the view moves its offset in the
    /// middle of its own work (a layout pass, an update), then tells it once, at the end.
    var didScrollDeferral = ScrollNotificationDeferral()

    /// Whether dragging and momentum may go past the edges and bounce back.
    open var bounces = true
    /// Whether a drag may bounce vertically even when the content (with its insets) is no taller
    /// than the view; without it such content does not move under a drag, as in UIKit.
    open var alwaysBounceVertical = false
    /// Whether a drag may bounce horizontally even when the content (with its insets) is no
    /// wider than the view; without it such content does not move sideways, as in UIKit.
    open var alwaysBounceHorizontal = false
    /// Whether the user may scroll at all.
    open var isScrollEnabled = true
    /// Whether scrolling stops on multiples of the view's height.
    open var isPagingEnabled = false

    /// The clock animations read.
    public var clock: FrameClock = SystemClock()

    /// How quickly momentum dies out (per millisecond).
    open var decelerationRate: DecelerationRate = .normal {
        didSet {
            verticalMotion.decelerationRate = decelerationRate
            horizontalMotion.decelerationRate = decelerationRate
        }
    }

    /// The motion along the vertical axis: drag, momentum, bounce, paging and animations.
    var verticalMotion = ScrollAxisMotion(
        range: OffsetRange(lowerBound: 0, upperBound: 0), viewportDimension: 1)

    /// The motion along the horizontal axis, driven only while ``movesHorizontally``.
    var horizontalMotion = ScrollAxisMotion(
        range: OffsetRange(lowerBound: 0, upperBound: 0), viewportDimension: 1)

    /// Whether the motions in progress move the content sideways: the content is wider than the
    /// view, or may always bounce horizontally. Read when a motion is prepared, so that a view
    /// whose content fits its width never touches its horizontal offset.
    var movesHorizontally = false

    /// Whether a finger (or mouse) is dragging the content.
    public internal(set) var isDragging = false
    /// Whether the content moves on its own: momentum, a bounce or an animation.
    public internal(set) var isDecelerating = false
    /// Whether an animated ``setContentOffset(_:animated:)`` is running.
    public internal(set) var isAnimatingScroll = false

    /// Creates a scroll view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        countAsScrollable()
    }

    open override func layoutSubviews() {
        layoutControls()
    }

    /// Lays out, then runs what the controls asked for during the pass.
    open override func layoutIfNeeded() {
        deferringDidScroll { super.layoutIfNeeded() }
        runPendingControlActions()
    }

    /// Called when ``ScrollView/delegate`` changes, so subclasses can keep a typed reference to it.
    open func delegateDidChange() {}

    /// Advances the content's own animations (a table's rows sliding after an update) to the
    /// clock's time; returns whether any still runs. ``step()`` calls it every frame.
    @_spi(Hosting)
    open func stepContentAnimations() -> Bool { false }

    /// Whether the content's own animations run, so that a host keeps stepping the view.
    @_spi(Hosting)
    open var isAnimatingContent: Bool { false }

    /// The point of the content shown at the view's top-left corner.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin else { return }
            // Assigning the whole rectangle: mutating `bounds.origin` through the overridable
            // property boxes the value on the heap on every scroll step.
            bounds = CGRect(origin: newValue, size: bounds.size)
            contentOffsetDidChange()
            controlsDidScroll()
            if didScrollDeferral.deferNotification() { return }
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// Called after every change of the content offset, before the delegate hears of it.
    open func contentOffsetDidChange() {}

    /// Called when a glide, bounce or scroll animation comes to rest, before the delegate hears
    /// of it.
    func motionDidEnd() {}

    /// Where a glide released with `velocity` (points a millisecond) that would come to rest at
    /// `proposedContentOffset` ends instead, before the delegate has its say: the proposal by
    /// default; a collection view asks its layout, as UIKit's does.
    func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint { proposedContentOffset }

    /// Room above the content that a subclass adds to the insets (a timeline's short content
    /// shown at the bottom).
    var topAlignmentInset: CGFloat { 0 }

    /// The smallest vertical offset at rest: the top inset shows above the content.
    public var minimumContentOffsetY: CGFloat { -adjustedContentInset.top }

    /// The largest vertical offset at rest: the bottom of the content and inset at the bottom
    /// of the view, or the minimum when the content is shorter than the view.
    public var maximumContentOffsetY: CGFloat {
        max(minimumContentOffsetY, contentSize.height + adjustedContentInset.bottom - bounds.height)
    }

    /// `y` brought into the resting range.
    public func clampedOffsetY(_ y: CGFloat) -> CGFloat {
        min(max(y, minimumContentOffsetY), maximumContentOffsetY)
    }

    /// The smallest horizontal offset at rest: the left inset shows left of the content.
    public var minimumContentOffsetX: CGFloat { -adjustedContentInset.left }

    /// The largest horizontal offset at rest: the right of the content and inset at the right
    /// of the view, or the minimum when the content is narrower than the view.
    public var maximumContentOffsetX: CGFloat {
        max(minimumContentOffsetX, contentSize.width + adjustedContentInset.right - bounds.width)
    }

    /// `x` brought into the resting range.
    public func clampedOffsetX(_ x: CGFloat) -> CGFloat {
        min(max(x, minimumContentOffsetX), maximumContentOffsetX)
    }

    /// Whether the content scrolls sideways: wider than the view, or always bouncing.
    var scrollsHorizontally: Bool { alwaysBounceHorizontal || maximumContentOffsetX > minimumContentOffsetX }

    /// Whether the content scrolls up and down: taller than the view, always bouncing, or with
    /// no sideways scrolling (a vertical list with short content still pulls to refresh).
    var scrollsVertically: Bool {
        alwaysBounceVertical || !scrollsHorizontally || maximumContentOffsetY > minimumContentOffsetY
    }

    // MARK: Hosting (declared here so that the lists can override them; see `Scrollable`)

    /// Scrolls by `pages` screens, a screen being the view's height less one line of text, so
    /// the line at an edge stays in sight; content that scrolls only sideways moves by its width
    /// less one character.
    @_spi(Hosting)
    open func scrollByPage(_ pages: Int) {
        let text = traitCollection.textSystem
        guard scrollsVertically else {
            let column = text.width(of: " ")
            scroll(by: CGPoint(x: CGFloat(pages) * max(column, bounds.width - column), y: 0))
            return
        }
        let line = text.lineHeight
        let page = max(line, bounds.height - line)
        scroll(by: CGPoint(x: 0, y: CGFloat(pages) * page))
    }

    /// Scrolls by `rows` lines of text: a plain scroll view has no rows.
    @_spi(Hosting)
    open func scrollByRows(_ rows: Int) {
        scroll(by: CGPoint(x: 0, y: CGFloat(rows) * traitCollection.textSystem.lineHeight))
    }

    /// A wheel turned by `delta` points over the view: it scrolls as ``scroll(by:)`` does, except
    /// that turned up while the content rests at its top it pulls the refresh control, as a pull
    /// released past the threshold would (a wheel cannot pull past the edge itself).
    @_spi(Hosting)
    open func scrollWheel(by delta: CGPoint) {
        if delta.y < 0, !isDragging, !isMoving, contentOffset.y <= minimumContentOffsetY,
            let refreshControl, refreshControl.startRefreshingByWheel()
        {
            setContentOffset(CGPoint(x: contentOffset.x, y: minimumContentOffsetY), animated: false)
            runPendingControlActions()
            return
        }
        scroll(by: delta)
    }

    /// Content inside the view that scrolls across on its own (a collection view's sections
    /// that scroll sideways) takes a sideways scroll of `dx` points (a wheel turned sideways,
    /// the column keys); returns whether any did. The view itself scrolls vertically: none by
    /// default.
    @_spi(Hosting)
    open func scrollAcross(by dx: CGFloat) -> Bool { false }

    /// Shows the start or the end of the content, at once: its left or right end when it
    /// scrolls only sideways.
    @_spi(Hosting)
    open func scrollToEdge(_ edge: ScrollEdge) {
        guard scrollsVertically else {
            let x = edge == .top ? minimumContentOffsetX : maximumContentOffsetX
            setContentOffset(CGPoint(x: x, y: contentOffset.y), animated: false)
            return
        }
        let y = edge == .top ? minimumContentOffsetY : maximumContentOffsetY
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: false)
    }

    /// A click without motion at `point` (content coordinates): the load-more footer retries a
    /// failed load; a plain scroll view has nothing else to select.
    @_spi(Hosting)
    open func handleTap(at point: CGPoint) {
        _ = handleControlTap(at: point)
    }

    /// The Enter key: a plain scroll view has nothing to select.
    @_spi(Hosting)
    open func performPrimaryAction() {}

    /// A key that moves the keyboard focus among items: a plain scroll view has none, so the
    /// key scrolls instead (`false`).
    @_spi(Hosting)
    open func moveItemFocus(_ heading: FocusHeading) -> Bool { false }

    /// A letter no binding takes, for type-ahead: a plain scroll view has no items to find.
    @_spi(Hosting)
    open func typeSelect(_ character: Character) -> Bool { false }

    /// A plain scroll view recycles no cells.
    @_spi(Hosting)
    open var reuseStatistics: ReuseStatistics? { nil }
}
