import TestSupport
import Testing

@testable import ReuseKitCore

@Suite("VelocityTracker")
struct VelocityTrackerTests {
    @Test("A constant-speed drag is measured exactly, at any sampling rhythm")
    func constantSpeed() {
        var generator = SeededGenerator(seed: 7)
        for speed in [-2400.0, -35, 0, 12.5, 900, 6000] {
            var tracker = VelocityTracker()
            var time = 3.0
            for _ in 0..<40 {
                tracker.add(position: 50 + speed * (time - 3), time: time)
                time += Double.random(in: 0.002...0.02, using: &generator)
            }
            #expect(ScrollingTest.isClose(tracker.velocity(at: time - 0.01), speed, relative: 1e-9))
        }
    }

    @Test("Holding still for more than 100 ms before lifting gives no velocity")
    func pauseWithSamples() {
        var tracker = VelocityTracker()
        var time = 0.0
        for step in 0..<30 {
            tracker.add(position: Double(step) * 10, time: time)
            time += 0.008
        }
        // The host keeps reporting the same position while the finger rests.
        for _ in 0..<15 {
            tracker.add(position: 290, time: time)
            time += 0.008
        }
        #expect(Swift.abs(tracker.velocity(at: time)) < 1e-9)
    }

    @Test("A finger that sent nothing for a while before lifting has stopped")
    func pauseWithoutSamples() {
        var tracker = VelocityTracker()
        for step in 0..<30 {
            tracker.add(position: Double(step) * 10, time: Double(step) * 0.008)
        }
        let last = 29 * 0.008
        #expect(ScrollingTest.isClose(tracker.velocity(at: last), 1250, relative: 1e-9))
        #expect(ScrollingTest.isClose(tracker.velocity(at: last + 0.03), 1250, relative: 1e-9))
        #expect(tracker.velocity(at: last + 0.15) == 0)
    }

    @Test("Only the last 100 ms count: a slow drag ending in a flick measures the flick")
    func window() {
        var tracker = VelocityTracker()
        var position = 0.0
        var time = 0.0
        for _ in 0..<10 {
            tracker.add(position: position, time: time)
            position += 1
            time += 0.05
        }
        for _ in 0..<12 {
            position += 24
            time += 0.008
            tracker.add(position: position, time: time)
        }
        #expect(ScrollingTest.isClose(tracker.velocity(at: time), 3000, relative: 1e-9))
    }

    @Test("The ring buffer never grows and keeps measuring after wrapping around")
    func ringBuffer() {
        var tracker = VelocityTracker()
        let size = MemoryLayout<VelocityTracker>.size
        for step in 0..<10_000 {
            tracker.add(position: Double(step) * 2, time: Double(step) * 0.004)
        }
        #expect(tracker.sampleCount == VelocityTracker.capacity)
        #expect(MemoryLayout<VelocityTracker>.size == size)
        #expect(ScrollingTest.isClose(tracker.velocity(at: 9_999 * 0.004), 500, relative: 1e-9))
    }

    @Test("Fewer than two samples, or one instant only, give no velocity; reset forgets")
    func degenerate() {
        var tracker = VelocityTracker()
        #expect(tracker.velocity(at: 0) == 0)
        tracker.add(position: 10, time: 1)
        #expect(tracker.velocity(at: 1) == 0)
        tracker.add(position: 30, time: 1)
        #expect(tracker.velocity(at: 1) == 0)
        tracker.add(position: 40, time: 1.01)
        #expect(tracker.velocity(at: 1.01) > 0)
        tracker.reset()
        #expect(tracker.sampleCount == 0)
        #expect(tracker.velocity(at: 1.01) == 0)
    }
}
