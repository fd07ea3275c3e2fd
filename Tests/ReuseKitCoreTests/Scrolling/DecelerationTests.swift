import TestSupport
import Testing

@testable import ReuseKitCore

@Suite("Deceleration")
struct DecelerationTests {
    @Test(
        "Velocity decays by exactly the rate every millisecond", arguments: [DecelerationRate.normal, .fast])
    func velocityDecaysPerMillisecond(rate: DecelerationRate) {
        let glide = Deceleration(offset: 0, velocity: 3000, rate: rate, startTime: 2)
        #expect(glide.velocity(at: 2) == 3000)
        for step in [0, 1, 10, 137, 400] {
            let time = 2 + Double(step) / 1000
            guard !glide.isFinished(at: time + 0.001) else { continue }
            let ratio = glide.velocity(at: time + 0.001) / glide.velocity(at: time)
            #expect(ScrollingTest.isClose(ratio, rate.rawValue, relative: 1e-12))
        }
    }

    @Test("Offsets on whole milliseconds equal the per-millisecond sum of UIKit's model")
    func matchesDiscreteModel() {
        let run = RandomizedRun(name: "Deceleration.discrete", defaultIterations: 40)
        var generator = run.makeGenerator()
        for _ in 0..<run.iterations {
            let rate = Bool.random(using: &generator) ? DecelerationRate.normal : .fast
            let start = Double.random(in: -500...500, using: &generator)
            let velocity = Double.random(in: -8000...8000, using: &generator)
            let glide = Deceleration(offset: start, velocity: velocity, rate: rate, startTime: 0)
            // The reference: each millisecond the velocity shrinks by r, then moves the content.
            var offset = start
            var perMillisecond = velocity / 1000
            for millisecond in 1...300 {
                perMillisecond *= rate.rawValue
                offset += perMillisecond
                let time = Double(millisecond) / 1000
                guard !glide.isFinished(at: time) else { break }
                #expect(ScrollingTest.isClose(glide.offset(at: time), offset, relative: 1e-11))
            }
        }
    }

    @Test("The projected end is v/1000 · r/(1 − r) past the start, and the glide lands on it exactly")
    func projectedEnd() {
        let glide = Deceleration(offset: 100, velocity: 2000, rate: .normal, startTime: 0)
        #expect(ScrollingTest.isClose(glide.projectedEnd, 100 + 2 * 0.998 / 0.002, relative: 1e-14))
        #expect(glide.offset(at: glide.duration) == glide.projectedEnd)
        #expect(glide.offset(at: 1000) == glide.projectedEnd)
        // Just before the end the remaining distance is what the stop velocity still covers.
        let remaining = glide.projectedEnd - glide.offset(at: glide.duration * (1 - 1e-9))
        let expected = Deceleration.projectedDistance(velocity: Deceleration.stopVelocity, rate: .normal)
        #expect(ScrollingTest.isClose(remaining, expected, relative: 1e-5))
        #expect(remaining <= 0.25)
    }

    @Test("A glide finishes once its velocity falls below the stop velocity")
    func finishes() {
        let glide = Deceleration(offset: 0, velocity: -1500, rate: .normal, startTime: 1)
        let end = 1 + glide.duration
        #expect(!glide.isFinished(at: end - 1e-6))
        #expect(glide.isFinished(at: end))
        #expect(
            ScrollingTest.isClose(
                Swift.abs(glide.velocity(at: end - 1e-9)), Deceleration.stopVelocity, relative: 1e-6))
        #expect(glide.velocity(at: end) == 0)
        #expect(glide.projectedEnd < 0)
        // 0.998^ms = 0.5/1500 gives the duration in closed form.
        #expect(ScrollingTest.isClose(glide.duration, 3.999_179, relative: 1e-6))
    }

    @Test("A glide below the stop velocity is finished before it starts")
    func zeroVelocity() {
        let glide = Deceleration(offset: 42, velocity: 0.3, startTime: 5)
        #expect(glide.isFinished(at: 5))
        #expect(glide.duration == 0)
        #expect(glide.offset(at: 6) == glide.projectedEnd)
        #expect(Deceleration(offset: 42, velocity: 0, startTime: 0).projectedEnd == 42)
    }

    @Test("The fast rate stops sooner and travels a fifth of the normal distance")
    func fastVersusNormal() {
        let normal = Deceleration(offset: 0, velocity: 1000, rate: .normal, startTime: 0)
        let fast = Deceleration(offset: 0, velocity: 1000, rate: .fast, startTime: 0)
        #expect(fast.duration < normal.duration / 4)
        #expect(ScrollingTest.isClose(normal.projectedEnd, 499, relative: 1e-12))
        #expect(ScrollingTest.isClose(fast.projectedEnd, 99, relative: 1e-12))
    }

    @Test("The time a glide reaches an offset puts the glide exactly there")
    func timeReaching() {
        let glide = Deceleration(offset: 10, velocity: 3000, rate: .normal, startTime: 1)
        for target in [10.0, 11, 100, 800, 1400] {
            let time = glide.time(reaching: target)
            #expect(time != nil)
            if let time { #expect(ScrollingTest.isClose(glide.offset(at: time), target, relative: 1e-9)) }
        }
        #expect(glide.time(reaching: 9) == nil)
        #expect(glide.time(reaching: glide.projectedEnd + 1) == nil)
        // Within the last 0.25 pt the curve would arrive after the glide ends; the end comes first.
        #expect(glide.time(reaching: glide.projectedEnd - 0.1) == 1 + glide.duration)
    }
}
