import Foundation
import Testing

@_spi(Hosting) @testable import ReuseKit

@Suite("Stack view: rows and columns as UIKit's UIStackView")
@MainActor
struct StackViewTests {
    /// A label on the plain text system (a character a point wide, a line a point high).
    static func label(_ text: String) -> Label {
        let label = Label()
        label.text = text
        return label
    }

    static func stack(_ views: [View], frame: CGRect) -> StackView {
        let stack = StackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.frame = frame
        stack.traitOverrides = TraitCollection(
            textSystem: PlainTextSystem(), displayScale: 1, hairlineWidth: 1)
        stack.layoutIfNeeded()
        return stack
    }

    @Test("a header, a list and a status line: the labels keep their lines, the list fills the rest")
    func headerListStatus() {
        let header = Self.label("Logs")
        let list = TableView(frame: .zero)
        let status = Self.label("line 1 of 2,000,000")
        let stack = Self.stack([header, list, status], frame: CGRect(x: 0, y: 0, width: 40, height: 24))
        #expect(header.frame == CGRect(x: 0, y: 0, width: 40, height: 1))
        #expect(list.frame == CGRect(x: 0, y: 1, width: 40, height: 22))
        #expect(status.frame == CGRect(x: 0, y: 23, width: 40, height: 1))
        stack.frame.size.height = 10
        stack.layoutIfNeeded()
        #expect(list.frame.height == 8 && status.frame.minY == 9)
        // A wrapped header takes the lines it needs at the stack's width.
        header.numberOfLines = 0
        header.text = String(repeating: "word ", count: 12)
        stack.setNeedsLayout()
        stack.layoutIfNeeded()
        #expect(header.frame.height == 2 && list.frame.minY == 2)
    }

    @Test("spacing, hidden views, fillEqually and a row with alignment")
    func spacingHiddenEqualRow() {
        let a = View(frame: .zero)
        let b = View(frame: .zero)
        let c = View(frame: .zero)
        let stack = Self.stack([a, b, c], frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        stack.spacing = 1
        stack.distribution = .fillEqually
        stack.layoutIfNeeded()
        #expect([a, b, c].map(\.frame.height) == [6, 6, 6])
        #expect([a, b, c].map(\.frame.minY) == [0, 7, 14])
        b.isHidden = true
        stack.setNeedsLayout()
        stack.layoutIfNeeded()
        #expect(a.frame.height == 9.0 && c.frame == CGRect(x: 0, y: 10, width: 30, height: 10))

        let title = Self.label("OK")
        let row = Self.stack([title, View(frame: .zero)], frame: CGRect(x: 0, y: 0, width: 20, height: 5))
        row.axis = .horizontal
        row.alignment = .center
        row.layoutIfNeeded()
        #expect(title.frame == CGRect(x: 0, y: 2, width: 2, height: 1))
        #expect(row.arrangedSubviews[1].frame.minX == 2 && row.arrangedSubviews[1].frame.width == 18)
    }

    @Test("the lowest hugging priority stretches; removing an arranged view keeps it a subview")
    func huggingAndRemoval() {
        let first = Self.label("a")
        let second = Self.label("b")
        let stack = Self.stack([first, second], frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        // Equal priorities: the first takes the room, as UIKit resolves them (by index).
        #expect(first.frame.height == 9 && second.frame.height == 1)
        second.setContentHuggingPriority(.defaultLow, for: .vertical)
        stack.layoutIfNeeded()
        #expect(first.frame.height == 1 && second.frame.height == 9)
        #expect(first.contentHuggingPriority(for: .vertical) == LayoutPriority(251))
        stack.removeArrangedSubview(second)
        stack.layoutIfNeeded()
        #expect(second.superview === stack && stack.arrangedSubviews.count == 1)
        #expect(first.frame.height == 10)
        #expect(stack.intrinsicContentSize == CGSize(width: 1, height: 1))
    }

    @Test(
        "the room goes to the first view of the lowest priority; lengths are whole points, never below zero")
    func sharing() {
        let shares = StackLengths.share(
            10, among: [(nil, .defaultLow), (2, .defaultHigh), (nil, .defaultLow)])
        #expect(shares == [8, 2, 0])
        #expect(StackLengths.share(7, among: [(nil, .defaultLow), (nil, .defaultLow)]) == [7, 0])
        #expect(
            StackLengths.share(7, among: [(1, .defaultHigh), (1, .defaultLow), (1, .defaultLow)]) == [
                1, 5, 1,
            ])
        #expect(StackLengths.share(3, among: [(2, .defaultLow), (5, .defaultHigh)]) == [0, 3])
        #expect(StackLengths.share(-4, among: [(1, .defaultLow)]) == [0])
        #expect(StackLengths.equal(10, count: 3) == [3, 3, 4])
    }

    @Test("hiding or showing an arranged view lays the stack out again, as UIStackView")
    func hidingRelayouts() {
        let field = Self.label("search")
        let list = TableView(frame: .zero)
        let stack = Self.stack([list, field], frame: CGRect(x: 0, y: 0, width: 40, height: 10))
        #expect(list.frame.height == 9)
        field.isHidden = true
        stack.layoutIfNeeded()
        #expect(list.frame.height == 10)
        field.isHidden = false
        stack.layoutIfNeeded()
        #expect(list.frame.height == 9 && field.frame.minY == 9)
    }
}
