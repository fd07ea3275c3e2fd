import Foundation
import TestSupport
import Testing

@_spi(Hosting) @testable import ReuseKit

/// The one grid rule: a coordinate to the nearest grid line, halves toward +∞; a rectangle by
/// its edges.
@Suite("Grid snapping")
struct GridSnappingTests {
    /// Display scales hosts use: a terminal's cells, and device pixels at 2× and 3×.
    static let scales: [CGFloat] = [1, 2, 3]

    /// A random coordinate in 1/64ths (exact in binary, halves of every grid included) within
    /// ±`range`.
    static func coordinate(_ generator: inout SeededGenerator, within range: Int = 200) -> CGFloat {
        CGFloat(Int.random(in: -range * 64...range * 64, using: &generator)) / 64
    }

    @Test("Coordinates go to the nearest line; halves go up, below zero too")
    func nearestLineHalvesUp() {
        #expect(CGFloat(0.49).snapped(toScale: 1) == 0)
        #expect(CGFloat(0.5).snapped(toScale: 1) == 1)
        #expect(CGFloat(-0.5).snapped(toScale: 1) == 0)
        #expect(CGFloat(-0.51).snapped(toScale: 1) == -1)
        #expect(CGFloat(-1.5).snapped(toScale: 1) == -1)
        #expect(CGFloat(0.25).snapped(toScale: 2) == 0.5)
        #expect(CGFloat(0.24).snapped(toScale: 2) == 0)
        #expect(CGFloat(-0.25).snapped(toScale: 2) == 0)
        #expect(CGFloat(1.3).snapped(toScale: 2) == 1.5)
        #expect(abs(CGFloat(0.2).snapped(toScale: 3) - 1.0 / 3) < 1e-12)
        #expect(CGFloat.infinity.snapped(toScale: 2) == .infinity)
        #expect(CGFloat.nan.snapped(toScale: 2).isNaN)
        #expect(CGPoint(x: 0.5, y: -0.75).snapped(toScale: 2) == CGPoint(x: 0.5, y: -0.5))
    }

    @Test("A rectangle snaps its edges, not its origin and size")
    func rectanglesSnapEdges() {
        // Snapping the height alone would give 1 and leave the bottom at 1, above 0.3 + 1.4.
        #expect(
            CGRect(x: 0.3, y: 0.3, width: 1.4, height: 1.4).snapped(toScale: 1)
                == CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(
            CGRect(x: 2.5, y: -0.5, width: 1, height: 0.2).snapped(toScale: 1)
                == CGRect(x: 3, y: 0, width: 1, height: 0))
    }

