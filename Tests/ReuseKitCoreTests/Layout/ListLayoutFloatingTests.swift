import TestSupport
import Testing

@testable import ReuseKitCore

@Suite("List layout: floating headers and footers")
struct ListLayoutFloatingTests {
    /// Header 10, rows 20 20 20, footer 4; header 6, no rows, footer 0; header 8, one row of 30,
    /// footer 5.
    static func sample() -> ListLayout {
        var layout = ListLayout()
        layout.reload(
            rowCounts: [3, 0, 1], estimatedRowHeight: 20, headerHeights: [10, 6, 8], footerHeights: [4, 0, 5])
        layout.setHeight(30, forRow: 0, inSection: 2)
        return layout
    }

    @Test("the header stays at the top edge until its section's rows end, then rides up")
    func headerPinsThenIsPushed() {
        let layout = Self.sample()
        #expect(layout.floatingHeader(top: 0)?.span == ListSpan(origin: 0, height: 10))
        #expect(
            layout.floatingHeader(top: 25)
                == FloatingItem(section: 0, flatIndex: 0, span: ListSpan(origin: 25, height: 10)))
        // The rows end at 70: from 60 on the header is pushed up with them.
        #expect(layout.floatingHeader(top: 60)?.span == ListSpan(origin: 60, height: 10))
        #expect(layout.floatingHeader(top: 64)?.span == ListSpan(origin: 60, height: 10))
        // In the footer (70..<74) the header is above the edge, so nothing floats.
        #expect(layout.floatingHeader(top: 71) == nil)
        // The empty section's header (74..<80) floats at its own place, then hands over.
        #expect(layout.floatingHeader(top: 74)?.span == ListSpan(origin: 74, height: 6))
        #expect(layout.floatingHeader(top: 77)?.span == ListSpan(origin: 74, height: 6))
        #expect(layout.floatingHeader(top: 80)?.section == 2)
        #expect(layout.floatingHeader(top: 90)?.span == ListSpan(origin: 90, height: 8))
        #expect(layout.floatingHeader(top: 1000) == nil)
        // Pulled down past the start, the header rides with the content.
        #expect(layout.floatingHeader(top: -5)?.span == ListSpan(origin: 0, height: 10))
    }

    @Test("the footer stays at the bottom edge until its section's rows start, then rides down")
    func footerPinsThenIsPushed() {
        let layout = Self.sample()
        #expect(layout.floatingFooter(bottom: 40)?.span == ListSpan(origin: 36, height: 4))
        #expect(layout.floatingFooter(bottom: 12)?.span == ListSpan(origin: 10, height: 4))
        // Inside the header nothing of the footer shows.
        #expect(layout.floatingFooter(bottom: 9) == nil)
        #expect(layout.floatingFooter(bottom: 200)?.span == ListSpan(origin: 118, height: 5))
        #expect(
            layout.floatingFooter(bottom: 100)
                == FloatingItem(section: 2, flatIndex: 9, span: ListSpan(origin: 95, height: 5)))
        // The middle section's footer has no height.
        #expect(layout.floatingFooter(bottom: 78) == nil)
    }

    @Test("random layouts and edges agree with a linear scan of the items")
    func randomized() {
        let run = RandomizedRun(name: "ListLayoutFloating", defaultIterations: 400)
        var random = run.makeGenerator()
        let heights: [Double] = [0, 0.5, 1, 2, 3.5, 7, 10]
        for step in 0..<run.iterations {
            var reference = ListLayoutReference()
            reference.estimate = [0.5, 2, 7].randomElement(using: &random) ?? 2
            reference.topInset = [0, 3].randomElement(using: &random) ?? 0
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                let rows = (0..<Int.random(in: 0...6, using: &random)).map { _ -> Double? in
                    Bool.random(using: &random) ? nil : heights.randomElement(using: &random)
                }
                reference.sections.append(
                    .init(
                        header: heights.randomElement(using: &random) ?? 0, rows: rows,
                        footer: heights.randomElement(using: &random) ?? 0))
            }
            var layout = ListLayout()
            layout.reload(
                rowCounts: reference.rowCounts, estimatedRowHeight: reference.estimate,
                headerHeights: reference.sections.map(\.header),
                footerHeights: reference.sections.map(\.footer)
            ) { section, row in reference.sections[section].rows[row] }
            layout.topInset = reference.topInset
            let entries = reference.entries()
            let end = reference.contentHeight(entries)
            for _ in 0..<20 {
                let edge = Double(Int.random(in: -4...Int(end * 2) + 4, using: &random)) / 2
                let header = layout.floatingHeader(top: edge)
                let expectedHeader = Self.referenceHeader(entries, top: edge)
                if header != expectedHeader {
                    Issue.record(
                        "step \(step): header at \(edge) is \(String(describing: header)), expected \(String(describing: expectedHeader)) (SEED=\(run.seed))"
                    )
                    return
                }
                let footer = layout.floatingFooter(bottom: edge)
                let expectedFooter = Self.referenceFooter(entries, bottom: edge)
                if footer != expectedFooter {
                    Issue.record(
                        "step \(step): footer at \(edge) is \(String(describing: footer)), expected \(String(describing: expectedFooter)) (SEED=\(run.seed))"
                    )
                    return
                }
            }
        }
    }

    /// The section of the first item reaching past `top`, its header clamped between its place
    /// and the top of its footer, by a scan.
    static func referenceHeader(_ entries: [ListLayoutReference.Entry], top: Double) -> FloatingItem? {
        guard let covering = entries.firstIndex(where: { $0.span.origin + $0.extent > top }) else {
            return nil
        }
        let section = entries[covering].item.section
        guard let headerIndex = entries.firstIndex(where: { $0.item == .header(section: section) }),
            let footerIndex = entries.firstIndex(where: { $0.item == .footer(section: section) })
        else { return nil }
        let header = entries[headerIndex].span
        guard header.height > 0 else { return nil }
        var origin = min(top, entries[footerIndex].span.origin - header.height)
        origin = max(origin, header.origin)
        guard origin + header.height > top else { return nil }
        return FloatingItem(
            section: section, flatIndex: headerIndex, span: ListSpan(origin: origin, height: header.height))
    }

    /// The section of the last item starting before `bottom`, its footer clamped between the end
    /// of its header and its place, by a scan.
    static func referenceFooter(_ entries: [ListLayoutReference.Entry], bottom: Double) -> FloatingItem? {
        guard let last = entries.lastIndex(where: { $0.span.origin < bottom }) else { return nil }
        let section = entries[last].item.section
        guard let headerIndex = entries.firstIndex(where: { $0.item == .header(section: section) }),
            let footerIndex = entries.firstIndex(where: { $0.item == .footer(section: section) })
        else { return nil }
        let footer = entries[footerIndex].span
        guard footer.height > 0 else { return nil }
        let origin = max(entries[headerIndex].span.end, min(footer.origin, bottom - footer.height))
        guard origin < bottom else { return nil }
        return FloatingItem(
            section: section, flatIndex: footerIndex, span: ListSpan(origin: origin, height: footer.height))
    }
}
