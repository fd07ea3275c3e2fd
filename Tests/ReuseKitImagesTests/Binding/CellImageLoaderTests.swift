import Foundation
@_spi(Testing) @_spi(Hosting) import ReuseKit
import ReuseKitImageViews
import TestSupport
import Testing

@testable import ReuseKitImages

@Suite("Images in table cells")
@MainActor
struct CellImageLoaderTests {
    /// Writes one tagged PNG per row and returns the directory.
    static func writeImages(count: Int) throws -> URL {
        let directory = Fixtures.temporaryDirectory("cells")
        for row in 0..<count {
            let data = try ImageEncoder.png(Fixtures.taggedImage(row))
            try data.write(to: directory.appendingPathComponent("\(row).png"))
        }
        return directory
    }

    /// A 30×20 table of 2-pt rows, driven by a controller whose cells show their item's number.
    static func makeNumberedList() -> (TableView, ListController<Int, Int>) {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        table.rowHeight = 2
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        let controller = ListController<Int, Int>(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "\(item)"
            return cell
        }
        return (table, controller)
    }

    @Test("cells reused 1,000 times while loads are in flight never show another row's image")
    func neverTheWrongImage() async throws {
        let count = 300
        let directory = try Self.writeImages(count: count)
        let (table, controller) = Self.makeNumberedList()
        let pipeline = ImagePipeline()
        let loader = CellImageLoader(binder: ImageBinder(pipeline: pipeline)) { item in
            guard let row = item.base as? Int else { return nil }
            return ImageRequest(url: directory.appendingPathComponent("\(row).png"), source: .app)
        }
        controller.imageLoader = loader
        var snapshot = ListSnapshot<Int, Int>()
        snapshot.appendSection(0, items: Array(0..<count))
        try await controller.apply(snapshot)
        let run = RandomizedRun(name: "CellImages", defaultIterations: 1000)
        var random = run.makeGenerator()
        var reused = 0
        for step in 0..<run.iterations {
            table.contentOffset.y = CGFloat(Int.random(in: 0...(count * 2 - 20), using: &random))
            table.layoutIfNeeded()
            reused = table.cellCounters.reused
            if step % 50 == 0 { await Task.yield() }
            Self.checkImages(table, context: "SEED=\(run.seed) step \(step)")
        }
        #expect(reused >= 1000)
        try await waitUntil {
            table.visibleCells.allSatisfy { $0.imageView?.image != nil }
        }
        #expect(table.visibleCells.allSatisfy { $0.imageView?.image != nil })
        Self.checkImages(table, context: "after settling")
    }

    @Test("rows about to come into view are prefetched and show their image in the frame they appear")
    func prefetchedRowsAppearWithTheirImage() async throws {
        let count = 100
        let directory = try Self.writeImages(count: count)
        let (table, controller) = Self.makeNumberedList()
        let pipeline = ImagePipeline()
        func request(_ row: Int) -> ImageRequest {
            ImageRequest(url: directory.appendingPathComponent("\(row).png"), source: .app)
        }
        let prefetcher = ImagePrefetcher(pipeline: pipeline)
        controller.imageLoader = CellImageLoader(
            binder: ImageBinder(pipeline: pipeline), prefetcher: prefetcher
        ) {
            ($0.base as? Int).map(request)
        }
        var snapshot = ListSnapshot<Int, Int>()
        snapshot.appendSection(0, items: Array(0..<count))
        try await controller.apply(snapshot)
        table.layoutIfNeeded()
        // Moving down by one row puts the rows below the viewport in the prefetch range.
        table.contentOffset.y = 2
        table.layoutIfNeeded()
        let visible = Set((table.indexPathsForVisibleRows ?? []).map(\.row))
        let ahead = (visible.max() ?? 0) + 1
        #expect(
            prefetcher.prefetchingKeys.contains(request(ahead).cacheKey)
                || pipeline.cachedImage(for: request(ahead)) != nil,
            "row \(ahead), just below the viewport, is being prefetched")
        try await waitUntil("row \(ahead)'s image in the memory cache") {
            pipeline.cachedImage(for: request(ahead)) != nil
        }
        #expect(pipeline.metrics.dataLoads >= visible.count + 1)

        table.contentOffset.y += 2
        table.layoutIfNeeded()
        let appeared = try #require(table.cellForRow(at: IndexPath(row: ahead, section: 0)))
        #expect(
            appeared.imageView?.image != nil, "the prefetched row shows its image in the frame it appears")
        Self.checkImages(table, context: "after the prefetched row appeared")
    }

    @Test("loading when scrolling stops, rows whose image is in memory show it while the list scrolls")
    func cachedImagesShowWhileScrolling() async throws {
        let count = 60
        let directory = try Self.writeImages(count: count)
        let (table, controller) = Self.makeNumberedList()
        table.clock = ManualFrameClock()
        let pipeline = ImagePipeline()
        func request(_ row: Int) -> ImageRequest {
            ImageRequest(url: directory.appendingPathComponent("\(row).png"), source: .app)
        }
        controller.imageLoader = CellImageLoader(binder: ImageBinder(pipeline: pipeline), prefetcher: nil) {
            ($0.base as? Int).map(request)
        }
        controller.imageLoadingMode = .whenScrollingStops
        var snapshot = ListSnapshot<Int, Int>()
        snapshot.appendSection(0, items: Array(0..<count))
        try await controller.apply(snapshot)
        table.layoutIfNeeded()
        // Rows 10 to 19 are in memory (seen before); rows 20 and on are not.
        for row in 10..<20 { _ = try await pipeline.image(for: request(row)) }
        let loadsBefore = pipeline.metrics.dataLoads
        table.beginDragging()
        table.drag(translation: CGPoint(x: 0, y: -24))
        table.layoutIfNeeded()
        #expect(table.isDragging)
        let rows = (table.indexPathsForVisibleRows ?? []).map(\.row)
        #expect(rows.contains(12) && rows.contains(21))
        for path in (table.indexPathsForVisibleRows ?? []) {
            let cell = try #require(table.cellForRow(at: path))
            if (10..<20).contains(path.row) {
                #expect(cell.imageView?.image != nil, "row \(path.row) is cached and shows while scrolling")
            } else if path.row >= 20 {
                #expect(cell.imageView?.image == nil, "row \(path.row) waits for scrolling to stop")
            }
        }
        Self.checkImages(table, context: "while dragging")
        await Task.yield()
        #expect(pipeline.metrics.dataLoads == loadsBefore, "nothing is loaded while the list scrolls")
    }

    static func checkImages(_ table: TableView, context: String) {
        for cell in table.visibleCells {
            guard let pixels = cell.imageView?.image, let text = cell.textLabel?.text, let row = Int(text)
            else {
                continue
            }
            let shown = Int(pixels.pixels[0]) | Int(pixels.pixels[1]) << 8 | Int(pixels.pixels[2]) << 16
            #expect(shown == row, "\(context): row \(row) shows the image of row \(shown)")
        }
    }
}
