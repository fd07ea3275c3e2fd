import TestSupport
import Testing

@testable import ReuseKitCore

@Suite("SpringBack")
struct SpringBackTests {
    @Test("A spring starts where it is told and settles exactly on its target")
    func settles() {
        let spring = SpringBack(from: -80, velocity: 300, to: 0, startTime: 4)
        #expect(spring.offset(at: 4) == -80)
        #expect(ScrollingTest.isClose(spring.velocity(at: 4), 300, relative: 1e-12))
        #expect(!spring.isSettled(at: 4 + spring.duration - 1e-6))
        #expect(spring.isSettled(at: 4 + spring.duration))
        #expect(spring.offset(at: 4 + spring.duration) == 0)
        #expect(spring.velocity(at: 4 + spring.duration) == 0)
        // Settling means being within the tolerance: the final snap is at most 0.1 pt.
        let justBefore = spring.offset(at: 4 + spring.duration * (1 - 1e-9))
        #expect(ScrollingTest.isClose(Swift.abs(justBefore), SpringBack.defaultTolerance, relative: 1e-6))
    }

    @Test("Released at rest, a spring settles in 0.3 s from 10 pt, 0.4 s from 100 pt, 0.5 s from 1000 pt")
    func settleTimes() {
        let cases: [(distance: Double, limit: Double)] = [(1, 0.2), (10, 0.3), (100, 0.4), (1000, 0.5)]
        for (distance, limit) in cases {
            let spring = SpringBack(from: distance, to: 0, startTime: 0)
            #expect(spring.duration < limit)
            #expect(spring.duration > limit - 0.15)
        }
        #expect(SpringBack(from: 0.05, to: 0, startTime: 0).duration == 0)
        #expect(SpringBack(from: 7, to: 7, startTime: 0).duration == 0)
    }

    @Test("A critically damped spring never passes its target, whatever its start")
    func neverOvershoots() {
        var generator = SeededGenerator(seed: 5)
        for _ in 0..<500 {
            let start = Double.random(in: -2000...2000, using: &generator)
            let target = Double.random(in: -100...100, using: &generator)
            let velocity = Double.random(in: -20_000...20_000, using: &generator)
            let spring = SpringBack(from: start, velocity: velocity, to: target, startTime: 1)
            let side = start - target
            var time = 1.0
            while !spring.isSettled(at: time) {
                let distance = spring.offset(at: time) - target
                #expect(distance * side >= 0 || (side == 0 && distance * velocity >= 0))
                time += 0.004
            }
            #expect(spring.offset(at: time) == target)
            #expect(spring.duration < 0.8)
        }
    }

    @Test("A spring's velocity is the derivative of its offset")
    func velocityIsDerivative() {
        let spring = SpringBack(from: 0, velocity: 4000, to: 0, startTime: 0)
        for time in [0.01, 0.05, 0.1, 0.2] {
            let h = 1e-6
            let slope = (spring.offset(at: time + h) - spring.offset(at: time - h)) / (2 * h)
            #expect(ScrollingTest.isClose(spring.velocity(at: time), slope, relative: 1e-5))
        }
        // A bounce from the edge peaks at v/(ω·e) and comes back.
        var peak = 0.0
        var time = 0.0
        while time < spring.duration {
            peak = Swift.max(peak, spring.offset(at: time))
            time += 0.0005
        }
        #expect(ScrollingTest.isClose(peak, 4000 / (24 * 2.718_281_828_459_045), relative: 1e-4))
    }

    @Test("A spring from beyond a range returns to its nearest edge")
    func nearestEdge() {
        let range = OffsetRange(lowerBound: 0, upperBound: 900)
        #expect(SpringBack(from: -40, toNearestIn: range, startTime: 0).target == 0)
        #expect(SpringBack(from: 960, toNearestIn: range, startTime: 0).target == 900)
    }
}
