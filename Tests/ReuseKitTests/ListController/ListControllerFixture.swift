import Foundation
@_spi(Hosting) import ReuseKit
import Testing

/// A list controller over integer items whose loaders hand their completions to the test, so
/// the test decides when (and whether) each refresh or page load finishes.
@MainActor
final class ListControllerFixture {
    typealias Snapshot = ListSnapshot<String, Int>

    let table: TableView
    let clock = ManualFrameClock()
    let controller: ListController<String, Int>
    var pendingRefreshes: [@MainActor @Sendable (Result<ListRefresh<String, Int>, any Error>) -> Void] = []
    var pendingPages: [@MainActor @Sendable (Result<ListPage<Int>, any Error>) -> Void] = []
    var pendingOlderPages: [@MainActor @Sendable (Result<ListOlderPage<Int>, any Error>) -> Void] = []
    var heightsAsked: [Int] = []

    /// `items` of `rowHeight` each (or of `itemHeight`'s), in a 30-wide table `height` high; a
    /// timeline (`anchorsToEnd`) estimates heights and starts at its end.
    init(
        items: Range<Int>, height: CGFloat = 20, rowHeight: CGFloat = 2, anchorsToEnd: Bool = false,
        itemHeight: ((Int) -> CGFloat)? = nil
    ) {
        table = TableView(frame: CGRect(x: 0, y: 0, width: 30, height: height))
        table.clock = clock
        table.rowHeight = rowHeight
        if anchorsToEnd {
            table.anchorsContentToEnd = true
            table.estimatedRowHeight = 44
        }
        table.register(TableViewCell.self, forCellReuseIdentifier: "item")
        controller = ListController(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "item", for: indexPath)
            cell.textLabel?.text = "\(item)"
            return cell
        }
        controller.heightProvider = { [unowned self] item, _ in
            heightsAsked.append(item)
            return itemHeight?(item) ?? rowHeight
        }
        var snapshot = Snapshot()
        snapshot.appendSection("main", items: Array(items))
        try? controller.apply(snapshot)
        table.layoutIfNeeded()
    }

    func enableRefresh() {
        controller.refreshLoader = .completion { [unowned self] done in pendingRefreshes.append(done) }
    }

    func enableLoadMore() {
        controller.loadMoreLoader = .completion { [unowned self] done in pendingPages.append(done) }
    }

    func enableLoadOlder() {
        controller.loadOlderLoader = .completion { [unowned self] done in pendingOlderPages.append(done) }
    }

    /// Drags the content by `distance` (positive pulls it down) over `seconds`, then releases and
    /// steps the motion to rest.
    func drag(by distance: CGFloat, seconds: Double = 0.3) {
        table.beginDragging()
        for step in 1...10 {
            clock.advance(by: seconds / 10)
            table.drag(translation: CGPoint(x: 0, y: distance * CGFloat(step) / 10))
            table.layoutIfNeeded()
        }
        clock.advance(by: 0.2)
        table.drag(translation: CGPoint(x: 0, y: distance))
        table.endDragging()
        settle()
    }

    /// Puts the content offset at `y` and lays out (the controls look at it).
    func scroll(to y: CGFloat) {
        table.contentOffset.y = y
        table.layoutIfNeeded()
    }

    /// One frame of 1/60 s: the clock, the motion, a layout pass.
    func frame() {
        clock.advance(by: 1.0 / 60)
        table.step()
        table.layoutIfNeeded()
    }

    /// Steps frames of 1/60 s until the table rests; still moving after `limit` frames fails the
    /// test at the caller.
    func settle(limit: Int = 600, sourceLocation: SourceLocation = #_sourceLocation) {
        for _ in 0..<limit {
            table.layoutIfNeeded()
            if !table.step() {
                table.layoutIfNeeded()
                return
            }
            clock.advance(by: 1.0 / 60)
        }
        Issue.record("the table was still moving after \(limit) frames", sourceLocation: sourceLocation)
    }

    var visibleTexts: [String] { table.visibleCells.map { $0.textLabel?.text ?? "" } }

    /// The visible items and their tops on screen.
    func screenTops() -> [Int: CGFloat] {
        table.screenTops { controller.snapshot.item(at: $0) }
    }

    /// How far the items still visible moved on screen since `before`, the largest.
    func largestMove(since before: [Int: CGFloat]) -> CGFloat {
        table.largestMove(since: before) { controller.snapshot.item(at: $0) }
    }
}

/// Records image loads and cancellations, in place of the image pipeline.
@MainActor
final class ImageLoaderDouble: ListImageLoading {
    var loads: [AnyHashable] = []
    var cancels = 0

    var prefetched: [AnyHashable] = []

    func loadImage(forItem item: AnyHashable, into imageView: ImageView) { loads.append(item) }
    func cancelImageLoad(for imageView: ImageView) { cancels += 1 }
    func prefetchImages(forItems items: [AnyHashable]) { prefetched += items }
}
