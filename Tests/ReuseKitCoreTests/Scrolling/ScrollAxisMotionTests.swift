import TestSupport
import Testing

@_spi(Testing) @testable import ReuseKitCore

@Suite("ScrollAxisMotion")
struct ScrollAxisMotionTests {
    let range = OffsetRange(lowerBound: 0, upperBound: 1000)

    func makeMotion(at offset: Double) -> ScrollAxisMotion {
        ScrollAxisMotion(offset: offset, range: range, viewportDimension: 400)
    }

    /// Drags the content at a steady `velocity` (points per second of content offset) for
    /// `duration` seconds, then lifts the finger; returns `willDecelerate`.
    func fling(
        _ motion: inout ScrollAxisMotion, clock: ManualClock, velocity: Double, duration: Double = 0.05
    ) -> Bool {
        let start = clock.now
        motion.beginDrag(time: start)
        for _ in 0..<10 {
            clock.advance(by: duration / 10)
            motion.drag(translation: -velocity * (clock.now - start), time: clock.now)
            #expect(motion.checkInvariants() == nil)
        }
        return motion.endDrag(time: clock.now)
    }

    @Test("Inside the range the content follows the finger exactly")
    func dragWithinRange() {
        var motion = makeMotion(at: 200)
        let clock = ManualClock()
        motion.beginDrag(time: clock.now)
        #expect(motion.phase == .dragging)
        for step in 1...10 {
            clock.advance(by: 0.01)
            let shown = motion.drag(translation: -5 * Double(step), time: clock.now)
            #expect(shown == 200 + 5 * Double(step))
        }
        clock.advance(by: 0.2)
        let willDecelerate = motion.endDrag(time: clock.now)
        #expect(!willDecelerate)
        #expect(motion.phase == .idle && motion.offset == 250)
    }

    @Test("Past an edge the drag is rubber-banded")
    func dragPastEdge() {
        var motion = makeMotion(at: 0)
        let clock = ManualClock()
        motion.beginDrag(time: clock.now)
        clock.advance(by: 0.1)
        let top = motion.drag(translation: 100, time: clock.now)
        let banded: Double = -400 * (1 - 1 / (100 * 0.55 / 400 + 1))
        #expect(ScrollingTest.isClose(top, banded, relative: 1e-15))
        clock.advance(by: 0.1)
        let further = motion.drag(translation: 300, time: clock.now)
        #expect(further < top && further > -400)
        motion.setOffset(1000)
        motion.beginDrag(time: clock.now)
        clock.advance(by: 0.1)
        let shown = motion.drag(translation: -100, time: clock.now)
        #expect(ScrollingTest.isClose(shown, 1000 + 400 * (1 - 1 / 1.1375), relative: 1e-15))
    }

    @Test("Released past an edge, the content springs back to the edge without passing it")
    func releasePastEdge() {
        var motion = makeMotion(at: 0)
        let clock = ManualClock()
        motion.beginDrag(time: clock.now)
        clock.advance(by: 0.1)
        motion.drag(translation: 150, time: clock.now)
        clock.advance(by: 0.2)
        let willDecelerate = motion.endDrag(time: clock.now)
        #expect(willDecelerate)
        #expect(motion.phase == .bouncing && motion.restingOffset == 0)
        var previous = motion.offset
        let end = ScrollingTest.runToRest(&motion, from: clock.now) { _, motion in
            #expect(motion.offset >= previous && motion.offset <= 0)
            previous = motion.offset
        }
        #expect(motion.offset == 0 && motion.phase == .idle)
        #expect(end.map { $0 - clock.now < 0.5 } == true)
    }

