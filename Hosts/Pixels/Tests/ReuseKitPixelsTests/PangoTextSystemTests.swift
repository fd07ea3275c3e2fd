import Foundation
import ReuseKit
import Testing

@testable import ReuseKitPixels

@MainActor
@Suite("Pango text system")
struct PangoTextSystemTests {
    let text = PangoTextSystem()

    @Test("A line is a whole number of points, about 22 at 15 pt")
    func lineHeight() {
        #expect(text.lineHeight == text.lineHeight.rounded())
        #expect((18...26).contains(text.lineHeight))
    }

    @Test(
        "A wrapped line's end loses its spaces and line breaks as whole characters",
        arguments: [
            "abc", "abc  ", "abc\n", "abc \r\n", "abc\u{0B}\u{0C}", " ", "", "a b ", "abc\u{2028}",
            "abc \u{85}", "e\u{301} ", "abc \u{301}", "\u{600} ", "中 ", "🎉\n", "x\u{200D} ",
        ])
    func lineEndTrimming(line: String) {
        var expected = Substring(line)
        while let last = expected.last, last == " " || last.isNewline { expected.removeLast() }
        #expect(PangoTextSystem.trimmingLineEnd(line) == String(expected))
        #expect(PangoTextSystem.trimmingLineEnd(line).utf8.elementsEqual(expected.utf8))
    }

    @Test("Wider text measures wider, and a CJK character is wider than a Latin letter")
    func widths() {
        #expect(text.width(of: "") == 0)
        #expect(text.width(of: "ab") > text.width(of: "a"))
        #expect(text.width(of: "中") > text.width(of: "i"))
    }

    @Test("Wrapped lines each fit the width and together keep every character")
    func wrapping() {
        let sample = "滚动视图 reuses cells 在屏幕之外 so that a million rows cost only what is visible 🎉"
        for width in stride(from: 40.0, through: 300, by: 37) {
            let lines = text.lines(of: sample, width: width, numberOfLines: 0, lineBreakMode: .byWordWrapping)
            #expect(lines.count >= 1)
            for line in lines { #expect(text.width(of: line) <= width + 0.5, "\(line) at \(width)") }
            #expect(lines.joined().filter { $0 != " " } == sample.filter { $0 != " " })
        }
    }

    @Test("An unbounded width, as a label's natural size asks, leaves the text on one line")
    func unboundedWidth() {
        let lines = text.lines(
            of: "a title line", width: .greatestFiniteMagnitude, numberOfLines: 0,
            lineBreakMode: .byWordWrapping)
        #expect(lines == ["a title line"])
        let label = Label()
        label.text = "a title line"
        let stack = StackView(arrangedSubviews: [label])
        stack.traitOverrides = PixelRenderer(scale: 1).traits
        #expect(label.intrinsicContentSize.width == text.width(of: "a title line"))
    }

    @Test("Latin breaks between words, Chinese between characters (UAX #14)")
    func breakOpportunities() {
        let words = text.lines(
            of: "alpha beta gamma", width: text.width(of: "alpha beta") + 1, numberOfLines: 0,
            lineBreakMode: .byWordWrapping)
        #expect(words == ["alpha beta", "gamma"])
        let han = text.lines(
            of: "一二三四五六", width: text.width(of: "一二三") + 1, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        #expect(han == ["一二三", "四五六"])
    }

    @Test("Truncating ends the last allowed line in an ellipsis that fits")
    func truncation() {
        let sample = String(repeating: "word ", count: 40)
        let lines = text.lines(of: sample, width: 120, numberOfLines: 2, lineBreakMode: .byTruncatingTail)
        #expect(lines.count == 2)
        #expect(lines[1].hasSuffix("…"))
        #expect(text.width(of: lines[1]) <= 120)
        let fits = text.lines(of: "short", width: 120, numberOfLines: 2, lineBreakMode: .byTruncatingTail)
        #expect(fits == ["short"])
    }

    @Test("Newlines end lines; markup in data stays text")
    func newlinesAndMarkup() {
        let lines = text.lines(
            of: "<b>one</b>\ntwo", width: 300, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        #expect(lines == ["<b>one</b>", "two"])
        #expect(text.width(of: "<b>x</b>") > text.width(of: "x") * 4)
    }
}
