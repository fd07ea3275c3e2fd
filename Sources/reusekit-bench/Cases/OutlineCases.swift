import Foundation

/// Trees in the list controllers: expanding a node of 100,000 children and collapsing it again
/// (through `expand(_:)`/`collapse(_:)`, and through a section snapshot applied), the same for a
/// node of 1,000 children among 1,001,000 rows, and a scroll step there (1,000 expanded parents
/// of 1,000 children). Their anchor is GTK 4's GtkTreeListModel, measured in another process by
/// `Hosts/Pixels/Scripts/gtk-treebench.py` (`gtk-treebench.sh` runs both in turn); this report
/// has no seed column for them.
@MainActor
enum OutlineCases {
    /// The items at the top level of both trees.
    static let parents = 1_000

    /// What one timed expand or collapse cost, with exact counts.
    private struct Step {
        var seconds: Double
        var cellsCreated: Int
        var cellsAsked: Int
        var allocations: Int?
    }

    static func run(_ suite: BenchSuite) {
        let lists: [() -> any OutlineBenchList] = [{ OutlineTableList() }, { OutlineCollectionList() }]
        for makeList in lists { wideNode(suite, makeList()) }
        for makeList in lists { largeTree(suite, makeList()) }
    }

    /// Expands and collapses the middle parent of `parents`, the only one with children.
    private static func wideNode(_ suite: BenchSuite, _ list: any OutlineBenchList) {
        let children = suite.budget.outlineChildren
        let parent = parents / 2
        suite.progress("outline: expand \(Formatting.grouped(children)) children, \(list.kind)")
        list.apply(OutlineTree(parents: parents, children: children, withChildren: [parent], expanded: []))
        list.scroll(to: list.offset(showing: parent))
        for throughApply in [false, true] {
            toggles(
                suite, list, parent: parent, children: children, collapsedRows: parents,
                throughApply: throughApply,
                setting: "\(Formatting.grouped(parents)) top-level rows, the middle one the parent")
        }
    }

    /// In `parents` expanded parents of `parents` children: collapses and expands the middle
    /// parent, then times scroll steps mid-list.
    private static func largeTree(_ suite: BenchSuite, _ list: any OutlineBenchList) {
        let children = parents
        let rows = parents + parents * children
        suite.progress("outline: \(Formatting.grouped(rows)) rows, \(list.kind)")
        let all = Array(0..<parents)
        list.apply(OutlineTree(parents: parents, children: children, withChildren: all, expanded: all))
        precondition(list.rowCount == rows, "the outline shows \(list.rowCount) rows, not \(rows)")
        let parent = parents / 2
        list.scroll(to: list.offset(showing: parent * (children + 1)))
        toggles(
            suite, list, parent: parent, children: children, collapsedRows: rows - children,
            throughApply: false,
            setting: "\(Formatting.grouped(parents)) parents of \(Formatting.grouped(children)) children, "
                + "all expanded, the middle one toggled")
        scrollStep(suite, list, rows: rows, children: children)
    }

