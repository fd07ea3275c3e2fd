import Foundation
import ReuseKitCore

/// Shows one page at a time and turns one page per swipe, with at most three page views however
/// many pages there are.
///
/// The pages' motion is the engine's `PagerMotion` (in ReuseKitCore): a drag follows the finger,
/// a release past ``distanceThreshold`` of a page or faster than ``flickVelocity`` springs to the
/// neighbour, a shorter one springs back, all on the injected ``clock``. Swipes made while the
/// pages still move are queued, never lost or torn. Both neighbours are configured in advance so a swipe never shows
/// a blank page, but a page's data loads only when it becomes current, and a load whose page is no
/// longer current is cancelled. At the first or last page an outward swipe bounces and the delegate
/// hears of it; ``wrapsAround`` makes the pages a true ring instead.
///
/// ```swift
/// final class Gallery: PagerViewDataSource {
///     let urls: [URL]
///     func numberOfPages(in pagerView: PagerView) -> Int { urls.count }
///     func pagerView(_ pagerView: PagerView, configure pageView: PagerPageView, forPageAt index: Int) {
///         pageView.textLabel.text = "Loading \(urls[index].lastPathComponent)…"
///     }
///     func pagerView(_ pagerView: PagerView, loadPageAt index: Int, with load: PageLoad) {
///         load.run { load in
///             guard let text = try? await fetchCaption(self.urls[index]) else { return }
///             load.pageView.textLabel.text = text   // a cancelled load never gets here
///         }
///     }
/// }
///
/// let pager = PagerView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
/// pager.dataSource = gallery
/// pager.wrapsAround = true
/// pager.autoAdvanceInterval = 5
/// pager.onSettle = { settlement in print("page", settlement.index, settlement.direction) }
/// // A host feeds it pan gestures and frames:
/// pager.beginDragging(); pager.drag(translation: CGPoint(x: -200, y: 0)); pager.endDragging()
/// while pager.step() { /* draw a frame */ }
/// ```
@MainActor
open class PagerView: View {
    /// Supplies the pages.
    public weak var dataSource: PagerViewDataSource? {
        didSet { setNeedsReload() }
    }
    /// Hears settled moves, bounces at the edges and finished loads.
    public weak var delegate: PagerViewDelegate?
    /// Called after each settled move, and when the pages are first shown, with the views, the
    /// direction and the page (``Settlement``).
    public var onSettle: ((Settlement) -> Void)?
    /// The axis pages follow.
    public let axis: Axis
    /// The clock animations read; a ``ManualFrameClock`` makes them deterministic.
    public var clock: FrameClock = SystemClock() {
        didSet { motion.restartAutoAdvance(at: clock.now) }
    }
    /// The class page views are made from.
    public var pageViewClass: PagerPageView.Type = PagerPageView.self {
        didSet { registerPageViewClass() }
    }
    /// Whether the last page is followed by the first (true modular indexing).
    open var wrapsAround = false {
        didSet { apply(motion.setWraps(wrapsAround, time: clock.now)) }
    }
    /// Seconds of rest after which the pager turns to the next page by itself; `nil` never does.
    /// It pauses while a finger is down and keeps its schedule across reloads.
    open var autoAdvanceInterval: Double? {
        get { motion.autoAdvanceInterval }
        set {
            motion.autoAdvanceInterval = newValue
            motion.restartAutoAdvance(at: clock.now)
        }
    }
    /// The fraction of a page a slow drag must cover to turn the page.
    open var distanceThreshold: CGFloat = 0.5 {
        didSet { updateThresholds() }
    }
    /// The release speed that turns the page whatever the distance, in pages per second.
    open var flickVelocity: CGFloat = 1 {
        didSet { updateThresholds() }
    }
    /// Whether a drag may turn the pages, as a scroll view's; code (``scrollToPage(_:animated:)``)
    /// and auto-advance still can.
    open var isScrollEnabled = true
    /// Whether the neighbours' data loads too, not only the current page's.
    open var preloadsNeighbours = false {
        didSet { syncSlots() }
    }

    var motion: PagerMotion
    /// The wheel's and the touchpad's deltas, grouped into gestures that turn one page each.
    var wheelGesture = PagerWheelGesture()
    /// The views of the previous, current and next slots.
    var slotViews: [PagerPageView?] = [nil, nil, nil]
    /// Times a page view still showing a page was given another without leaving the pager.
    var pageReassignments = 0
    /// The page views: made from ``pageViewClass`` under one identifier, pooled while unused,
    /// prepared by the pager whenever one is given a page (so not on dequeue).
    var pages = ReuseRegistry<PagerPageView>(
        noun: "page view", registration: "pageViewClass", limitPerIdentifier: 3, preparesOnDequeue: false)
    var needsReloadFlag = true
    var hasBeenAttached = false
    var hasLoaded = false
    static let pageIdentifier = "ReuseKit.PagerView.page"

    /// Creates a pager along `axis`.
    public init(frame: CGRect, axis: Axis = .horizontal) {
        self.axis = axis
        let length = axis == .horizontal ? frame.width : frame.height
        motion = PagerMotion(count: 0, pageSize: Double(max(1, length)), time: 0)
        super.init(frame: frame)
        countAsScrollable()
        registerPageViewClass()
    }

    private func registerPageViewClass() {
        let pageViewClass = pageViewClass
        pages.register(Self.pageIdentifier) { _ in pageViewClass.init() }
    }

    /// The page shown (0 when there are none).
    public var currentIndex: Int {
        loadIfNeeded()
        return motion.cursor.index
    }

    /// The number of pages.
    public var numberOfPages: Int {
        loadIfNeeded()
        return motion.cursor.count
    }

    /// The view of the current page.
    public var currentPageView: PagerPageView? { slotViews[1] }
    /// The view of the next page, configured in advance.
    public var nextPageView: PagerPageView? { slotViews[2] }
    /// The view of the previous page, configured in advance.
    public var previousPageView: PagerPageView? { slotViews[0] }
    /// Whether a finger is down.
    public var isDragging: Bool { motion.isDragging }
    /// Whether pages move on their own, or a queued move waits.
    public var isMoving: Bool { motion.isMoving }
    /// When auto-advance will next turn the page if nothing touches the pager.
    public var nextAutoAdvanceTime: Double? { motion.nextAutoAdvanceTime }
    /// What the page views have done: views created (never more than three), and reused —
    /// taken from the pool, or kept in place and given another page as the pages turn.
    @_spi(Testing)
    public var pageViewCounters: ReuseCounters {
        var counters = pages.counters
        counters.reused += pageReassignments
        return counters
    }

    open override func layoutSubviews() {
        loadIfNeeded()
        apply(motion.setPageSize(Double(max(1, pageLength)), time: clock.now))
        placeSlotViews()
    }

    /// Reloads when first attached to a superview.
    open override func willMove(toSuperview newSuperview: View?) {
        super.willMove(toSuperview: newSuperview)
        guard newSuperview != nil, !hasBeenAttached else { return }
        hasBeenAttached = true
        reloadData()
    }

    /// The length of a page along the axis.
    var pageLength: CGFloat { axis == .horizontal ? bounds.width : bounds.height }

    private func updateThresholds() {
        motion.setThresholds(distance: Double(distanceThreshold), flickVelocity: Double(flickVelocity))
    }
}