    @Test("Snapping moves with the grid: whole lines added before snapping are added after it")
    func translationInvariance() {
        let run = RandomizedRun(name: "snapping translation", defaultIterations: 2000)
        var generator = run.makeGenerator()
        for _ in 0..<run.iterations {
            let scale: CGFloat = Bool.random(using: &generator) ? 1 : 2
            let value = Self.coordinate(&generator)
            let lines = CGFloat(Int.random(in: -500...500, using: &generator)) / scale
            #expect(
                (lines + value).snapped(toScale: scale) == lines + value.snapped(toScale: scale),
                "seed \(run.seed): \(value) moved by \(lines) at scale \(scale)")
        }
    }

    @Test("Snapping is idempotent, for coordinates and rectangles")
    func idempotent() {
        let run = RandomizedRun(name: "snapping idempotence", defaultIterations: 2000)
        var generator = run.makeGenerator()
        for _ in 0..<run.iterations {
            let scale = Self.scales.randomElement(using: &generator) ?? 1
            let value = CGFloat(Double.random(in: -1e4...1e4, using: &generator))
            let once = value.snapped(toScale: scale)
            #expect(once.snapped(toScale: scale) == once, "seed \(run.seed): \(value) at scale \(scale)")
            #expect(abs(once - value) <= 0.5 / scale, "seed \(run.seed): \(value) moved too far")
            let rect = CGRect(
                x: value, y: Self.coordinate(&generator),
                width: CGFloat(Double.random(in: 0...500, using: &generator)),
                height: CGFloat(Double.random(in: 0...500, using: &generator)))
            let snapped = rect.snapped(toScale: scale)
            #expect(snapped.snapped(toScale: scale) == snapped, "seed \(run.seed): \(rect) at scale \(scale)")
        }
    }

    @Test("Rectangles that share an edge still share it once snapped, and still tile what they tiled")
    func adjacentRectanglesStayAdjacent() {
        let run = RandomizedRun(name: "snapping adjacency", defaultIterations: 300)
        var generator = run.makeGenerator()
        // Sums of k/3 need not be exact in binary: edges agree to rounding, not to the bit.
        func same(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }
        for _ in 0..<run.iterations {
            let scale = Self.scales.randomElement(using: &generator) ?? 1
            // A row of tiles from random cuts, each tile ending exactly where the next begins.
            let cuts = (0..<Int.random(in: 2...12, using: &generator)).map { _ in Self.coordinate(&generator)
            }
            .sorted()
            let top = Self.coordinate(&generator)
            let bottom = top + CGFloat(Int.random(in: 0...64 * 40, using: &generator)) / 64
            let tiles = zip(cuts, cuts.dropFirst()).map { left, right in
                CGRect(x: left, y: top, width: right - left, height: bottom - top).snapped(toScale: scale)
            }
            for (left, right) in zip(tiles, tiles.dropFirst()) {
                #expect(
                    same(left.maxX, right.minX), "seed \(run.seed): \(left) and \(right) at scale \(scale)")
                #expect(left.minY == right.minY && left.maxY == right.maxY, "seed \(run.seed)")
            }
            let whole = CGRect(
                x: cuts[0], y: top, width: cuts[cuts.count - 1] - cuts[0], height: bottom - top
            ).snapped(toScale: scale)
            if let first = tiles.first, let last = tiles.last {
                #expect(same(first.minX, whole.minX) && same(last.maxX, whole.maxX), "seed \(run.seed)")
            }
        }
    }

    @Test("On a terminal's cells the rule is the same in steps, and the traits snap each axis by its cell")
    @MainActor
    func steps() {
        let run = RandomizedRun(name: "snapping to steps", defaultIterations: 2000)
        var generator = run.makeGenerator()
        let traits = TraitCollection(
            textSystem: PlainTextSystem(), displayCellSize: CGSize(width: 8, height: 22))
        for _ in 0..<run.iterations {
            let step: CGFloat = Bool.random(using: &generator) ? 8 : 22
            let value = Self.coordinate(&generator) * 20
            let lines = CGFloat(Int.random(in: -500...500, using: &generator)) * step
            let once = value.snapped(toStep: step)
            #expect(
                (lines + value).snapped(toStep: step) == lines + once,
                "seed \(run.seed): \(value) moved by \(lines) at step \(step)")
            #expect(once.snapped(toStep: step) == once && abs(once - value) <= step / 2, "seed \(run.seed)")
            let point = traits.snapped(CGPoint(x: value, y: value))
            #expect(
                point == CGPoint(x: value.snapped(toStep: 8), y: value.snapped(toStep: 22)),
                "seed \(run.seed)")
        }
        #expect(CGFloat(10.99).snapped(toStep: 22) == 0 && CGFloat(11).snapped(toStep: 22) == 22)
    }

    @Test("Rounding down without the C library gives floor's every bit, but a zero's sign")
    func wholeBelowIsFloor() {
        let run = RandomizedRun(name: "whole below", defaultIterations: 4000)
        var generator = run.makeGenerator()
        var values: [CGFloat] = [
            0, -0.0, 0.5, -0.5, 1, -1, 0.999_999_999_999, -0.000_000_1, 0x1p52 - 0.5, -(0x1p52 - 0.5),
            0x1p52, -0x1p52, 0x1p53 + 2, -0x1p60, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
            .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .infinity, -.infinity,
        ]
        for _ in 0..<run.iterations {
            let magnitude = CGFloat.random(in: -60...60, using: &generator)
            values.append(
                CGFloat.random(in: -1...1, using: &generator) * CGFloat(pow(2.0, Double(magnitude))))
        }
        for value in values {
            let fast = value.wholeBelow
            let slow = value.rounded(.down)
            #expect(
                fast.bitPattern == slow.bitPattern || (fast == 0 && slow == 0),
                "seed \(run.seed): \(value) gave \(fast), floor \(slow)")
        }
        #expect(CGFloat.nan.wholeBelow.isNaN)
    }

    @Test("The survey's shared area is Foundation's intersection, bit for bit, or nil for none")
    func sharedAreaIsIntersection() {
        let run = RandomizedRun(name: "shared area", defaultIterations: 4000)
        var generator = run.makeGenerator()
        func rect() -> CGRect {
            CGRect(
                x: Self.coordinate(&generator, within: 40) / 3,
                y: Self.coordinate(&generator, within: 40) / 7,
                width: abs(Self.coordinate(&generator, within: 40)) / 3,
                height: abs(Self.coordinate(&generator, within: 40)) / 7)
        }
        var shared = 0
        for _ in 0..<run.iterations {
            let (first, second) = (rect(), rect())
            let fast = first.sharedArea(with: second)
            let slow = first.intersection(second)
            if let fast {
                shared += 1
                #expect(
                    [fast.minX, fast.minY, fast.width, fast.height].map(\.bitPattern)
                        == [slow.minX, slow.minY, slow.width, slow.height].map(\.bitPattern),
                    "seed \(run.seed): \(first) and \(second)")
            } else {
                #expect(slow.isNull || slow.isEmpty, "seed \(run.seed): \(first) and \(second) share \(slow)")
            }
        }
        #expect(shared > run.iterations / 10)
        let touching = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(touching.sharedArea(with: touching.offsetBy(dx: 10, dy: 0)) == nil)
        #expect(
            touching.sharedArea(with: touching.offsetBy(dx: 9.5, dy: -9.5))
                == CGRect(x: 9.5, y: 0, width: 0.5, height: 0.5))
    }
}