    @Test("A fling into an edge bounces past it and settles exactly on it")
    func flingIntoEdge() {
        var motion = makeMotion(at: 700)
        let clock = ManualClock()
        let willDecelerate = fling(&motion, clock: clock, velocity: 2500)
        #expect(willDecelerate)
        #expect(motion.phase == .decelerating && motion.restingOffset == 1000)
        var farthest = motion.offset
        var phases: [ScrollAxisMotion.Phase] = []
        let end = ScrollingTest.runToRest(&motion, from: clock.now) { _, motion in
            farthest = Swift.max(farthest, motion.offset)
            if phases.last != motion.phase { phases.append(motion.phase) }
        }
        #expect(end != nil)
        #expect(phases == [.decelerating, .bouncing, .idle])
        #expect(farthest > 1010 && farthest < 1400)
        #expect(motion.offset == 1000)
    }

    @Test("Without bounces the drag clamps, reverses at once, and a fling stops dead at the edge")
    func bouncesOff() {
        var motion = makeMotion(at: 30)
        motion.bounces = false
        let clock = ManualClock()
        motion.beginDrag(time: clock.now)
        clock.advance(by: 0.05)
        let shown = motion.drag(translation: 200, time: clock.now)
        #expect(shown == 0)
        clock.advance(by: 0.05)
        let reversed = motion.drag(translation: 190, time: clock.now)
        #expect(reversed == 10)
        clock.advance(by: 0.2)
        motion.endDrag(time: clock.now)
        #expect(motion.offset == 10)

        motion.setOffset(900)
        let willDecelerate = fling(&motion, clock: clock, velocity: 3000)
        #expect(willDecelerate)
        var farthest = 0.0
        _ = ScrollingTest.runToRest(&motion, from: clock.now) { _, motion in
            farthest = Swift.max(farthest, motion.offset)
        }
        #expect(farthest == 1000 && motion.offset == 1000)
    }

    @Test("A glide lands exactly on the offset announced at release")
    func glideLandsOnProjection() {
        var motion = makeMotion(at: 100)
        let clock = ManualClock()
        let willDecelerate = fling(&motion, clock: clock, velocity: 1000)
        #expect(willDecelerate)
        let announced = motion.restingOffset
        #expect(ScrollingTest.isClose(announced, 150 + 499, relative: 1e-9))
        _ = ScrollingTest.runToRest(&motion, from: clock.now)
        #expect(motion.offset == announced)
        #expect(ScrollingTest.isClose(motion.releaseVelocity, 1000, relative: 1e-9))
    }

    @Test("stop() halts a glide where it is shown, as a touch does")
    func stopDuringDeceleration() {
        var motion = makeMotion(at: 100)
        let clock = ManualClock()
        let willDecelerate = fling(&motion, clock: clock, velocity: 1500)
        #expect(willDecelerate)
        for _ in 0..<10 {
            clock.advance(by: 1.0 / 60)
            motion.step(time: clock.now)
        }
        let shown = motion.offset
        motion.stop()
        #expect(motion.phase == .idle)
        clock.advance(by: 1)
        let frame = motion.step(time: clock.now)
        #expect(frame == (shown, true))
    }

    @Test("A touch mid-glide or mid-bounce picks the content up exactly where it is")
    func touchPicksUp() {
        var motion = makeMotion(at: 100)
        let clock = ManualClock()
        _ = fling(&motion, clock: clock, velocity: 1500)
        clock.advance(by: 0.2)
        var reference = motion
        let expected = reference.step(time: clock.now).offset
        motion.beginDrag(time: clock.now)
        #expect(motion.offset == expected)
        let shown = motion.drag(translation: 0, time: clock.now + 0.01)
        #expect(shown == expected)

        motion.setOffset(0)
        motion.beginDrag(time: clock.now)
        clock.advance(by: 0.1)
        motion.drag(translation: 200, time: clock.now)
        motion.endDrag(time: clock.now + 0.1)
        clock.advance(by: 0.25)
        reference = motion
        let midBounce = reference.step(time: clock.now).offset
        #expect(midBounce < 0)
        motion.beginDrag(time: clock.now)
        #expect(ScrollingTest.isClose(motion.offset, midBounce, relative: 1e-12))
        let held = motion.drag(translation: 0, time: clock.now + 0.01)
        #expect(ScrollingTest.isClose(held, midBounce, relative: 1e-12))
        let pulled = motion.drag(translation: 10, time: clock.now + 0.02)
        #expect(pulled < midBounce)
    }

