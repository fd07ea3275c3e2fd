import Foundation
import Testing

@_spi(Hosting) @testable import ReuseKit

@Suite("Stack view distributions: nested stacks cover the axis as UIStackView's do")
@MainActor
struct StackViewDistributionTests {
    /// A row (or column) in a 1280×800 window on the plain text system (a character a point
    /// wide, a line a point high).
    static func stack(_ views: [View], axis: LayoutAxis, spacing: CGFloat = 0) -> StackView {
        let stack = StackView(arrangedSubviews: views)
        stack.axis = axis
        stack.spacing = spacing
        stack.frame = CGRect(x: 0, y: 0, width: 1280, height: 800)
        stack.traitOverrides = TraitCollection(
            textSystem: PlainTextSystem(), displayScale: 1, hairlineWidth: 1)
        return stack
    }

    static func column(_ views: [View], axis: LayoutAxis = .vertical) -> StackView {
        let column = StackView(arrangedSubviews: views)
        column.axis = axis
        return column
    }

    @Test("a column holding a field, beside a label: the column takes every point the label leaves")
    func columnWithFieldTakesTheRest() {
        let field = TextField()
        let left = Self.column([field])
        let label = StackViewTests.label("status")
        let row = Self.stack([left, label], axis: .horizontal)
        row.layoutIfNeeded()
        #expect(left.frame == CGRect(x: 0, y: 0, width: 1274, height: 800))
        #expect(label.frame == CGRect(x: 1274, y: 0, width: 6, height: 800))
        #expect(field.frame.width == 1274)

        // A label above the field: the column still hugs least, and takes the room.
        let title = StackViewTests.label("Name")
        let labelled = Self.column([title, TextField()])
        let other = StackViewTests.label("status")
        let second = Self.stack([labelled, other], axis: .horizontal)
        second.layoutIfNeeded()
        #expect(labelled.frame.width == 1274 && other.frame == CGRect(x: 1274, y: 0, width: 6, height: 800))
        #expect(title.frame.width == 1274)
    }

    @Test("equal hugging priorities: the first view takes the room, as UIKit resolves them by index")
    func equalPrioritiesByIndex() {
        let first = StackViewTests.label("ab")
        let second = StackViewTests.label("cde")
        let row = Self.stack([first, second], axis: .horizontal, spacing: 4)
        row.layoutIfNeeded()
        #expect(first.frame.width == 1273 && second.frame == CGRect(x: 1277, y: 0, width: 3, height: 800))
        first.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        row.layoutIfNeeded()
        #expect(first.frame.width == 2 && second.frame == CGRect(x: 6, y: 0, width: 1274, height: 800))
    }

    nonisolated static let distributions: [StackView.Distribution] = [
        .fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering,
    ]

    @Test(
        "every distribution, in a row and in a column of nested stacks, covers the axis exactly",
        arguments: distributions, [LayoutAxis.horizontal, .vertical])
    func coversTheAxis(distribution: StackView.Distribution, axis: LayoutAxis) throws {
        let across: LayoutAxis = axis == .horizontal ? .vertical : .horizontal
        // A nested stack of a label and a field, a label, a nested stack of two labels.
        let title = StackViewTests.label("Name")
        let field = TextField()
        let first = Self.column([title, field], axis: across)
        let middle = StackViewTests.label("ok")
        let last = Self.column([StackViewTests.label("a"), StackViewTests.label("bcd")], axis: across)
        let views = [first, middle, last]
        let stack = Self.stack(views, axis: axis, spacing: 2)
        stack.distribution = distribution
        stack.layoutIfNeeded()

        let length: CGFloat = axis == .horizontal ? 1280 : 800
        let spans = views.map {
            axis == .horizontal ? ($0.frame.minX, $0.frame.width) : ($0.frame.minY, $0.frame.height)
        }
        // Natural lengths along the axis: a row's are the widest texts ("Name", "ok", "bcd"),
        // a column's a line each (the nested rows are one line high).
        let naturals: [CGFloat] = axis == .horizontal ? [4, 2, 3] : [1, 1, 1]
        let gaps = (0..<2).map { spans[$0 + 1].0 - spans[$0].0 - spans[$0].1 }
        #expect(spans[0].0 == 0, "the first view starts at the leading edge")
        #expect(spans[2].0 + spans[2].1 == length, "the last view ends at the trailing edge")
        #expect(gaps.allSatisfy { $0 >= 2 }, "neighbours are at least the spacing apart: \(gaps)")

        let room = length - 4
        switch distribution {
        case .fill:
            // The nested stack first in order hugs least (250, as the other stack; labels 251).
            #expect(gaps == [2, 2])
            #expect(spans.map(\.1) == [room - naturals[1] - naturals[2], naturals[1], naturals[2]])
        case .fillEqually:
            #expect(gaps == [2, 2])
            #expect(spans.map(\.1).allSatisfy { abs($0 - room / 3) < 1 })
        case .fillProportionally:
            #expect(gaps == [2, 2])
            let total = naturals.reduce(0, +)
            #expect(zip(spans, naturals).allSatisfy { abs($0.1 - room * $1 / total) < 1 })
        case .equalSpacing:
            #expect(spans.map(\.1) == naturals)
            #expect(abs(gaps[0] - gaps[1]) <= 1)
        case .equalCentering:
            #expect(spans.map(\.1) == naturals)
            let centres = spans.map { $0.0 + $0.1 / 2 }
            #expect(abs((centres[1] - centres[0]) - (centres[2] - centres[1])) <= 1)
        }
        // The nested stacks lay out their own views across the whole of their length.
        for nested in [first, last] {
            let inner = nested.arrangedSubviews.map { axis == .horizontal ? $0.frame.width : $0.frame.height }
            #expect(
                inner.allSatisfy { $0 == (axis == .horizontal ? nested.frame.width : nested.frame.height) })
        }
        let fieldSpan = axis == .horizontal ? field.frame.maxY : field.frame.maxX
        #expect(fieldSpan == (axis == .horizontal ? 800 : 1280), "the field takes the rest of its stack")
    }

    @Test("the arithmetic: one view alone takes the whole length; equal spacing gives way when crowded")
    func arithmetic() {
        let views: [StackLengths.Item] = [(3, .defaultLow), (5, .defaultHigh)]
        for distribution in Self.distributions {
            #expect(
                StackLengths.place([(3, .defaultLow)], in: 10, spacing: 2, distribution: distribution).map(
                    \.length) == [10])
        }
        let spaced = StackLengths.place(views, in: 20, spacing: 2, distribution: .equalSpacing)
        #expect(spaced.map(\.position) == [0, 15] && spaced.map(\.length) == [3, 5])
        // Too little room for the spacing: the gap is the spacing, the lowest priority gives way.
        let squeezed = StackLengths.place(views, in: 8, spacing: 2, distribution: .equalSpacing)
        #expect(squeezed.map(\.position) == [0, 3] && squeezed.map(\.length) == [1, 5])
        // Centres 5, 22 and 39 apart by 17; in 20 points equal centres would bring the first two
        // views closer than the spacing: equal spacing instead.
        let wide: [StackLengths.Item] = [(10, .defaultLow), (2, .defaultLow), (2, .defaultLow)]
        #expect(
            StackLengths.place(wide, in: 40, spacing: 2, distribution: .equalCentering).map(\.position) == [
                0, 21, 38,
            ])
        let crowded = StackLengths.place(wide, in: 20, spacing: 2, distribution: .equalCentering)
        #expect(crowded.map(\.position) == [0, 13, 18])
    }
}
