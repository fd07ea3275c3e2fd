import Foundation

/// Times scroll steps back and forth along a band, after warming the view up along it (a full
/// cycle fills its pool), and counts the cells created while timed.
enum ScrollStepSampler {
    /// Median seconds per step and cells created while timed.
    struct Result {
        var timing: Timing
        var cellsCreated: Int
    }

    /// Measures `step` (move to an offset and lay out) over a band of `band` points from `start`.
    static func measure(
        start: CGFloat, band: CGFloat, warmUpSteps: Int, repetitions: Int, cellsCreated: () -> Int,
        step: (CGFloat) -> Void
    ) -> Result {
        var path = OscillatingPath(from: start, span: band, step: BenchGeometry.scrollStep)
        step(start)
        for _ in 0..<warmUpSteps { step(path.next()) }
        let batch = Sampler.batchSize { step(path.next()) }
        let before = cellsCreated()
        let timing = Sampler.run(repetitions: repetitions, batch: batch) { step(path.next()) }
        return Result(timing: timing, cellsCreated: cellsCreated() - before)
    }

    /// Heap allocations per step over `steps` steps back and forth along a band from `start`,
    /// on a view already warmed up there; `nil` where allocations are not counted.
    static func allocationsPerStep(start: CGFloat, band: CGFloat, steps: Int, step: (CGFloat) -> Void)
        -> Double?
    {
        guard HeapMeter.countsAllocations, steps > 0 else { return nil }
        var path = OscillatingPath(from: start, span: band, step: BenchGeometry.scrollStep)
        let before = HeapMeter.allocationCount
        for _ in 0..<steps { step(path.next()) }
        return Double(HeapMeter.allocationCount - before) / Double(steps)
    }
}
