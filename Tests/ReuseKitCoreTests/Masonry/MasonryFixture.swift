import TestSupport

@testable import ReuseKitCore

/// A random waterfall: heights, columns, width and margins, with the seed's frames for it.
struct MasonryFixture {
    var heights: [Double]
    var columns: Int
    var width: Double
    var margins: MasonryMargins

    /// Draws a waterfall; zero margins and zero heights are likely, to exercise the seed's
    /// "a column ending at 0 is empty" rule.
    init(count: Int, using random: inout SeededGenerator) {
        heights = (0..<count).map { _ in
            Int.random(in: 0..<10, using: &random) == 0 ? 0 : Double(Int.random(in: 1...300, using: &random))
        }
        columns = Int.random(in: 1...6, using: &random)
        width = Double(Int.random(in: 60...1200, using: &random))
        func margin() -> Double {
            Int.random(in: 0..<4, using: &random) == 0 ? 0 : Double(Int.random(in: 1...20, using: &random))
        }
        margins = MasonryMargins(
            top: margin(), bottom: margin(), left: margin(), right: margin(), row: margin(), column: margin())
    }

    var seed: SeedWaterfall {
        SeedWaterfall(
            heights: heights, columns: columns, width: width, top: margins.top, bottom: margins.bottom,
            left: margins.left, right: margins.right, row: margins.row, column: margins.column)
    }

    func makeLayout(placement: MasonryPlacement = .shortestColumn) -> MasonryLayout {
        var layout = MasonryLayout()
        layout.reset(
            itemCount: heights.count, columnCount: columns, width: width, margins: margins,
            placement: placement)
        return layout
    }

    func size(_ index: Int) -> MasonryItemSize { .height(heights[index]) }

    static func frame(_ frame: MasonryFrame) -> SeedWaterfall.Frame {
        SeedWaterfall.Frame(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
    }
}
