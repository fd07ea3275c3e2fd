import TestSupport
import Testing

@testable import ReuseKitCore

@Suite("Flow lines: items of many sizes")
struct FlowLinesTests {
    func origins(_ flow: FlowLines) -> [[Double]] {
        (0..<flow.lineCount).map { line in
            var origins: [Double] = []
            flow.forEachItem(inLine: line) { _, origin in origins.append(origin) }
            return origins
        }
    }

    @Test("items fill a line while they fit; full lines reach both edges, the last keeps the minimum spacing")
    func breakingAndJustification() {
        let flow = FlowLines(
            crossLengths: [100, 150, 80, 200, 120, 60], mainLengths: [40, 60, 50, 30, 30, 20], available: 390,
            start: 10, minimumSpacing: 10)
        // 100 + 150 + 80 + 2 × 10 = 350 fits; + 200 does not. 200 + 120 + 60 + 20 = 400 > 390.
        #expect((0..<flow.lineCount).map(flow.items(inLine:)) == [0..<3, 3..<5, 5..<6])
        #expect(origins(flow) == [[10, 140, 320], [10, 280], [10]])
        #expect((0..<flow.lineCount).map(flow.length(ofLine:)) == [60, 30, 20])
        #expect(flow.line(ofItem: 4) == 1)
        #expect(flow.crossOrigin(ofItem: 4) == 280)
    }

    @Test(
        "one item alone on a line that is not the last stands in the middle; one wider than the line gets its own"
    )
    func loneItems() {
        let flow = FlowLines(
            crossLengths: [300, 500, 50, 50], mainLengths: [10, 10, 10, 10], available: 390,
            minimumSpacing: 10)
        #expect((0..<flow.lineCount).map(flow.items(inLine:)) == [0..<1, 1..<2, 2..<4])
        #expect(origins(flow) == [[45], [0], [0, 60]])
    }

    @Test("random sizes break into lines as a greedy walk does, and every item is placed once, in order")
    func randomized() {
        let run = RandomizedRun(name: "FlowLines", defaultIterations: 300)
        var random = run.makeGenerator()
        for step in 0..<run.iterations {
            let count = Int.random(in: 0...40, using: &random)
            let widths = (0..<count).map { _ in Double(Int.random(in: 0...200, using: &random)) }
            let available = Double(Int.random(in: 0...400, using: &random))
            let flow = FlowLines(
                crossLengths: widths, mainLengths: widths.map { $0 / 2 }, available: available,
                minimumSpacing: 8)
            // The greedy reference.
            var lines: [[Int]] = []
            var used = 0.0
            for (item, width) in widths.enumerated() {
                if lines.isEmpty || used + 8 + width > available {
                    lines.append([item])
                    used = width
                } else {
                    lines[lines.count - 1].append(item)
                    used += 8 + width
                }
            }
            let found = (0..<flow.lineCount).map { Array(flow.items(inLine: $0)) }
            if found != lines {
                Issue.record("step \(step): lines \(found), not \(lines) (SEED=\(run.seed))")
                return
            }
            for item in 0..<count where lines[flow.line(ofItem: item)].contains(item) == false {
                Issue.record("step \(step): item \(item) is said to be in line \(flow.line(ofItem: item))")
                return
            }
        }
    }
}