    @Test("Paging lands exactly on a page: past half a page, on a flick, or back")
    func paging() {
        var motion = ScrollAxisMotion(
            offset: 400, range: OffsetRange(lowerBound: 0, upperBound: 1600), viewportDimension: 400)
        motion.paging = PageSnapping(pageSize: 400)
        let clock = ManualClock()
        // Slow (250 pt/s, under a page per second) but past half a page: the next page.
        let willDecelerate = fling(&motion, clock: clock, velocity: 250, duration: 1)
        #expect(willDecelerate)
        _ = ScrollingTest.runToRest(&motion, from: clock.now)
        #expect(motion.offset == 800)
        // Short but quick: a flick turns the page.
        let flicked = fling(&motion, clock: clock, velocity: 1200, duration: 0.05)
        #expect(flicked)
        #expect(motion.restingOffset == 1200)
        _ = ScrollingTest.runToRest(&motion, from: clock.now)
        #expect(motion.offset == 1200)
        // Slow and short: back to where it was.
        let returned = fling(&motion, clock: clock, velocity: -150, duration: 1)
        #expect(returned)
        _ = ScrollingTest.runToRest(&motion, from: clock.now)
        #expect(motion.offset == 1200)
        // Far and fast: still one page only.
        motion.setOffset(0)
        _ = fling(&motion, clock: clock, velocity: 4000, duration: 0.27)
        _ = ScrollingTest.runToRest(&motion, from: clock.now)
        #expect(motion.offset == 400)
        // The last page is never passed: a flick beyond it bounces back onto it.
        motion.setOffset(1600)
        _ = fling(&motion, clock: clock, velocity: 4000, duration: 0.05)
        #expect(motion.phase == .bouncing)
        _ = ScrollingTest.runToRest(&motion, from: clock.now)
        #expect(motion.offset == 1600)
    }

    @Test("A last page shorter than the page size rests at the end of the range")
    func partialLastPage() {
        var motion = ScrollAxisMotion(
            offset: 0, range: OffsetRange(lowerBound: 0, upperBound: 1000), viewportDimension: 400)
        motion.paging = PageSnapping(pageSize: 400)
        #expect(motion.pageCount(paging: PageSnapping(pageSize: 400)) == 4)
        let clock = ManualClock()
        motion.setOffset(800)
        _ = fling(&motion, clock: clock, velocity: 2000)
        _ = ScrollingTest.runToRest(&motion, from: clock.now)
        #expect(motion.offset == 1000)
        motion.setOffset(930)
        #expect(motion.offset == 1000)
    }

    @Test("retarget(to:) moves a running animation's end and keeps the time it ends; at rest it does nothing")
    func retarget() {
        var motion = makeMotion(at: 10)
        let clock = ManualClock(start: 3)
        motion.animate(to: 400, duration: 0.3, time: clock.now)
        clock.advance(by: 0.1)
        motion.retarget(to: 700.5, time: clock.now)
        #expect(motion.phase == .animating && motion.restingOffset == 700.5)
        let end = ScrollingTest.runToRest(&motion, from: clock.now, frame: 0.01)
        #expect(motion.offset == 700.5)
        #expect(end.map { $0 >= 3.3 && $0 < 3.3 + 0.01 + 1e-9 } == true)
        motion.retarget(to: 100, time: clock.now + 1)
        #expect(motion.phase == .idle && motion.offset == 700.5)
    }

    @Test("animate(to:) eases out and lands exactly, clamped into the range")
    func animateTo() {
        var motion = makeMotion(at: 10)
        let clock = ManualClock(start: 3)
        motion.animate(to: 640.5, duration: 0.3, time: clock.now)
        #expect(motion.phase == .animating && motion.restingOffset == 640.5)
        let end = ScrollingTest.runToRest(&motion, from: clock.now, frame: 0.01)
        #expect(motion.offset == 640.5)
        #expect(end.map { $0 >= 3.3 && $0 < 3.3 + 0.01 + 1e-9 } == true)
        motion.animate(to: 5000, time: clock.now)
        _ = ScrollingTest.runToRest(&motion, from: clock.now)
        #expect(motion.offset == 1000)
        motion.animate(to: 1000, time: clock.now)
        #expect(motion.phase == .idle)
    }

