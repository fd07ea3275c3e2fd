import Foundation
import ReuseKit
import ReuseKitImageViews
import ReuseKitImages

/// A `ListController` feed with pull-to-refresh (drag, or the wheel past the top, or
/// `r`), load-more at the end with a spinner, a page that fails once with a retry (Enter, or a
/// click on the footer), and thumbnails loaded through the image pipeline.
///
/// By default the feed is the JSON and PNGs bundled with the demo behind a simulated slow network:
/// pages arrive after a delay on the host's clock (so tests are deterministic), every third page
/// fails the first time, and each thumbnail waits 0.1–0.4 s before its file is read. With
/// `--feed-url URL` the same JSON and images come from a real server, over HTTP.
@MainActor
public final class FeedScene: GalleryScene {
    /// The scene's name, article number and summary.
    public static let info = SceneInfo(
        name: "feed", seed: "004",
        summary: "pull-to-refresh, load-more with retry, thumbnails over the network")
    /// The tour refreshes, loads pages to the failing one, retries it and pulls past the top.
    public static var tourSteps: [TourStep] {
        let end = TourStep.keys("G")
        return [
            .settle, .keys("r"), .settle, end, .settle, end, .settle, end, .settle, .key(.enter),
            .settle, end, .settle, .keys("g"), .wheel(notches: -1, at: CGPoint(x: 10, y: 4)), .settle,
        ]
    }

    /// How slow the simulated network is and whether it fails pages.
    public struct Configuration: Hashable, Sendable {
        /// Clock seconds before a refreshed first page arrives.
        public var refreshDelay = 0.8
        /// Clock seconds before a further page arrives.
        public var pageDelay = 0.6
        /// Real seconds each thumbnail waits before its file is read (it depends on the URL).
        public var imageLatency: ClosedRange<Double> = 0.1...0.4
        /// Whether every third page (2, 5, 8) fails the first time it is asked for after a refresh.
        public var failsEveryThirdPage = true

        /// The demo's slow network.
        public init() {}
    }

    /// The list.
    public let tableView = TableView(frame: .zero)
    /// The controller that owns the list's data, refresh, load-more and images.
    public let controller: ListController<String, FeedItem>
    /// The image pipeline the thumbnails go through.
    public let pipeline: ImagePipeline
    /// Binds thumbnails to cells, so that a reused cell never shows another post's image.
    public let binder: ImageBinder
    /// The simulated network's settings.
    public let configuration: Configuration
    /// Refreshes that brought a first page.
    public internal(set) var refreshCount = 0
    /// Pages asked for, refreshes included.
    public internal(set) var pageRequests = 0
    /// Page loads that failed.
    public internal(set) var failedRequests = 0
    /// The post selected last.
    public internal(set) var selectedItem: FeedItem?
    /// Why the feed cannot load at all, if it cannot.
    public let setupError: FeedError?
    let source: FeedSource?
    let timers: ClockTimers
    let pageLoader: any DataLoading
    let imageLoader: CellImageLoader
    /// Pages that already failed once since the last refresh.
    var failedPages: Set<Int> = []

    /// Makes the scene on the bundled feed.
    public convenience init(clock: FrameClock) {
        self.init(clock: clock, settings: SceneSettings())
    }

