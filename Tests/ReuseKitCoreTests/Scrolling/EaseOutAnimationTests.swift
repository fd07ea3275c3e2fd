import Testing

@testable import ReuseKitCore

@Suite("EaseOutAnimation")
struct EaseOutAnimationTests {
    @Test("An ease-out starts fast, slows down monotonically and lands exactly")
    func easesOut() {
        let animation = EaseOutAnimation(from: 100, to: 700, startTime: 1, duration: 0.3)
        #expect(animation.offset(at: 1) == 100)
        #expect(ScrollingTest.isClose(animation.velocity(at: 1), 3 * 600 / 0.3, relative: 1e-12))
        var previous = 100.0
        var previousSpeed = Double.infinity
        var time = 1.0
        while !animation.isFinished(at: time) {
            time += 0.01
            let offset = animation.offset(at: time)
            #expect(offset >= previous)
            #expect(animation.velocity(at: time) <= previousSpeed)
            previous = offset
            previousSpeed = animation.velocity(at: time)
        }
        #expect(animation.offset(at: 1.3) == 700)
        #expect(ScrollingTest.isClose(animation.offset(at: 1.15), 700 - 600 * 0.125, relative: 1e-12))
    }

    @Test("A zero-duration animation is already at its target")
    func zeroDuration() {
        let animation = EaseOutAnimation(from: 0, to: 50, startTime: 2, duration: 0)
        #expect(animation.isFinished(at: 1))
        #expect(animation.offset(at: 1) == 50)
    }
}
