import TestSupport
import Testing

@_spi(Testing) @testable import ReuseKitCore

@Suite("List layout against a linear reference")
struct ListLayoutRandomizedTests {
    /// Heights are multiples of a half so that every sum is exact in binary floating point.
    static let heights: [Double] = [0, 0.5, 1, 2, 3.5, 7, 10]

    @Test("random reloads, measurements and queries agree with the reference after every step")
    func randomized() {
        let run = RandomizedRun(name: "ListLayout", defaultIterations: 3000)
        var random = run.makeGenerator()
        var layout = ListLayout()
        var reference = ListLayoutReference()
        for step in 0..<run.iterations {
            Self.mutate(&layout, &reference, using: &random)
            if let problem = reference.mismatch(in: layout) {
                Issue.record("step \(step): \(problem) (SEED=\(run.seed))")
                return
            }
            if let problem = Self.queryMismatch(layout, reference, using: &random) {
                Issue.record("step \(step): \(problem) (SEED=\(run.seed))")
                return
            }
        }
    }

    @Test("a batched exact reload across batch edges equals the row-by-row reload")
    func batchedReload() {
        let run = RandomizedRun(name: "ListLayoutBatched", defaultIterations: 8)
        var random = run.makeGenerator()
        let batch = ListLayout.heightBatchSize
        for step in 0..<run.iterations {
            let rowCounts = (0..<Int.random(in: 1...4, using: &random)).map { _ in
                [0, 1, batch - 1, batch, batch + 1, 2 * batch + 7].randomElement(using: &random) ?? 0
            }
            let rows = rowCounts.map { count in
                (0..<count).map { _ -> Double? in
                    Int.random(in: 0..<6, using: &random) == 0
                        ? nil : Self.heights.randomElement(using: &random)
                }
            }
            let headers = rowCounts.map { _ in Self.heights.randomElement(using: &random) ?? 0 }
            let footers = rowCounts.map { _ in Self.heights.randomElement(using: &random) ?? 0 }
            let spacing = ([0, 1, 2.5] as [Double]).randomElement(using: &random) ?? 0
            var single = ListLayout()
            single.reload(
                rowCounts: rowCounts, estimatedRowHeight: 3, rowSpacing: spacing, headerHeights: headers,
                footerHeights: footers
            ) { rows[$0][$1] }
            var batched = ListLayout()
            var calls = 0
            batched.reload(
                rowCounts: rowCounts, estimatedRowHeight: 3, rowSpacing: spacing, headerHeights: headers,
                footerHeights: footers
            ) { section, firstRow, buffer in
                calls += 1
                for offset in buffer.indices { buffer[offset] = rows[section][firstRow + offset] ?? -1 }
            }
            let expectedCalls = rowCounts.reduce(0) { $0 + ($1 + batch - 1) / batch }
            #expect(
                calls == expectedCalls, "one call per batch of \(batch) rows (SEED=\(run.seed), step \(step))"
            )
            #expect(batched.sizes.checkInvariants() == nil)
            #expect(batched.itemCount == single.itemCount && batched.contentHeight == single.contentHeight)
            #expect(batched.measuredCount == single.measuredCount)
            #expect(batched.sizes.runCount == single.sizes.runCount)
            let mismatched = (0..<single.itemCount).first {
                batched.span(ofItemAt: $0) != single.span(ofItemAt: $0)
                    || batched.isMeasured(itemAt: $0) != single.isMeasured(itemAt: $0)
            }
            #expect(mismatched == nil, "item \(mismatched ?? -1) differs (SEED=\(run.seed), step \(step))")
        }
    }

    static func mutate(
        _ layout: inout ListLayout, _ reference: inout ListLayoutReference,
        using random: inout SeededGenerator
    ) {
        let rows = reference.sections.indices.flatMap { section in
            reference.sections[section].rows.indices.map { (section, $0) }
        }
        let roll = Int.random(in: 0..<100, using: &random)
        switch roll {
        case 0..<6:
            reloadEstimated(&layout, &reference, using: &random)
        case 6..<12:
            reloadExact(&layout, &reference, using: &random)
        case 12..<45 where !rows.isEmpty:
            let (section, row) = rows[Int.random(in: 0..<rows.count, using: &random)]
            let height = heights.randomElement(using: &random) ?? 0
            layout.setHeight(height, forRow: row, inSection: section)
            reference.sections[section].rows[row] = height
        case 45..<58 where !rows.isEmpty:
            let (section, row) = rows[Int.random(in: 0..<rows.count, using: &random)]
            layout.invalidateHeight(ofRow: row, inSection: section)
            reference.sections[section].rows[row] = nil
        case 58..<65 where !reference.sections.isEmpty:
            let section = Int.random(in: 0..<reference.sections.count, using: &random)
            let height = heights.randomElement(using: &random) ?? 0
            if Bool.random(using: &random) {
                layout.setHeaderHeight(height, inSection: section)
                reference.sections[section].header = height
            } else {
                layout.setFooterHeight(height, inSection: section)
                reference.sections[section].footer = height
            }
        case 65..<70:
            let estimate = heights.randomElement(using: &random) ?? 0
            layout.estimatedRowHeight = estimate
            reference.estimate = estimate
        case 70..<75:
            layout.topInset = Double(Int.random(in: 0...6, using: &random)) / 2
            layout.bottomInset = Double(Int.random(in: 0...6, using: &random)) / 2
            reference.topInset = layout.topInset
            reference.bottomInset = layout.bottomInset
        default:
            break
        }
    }

    static func randomSections(
        using random: inout SeededGenerator, measured: () -> Double?
    ) -> [ListLayoutReference.Section] {
        (0..<Int.random(in: 0...5, using: &random)).map { _ in
            ListLayoutReference.Section(
                header: heights.randomElement(using: &random) ?? 0,
                rows: (0..<Int.random(in: 0...8, using: &random)).map { _ in measured() },
                footer: heights.randomElement(using: &random) ?? 0)
        }
    }

    static func reloadEstimated(
        _ layout: inout ListLayout, _ reference: inout ListLayoutReference,
        using random: inout SeededGenerator
    ) {
        reference.sections = randomSections(using: &random) { nil }
        reference.estimate = heights.randomElement(using: &random) ?? 0
        reference.spacing = ([0, 0, 1, 2.5] as [Double]).randomElement(using: &random) ?? 0
        layout.reload(
            rowCounts: reference.rowCounts, estimatedRowHeight: reference.estimate,
            rowSpacing: reference.spacing, headerHeights: reference.sections.map(\.header),
            footerHeights: reference.sections.map(\.footer))
    }

    /// Reloads asking every row's height now; some rows answer `nil` and stay at the estimate.
    static func reloadExact(
        _ layout: inout ListLayout, _ reference: inout ListLayoutReference,
        using random: inout SeededGenerator
    ) {
        var heightsRandom = SeededGenerator(seed: random.next())
        let unmeasured = Int.random(in: 0...3, using: &random)
        reference.sections = randomSections(using: &random) {
            Int.random(in: 0..<4, using: &heightsRandom) < unmeasured
                ? nil : heights.randomElement(using: &heightsRandom)
        }
        reference.estimate = heights.randomElement(using: &random) ?? 0
        reference.spacing = ([0, 0, 1, 2.5] as [Double]).randomElement(using: &random) ?? 0
        var asked: [ListPosition] = []
        let sections = reference.sections
        if Bool.random(using: &random) {
            layout.reload(
                rowCounts: reference.rowCounts, estimatedRowHeight: reference.estimate,
                rowSpacing: reference.spacing,
                headerHeights: sections.map(\.header), footerHeights: sections.map(\.footer)
            ) { section, row in
                asked.append(ListPosition(section: section, row: row))
                return sections[section].rows[row]
            }
        } else {
            layout.reload(
                rowCounts: reference.rowCounts, estimatedRowHeight: reference.estimate,
                rowSpacing: reference.spacing,
                headerHeights: sections.map(\.header), footerHeights: sections.map(\.footer)
            ) { section, firstRow, buffer in
                for offset in buffer.indices {
                    asked.append(ListPosition(section: section, row: firstRow + offset))
                    buffer[offset] = sections[section].rows[firstRow + offset] ?? -1
                }
            }
        }
        let expected = sections.indices.flatMap { section in
            sections[section].rows.indices.map { ListPosition(section: section, row: $0) }
        }
        #expect(asked == expected, "a reload with heights asks every row once, in order")
    }

    /// Compares visible and prefetch queries at random windows, some of them on item boundaries.
    static func queryMismatch(
        _ layout: ListLayout, _ reference: ListLayoutReference, using random: inout SeededGenerator
    ) -> String? {
        let entries = reference.entries()
        let height = layout.contentHeight
        for _ in 0..<4 {
            var top = Double(Int.random(in: -20...Int(height * 2) + 20, using: &random)) / 2
            if !entries.isEmpty && Bool.random(using: &random) {
                let entry = entries[Int.random(in: 0..<entries.count, using: &random)]
                top = Bool.random(using: &random) ? entry.span.origin : entry.span.end
            }
            let bottom = top + Double(Int.random(in: 1...60, using: &random)) / 2
            let visible = layout.items(intersecting: top, bottom)
            let expected = ListLayoutReference.intersecting(entries, top, bottom)
            let first = ListLayoutReference.firstVisible(entries, top)
            if Array(visible) != expected || visible.lowerBound != first {
                return
                    "items(intersecting: \(top), \(bottom)) is \(visible), expected \(expected) from \(first)"
            }
            let distance = Double(Int.random(in: 0...30, using: &random)) / 2
            for direction in [ScrollDirection.forward, .backward, .none] {
                let prefetch = layout.prefetchRange(
                    visible: visible, top: top, bottom: bottom, direction: direction, distance: distance)
                let wanted = ListLayoutReference.prefetch(
                    entries, visible: visible, top: top, bottom: bottom, direction: direction,
                    distance: distance)
                if prefetch != wanted {
                    return "prefetchRange(visible: \(visible), top: \(top), bottom: \(bottom), \(direction), "
                        + "distance: \(distance)) is \(prefetch), expected \(wanted)"
                }
            }
        }
        return nil
    }
}
