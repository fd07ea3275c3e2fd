import Foundation
import ReuseKit
import TestSupport

/// A waterfall data source and delegate whose heights come from a function of the index, so a
/// million cells cost no memory; it counts every call.
@MainActor
final class WaterfallFixture: WaterfallViewDataSource, WaterfallViewDelegate,
    WaterfallViewDataSourcePrefetching
{
    var count: Int
    var columns: Int
    var margins: [WaterfallView.MarginType: CGFloat] = [:]
    var height: (Int) -> CGFloat
    var aspectRatio: ((Int) -> CGFloat?)?
    var heightCalls = 0
    var cellCalls = 0
    var columnCalls = 0
    var selected: [Int] = []
    var prefetched: [[Int]] = []
    var cancelled: [[Int]] = []
    var displayed = 0
    var endedDisplaying = 0
    let identifier = "cell"

    init(count: Int, columns: Int = 3, height: @escaping (Int) -> CGFloat) {
        self.count = count
        self.columns = columns
        self.height = height
    }

    /// Heights in 20...219 drawn from the index and `seed` alone.
    static func hashedHeight(seed: UInt64) -> (Int) -> CGFloat {
        { index in
            var generator = SeededGenerator(seed: seed &+ UInt64(index) &* 0x9E37_79B9)
            return CGFloat(20 + generator.next() % 200)
        }
    }

    func makeView(width: CGFloat = 320, height: CGFloat = 480) -> WaterfallView {
        let view = WaterfallView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        view.register(WaterfallViewCell.self, forCellReuseIdentifier: identifier)
        view.dataSource = self
        view.delegate = self
        return view
    }

    func seedFrames(upTo end: Int, width: CGFloat) -> SeedWaterfall {
        func margin(_ type: WaterfallView.MarginType) -> Double { Double(margins[type] ?? 8) }
        return SeedWaterfall(
            heights: (0..<end).map { Double(height($0)) }, columns: columns, width: Double(width),
            top: margin(.top), bottom: margin(.bottom), left: margin(.left), right: margin(.right),
            row: margin(.row), column: margin(.column))
    }

    func numberOfCells(in waterfallView: WaterfallView) -> Int { count }

    func numberOfColumns(in waterfallView: WaterfallView) -> Int {
        columnCalls += 1
        return columns
    }

    func waterfallView(_ waterfallView: WaterfallView, cellAt index: Int) -> WaterfallViewCell {
        cellCalls += 1
        let cell = waterfallView.dequeueReusableCell(withIdentifier: identifier, for: index)
        cell.textLabel.text = "\(index)"
        return cell
    }

    func waterfallView(_ waterfallView: WaterfallView, heightAt index: Int) -> CGFloat {
        heightCalls += 1
        return height(index)
    }

    func waterfallView(_ waterfallView: WaterfallView, aspectRatioAt index: Int) -> CGFloat? {
        aspectRatio?(index)
    }

    func waterfallView(_ waterfallView: WaterfallView, marginFor type: WaterfallView.MarginType) -> CGFloat {
        margins[type] ?? 8
    }

    func waterfallView(_ waterfallView: WaterfallView, didSelectAt index: Int) { selected.append(index) }

    func waterfallView(_ waterfallView: WaterfallView, willDisplay cell: WaterfallViewCell, at index: Int) {
        displayed += 1
    }

    func waterfallView(
        _ waterfallView: WaterfallView, didEndDisplaying cell: WaterfallViewCell, at index: Int
    ) {
        endedDisplaying += 1
    }

    func waterfallView(_ waterfallView: WaterfallView, prefetchCellsAt indexes: [Int]) {
        prefetched.append(indexes)
    }

    func waterfallView(_ waterfallView: WaterfallView, cancelPrefetchingForCellsAt indexes: [Int]) {
        cancelled.append(indexes)
    }
}

/// The visible cells of a shortest-column waterfall by an obviously correct search of the seed's
/// frames: tops never decrease with the index under that rule (checked here), so the cells
/// starting above the bottom are a prefix, and a running maximum of the bottoms tells where no
/// earlier cell can reach the top any more.
struct SeedVisibility {
    let seed: SeedWaterfall
    let tallestSoFar: [Double]

    init(_ seed: SeedWaterfall) {
        self.seed = seed
        var tallest = -Double.infinity
        tallestSoFar = seed.frames.map { frame in
            tallest = max(tallest, frame.y + frame.height)
            return tallest
        }
    }

    var topsAreSorted: Bool { zip(seed.frames, seed.frames.dropFirst()).allSatisfy { $0.y <= $1.y } }

    /// The visible cells, or `nil` if the reference does not reach the bottom of the band.
    func visible(top: Double, bottom: Double) -> [Int]? {
        guard bottom > top else { return [] }
        var low = 0
        var high = seed.frames.count
        while low < high {
            let middle = (low + high) / 2
            if seed.frames[middle].y < bottom { low = middle + 1 } else { high = middle }
        }
        guard low < seed.frames.count else { return nil }
        var found: [Int] = []
        var index = low - 1
        while index >= 0 && tallestSoFar[index] > top {
            let frame = seed.frames[index]
            if frame.y + frame.height > top { found.append(index) }
            index -= 1
        }
        return found.reversed()
    }
}