    /// Makes the scene on the feed the settings name, or on the bundled one behind a network as
    /// slow as the settings say.
    public init(clock: FrameClock, settings: SceneSettings) {
        let configuration = settings.feed
        self.configuration = configuration
        timers = ClockTimers(clock: clock)
        var source: FeedSource?
        var setupError: FeedError?
        if let url = settings.feedURL {
            source = FeedSource.remote(url)
        } else {
            do {
                source = try FeedSource.bundled()
            } catch {
                setupError = error
            }
        }
        self.source = source
        self.setupError = setupError
        let http = HTTPDataLoader(
            configuration: HTTPDataLoader.Configuration(timeout: 10, headers: ["Accept": "application/json"]))
        pageLoader = DataLoader(loaders: [FileDataLoader(), http])
        let images: any DataLoading =
            source?.isSimulated == false
            ? DataLoader() : SimulatedNetworkLoader(latency: configuration.imageLatency)
        pipeline = ImagePipeline(configuration: ImagePipeline.Configuration(dataLoader: images))
        binder = ImageBinder(
            pipeline: pipeline,
            options: ImageBinder.Options(
                placeholder: Image(width: 1, height: 1, color: Color(red: 52, green: 54, blue: 66)),
                failureImage: Image(width: 1, height: 1, color: Color(red: 120, green: 40, blue: 40))))
        imageLoader = CellImageLoader(binder: binder) { item in
            guard let post = item.base as? FeedItem else { return nil }
            return source?.imageRequest(for: post, thumbnail: ImageRequest.Thumbnail(width: 16, height: 12))
        }
        tableView.clock = clock
        // Four lines of 22 points.
        tableView.rowHeight = 88
        tableView.register(FeedCell.self, forCellReuseIdentifier: FeedCell.identifier)
        controller = ListController(tableView: tableView) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: FeedCell.identifier, for: indexPath)
            (cell as? FeedCell)?.configure(item)
            return cell
        }
        controller.imageLoadingMode = .whenScrollingStops
        controller.imageLoader = imageLoader
        controller.selectionHandler = { [weak self] item in self?.selectedItem = item }
        installLoaders()
        if let setupError { controller.emptyView.text = "✗ \(setupError)" } else { refresh() }
    }

    /// The list fills the scene.
    public var rootView: View { tableView }
    /// Scrolling input drives the list.
    public var initialFocus: View? { tableView }
    /// The scene's own keys.
    public var keyHints: String { "r or wheel past the top: refresh  Enter: retry what failed" }

    /// Posts, refreshes, the footer's state, images in flight and where the data comes from.
    public var statusText: String {
        if let setupError { return "seed 004 · ✗ \(setupError)" }
        var text = "seed 004 · \(controller.snapshot.numberOfItems) posts · refreshed \(refreshCount)×"
        if tableView.refreshControl?.isRefreshing == true { text += " · refreshing…" }
        switch tableView.loadMoreControl?.state {
        case .loading: text += " · loading page \(nextPage)…"
        case .failed: text += " · page \(nextPage) failed: Enter or a click retries"
        case .noMoreData: text += " · all pages loaded"
        default: break
        }
        let loading = binder.pendingCount
        if loading > 0 { text += " · \(loading) images loading" }
        if let selectedItem { text += " · selected \(selectedItem.id)" }
        if let source {
            text += source.isSimulated ? " · simulated slow network" : " · \(source.baseURL.absoluteString)"
        }
        return text
    }

    /// Thumbnails in flight, or a page coming from the server (the bundled feed's pages come on
    /// the clock instead).
    public var hasPendingWork: Bool {
        if binder.pendingCount > 0 { return true }
        guard source?.isSimulated == false else { return false }
        return tableView.refreshControl?.isRefreshing == true
            || tableView.loadMoreControl?.isLoading == true
    }

    /// The thumbnail a cell is bound to, if any.
    func thumbnailURL(of cell: TableViewCell) -> URL? {
        cell.imageView.flatMap { binder.request(for: $0)?.url }
    }

    /// The page load-more asks for next: one past the pages shown since the last refresh, whatever
    /// their sizes.
    var nextPage: Int { controller.loadedPageCount }

    /// Whether the footer shows a failed page.
    public var isShowingFailure: Bool { tableView.loadMoreControl?.state == .failed }

    /// `r`: refreshes from the first page, showing the header.
    public func refresh() {
        guard let control = tableView.refreshControl, !control.isRefreshing else { return }
        controller.refresh()
        tableView.setContentOffset(CGPoint(x: 0, y: tableView.minimumContentOffsetY), animated: false)
    }

    /// Enter retries a failed refresh or page; otherwise it is the host's (a selection).
    public func handleKey(_ key: Key) -> Bool {
        guard key == .enter else { return false }
        if controller.retryFailedRefresh() { return true }
        guard isShowingFailure else { return false }
        controller.retryLoadMore()
        return true
    }

    /// Delivers pages that are due.
    public func advanceAnimations() -> Bool {
        timers.fire()
    }

    /// A page due on the clock.
    public var isWaitingOnClock: Bool { !timers.isEmpty }
}