    /// Times expanding `parent` (collapsed or not at the start) and collapsing it, the viewport
    /// on it, each from the list controller's `expand`/`collapse` through the next
    /// `layoutIfNeeded`, and adds a row for each.
    private static func toggles(
        _ suite: BenchSuite, _ list: any OutlineBenchList, parent: Int, children: Int, collapsedRows: Int,
        throughApply: Bool, setting: String
    ) {
        let expandedRows = collapsedRows + children
        // One round untimed, so the pool holds the cells of a full screen.
        if list.rowCount == expandedRows { _ = toggle(list, parent, false, collapsedRows, throughApply) }
        _ = toggle(list, parent, true, expandedRows, throughApply)
        _ = toggle(list, parent, false, collapsedRows, throughApply)
        var expands: [Step] = []
        var collapses: [Step] = []
        for _ in 0..<suite.budget.cheap {
            expands.append(toggle(list, parent, true, expandedRows, throughApply))
            collapses.append(toggle(list, parent, false, collapsedRows, throughApply))
        }
        for (name, steps) in [("expand", expands), ("collapse", collapses)] {
            let timing = Timing(samples: steps.map(\.seconds), operationsPerSample: 1)
            let last = steps[steps.count - 1]
            var counters = [
                Counter(name: "cells created", reuseKit: last.cellsCreated, seed: nil),
                Counter(name: "cells asked", reuseKit: last.cellsAsked, seed: nil),
            ]
            if let allocations = last.allocations {
                counters.append(Counter(name: "allocations", reuseKit: allocations, seed: nil))
            }
            suite.add(
                BenchRow(
                    group: "outline",
                    name: "\(name) a node of \(Formatting.grouped(children)) children"
                        + (throughApply ? " through apply(_:to:)" : "") + ", \(list.kind)",
                    rows: expandedRows, reuseKit: .seconds(timing.median), seed: nil, counters: counters,
                    note: "\(setting), rows of 44 pt, the parent 200 pt below the top of the viewport; "
                        + (throughApply
                            ? "snapshot(for:), \(name)(_:) on it, apply(_:to:animatingDifferences: false)"
                            : "\(name)(_:animatingDifferences: false)")
                        + " + layoutIfNeeded, \(timing.summary), "
                        + "counters of the last; anchor: GTK 4's GtkTreeListModel, gtk-treebench.py"))
        }
    }

    /// Expands or collapses `parent` and lays out, checking the rows shown after.
    private static func toggle(
        _ list: any OutlineBenchList, _ parent: Int, _ expanded: Bool, _ rows: Int, _ throughApply: Bool
    )
        -> Step
    {
        let created = list.cellsCreated
        let asked = list.cellRequests
        let allocations = HeapMeter.allocationCount
        var changed = false
        let seconds = Stopwatch.time {
            changed = list.setExpanded(parent, expanded, throughApply: throughApply)
            list.layout()
        }
        let allocated = HeapMeter.allocationCount - allocations
        precondition(changed && list.rowCount == rows, "the outline shows \(list.rowCount) rows, not \(rows)")
        return Step(
            seconds: seconds, cellsCreated: list.cellsCreated - created,
            cellsAsked: list.cellRequests - asked,
            allocations: HeapMeter.countsAllocations ? Int(allocated) : nil)
    }

    /// One scroll step mid-list, and the allocations of a step.
    private static func scrollStep(
        _ suite: BenchSuite, _ list: any OutlineBenchList, rows: Int, children: Int
    ) {
        let start = (list.contentHeight / 2).rounded()
        let result = ScrollStepSampler.measure(
            start: start, band: ScrollStepCases.band, warmUpSteps: 2 * ScrollStepCases.cycleSteps,
            repetitions: suite.budget.cheap, cellsCreated: { list.cellsCreated }
        ) { list.scroll(to: $0) }
        var counters = [Counter(name: "cells created while timed", reuseKit: result.cellsCreated, seed: nil)]
        if let allocations = ScrollStepSampler.allocationsPerStep(
            start: start, band: ScrollStepCases.band, steps: suite.budget.allocationSteps.reuseKit,
            step: { list.scroll(to: $0) })
        {
            counters.append(
                Counter(
                    name: "allocations per step (rounded)", reuseKit: Int(allocations.rounded()), seed: nil))
        }
        suite.add(
            BenchRow(
                group: "outline", name: "one scroll step (4 pt + layoutIfNeeded) in a tree, \(list.kind)",
                rows: rows, reuseKit: .seconds(result.timing.median), seed: nil, counters: counters,
                note:
                    "\(Formatting.grouped(parents)) parents of \(Formatting.grouped(children)) children, all "
                    + "expanded, rows of 44 pt; mid-list, back and forth over \(Int(ScrollStepCases.band)) pt, "
                    + "\(result.timing.summary); anchor: GTK 4's GtkTreeListModel, gtk-treebench.py"))
    }
}

extension Budget {
    /// The children of the node the outline cases expand and collapse.
    var outlineChildren: Int { 100_000 }
}
