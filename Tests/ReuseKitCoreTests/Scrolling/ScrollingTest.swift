import Testing

@_spi(Testing) @testable import ReuseKitCore

/// Shared helpers of the scrolling tests, namespaced so that they cannot clash with other suites.
enum ScrollingTest {
    /// Whether `actual` is within `relative` of `expected`, relative to the larger magnitude
    /// (or to 1 near zero, so that exact zeros compare sensibly).
    static func isClose(_ actual: Double, _ expected: Double, relative: Double) -> Bool {
        Swift.abs(actual - expected) <= relative * Swift.max(1, Swift.abs(actual), Swift.abs(expected))
    }

    /// Advances `motion` in frames of `frame` seconds from `time` until its animation ends, calling
    /// `visit` with the time and the motion after every frame; returns the time it ended, or `nil`
    /// if `limit` seconds went by.
    static func runToRest(
        _ motion: inout ScrollAxisMotion, from time: Double, frame: Double = 1.0 / 60, limit: Double = 30,
        visit: (Double, ScrollAxisMotion) -> Void = { _, _ in }
    ) -> Double? {
        var now = time
        while now - time <= limit {
            now += frame
            let isFinished = motion.step(time: now).isFinished
            #expect(motion.checkInvariants() == nil)
            visit(now, motion)
            if isFinished { return now }
        }
        return nil
    }
}
