import TestSupport
import Testing

@_spi(Testing) @testable import ReuseKitCore

@Suite("Masonry layout: every way of placing against a plain reference placement")
struct MasonryReferencePlacementTests {
    /// The frames a plain loop gives: each item in the shortest column (a scan from the left
    /// keeping the first strictly shorter one) or in column `i % columns`, at the top margin in
    /// an empty column (bottom 0) and a row margin under its last item otherwise.
    static func referenceFrames(
        _ sizes: [MasonryItemSize], in layout: MasonryLayout, placement: MasonryPlacement
    ) -> [MasonryFrame] {
        var bottoms = Array(repeating: 0.0, count: layout.columnCount)
        return sizes.indices.map { index in
            var column = index % layout.columnCount
            if placement == .shortestColumn {
                column = 0
                for candidate in bottoms.indices where bottoms[candidate] < bottoms[column] {
                    column = candidate
                }
            }
            let top = bottoms[column] == 0 ? layout.margins.top : bottoms[column] + layout.margins.row
            let height = sizes[index].height(forWidth: layout.columnWidth)
            bottoms[column] = top + height
            return MasonryFrame(x: layout.columnX(column), y: top, width: layout.columnWidth, height: height)
        }
    }

    /// Heights often equal (so columns end level and the leftmost-tie rule decides), zero, or
    /// aspect ratios.
    static func sizes(count: Int, using random: inout SeededGenerator) -> [MasonryItemSize] {
        (0..<count).map { _ in
            switch Int.random(in: 0..<6, using: &random) {
            case 0: .height(0)
            case 1, 2: .height([10, 20, 35].randomElement(using: &random) ?? 10)
            case 3: .aspectRatio([0.5, 1, 1.5].randomElement(using: &random) ?? 1)
            default: .height(Double(Int.random(in: 1...300, using: &random)))
            }
        }
    }

    @Test("batches, slices and bands in any mix, up to 300 columns, place as the reference loop")
    func mixedMatchesReference() {
        let run = RandomizedRun(name: "masonry-reference", defaultIterations: 60)
        var random = run.makeGenerator()
        for step in 0..<run.iterations {
            let sizes = Self.sizes(count: Int.random(in: 1...4000, using: &random), using: &random)
            let columns = [1, 2, 3, 5, 8, 9, 100, 300].randomElement(using: &random) ?? 3
            let placement: MasonryPlacement = Bool.random(using: &random) ? .shortestColumn : .leftToRight
            let margin = { (random: inout SeededGenerator) in
                Double(Int.random(in: 0...2, using: &random) * 4)
            }
            var layout = MasonryLayout()
            layout.reset(
                itemCount: sizes.count, columnCount: columns, width: Double(columns) * 50,
                margins: MasonryMargins(
                    top: margin(&random), bottom: margin(&random), left: margin(&random),
                    right: margin(&random), row: margin(&random), column: margin(&random)),
                placement: placement)
            while !layout.isFullyPlaced {
                let target = Swift.min(
                    sizes.count - 1, layout.placedCount + Int.random(in: 0...1500, using: &random))
                switch Int.random(in: 0..<3, using: &random) {
                case 0: layout.place(upTo: target) { sizes[$0] }
                case 1:
                    layout.place(upTo: target, limit: Int.random(in: 0...400, using: &random)) {
                        first, buffer in
                        for offset in buffer.indices { buffer[offset] = sizes[first + offset] }
                    }
                default:
                    layout.place(through: layout.frontier + Double(Int.random(in: 0...900, using: &random))) {
                        sizes[$0]
                    }
                }
            }
            let frames = (0..<layout.placedCount).map { layout.frame(ofItemAt: $0) }
            let same = frames == Self.referenceFrames(sizes, in: layout, placement: placement)
            #expect(same, "frames differ from the reference at step \(step) (SEED=\(run.seed))")
            if let problem = layout.checkInvariants() {
                Issue.record("step \(step): \(problem) (SEED=\(run.seed))")
            }
        }
    }
}
