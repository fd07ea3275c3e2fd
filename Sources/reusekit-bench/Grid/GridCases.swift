import Foundation
@_spi(Testing) import ReuseKit

/// The collection view's grid of a million items: ReuseKit's flow layout (estimated sizes,
/// lines computed) against the plain-array layout (every frame computed and kept) in the same
/// collection view: reload, a random jump, a scroll step and its allocations.
@MainActor
enum GridCases {
    static let items = 1_000_000

    static func run(_ suite: BenchSuite) {
        reload(suite)
        jump(suite)
        step(suite)
        memory(suite)
    }

    /// Heap bytes per item once every item of the million has been measured, each line at a
    /// length of its own (the worst case: no two neighbouring lines share a run), against the
    /// plain layout's frames.
    static func memory(_ suite: BenchSuite) {
        guard HeapMeter.liveBytes() != nil else {
            suite.progress("grid memory: skipped, glibc's malloc_info is not available")
            return
        }
        suite.progress("grid memory: \(Formatting.grouped(items)) items measured")
        let grid = BenchGrid(count: items, plain: false)
        grid.reload()
        let layout = grid.view.collectionViewLayout
        let original = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        let preferred = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        var changed = 0
        let ours = MemoryCases.heapGrowth {
            for item in 0..<items {
                original.indexPath = IndexPath(item: item, section: 0)
                preferred.indexPath = original.indexPath
                preferred.size = CGSize(width: 96, height: CGFloat(60 + item * 7919 % 97))
                if layout.shouldInvalidateLayout(
                    forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
                {
                    changed += 1
                }
            }
        }
        let plain = BenchGrid(count: items, plain: true)
        let plainBytes = MemoryCases.heapGrowth { plain.reload() }
        suite.add(
            BenchRow(
                group: "grid", name: "memory per item, every item measured", rows: items,
                reuseKit: .bytesPerRow(Double(ours) / Double(items)), seed: nil,
                plain: .bytesPerRow(Double(plainBytes) / Double(items)),
                counters: [Counter(name: "lengths recorded", reuseKit: changed, seed: nil)],
                note: "heap in use (glibc malloc_info) after − before measuring every item through the "
                    + "flow layout's self-sizing call, each line at its own length; the plain layout's "
                    + "reload keeps a frame an item; one deterministic measurement"))
    }

    static func reload(_ suite: BenchSuite) {
        suite.progress("grid reload: \(Formatting.grouped(items)) items")
        var cells = (ours: 0, plain: 0)
        let ours = Sampler.run(repetitions: suite.budget.waterfallFreshViewRepetitions) {
            let grid = BenchGrid(count: items, plain: false)
            let seconds = Stopwatch.time { grid.reload() }
            cells.ours = grid.items.cellRequests
            return seconds
        }
        let plain = Sampler.run(repetitions: suite.budget.cheap) {
            let grid = BenchGrid(count: items, plain: true)
            let seconds = Stopwatch.time { grid.reload() }
            cells.plain = grid.items.cellRequests
            return seconds
        }
        suite.add(
            BenchRow(
                group: "grid", name: "grid reload (reloadData + first layoutIfNeeded)", rows: items,
                reuseKit: .seconds(ours.median), seed: nil, plain: .seconds(plain.median),
                counters: [
                    Counter(name: "cells asked (ReuseKit / plain)", reuseKit: cells.ours, seed: cells.plain)
                ],
                note: "one section, 96-pt items 8 pt apart in 375 pt; ReuseKit estimates sizes and fits the "
                    + "lines shown, the plain layout computes every frame; ReuseKit \(ours.summary), "
                    + "plain \(plain.summary)"))
    }

    static func jump(_ suite: BenchSuite) {
        suite.progress("grid jump: \(Formatting.grouped(items)) items")
        func timeJumps(plain: Bool) -> Timing {
            let grid = BenchGrid(count: items, plain: plain)
            grid.reload()
            var random = BenchRandom(seed: 7)
            // Warm up the pool at a first place.
            grid.jump(to: items / 2)
            return Sampler.run(repetitions: suite.budget.jumpRepetitions) {
                let target = random.next(below: items)
                return Stopwatch.time { grid.jump(to: target) }
            }
        }
        let ours = timeJumps(plain: false)
        let plain = timeJumps(plain: true)
        suite.add(
            BenchRow(
                group: "grid", name: "random jump (scrollToItem centred + layoutIfNeeded)", rows: items,
                reuseKit: .seconds(ours.median), seed: nil, plain: .seconds(plain.median),
                note: "to items never shown: ReuseKit fits the lines in view first and lands exactly; "
                    + "ReuseKit \(ours.summary), plain \(plain.summary)"))
    }

    static func step(_ suite: BenchSuite) {
        suite.progress("grid scroll step: \(Formatting.grouped(items)) items")
        func measure(plain: Bool) -> (ScrollStepSampler.Result, Double?) {
            let grid = BenchGrid(count: items, plain: plain)
            grid.reload()
            return measureSteps(suite, grid.view) { grid.scroll(to: $0) }
        }
        let (ours, oursAllocations) = measure(plain: false)
        let (plain, plainAllocations) = measure(plain: true)
        suite.add(
            BenchRow(
                group: "grid", name: "one scroll step (4 pt + layoutIfNeeded)", rows: items,
                reuseKit: .seconds(ours.timing.median), seed: nil, plain: .seconds(plain.timing.median),
                counters: [
                    Counter(
                        name: "cells created while timed", reuseKit: ours.cellsCreated,
                        seed: plain.cellsCreated)
                ],
                note:
                    "mid-grid, back and forth over \(Int(ScrollStepCases.band)) pt; ReuseKit \(ours.timing.summary), "
                    + "plain \(plain.timing.summary)"))
        if let oursAllocations, let plainAllocations {
            suite.add(
                BenchRow(
                    group: "grid", name: "heap allocations per scroll step", rows: items,
                    reuseKit: .allocationsPerStep(oursAllocations), seed: nil,
                    plain: .allocationsPerStep(plainAllocations),
                    note: "the same steps, counted by the allocation counter"))
        }
    }
}

extension GridCases {
    /// Scroll steps back and forth mid-content of a loaded collection view, timed, then counted
    /// by the allocation counter (when it counts).
    static func measureSteps(_ suite: BenchSuite, _ view: CollectionView, scroll: (CGFloat) -> Void)
        -> (ScrollStepSampler.Result, Double?)
    {
        let start = (view.contentSize.height / 2).rounded()
        let result = ScrollStepSampler.measure(
            start: start, band: ScrollStepCases.band, warmUpSteps: 2 * ScrollStepCases.cycleSteps,
            repetitions: suite.budget.cheap, cellsCreated: { view.cellCounters.created }, step: scroll)
        let allocations = ScrollStepSampler.allocationsPerStep(
            start: start, band: ScrollStepCases.band, steps: suite.budget.allocationSteps.reuseKit,
            step: scroll)
        return (result, allocations)
    }
}

extension Budget {
    /// Random jumps timed, each on a warm view.
    var jumpRepetitions: Int { quick ? 21 : 201 }
}

/// A small deterministic generator for the jumps' targets.
struct BenchRandom {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next(below bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
}
