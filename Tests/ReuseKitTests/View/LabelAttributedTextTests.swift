import Foundation
import Testing

@testable import ReuseKit

@MainActor
@Suite("Label attributed text")
struct LabelAttributedTextTests {
    static let red = Color(red: 255, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 255)

    /// One call to `drawText`: what, where (x, line) and how.
    struct Drawn: Equatable, CustomStringConvertible {
        var text: String
        var x: CGFloat
        var line: Int
        var style: TextStyle

        init(_ text: String, x: CGFloat, line: Int, _ style: TextStyle = .plain) {
            self.text = text
            self.x = x
            self.line = line
            self.style = style
        }

        var description: String { "\(text.debugDescription) at (\(x), \(line)) \(style)" }
    }

    /// What `label` draws, its lines `lineHeight` apart.
    func drawn(_ label: Label, lineHeight: CGFloat = 1) -> [Drawn] {
        let context = RecordingContext()
        label.draw(in: context)
        return context.styledTexts.map {
            Drawn($0.text, x: $0.origin.x, line: Int($0.origin.y / lineHeight), $0.style)
        }
    }

    func label(width: CGFloat, lines: Int = 0, mode: LineBreakMode = .byWordWrapping) -> Label {
        let label = Label(frame: CGRect(x: 0, y: 0, width: width, height: 10))
        label.numberOfLines = lines
        label.lineBreakMode = mode
        return label
    }

    func styled(_ text: String, _ part: String, _ change: (inout AttributedSubstring) -> Void)
        -> AttributedString
    {
        var string = AttributedString(text)
        if let range = string.range(of: part) { change(&string[range]) }
        return string
    }

    @Test("Setting attributedText sets text to its characters; setting text drops the attributes")
    func textInterplay() {
        let label = label(width: 20)
        let string = styled("hello world", "world") { $0.foregroundColor = Self.red }
        label.attributedText = string
        #expect(label.text == "hello world")
        #expect(label.attributedText == string)
        #expect(drawn(label).map(\.style.color) == [nil, Self.red])

        label.text = "hello world"
        #expect(label.attributedText == AttributedString("hello world"))
        #expect(drawn(label) == [Drawn("hello world", x: 0, line: 0)])

        label.attributedText = string
        label.text = "bye"
        #expect(label.attributedText == AttributedString("bye"))
        label.attributedText = nil
        #expect(label.text == nil)
        #expect(drawn(label).isEmpty)
    }

    @Test("What a run does not set comes from the label's text style, and textColor is its colour")
    func textStyleUnderRuns() {
        let label = label(width: 20)
        label.textStyle = TextStyle(color: Self.blue, isBold: true)
        #expect(label.textColor == Self.blue)
        label.attributedText = styled("ab cd", "cd") {
            $0.foregroundColor = Self.red
            $0.underlineStyle = .single
            $0.isBold = false
        }
        #expect(
            drawn(label) == [
                Drawn("ab ", x: 0, line: 0, TextStyle(color: Self.blue, isBold: true)),
                Drawn("cd", x: 3, line: 0, TextStyle(color: Self.red, isUnderlined: true)),
            ])
        label.textColor = nil
        #expect(drawn(label).first?.style == TextStyle(isBold: true), "a new style makes the runs again")
    }

    @Test("Wrapping keeps each run on its characters across line breaks, placed by the text system's widths")
    func wrapping() {
        let label = label(width: 7)
        label.attributedText = styled("one two three", "two thr") { $0.foregroundColor = Self.red }
        let red = TextStyle(color: Self.red)
        #expect(
            drawn(label) == [
                Drawn("one ", x: 0, line: 0), Drawn("two", x: 4, line: 0, red),
                Drawn("thr", x: 0, line: 1, red), Drawn("ee", x: 3, line: 1),
            ])
        // Two points a character and three a line: runs start where the text before them ends.
        let double = self.label(width: 14)
        double.traitOverrides = TraitCollection(textSystem: DoubleWidthTextSystem())
        double.attributedText = label.attributedText
        #expect(
            drawn(double, lineHeight: 3) == [
                Drawn("one ", x: 0, line: 0), Drawn("two", x: 8, line: 0, red),
                Drawn("thr", x: 0, line: 1, red), Drawn("ee", x: 6, line: 1),
            ])
    }

    @Test("Newlines and empty lines keep the runs after them in place")
    func newlines() {
        let label = label(width: 10)
        label.attributedText = styled("a\n\nb  c\nd", "c") { $0.underlineStyle = .single }
        #expect(
            drawn(label) == [
                Drawn("a", x: 0, line: 0), Drawn("b  ", x: 0, line: 2),
                Drawn("c", x: 3, line: 2, TextStyle(isUnderlined: true)), Drawn("d", x: 0, line: 3),
            ])
    }

    @Test("Truncation's ellipsis takes the style of the character before it")
    func truncation() {
        let label = label(width: 8, lines: 1, mode: .byTruncatingTail)
        label.attributedText = styled("hello world", "wor") { $0.backgroundColor = Self.red }
        #expect(
            drawn(label) == [
                Drawn("hello ", x: 0, line: 0), Drawn("w…", x: 6, line: 0, TextStyle(background: Self.red)),
            ])
        label.attributedText = styled("hello world", "hello") { $0.isBold = true }
        #expect(
            drawn(label) == [
                Drawn("hello", x: 0, line: 0, TextStyle(isBold: true)), Drawn(" w…", x: 5, line: 0),
            ])

        let twoLines = self.label(width: 8, lines: 2, mode: .byTruncatingTail)
        twoLines.attributedText = styled("one two three four", "three f") { $0.isDim = true }
        #expect(
            drawn(twoLines) == [
                Drawn("one two", x: 0, line: 0), Drawn("three f…", x: 0, line: 1, TextStyle(isDim: true)),
            ])
    }

    @Test("A run that begins inside a character styles it by its first scalar")
    func runInsideCluster() {
        let label = label(width: 10)
        var string = AttributedString("e\u{301}x")
        let scalars = string.unicodeScalars
        string[scalars.index(after: scalars.startIndex)..<scalars.endIndex].foregroundColor = Self.red
        label.attributedText = string
        #expect(
            drawn(label) == [
                Drawn("e\u{301}", x: 0, line: 0), Drawn("x", x: 1, line: 0, TextStyle(color: Self.red)),
            ])
    }
}
