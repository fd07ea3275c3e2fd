import TestSupport
import Testing

@testable import ReuseKitCore

@Suite("RubberBand")
struct RubberBandTests {
    @Test("The displacement is (1 − 1/(x·0.55/d + 1))·d")
    func formula() {
        #expect(RubberBand.displacement(forOvershoot: 0, dimension: 100) == 0)
        #expect(
            ScrollingTest.isClose(
                RubberBand.displacement(forOvershoot: 100, dimension: 100), 100 * (1 - 1 / 1.55),
                relative: 1e-15))
        // The formula as written cancels digits near the edge, so the expectation is looser here.
        #expect(
            ScrollingTest.isClose(
                RubberBand.displacement(forOvershoot: 40, dimension: 800), 800 * (1 - 1 / 1.0275),
                relative: 1e-13))
        #expect(
            ScrollingTest.isClose(
                RubberBand.displacement(forOvershoot: -250, dimension: 50), -50 * (1 - 1 / 3.75),
                relative: 1e-15))
        // At the edge the content moves 0.55 pt per point of finger travel.
        #expect(
            ScrollingTest.isClose(
                RubberBand.displacement(forOvershoot: 1e-6, dimension: 300) / 1e-6, 0.55, relative: 1e-8))
    }

    @Test("The displacement is sign-symmetric, increasing and bounded by the dimension")
    func shape() {
        for dimension in [1.0, 24, 320, 1000] {
            var previous = 0.0
            for step in 1...2000 {
                let overshoot = Double(step) * dimension / 50
                let displacement = RubberBand.displacement(forOvershoot: overshoot, dimension: dimension)
                #expect(displacement > previous)
                #expect(displacement < dimension)
                #expect(
                    RubberBand.displacement(forOvershoot: -overshoot, dimension: dimension) == -displacement)
                previous = displacement
            }
        }
    }

    @Test("The inverse round-trips both ways")
    func inverse() {
        var generator = SeededGenerator(seed: 11)
        for _ in 0..<5_000 {
            let dimension = Double.random(in: 1...2000, using: &generator)
            let overshoot = Double.random(in: -10...10, using: &generator) * dimension
            let displacement = RubberBand.displacement(forOvershoot: overshoot, dimension: dimension)
            let back = RubberBand.overshoot(forDisplacement: displacement, dimension: dimension)
            #expect(ScrollingTest.isClose(back, overshoot, relative: 1e-12))
            let shown = Double.random(in: -0.99...0.99, using: &generator) * dimension
            let raw = RubberBand.overshoot(forDisplacement: shown, dimension: dimension)
            #expect(
                ScrollingTest.isClose(
                    RubberBand.displacement(forOvershoot: raw, dimension: dimension), shown, relative: 1e-12))
        }
        let beyond = RubberBand.overshoot(forDisplacement: 150, dimension: 100)
        #expect(beyond.isFinite && beyond > 1e12)
    }

    @Test("Offsets inside the range are unchanged; beyond an edge they are banded from that edge")
    func offsets() {
        let range = OffsetRange(lowerBound: -20, upperBound: 500)
        #expect(RubberBand.displayedOffset(forRawOffset: 123, in: range, dimension: 100) == 123)
        #expect(RubberBand.displayedOffset(forRawOffset: 500, in: range, dimension: 100) == 500)
        let below = RubberBand.displayedOffset(forRawOffset: -120, in: range, dimension: 100)
        #expect(ScrollingTest.isClose(below, -20 - 100 * (1 - 1 / 1.55), relative: 1e-15))
        let above = RubberBand.displayedOffset(forRawOffset: 600, in: range, dimension: 100)
        #expect(ScrollingTest.isClose(above, 500 + 100 * (1 - 1 / 1.55), relative: 1e-15))
        for raw in [-5000.0, -21, 0, 499, 501, 777] {
            let displayed = RubberBand.displayedOffset(forRawOffset: raw, in: range, dimension: 100)
            #expect(
                ScrollingTest.isClose(
                    RubberBand.rawOffset(forDisplayedOffset: displayed, in: range, dimension: 100), raw,
                    relative: 1e-11))
        }
    }

    @Test("Short content collapses the range to its lower bound")
    func shortContent() {
        let range = OffsetRange(contentLength: 300, viewportLength: 800)
        #expect(range.lowerBound == 0 && range.upperBound == 0)
        #expect(RubberBand.displayedOffset(forRawOffset: 50, in: range, dimension: 800) > 0)
        #expect(range.overshoot(of: 50) == 50)
        #expect(range.overshoot(of: -5) == -5)
    }
}
