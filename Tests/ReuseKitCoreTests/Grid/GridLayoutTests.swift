import TestSupport
import Testing

@testable import ReuseKitCore

@Suite("Grid columns and lines")
struct GridLayoutTests {
    @Test("a full line reaches edge to edge: the left-over length widens the spacing")
    func justifiedColumns() {
        let columns = GridColumns(itemLength: 100, available: 390, minimumSpacing: 10)
        #expect(columns.count == 3)
        #expect(columns.origin == 0)
        #expect(columns.pitch == 145)
        #expect(columns.origin(ofColumn: 2) + columns.itemLength == 390)
    }

    @Test("a line that holds one item holds it in the middle")
    func oneColumnCentred() {
        let columns = GridColumns(itemLength: 200, available: 390, start: 8, minimumSpacing: 10)
        #expect(columns.count == 1)
        #expect(columns.origin == 103)
    }

    @Test("items that fit exactly with the minimum spacing keep it")
    func exactFit() {
        let columns = GridColumns(itemLength: 120, available: 380, minimumSpacing: 10)
        #expect(columns.count == 3)
        #expect(columns.pitch == 130)
    }

    @Test("the columns in a span are those whose items reach into it")
    func columnsInSpan() {
        let columns = GridColumns(itemLength: 100, available: 390, minimumSpacing: 10)
        #expect(columns.columns(intersecting: 0, 390) == 0..<3)
        #expect(columns.columns(intersecting: 100, 145) == 1..<1)
        #expect(columns.columns(intersecting: 99, 146) == 0..<2)
        #expect(columns.columns(intersecting: 290, 300) == 2..<3)
    }

    @Test("a section's length counts its header, insets, lines and spacing between lines only")
    func sectionLength() {
        let columns = GridColumns(itemLength: 100, available: 390, minimumSpacing: 10)
        let section = GridSection(
            itemCount: 7, columns: columns, estimatedLineLength: 50, lineSpacing: 4, headerLength: 30,
            insetBefore: 2, insetAfter: 6, footerLength: 20)
        #expect(section.lineCount == 3)
        #expect(section.length == 216)
        #expect(section.items(inLine: 2) == 6..<7)
        #expect(section.origin(ofLine: 1) == 86)
        #expect(section.lines(intersecting: 82, 86) == 1..<1)
        #expect(section.lines(intersecting: 81, 87) == 0..<2)
    }

    @Test("a million items in a thousand sections reload as a thousand runs")
    func reloadIsPerSection() {
        let columns = GridColumns(itemLength: 100, available: 390, minimumSpacing: 10)
        var layout = GridLayout()
        layout.reload(
            (0..<1000).map { _ in
                GridSection(itemCount: 1000, columns: columns, estimatedLineLength: 100, lineSpacing: 10)
            })
        #expect(layout.stack.runCount == 1)
        #expect(layout.contentLength == 36_730_000)
        #expect(layout.checkInvariants() == nil)
    }

    @Test("random measurements and queries agree with a linear reference")
    func randomized() {
        let run = RandomizedRun(name: "GridLayout", defaultIterations: 400)
        var random = run.makeGenerator()
        let lengths: [Double] = [0, 0.5, 1, 2, 3.5, 7, 10]
        for step in 0..<run.iterations {
            let sections = (0..<Int.random(in: 0...4, using: &random)).map { _ in
                GridSection(
                    itemCount: Int.random(in: 0...9, using: &random),
                    columns: GridColumns(
                        itemLength: 10, available: Double(Int.random(in: 0...40, using: &random)),
                        minimumSpacing: 2),
                    estimatedLineLength: lengths.randomElement(using: &random) ?? 1,
                    lineSpacing: lengths.randomElement(using: &random) ?? 0,
                    headerLength: lengths.randomElement(using: &random) ?? 0,
                    insetBefore: lengths.randomElement(using: &random) ?? 0,
                    insetAfter: lengths.randomElement(using: &random) ?? 0,
                    footerLength: lengths.randomElement(using: &random) ?? 0)
            }
            var layout = GridLayout()
            layout.reload(sections)
            for _ in 0..<6 where !sections.isEmpty {
                let section = Int.random(in: 0..<sections.count, using: &random)
                guard layout.sections[section].lineCount > 0 else { continue }
                let line = Int.random(in: 0..<layout.sections[section].lineCount, using: &random)
                layout.setLength(lengths.randomElement(using: &random) ?? 1, ofLine: line, inSection: section)
            }
            if let problem = layout.checkInvariants() ?? Self.mismatch(layout, using: &random) {
                Issue.record("step \(step): \(problem) (SEED=\(run.seed))")
                return
            }
        }
    }

    /// Compares every line's place and a random span's lines with sums taken line by line.
    static func mismatch(_ layout: GridLayout, using random: inout SeededGenerator) -> String? {
        var offset = 0.0
        var spans: [(section: Int, line: Int, start: Double, end: Double)] = []
        for (index, section) in layout.sections.enumerated() {
            if layout.origin(ofSection: index) != offset {
                return "section \(index) starts at \(layout.origin(ofSection: index)), not \(offset)"
            }
            var cursor = offset + section.headerLength + section.insetBefore
            for line in 0..<section.lineCount {
                if layout.origin(ofLine: line, inSection: index) != cursor {
                    return "line \(line) of \(index)"
                }
                spans.append((index, line, cursor, cursor + section.length(ofLine: line)))
                cursor +=
                    section.length(ofLine: line) + (line < section.lineCount - 1 ? section.lineSpacing : 0)
            }
            offset = cursor + section.insetAfter + section.footerLength
        }
        if layout.contentLength != offset { return "content is \(layout.contentLength), not \(offset)" }
        let start = Double.random(in: -5...(offset + 5), using: &random).rounded()
        let end = start + Double.random(in: 1...30, using: &random).rounded()
        for index in layout.sections.indices {
            let expected = spans.filter { $0.section == index && $0.end > start && $0.start < end }.map(
                \.line)
            let found = Array(layout.lines(inSection: index, intersecting: start, end))
            if expected != found { return "section \(index) in \(start)..<\(end): \(found), not \(expected)" }
        }
        return nil
    }
}
