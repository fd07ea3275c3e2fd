import TestSupport
import Testing

@_spi(Testing) @testable import ReuseKitCore

@Suite("Pager motion: one page per swipe, queued swipes, edges")
struct PagerMotionTests {
    /// Drags by `distance` over `duration` seconds in 10 samples from `time`, and releases.
    static func swipe(
        _ motion: inout PagerMotion, _ distance: Double, duration: Double, time: inout Double
    ) -> PagerMotion.Release {
        motion.beginDrag(time: time)
        for sample in 1...10 {
            time += duration / 10
            motion.drag(translation: distance * Double(sample) / 10, time: time)
        }
        return motion.endDrag(time: time)
    }

    /// Steps frames until the motion rests, collecting what settled.
    static func settle(_ motion: inout PagerMotion, time: inout Double) -> [PagerMotion.Update] {
        var updates: [PagerMotion.Update] = []
        for _ in 0..<600 {
            time += 1.0 / 60
            let update = motion.step(time: time)
            #expect(motion.checkInvariants() == nil)
            if update != .none { updates.append(update) }
            if !motion.isMoving { break }
        }
        return updates
    }

    @Test("releases turn, return, bounce or queue as the thresholds and edges say")
    func releases() {
        var time = 0.0
        var motion = PagerMotion(count: 3, pageSize: 100, time: time)
        #expect(Self.swipe(&motion, 60, duration: 1, time: &time) == .bouncing(.start))
        _ = Self.settle(&motion, time: &time)
        #expect(Self.swipe(&motion, -40, duration: 1, time: &time) == .returning)
        _ = Self.settle(&motion, time: &time)
        #expect(Self.swipe(&motion, -60, duration: 1, time: &time) == .turning(1))
        #expect(Self.swipe(&motion, -5, duration: 1, time: &time) == .ignored)
        time += 0.05
        #expect(Self.swipe(&motion, -10, duration: 0.05, time: &time) == .queued(1))
        let updates = Self.settle(&motion, time: &time)
        #expect(updates.compactMap(\.settled) == [.init(step: 1, index: 1), .init(step: 1, index: 2)])
        #expect(motion.cursor.index == 2)
        #expect(motion.checkInvariants() == nil)
    }

    @Test("random gestures and frames keep the slots consistent and settle one page at a time")
    func randomized() {
        let run = RandomizedRun(name: "pager-motion", defaultIterations: 400)
        var random = run.makeGenerator()
        var time = 0.0
        var motion = PagerMotion(count: 6, wraps: true, pageSize: 80, time: time)
        var index = motion.cursor.index
        for _ in 0..<run.iterations {
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                let distance = Double(Int.random(in: -90...90, using: &random))
                _ = Self.swipe(
                    &motion, distance, duration: Double.random(in: 0.02...0.6, using: &random), time: &time)
            case 1:
                let target = Int.random(in: 0..<6, using: &random)
                let update = motion.scroll(to: target, animated: Bool.random(using: &random), time: time)
                if let interrupted = update.interrupted {
                    #expect(interrupted.index == motion.cursor.index || update.settled != nil)
                    index = interrupted.index
                }
                if let settled = update.settled {
                    #expect(settled.index != index, "a settle moves away from the page before it")
                    index = settled.index
                }
            default:
                for _ in 0..<Int.random(in: 1...30, using: &random) {
                    time += 1.0 / 60
                    if let settled = motion.step(time: time).settled {
                        #expect(abs(settled.step) == 1)
                        index = settled.index
                    }
                }
            }
            #expect(motion.checkInvariants() == nil)
            #expect(motion.cursor.index == index)
        }
    }
}
