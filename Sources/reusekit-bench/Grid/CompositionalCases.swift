import Foundation
@_spi(Testing) import ReuseKit

/// The compositional layout over ten thousand mixed sections against the plain-array port of
/// the same sections in the same collection view: reload, a scroll step and its allocations.
@MainActor
enum CompositionalCases {
    static func run(_ suite: BenchSuite) {
        reload(suite)
        step(suite)
    }

    static func reload(_ suite: BenchSuite) {
        let sections = BenchMixedItems.sections
        suite.progress("compositional reload: \(Formatting.grouped(sections)) sections")
        func time(_ makeLayout: () -> CollectionViewLayout, repetitions: Int) -> Timing {
            Sampler.run(repetitions: repetitions) {
                let mixed = BenchMixed(layout: makeLayout())
                return Stopwatch.time { mixed.reload() }
            }
        }
        // reloadData on a view that shows the sections already (its cells pooled), as an app
        // reloads: the layout's pass over every section, the cells of the top asked again.
        let shown = BenchMixed(layout: BenchMixedSections.layout(fresh: false))
        shown.reload()
        let again = Sampler.run(repetitions: suite.budget.waterfallFreshViewRepetitions) {
            Stopwatch.time { shown.reload() }
        }
        let kept = time(
            { BenchMixedSections.layout(fresh: false) },
            repetitions: suite.budget.waterfallFreshViewRepetitions)
        let fresh = time(
            { BenchMixedSections.layout(fresh: true) },
            repetitions: suite.budget.waterfallFreshViewRepetitions)
        let plain = time({ PlainMixedLayout() }, repetitions: suite.budget.cheap)
        let note =
            "three kinds in turn (grid of three with a pinned header, estimated list, tiles), 5–35 items "
            + "each; the plain port computes every frame"
        suite.add(
            BenchRow(
                group: "compositional", name: "reloadData on a shown view, kept sections", rows: sections,
                reuseKit: .seconds(again.median), seed: nil, plain: nil,
                note: "the same sections again: every section laid out, the cells on screen asked again; "
                    + "ReuseKit \(again.summary)"))
        suite.add(
            BenchRow(
                group: "compositional", name: "reload of a new view, provider returns kept sections",
                rows: sections,
                reuseKit: .seconds(kept.median), seed: nil, plain: .seconds(plain.median),
                note: "\(note); ReuseKit \(kept.summary), plain \(plain.summary)"))
        suite.add(
            BenchRow(
                group: "compositional", name: "reload of a new view, provider builds new sections",
                rows: sections,
                reuseKit: .seconds(fresh.median), seed: nil, plain: .seconds(plain.median),
                note: "every call builds its section, group and items anew; ReuseKit \(fresh.summary)"))
    }

    static func step(_ suite: BenchSuite) {
        suite.progress("compositional scroll step")
        func measure(_ layout: CollectionViewLayout) -> (ScrollStepSampler.Result, Double?) {
            let mixed = BenchMixed(layout: layout)
            mixed.reload()
            return GridCases.measureSteps(suite, mixed.view) { mixed.scroll(to: $0) }
        }
        let (ours, oursAllocations) = measure(BenchMixedSections.layout(fresh: true))
        let (plain, plainAllocations) = measure(PlainMixedLayout())
        suite.add(
            BenchRow(
                group: "compositional", name: "one scroll step (4 pt + layoutIfNeeded)",
                rows: BenchMixedItems.sections, reuseKit: .seconds(ours.timing.median), seed: nil,
                plain: .seconds(plain.timing.median),
                counters: [
                    Counter(
                        name: "cells created while timed", reuseKit: ours.cellsCreated,
                        seed: plain.cellsCreated)
                ],
                note: "mid-content, back and forth over \(Int(ScrollStepCases.band)) pt; ReuseKit "
                    + "\(ours.timing.summary), plain \(plain.timing.summary)"))
        if let oursAllocations, let plainAllocations {
            suite.add(
                BenchRow(
                    group: "compositional", name: "heap allocations per scroll step",
                    rows: BenchMixedItems.sections, reuseKit: .allocationsPerStep(oursAllocations), seed: nil,
                    plain: .allocationsPerStep(plainAllocations),
                    note: "the same steps, counted by the allocation counter"))
        }
    }
}
