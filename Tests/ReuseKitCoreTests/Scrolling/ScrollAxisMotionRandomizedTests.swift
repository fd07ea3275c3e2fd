import TestSupport
import Testing

@_spi(Testing) @testable import ReuseKitCore

@Suite("ScrollAxisMotion, randomized")
struct ScrollAxisMotionRandomizedTests {
    /// Whether `offset` is where a motion may rest: inside the range, and on a page start when
    /// paging (page k rests at lowerBound + k · pageSize, the last one at most at upperBound).
    static func isRestingPlace(_ offset: Double, of motion: ScrollAxisMotion) -> Bool {
        let range = motion.range
        guard range.contains(offset) else { return false }
        guard let paging = motion.paging else { return true }
        let page = ((offset - range.lowerBound) / paging.pageSize).rounded()
        return offset == Swift.min(range.lowerBound + page * paging.pageSize, range.upperBound)
            || offset == range.upperBound
    }

    static func randomRange(using generator: inout SeededGenerator) -> OffsetRange {
        let lower = Double.random(in: -200...200, using: &generator)
        // Upper bounds below the lower one stand for content shorter than the viewport.
        return OffsetRange(
            lowerBound: lower, upperBound: lower + Double.random(in: -300...5000, using: &generator))
    }

    static func randomMotion(using generator: inout SeededGenerator) -> ScrollAxisMotion {
        let dimension = Double.random(in: 5...1000, using: &generator)
        var motion = ScrollAxisMotion(
            offset: Double.random(in: -1000...6000, using: &generator), range: randomRange(using: &generator),
            viewportDimension: dimension)
        motion.bounces = Int.random(in: 0..<4, using: &generator) != 0
        motion.decelerationRate = Bool.random(using: &generator) ? .normal : .fast
        if Int.random(in: 0..<3, using: &generator) == 0 {
            let pageSize =
                Bool.random(using: &generator) ? dimension : Double.random(in: 10...800, using: &generator)
            motion.paging = PageSnapping(
                pageSize: pageSize, distanceThreshold: Double.random(in: 0.1...1, using: &generator),
                flickVelocity: Double.random(in: 0...3, using: &generator))
        }
        return motion
    }

    @Test("Random drags, flings, stops, scrolls and range changes always come to rest in place")
    func randomSequences() {
        let run = RandomizedRun(name: "ScrollAxisMotion", defaultIterations: 3_000)
        var generator = run.makeGenerator()
        var failures = 0
        func check(_ condition: Bool, _ what: String, _ iteration: Int) {
            guard !condition else { return }
            failures += 1
            if failures <= 5 {
                Issue.record("\(what) (SEED=\(run.seed), iteration \(iteration))")
            }
        }
        func checkInvariants(_ motion: ScrollAxisMotion, _ iteration: Int) {
            if let problem = motion.checkInvariants() { check(false, problem, iteration) }
        }
        for iteration in 0..<run.iterations {
            var motion = Self.randomMotion(using: &generator)
            var time = Double.random(in: 0...1000, using: &generator)
            checkInvariants(motion, iteration)
            for _ in 0..<12 {
                switch Int.random(in: 0..<13, using: &generator) {
                case 0..<5:
                    motion.beginDrag(time: time)
                    var translation = 0.0
                    for _ in 0..<Int.random(in: 0...12, using: &generator) {
                        time += Double.random(in: 0.001...0.05, using: &generator)
                        translation +=
                            Double.random(in: -0.5...0.5, using: &generator) * motion.viewportDimension
                        let shown = motion.drag(translation: translation, time: time)
                        checkInvariants(motion, iteration)
                        check(
                            shown.isFinite && shown == motion.offset, "a drag shows a finite offset",
                            iteration)
                    }
                    time += Double.random(in: 0...0.2, using: &generator)
                    // Some drags stay open, so that the other operations also meet a drag.
                    if Int.random(in: 0..<5, using: &generator) != 0 {
                        motion.endDrag(time: time)
                    }
                case 5..<8:
                    // Stepping frame by frame must match one jump to the same time exactly.
                    var jump = motion
                    for _ in 0..<Int.random(in: 1...20, using: &generator) {
                        time += Double.random(in: 0...0.1, using: &generator)
                        let (offset, isFinished) = motion.step(time: time)
                        checkInvariants(motion, iteration)
                        check(offset.isFinite, "a step shows a finite offset", iteration)
                        if isFinished && motion.phase == .idle {
                            check(
                                Self.isRestingPlace(offset, of: motion), "a finished motion rests in place",
                                iteration)
                        }
                    }
                    check(
                        jump.step(time: time).offset == motion.offset, "frame rhythm changed the offset",
                        iteration)
                case 8:
                    motion.stop()
                case 9:
                    let target = Double.random(in: -500...5500, using: &generator)
                    motion.animate(
                        to: target, duration: Double.random(in: 0...0.6, using: &generator), time: time)
                case 10:
                    motion.setRange(Self.randomRange(using: &generator), time: time)
                case 11:
                    // Reconfiguring mid-motion must keep every promise too.
                    let other = Self.randomMotion(using: &generator)
                    switch Int.random(in: 0..<3, using: &generator) {
                    case 0: motion.bounces.toggle()
                    case 1: motion.paging = other.paging
                    default: motion.viewportDimension = other.viewportDimension
                    }
                default:
                    motion.setOffset(Double.random(in: -1000...6000, using: &generator))
                }
                checkInvariants(motion, iteration)
            }
            motion.endDrag(time: time)
            let frame = Double.random(in: 0.001...0.1, using: &generator)
            let end = ScrollingTest.runToRest(&motion, from: time, frame: frame, limit: 60)
            check(end != nil, "the motion comes to rest", iteration)
            check(Self.isRestingPlace(motion.offset, of: motion), "the motion rests in place", iteration)
            if failures > 0 { break }
        }
        #expect(failures == 0)
    }
}
