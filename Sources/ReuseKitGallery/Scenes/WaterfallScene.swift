import Foundation
import ReuseKit

/// A `WaterfallView` of picture cards of varying heights, placed in the shortest column,
/// with as many columns as the width holds (one per 24 spaces or 8 lines of text), cells created only
/// for the cards on screen and reused, a tap (or Enter) that selects a card, and load-more that
/// appends cards at the end without placing the others again.
@MainActor
public final class WaterfallScene: GalleryScene, WaterfallViewDataSource, WaterfallViewDelegate {
    /// The scene's name, article number and summary.
    public static let info = SceneInfo(
        name: "waterfall", seed: "003", summary: "picture cards in columns that follow the width; load-more")
    /// The tour taps a card and runs to the end twice, loading more each time.
    public static var tourSteps: [TourStep] {
        [
            .press(CGPoint(x: 5, y: 2)), .release(CGPoint(x: 5, y: 2)),
            .keys("G"), .settle, .keys("G"), .settle, .keys("g"),
        ]
    }

    /// The spaces of the host's text each waterfall column takes, at least.
    public static let columnSpaces = 24
    /// The lines of the host's text each column is wide, at least: where a space is narrow (a
    /// proportional font), this keeps a phone-wide window to two columns with readable captions.
    public static let columnLines: CGFloat = 8
    /// The cards shown at first.
    public static let initialCount = 60
    /// The cards each load-more appends.
    public static let pageSize = 40

    /// The waterfall.
    public let waterfallView = WaterfallView(frame: .zero)
    /// The cards now.
    public private(set) var cardCount = WaterfallScene.initialCount
    /// The card selected last, by a tap or Enter.
    public private(set) var selectedCard: Int?
    /// Seconds of the clock a load-more takes.
    public var loadDelay = 0.5
    /// The most cards load-more goes up to.
    public var maximumCount = 10_000
    /// The footer that loads more cards near the end.
    public let loadMoreControl = LoadMoreControl()
    private let timers: ClockTimers
    private let pictures = (0..<CardArt.count).map(CardArt.image)

    /// Makes the scene with 60 cards.
    public init(clock: FrameClock) {
        timers = ClockTimers(clock: clock)
        waterfallView.clock = clock
        // Nine lines of 22 points, about a card.
        waterfallView.estimatedCellHeight = 198
        waterfallView.register(WaterfallCardCell.self, forCellReuseIdentifier: WaterfallCardCell.identifier)
        waterfallView.dataSource = self
        waterfallView.delegate = self
        loadMoreControl.onLoadMore = { [weak self] request in self?.loadMore(request) }
    }

    /// The waterfall fills the scene.
    public var rootView: View { waterfallView }
    /// Scrolling input drives the waterfall.
    public var initialFocus: View? { waterfallView }

    /// Cards and columns, the cards on screen, the selection and a load in progress.
    public var statusText: String {
        var text =
            "seed 003 · \(cardCount.groupedDigits) cards in \(waterfallView.numberOfColumns) columns"
        let visible = waterfallView.indexesForVisibleCells
        if let first = visible.first, let last = visible.last {
            text += " · cards \(first)–\(last) on screen"
        }
        if let selectedCard { text += " · selected card \(selectedCard)" }
        if case .loading = loadMoreControl.state { text += " · loading \(Self.pageSize) more…" }
        return text
    }

    /// `r` starts again from the first 60 cards, at the top.
    public func refresh() {
        cardCount = Self.initialCount
        selectedCard = nil
        loadMoreControl.reset()
        waterfallView.reloadData()
        waterfallView.setContentOffset(.zero, animated: false)
    }

    /// Attaches the load-more footer once the waterfall has a size and its cards are counted: a
    /// footer attached before would see empty content in the first layout pass and load at once.
    public func willRenderFrame() {
        guard waterfallView.loadMoreControl == nil, waterfallView.bounds.height > 0 else { return }
        _ = waterfallView.numberOfCells
        waterfallView.loadMoreControl = loadMoreControl
    }

    /// Fires a load-more that is due.
    public func advanceAnimations() -> Bool {
        timers.fire()
    }

    /// A load-more due on the clock.
    public var isWaitingOnClock: Bool { !timers.isEmpty }

    /// Appends a page of cards once `loadDelay` seconds of the clock have passed.
    func loadMore(_ request: LoadMoreControl.Request) {
        timers.schedule(after: loadDelay) { [weak self] in
            guard let self else { return }
            let added = min(Self.pageSize, maximumCount - cardCount)
            cardCount += added
            do throws(ListUpdateError) {
                try waterfallView.appendCells(count: added)
                request.finish(hasMore: cardCount < maximumCount)
            } catch {
                cardCount -= added
                request.fail(error.description)
            }
        }
    }

    // MARK: Data source and delegate

    /// The cards loaded so far.
    public func numberOfCells(in waterfallView: WaterfallView) -> Int { cardCount }

    /// One column per 24 spaces or 8 lines of the host's text, whichever is wider; at least one.
    public func numberOfColumns(in waterfallView: WaterfallView) -> Int {
        let traits = waterfallView.traitCollection
        let minimumWidth = max(traits.spaces(Self.columnSpaces), Self.columnLines * traits.line)
        return max(1, Int(waterfallView.bounds.width / minimumWidth))
    }

    /// A card with its picture and caption.
    public func waterfallView(_ waterfallView: WaterfallView, cellAt index: Int) -> WaterfallViewCell {
        let cell = waterfallView.dequeueReusableCell(withIdentifier: WaterfallCardCell.identifier, for: index)
        let mixed = Int((UInt64(index) &* 0x9E37_79B9_7F4A_7C15) >> 40)
        (cell as? WaterfallCardCell)?.configure(
            title: Self.titles[mixed % Self.titles.count], detail: "#\(index) · ♥ \(mixed % 997)",
            image: pictures[index % pictures.count])
        return cell
    }

    /// A picture of 4 to 10 lines of the host's text plus the caption.
    public func waterfallView(_ waterfallView: WaterfallView, heightAt index: Int) -> CGFloat {
        let lines: [CGFloat] = [4, 6, 5, 8, 7, 10, 6, 9]
        let mixed = Int((UInt64(index) &* 0x9E37_79B9_7F4A_7C15) >> 58)
        return (lines[mixed % lines.count] + WaterfallCardCell.captionLines)
            * waterfallView.traitCollection.line
    }

    /// A space's width between cards and above the first, two between columns.
    public func waterfallView(_ waterfallView: WaterfallView, marginFor type: WaterfallView.MarginType)
        -> CGFloat
    {
        let traits = waterfallView.traitCollection
        switch type {
        case .column: return traits.spaces(2)
        case .bottom: return 0
        default: return traits.spaces(1)
        }
    }

    /// Remembers the selection for the status line.
    public func waterfallView(_ waterfallView: WaterfallView, didSelectAt index: Int) {
        selectedCard = index
    }

    static let titles = [
        "西湖日落 Sunset", "Harbour 港口", "山间 Hills", "Night sky 夜空", "沙丘 Dunes", "Stripes 条纹",
        "Rings 年轮", "晨雾 Morning mist", "Lighthouse 灯塔", "竹林 Bamboo", "Aurora 极光", "Tea 茶园",
    ]
}
