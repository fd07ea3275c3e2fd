import Foundation
import Testing

@testable import ReuseKit

/// A text system unlike the plain one: every character two points wide, lines three high.
@MainActor
final class DoubleWidthTextSystem: TextSystem {
    func width(of text: String) -> CGFloat { CGFloat(2 * text.count) }
    var lineHeight: CGFloat { 3 }
    func lines(of text: String, width: CGFloat, numberOfLines: Int, lineBreakMode: LineBreakMode) -> [String]
    {
        let breaks = text.indices.dropFirst().filter { text[text.index(before: $0)] == " " }
            .map { TextBreak(index: $0, isMandatory: false) }
        return TextWrapper(characterWidth: { _ in 2 }).lines(
            of: text, breaks: breaks, width: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode
        )
    }
}

@MainActor
@Suite("Text layout and traits")
struct TextLayoutTests {
    func lines(_ text: String, width: CGFloat, limit: Int = 0, mode: LineBreakMode = .byWordWrapping)
        -> [String]
    {
        PlainTextSystem().lines(of: text, width: width, numberOfLines: limit, lineBreakMode: mode)
    }

    @Test("Words are not broken after non-ASCII letters")
    func naive() {
        #expect(lines("a naïve idea", width: 6) == ["a", "naïve", "idea"])
        #expect(lines("xx naïve", width: 6) == ["xx", "naïve"])
        #expect(lines("café au lait", width: 8) == ["café au", "lait"])
    }

    @Test("Word wrapping breaks between words, and between characters only in a word wider than the line")
    func wordWrapping() {
        #expect(lines("ab cdefgh", width: 4) == ["ab", "cdef", "gh"])
        #expect(lines("one two  three", width: 7) == ["one two", "three"])
        #expect(lines("line\nnext", width: 20) == ["line", "next"])
    }

    @Test("Character wrapping fills every line to the width")
    func characterWrapping() {
        #expect(lines("ab cdefgh", width: 4, mode: .byCharWrapping) == ["ab c", "defg", "h"])
    }

    @Test("Tail truncation ends the last line allowed with an ellipsis when text remains")
    func truncatingTail() {
        #expect(lines("hello world", width: 8, limit: 1, mode: .byTruncatingTail) == ["hello w…"])
        #expect(
            lines("one two three four", width: 8, limit: 2, mode: .byTruncatingTail) == [
                "one two", "three f…",
            ])
        #expect(lines("short", width: 8, limit: 1, mode: .byTruncatingTail) == ["short"])
        #expect(lines("one two three", width: 8, limit: 1, mode: .byWordWrapping) == ["one two"])
    }

    @Test(
        "A view inherits the traits set on its root; its own overrides win; outside a host it has the defaults"
    )
    func inheritance() {
        let root = View(frame: .zero)
        let child = View(frame: .zero)
        let grandchild = Label()
        root.addSubview(child)
        child.addSubview(grandchild)
        #expect(grandchild.traitCollection.textSystem is PlainTextSystem)
        let double = DoubleWidthTextSystem()
        root.traitOverrides = TraitCollection(textSystem: double, displayScale: 2, hairlineWidth: 0.5)
        #expect(grandchild.traitCollection.textSystem === double)
        #expect(grandchild.traitCollection.displayScale == 2)
        #expect(grandchild.traitCollection.hairlineWidth == 0.5)
        let plain = PlainTextSystem()
        child.traitOverrides = TraitCollection(textSystem: plain)
        #expect(grandchild.traitCollection.textSystem === plain)
        grandchild.removeFromSuperview()
        #expect(grandchild.traitCollection.textSystem !== plain)
        #expect(grandchild.traitCollection.textSystem is PlainTextSystem)
    }

    @Test("Two trees in one process each measure with their own text system")
    func twoTrees() {
        let doubleRoot = View(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        doubleRoot.traitOverrides = TraitCollection(textSystem: DoubleWidthTextSystem())
        let plainRoot = View(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        plainRoot.traitOverrides = TraitCollection(textSystem: PlainTextSystem())
        let doubleLabel = Label()
        let plainLabel = Label()
        for (label, root) in [(doubleLabel, doubleRoot), (plainLabel, plainRoot)] {
            label.text = "naïve words"
            label.numberOfLines = 0
            root.addSubview(label)
        }
        #expect(doubleLabel.sizeThatFits(CGSize(width: 12, height: 0)) == CGSize(width: 10, height: 6))
        #expect(plainLabel.sizeThatFits(CGSize(width: 12, height: 0)) == CGSize(width: 11, height: 1))
        let doubleCell = TableViewCell(style: .default, reuseIdentifier: nil)
        let plainCell = TableViewCell(style: .default, reuseIdentifier: nil)
        doubleRoot.addSubview(doubleCell)
        plainRoot.addSubview(plainCell)
        // An empty cell is one line of its tree's text system high (no line for the separator).
        #expect(doubleCell.sizeThatFits(CGSize(width: 20, height: 0)).height == 3)
        #expect(plainCell.sizeThatFits(CGSize(width: 20, height: 0)).height == 1)
    }

    @Test("A label lays its text out again when it moves to a tree with another text system")
    func relayoutOnNewTraits() {
        let label = Label()
        label.text = "ab cd"
        label.numberOfLines = 0
        #expect(label.lines(forWidth: 6) == ["ab cd"])
        let root = View(frame: .zero)
        root.traitOverrides = TraitCollection(textSystem: DoubleWidthTextSystem())
        root.addSubview(label)
        #expect(label.lines(forWidth: 6) == ["ab", "cd"])
    }
}
