import Foundation
import ReuseKit

/// A `PagerView` that turns one page per swipe with three recycled page views, loads
/// each page's data lazily (a simulated delay on the host's clock, with a visible loading state),
/// bounces at the edges and reports every settled move through its `onSettle` block.
///
/// ← and → turn a page, as do the wheel (either way) and a horizontal drag, which the host
/// feeds to the pager as to any scroll view; the status line shows the last completion block
/// and bounce.
@MainActor
public final class PagerScene: GalleryScene, PagerViewDataSource, PagerViewDelegate {
    /// The scene's name, article number and summary.
    public static let info = SceneInfo(
        name: "pager", seed: "001", summary: "one page per swipe, pages loaded lazily, edge bounce")
    /// The tour turns pages with keys, the wheel and a drag, then runs into the first page.
    public static var tourSteps: [TourStep] {
        let right = TourStep.key(.right)
        let left = TourStep.key(.left)
        var steps: [TourStep] = [right, right, right, .settle]
        steps.append(.press(CGPoint(x: 70, y: 7)))
        for x in stride(from: 60, through: 10, by: -10) {
            steps.append(.drag(to: CGPoint(x: CGFloat(x), y: 7)))
        }
        steps += [.release(CGPoint(x: 10, y: 7)), .settle]
        steps += [.wheel(notches: 1, horizontal: true, at: CGPoint(x: 20, y: 7)), .settle]
        steps += [.wheel(notches: -1, horizontal: true, at: CGPoint(x: 20, y: 7)), .settle]
        steps += Array(repeating: left, count: 12) + [.settle, left, .settle]
        return steps
    }

    /// The pager.
    public let pagerView = PagerView(frame: .zero)
    /// Seconds of the clock a page takes to load.
    public var loadDelay = 0.6
    /// The last settled move, as `onSettle` received it.
    public private(set) var lastSettlement: PagerView.Settlement?
    /// The edge the last outward swipe bounced at, until the next move settles.
    public private(set) var lastBounce: PagerView.Edge?
    /// Page loads started, and how many of them were cancelled because their page went away.
    public private(set) var loadsStarted = 0
    /// Page loads cancelled before they finished.
    public private(set) var loadsCancelled = 0
    /// Page views made, and times a page view was given another page.
    public private(set) var viewsMade = 0
    /// Times an existing page view was configured for another page.
    public private(set) var viewsReused = 0
    private let timers: ClockTimers

    /// Makes the scene with 24 pages.
    public init(clock: FrameClock) {
        timers = ClockTimers(clock: clock)
        pagerView.clock = clock
        pagerView.pageViewClass = PagerPageCell.self
        pagerView.dataSource = self
        pagerView.delegate = self
        pagerView.onSettle = { [weak self] settlement in
            self?.lastSettlement = settlement
            self?.lastBounce = nil
        }
    }

    /// The pager fills the scene.
    public var rootView: View { pagerView }
    /// The pager takes the arrow keys, the wheel and drags, as any scroll view.
    public var initialFocus: View? { pagerView }
    /// The scene's own keys.
    public var keyHints: String { "←/→ wheel drag: one page" }

    /// The page, a bounce, the last completion block (current view, next view, direction,
    /// index) and the loads so far.
    public var statusText: String {
        var text = "seed 001 · page \(pagerView.currentIndex + 1)/\(pagerView.numberOfPages)"
        if let lastBounce { text += " · bounced at the \(lastBounce == .start ? "first" : "last") page" }
        if let settlement = lastSettlement {
            let current = (settlement.currentView as? PagerPageCell)?.serial ?? 0
            let next = (settlement.nextView as? PagerPageCell).map { "view #\($0.serial)" } ?? "none"
            text += " · completion: view #\(current), next \(next), \(Self.name(settlement.direction))"
            text += ", index \(settlement.index)"
        }
        text += " · \(loadsStarted) loads, \(loadsCancelled) cancelled"
        return text
    }

    /// `r` reloads the pages: the current one loads again.
    public func refresh() {
        pagerView.reloadData()
    }

    /// Fires page loads that are due (the host moves the pages); while loads wait, every frame
    /// is drawn, so the spinners turn.
    public func advanceAnimations() -> Bool {
        timers.fire()
    }

    static func name(_ direction: PagerView.Direction) -> String {
        switch direction {
        case .left: "left"
        case .right: "right"
        case .startPoint: "startPoint"
        }
    }

    // MARK: Data source and delegate

    /// 24 pages.
    public func numberOfPages(in pagerView: PagerView) -> Int { PagerArticle.count }

    /// The heading and dots at once; the text waits for the page's load.
    public func pagerView(_ pagerView: PagerView, configure pageView: PagerPageView, forPageAt index: Int) {
        guard let page = pageView as? PagerPageCell else { return }
        if page.serial == 0 {
            viewsMade += 1
            page.serial = viewsMade
        } else {
            viewsReused += 1
        }
        page.configure(index: index, count: PagerArticle.count)
    }

    /// Loads the page after `loadDelay` seconds of the clock; a cancelled load stops its timer.
    public func pagerView(_ pagerView: PagerView, loadPageAt index: Int, with load: PageLoad) {
        guard let page = load.pageView as? PagerPageCell else {
            load.finish()
            return
        }
        loadsStarted += 1
        page.showLoading(index: index, clock: timers.clock)
        let timer = timers.schedule(after: loadDelay) {
            page.showArticle(PagerArticle(index: index))
            load.finish()
        }
        load.onCancel { [weak self] in
            self?.timers.cancel(timer)
            self?.loadsCancelled += 1
        }
    }

    /// Shows the bounce in the status line.
    public func pagerView(_ pagerView: PagerView, didBounceAt edge: PagerView.Edge) {
        lastBounce = edge
    }
}
