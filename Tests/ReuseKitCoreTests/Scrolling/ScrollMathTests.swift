import Foundation
import TestSupport
import Testing

@testable import ReuseKitCore

@Suite("ScrollMath")
struct ScrollMathTests {
    @Test("exp matches Foundation's to a few ulps across the whole range")
    func expMatchesFoundation() {
        var generator = SeededGenerator(seed: 1)
        for _ in 0..<20_000 {
            let x = Double.random(in: -708...709, using: &generator)
            #expect(ScrollingTest.isClose(ScrollMath.exp(x), Foundation.exp(x), relative: 1e-15))
        }
        for x in [0.0, 1, -1, 1e-300, -1e-20, 0.5 * Foundation.log(2.0), -0.5 * Foundation.log(2.0)] {
            #expect(ScrollingTest.isClose(ScrollMath.exp(x), Foundation.exp(x), relative: 1e-15))
        }
    }

    @Test("exp saturates to zero and infinity and passes NaN through")
    func expEdges() {
        #expect(ScrollMath.exp(0) == 1)
        #expect(ScrollMath.exp(-1000) == 0)
        #expect(ScrollMath.exp(1000) == .infinity)
        #expect(ScrollMath.exp(.nan).isNaN)
        // Subnormal results keep their absolute accuracy.
        #expect(Swift.abs(ScrollMath.exp(-740) - Foundation.exp(-740)) <= Double.leastNormalMagnitude * 1e-12)
    }

    @Test("log matches Foundation's for normal and subnormal numbers")
    func logMatchesFoundation() {
        var generator = SeededGenerator(seed: 2)
        for _ in 0..<20_000 {
            let x = Foundation.exp(Double.random(in: -740...709, using: &generator))
            #expect(ScrollingTest.isClose(ScrollMath.log(x), Foundation.log(x), relative: 1e-15))
        }
        for x in [1.0, 0.998, 0.99, 2, 0.5, Double.leastNonzeroMagnitude, Double.greatestFiniteMagnitude] {
            #expect(ScrollingTest.isClose(ScrollMath.log(x), Foundation.log(x), relative: 1e-15))
        }
        #expect(ScrollMath.log(1) == 0)
        #expect(ScrollMath.log(0) == -.infinity)
        #expect(ScrollMath.log(-1).isNaN)
        #expect(ScrollMath.log(.infinity) == .infinity)
    }

    @Test("pow of a base in (0, 1) matches Foundation's pow to 1e-12")
    func powMatchesFoundation() {
        var generator = SeededGenerator(seed: 3)
        var worst = 0.0
        for _ in 0..<20_000 {
            let base = Double.random(in: 0.001..<1, using: &generator)
            let exponent = Double.random(in: -50...20_000, using: &generator)
            let expected = Foundation.pow(base, exponent)
            guard expected.isNormal && expected < 1e300 else { continue }
            let error = Swift.abs(ScrollMath.pow(base, exponent) - expected) / expected
            worst = Swift.max(worst, error)
        }
        #expect(worst < 1e-12)
        #expect(ScrollMath.pow(0.998, 0) == 1)
        #expect(
            ScrollingTest.isClose(ScrollMath.pow(0.998, 1000), Foundation.pow(0.998, 1000), relative: 1e-14))
        #expect(ScrollingTest.isClose(ScrollMath.pow(0.99, 0.5), Foundation.pow(0.99, 0.5), relative: 1e-15))
    }
}
