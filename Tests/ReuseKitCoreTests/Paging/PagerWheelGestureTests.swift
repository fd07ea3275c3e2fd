import TestSupport
import Testing

@_spi(Testing) @testable import ReuseKitCore

@Suite("Pager wheel gestures: one page per swipe of deltas, one per notch")
struct PagerWheelGestureTests {
    /// A line of the pixel host's text, in points; a notch is three.
    static let line = 17.0

    /// Feeds `count` deltas of `delta` spread evenly over `duration` seconds from `time`;
    /// returns the steps they asked for, in order, and leaves `time` at the last delta.
    static func stream(
        _ gesture: inout PagerWheelGesture, count: Int, of delta: Double, over duration: Double,
        time: inout Double
    ) -> [Int] {
        var steps: [Int] = []
        for sample in 0..<count {
            if sample > 0 { time += duration / Double(count - 1) }
            let step = gesture.add(delta, threshold: line, time: time)
            #expect(gesture.checkInvariants() == nil)
            if step != 0 { steps.append(step) }
        }
        return steps
    }

    @Test("40 deltas of 3 points over 300 ms turn one page, once the swipe covered a line")
    func swipeTurnsOnce() {
        var gesture = PagerWheelGesture()
        var time = 10.0
        var turnedAt: Int?
        for sample in 0..<40 {
            if gesture.add(3, threshold: Self.line, time: time) != 0 {
                #expect(turnedAt == nil, "delta \(sample) turned a second page")
                turnedAt = turnedAt ?? sample
            }
            time += 0.3 / 39
        }
        #expect(turnedAt == 5, "the sixth delta brings the swipe to 18 points, past 17")
        #expect(gesture.turned == 1)
        #expect(gesture.distance == 18, "the distance stops growing once the gesture has turned")
    }

    @Test("a second swipe after a pause turns again; a swipe back turns back")
    func secondSwipeAndReverse() {
        var gesture = PagerWheelGesture()
        var time = 0.0
        #expect(Self.stream(&gesture, count: 40, of: 3, over: 0.3, time: &time) == [1])
        time += PagerWheelGesture.defaultGap
        #expect(Self.stream(&gesture, count: 40, of: 2.5, over: 0.3, time: &time) == [1])
        time += 0.5
        #expect(Self.stream(&gesture, count: 40, of: -3, over: 0.3, time: &time) == [-1])
        #expect(gesture.distance < 0)
    }

    @Test("wheel notches clicked a quarter second apart turn one page each; spun faster, one in all")
    func notches() {
        var gesture = PagerWheelGesture()
        var time = 0.0
        for _ in 0..<4 {
            #expect(gesture.add(3 * Self.line, threshold: Self.line, time: time) == 1)
            time += 0.25
        }
        #expect(gesture.add(-3 * Self.line, threshold: Self.line, time: time) == -1)
        time += 1
        #expect(Self.stream(&gesture, count: 5, of: 3 * Self.line, over: 0.2, time: &time) == [1])
        // On the terminal a line is a point and a notch three.
        time += 1
        #expect(gesture.add(3, threshold: 1, time: time) == 1)
    }

    @Test("stray deltas short of a line turn nothing, and a pause forgets them")
    func strayDeltas() {
        var gesture = PagerWheelGesture()
        var time = 0.0
        #expect(Self.stream(&gesture, count: 5, of: 3, over: 0.05, time: &time).isEmpty)
        #expect(gesture.distance == 15)
        time += 0.3
        #expect(Self.stream(&gesture, count: 5, of: 3, over: 0.05, time: &time).isEmpty)
        #expect(gesture.distance == 15, "the second nudge began a gesture of its own")
        // Jitter both ways within one gesture cancels out.
        time += 0.3
        #expect(Self.stream(&gesture, count: 30, of: 1.5, over: 0.2, time: &time).count == 1)
        time += 0.3
        var jitter: [Int] = []
        for sample in 0..<30 {
            time += 0.01
            jitter.append(gesture.add(sample.isMultiple(of: 2) ? 4 : -4, threshold: Self.line, time: time))
        }
        #expect(jitter.allSatisfy { $0 == 0 })
    }

    @Test("a pause exactly the gap long begins a new gesture; a clock set back does too")
    func gapBoundaries() {
        var gesture = PagerWheelGesture(gap: 0.1)
        #expect(!gesture.continues(at: 0))
        #expect(gesture.add(20, threshold: Self.line, time: 1) == 1)
        #expect(gesture.continues(at: 1.099))
        #expect(!gesture.continues(at: 1.1))
        #expect(gesture.add(20, threshold: Self.line, time: 1.05) == 0)
        #expect(gesture.add(20, threshold: Self.line, time: 1.2) == 1)
        #expect(!gesture.continues(at: 0.5))
        #expect(gesture.add(-20, threshold: Self.line, time: 0.5) == -1)
    }

    @Test("random streams turn where a reference that splits them at pauses says")
    func randomized() {
        let run = RandomizedRun(name: "pager-wheel-gesture", defaultIterations: 2_000)
        var random = run.makeGenerator()
        var gesture = PagerWheelGesture()
        var time = 0.0
        // The reference: the deltas of the gesture in progress, whether it turned yet.
        var deltas: [Double] = []
        var referenceTurned = false
        var lastTime: Double?
        for _ in 0..<run.iterations {
            let pause =
                Bool.random(using: &random)
                ? Double.random(in: 0...0.02, using: &random) : Double.random(in: 0...0.4, using: &random)
            time += pause
            let delta = Double(Int.random(in: -12...12, using: &random)) / 2
            if let last = lastTime, time - last < PagerWheelGesture.defaultGap {
                deltas.append(delta)
            } else {
                deltas = [delta]
                referenceTurned = false
            }
            lastTime = time
            var expected = 0
            let sum = deltas.reduce(0, +)
            if !referenceTurned && abs(sum) >= Self.line {
                expected = sum > 0 ? 1 : -1
                referenceTurned = true
            }
            #expect(gesture.add(delta, threshold: Self.line, time: time) == expected, "seed \(run.seed)")
            #expect(gesture.checkInvariants() == nil)
        }
    }
}