    @Test("Stepping is frame-rate independent: any frame rhythm shows the same offsets")
    func frameRateIndependence() {
        var fine = makeMotion(at: 700)
        let clock = ManualClock()
        _ = fling(&fine, clock: clock, velocity: 2500)
        var coarse = fine
        let start = clock.now
        for frame in 1...40 {
            let time = start + Double(frame) * 0.037
            var fineOffset = 0.0
            var t = time - 0.037
            while t < time {
                t = Swift.min(t + 0.003, time)
                fineOffset = fine.step(time: t).offset
            }
            #expect(coarse.step(time: time).offset == fineOffset)
        }
    }

    @Test("A new range at rest moves the offset to its nearest resting place; mid-glide it re-plans")
    func setRange() {
        var motion = makeMotion(at: 900)
        let clock = ManualClock()
        motion.setRange(OffsetRange(lowerBound: 0, upperBound: 500), time: clock.now)
        #expect(motion.offset == 500 && motion.phase == .idle)
        motion.setRange(OffsetRange(contentLength: 100, viewportLength: 400), time: clock.now)
        #expect(motion.offset == 0)

        motion.setRange(range, time: clock.now)
        motion.setOffset(100)
        _ = fling(&motion, clock: clock, velocity: 2000)
        clock.advance(by: 0.1)
        motion.setRange(OffsetRange(lowerBound: 0, upperBound: 300), time: clock.now)
        #expect(motion.checkInvariants() == nil)
        _ = ScrollingTest.runToRest(&motion, from: clock.now)
        #expect(motion.offset == 300)
    }

    @Test("A bounce off an edge that a new range moves away goes back to the glide it cut short")
    func setRangeResumesCutGlide() {
        var motion = makeMotion(at: 700)
        var reference = ScrollAxisMotion(
            offset: 700, range: OffsetRange(lowerBound: 0, upperBound: 5000), viewportDimension: 400)
        let clock = ManualClock()
        let referenceClock = ManualClock()
        _ = fling(&motion, clock: clock, velocity: 2500)
        _ = fling(&reference, clock: referenceClock, velocity: 2500)
        var frames = 0
        while motion.phase != .bouncing && frames < 120 {
            clock.advance(by: 1.0 / 60)
            _ = motion.step(time: clock.now)
            frames += 1
        }
        #expect(motion.phase == .bouncing)
        // The content grew in the step that met the edge: nothing of the bounce was shown.
        motion.setRange(OffsetRange(lowerBound: 0, upperBound: 5000), time: clock.now)
        #expect(motion.phase == .decelerating)
        for _ in 0..<frames {
            referenceClock.advance(by: 1.0 / 60)
            _ = reference.step(time: referenceClock.now)
        }
        #expect(abs(motion.offset - reference.offset) < 1e-9)
        #expect(motion.restingOffset == reference.restingOffset)
        for _ in 0..<30 {
            clock.advance(by: 1.0 / 60)
            referenceClock.advance(by: 1.0 / 60)
            _ = motion.step(time: clock.now)
            _ = reference.step(time: referenceClock.now)
            #expect(abs(motion.offset - reference.offset) < 1e-9)
        }
    }

    @Test("Drag events without a drag in progress are ignored")
    func strayEvents() {
        var motion = makeMotion(at: 40)
        let shown = motion.drag(translation: 30, time: 1)
        #expect(shown == 40)
        let willDecelerate = motion.endDrag(time: 1)
        #expect(!willDecelerate)
        motion.beginDrag(time: 1)
        motion.animate(to: 80, time: 1.1)
        let ignored = motion.drag(translation: 30, time: 1.2)
        #expect(ignored == motion.offset)
        #expect(motion.phase == .animating)
    }
}
