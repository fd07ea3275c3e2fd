import TestSupport
import Testing

@testable import log_viewer_example

/// The log viewer's index of line starts against a plain array of offsets.
@Suite("Line index")
struct LineIndexTests {
    /// A line's length, newline included: mostly short, now and then long, rarely past 4 GB.
    static func randomLength(using generator: inout SeededGenerator) -> UInt64 {
        switch Int.random(in: 0..<100, using: &generator) {
        case 0: UInt64.random(in: 1 << 32...1 << 34, using: &generator)
        case 1..<6: UInt64.random(in: 128..<1 << 20, using: &generator)
        case 6..<20: 1
        default: UInt64.random(in: 1..<128, using: &generator)
        }
    }

    /// The model's answer: the last line that starts at or before `offset`.
    static func line(containing offset: UInt64, starts: [UInt64]) -> Int {
        var (low, high) = (0, starts.count - 2)
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    @Test(
        "Every line's offset and length, and the line at any offset, are the array's, as lines are appended")
    func matchesArray() {
        let run = RandomizedRun(name: "LineIndex", defaultIterations: 20_000)
        var generator = run.makeGenerator()
        var index = LineIndex()
        var starts: [UInt64] = [0]  // the model: where each line starts, then the end
        for step in 0..<run.iterations {
            let length = Self.randomLength(using: &generator)
            index.append(length: length)
            starts.append(starts[starts.count - 1] + length)
            #expect(index.count == starts.count - 1)
            #expect(index.end == starts[starts.count - 1])
            guard step % 97 == 0 || step < 300 else { continue }
            for _ in 0..<8 {
                let line = Int.random(in: 0..<index.count, using: &generator)
                #expect(index.range(ofLine: line) == starts[line]..<starts[line + 1], "line \(line)")
                let offset = UInt64.random(in: 0..<index.end, using: &generator)
                let model = Self.line(containing: offset, starts: starts)
                #expect(index.line(containing: offset) == model, "offset \(offset)")
            }
        }
        for line in 0..<index.count {
            #expect(index.range(ofLine: line) == starts[line]..<starts[line + 1], "line \(line)")
            #expect(index.line(containing: starts[line]) == line)
            #expect(index.line(containing: starts[line + 1] - 1) == line)
        }
    }

    @Test("Short lines cost at most 4 bytes of index each, a million empty ones included")
    func compact() {
        var generator = SeededGenerator(seed: 7)
        var index = LineIndex()
        for _ in 0..<1_000_000 { index.append(length: 1) }
        #expect(index.byteCount <= 4 * index.count, "\(index.byteCount) bytes for \(index.count) lines")
        index = LineIndex()
        for _ in 0..<1_000_000 { index.append(length: UInt64.random(in: 20..<120, using: &generator)) }
        #expect(index.byteCount <= 4 * index.count, "\(index.byteCount) bytes for \(index.count) lines")
    }
}
