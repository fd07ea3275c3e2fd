import Foundation
import Testing

@testable import ReuseKit

@Suite("Terminal escapes into attributes")
struct TerminalEscapedTextTests {
    typealias Attributes = AttributeScopes.ReuseKitAttributes

    /// The text of each run and the attributes it sets.
    struct Run: Equatable, CustomStringConvertible {
        var text: String
        var foreground: Color?
        var background: Color?
        var isBold: Bool?
        var isDim: Bool?
        var underline: UnderlineStyle?

        init(
            _ text: String, foreground: Color? = nil, background: Color? = nil, isBold: Bool? = nil,
            isDim: Bool? = nil, underline: UnderlineStyle? = nil
        ) {
            self.text = text
            self.foreground = foreground
            self.background = background
            self.isBold = isBold
            self.isDim = isDim
            self.underline = underline
        }

        var description: String {
            "\(text.debugDescription) fg \(String(describing: foreground)) bg \(String(describing: background))"
                + " bold \(String(describing: isBold)) dim \(String(describing: isDim))"
                + " underline \(String(describing: underline))"
        }
    }

    func runs(_ text: String, tabWidth: Int? = 8) -> [Run] {
        let string = AttributedString(terminalEscapedText: text, tabWidth: tabWidth)
        return string.runs.map { run in
            Run(
                String(string.characters[run.range]),
                foreground: run[Attributes.ForegroundColorAttribute.self],
                background: run[Attributes.BackgroundColorAttribute.self],
                isBold: run[Attributes.BoldAttribute.self],
                isDim: run[Attributes.DimAttribute.self],
                underline: run[Attributes.UnderlineStyleAttribute.self])
        }
    }

    func text(_ text: String, tabWidth: Int? = 8) -> String {
        String(AttributedString(terminalEscapedText: text, tabWidth: tabWidth).characters)
    }

    static let red = Color(red: 205, green: 0, blue: 0)

    @Test("The 16 colours, in front and behind, and their defaults")
    func basicColors() {
        #expect(runs("\u{1B}[31mred\u{1B}[0m plain") == [Run("red", foreground: Self.red), Run(" plain")])
        #expect(
            runs("\u{1B}[91;44mA\u{1B}[103mB\u{1B}[39mC\u{1B}[49mD") == [
                Run(
                    "A", foreground: Color(red: 255, green: 0, blue: 0),
                    background: Color(red: 0, green: 0, blue: 238)),
                Run(
                    "B", foreground: Color(red: 255, green: 0, blue: 0),
                    background: Color(red: 255, green: 255, blue: 0)),
                Run("C", background: Color(red: 255, green: 255, blue: 0)), Run("D"),
            ])
    }

    @Test("Bold, dim and underline, and the codes that end them")
    func intensityAndUnderline() {
        #expect(
            runs("\u{1B}[1mB\u{1B}[2mD\u{1B}[22mN\u{1B}[4mU\u{1B}[24mX\u{1B}[1;4m\u{1B}[mR") == [
                Run("B", isBold: true), Run("D", isBold: true, isDim: true), Run("N"),
                Run("U", underline: .single),
                Run("XR"),
            ])
    }

    @Test("256 colours and RGB; an extended colour out of range or cut short sets nothing")
    func extendedColors() {
        #expect(
            runs("\u{1B}[38;5;196mA\u{1B}[48;5;244mB\u{1B}[38;2;1;2;3;1mC\u{1B}[0;38;5;3mD") == [
                Run("A", foreground: Color(red: 255, green: 0, blue: 0)),
                Run(
                    "B", foreground: Color(red: 255, green: 0, blue: 0),
                    background: Color(red: 128, green: 128, blue: 128)),
                Run(
                    "C", foreground: Color(red: 1, green: 2, blue: 3),
                    background: Color(red: 128, green: 128, blue: 128),
                    isBold: true),
                Run("D", foreground: Color(red: 205, green: 205, blue: 0)),
            ])
        #expect(Color.terminalPaletteColor(16) == Color(red: 0, green: 0, blue: 0))
        #expect(Color.terminalPaletteColor(231) == Color(red: 255, green: 255, blue: 255))
        #expect(Color.terminalPaletteColor(110) == Color(red: 135, green: 175, blue: 215))
        #expect(runs("\u{1B}[38;5;256mA\u{1B}[38;2;1;2mB\u{1B}[48;9;1m\u{1B}[38;2;300;0;0mC") == [Run("ABC")])
    }

    @Test("Other sequences, control characters and malformed sequences stay text as they are")
    func everythingElseStaysText() {
        let others = [
            "\u{1B}[2J", "\u{1B}]0;title\u{7}", "\u{1B}[1;2H", "\u{8}\u{0}\u{7F}", "\u{9B}31m", "\u{1B}[?25l",
            "\u{1B}[31", "\u{1B}[", "\u{1B}", "\u{1B}[3x1m", "\u{1B} [31m", "\u{1B}[31;m\u{301}", "\r\n",
        ]
        for other in others.dropLast(2) {
            #expect(text("a" + other + "b", tabWidth: nil) == "a" + other + "b", "\(other.debugDescription)")
        }
        #expect(text("\u{1B}[31;m\u{301}x") == "\u{301}x", "well formed: only the sequence goes")
        #expect(runs("a\u{1B}[1m\r\nb") == [Run("a"), Run("\r\nb", isBold: true)])
    }

    @Test("Tabs go to the next stop, counted in characters from the line's start")
    func tabs() {
        #expect(text("a\tb") == "a" + String(repeating: " ", count: 7) + "b")
        #expect(text("abcdefgh\tc") == "abcdefgh" + String(repeating: " ", count: 8) + "c")
        #expect(text("漢\tx") == "漢" + String(repeating: " ", count: 7) + "x")
        #expect(text("e\u{301}🇺🇸\tx") == "e\u{301}🇺🇸" + String(repeating: " ", count: 6) + "x")
        #expect(text("e\u{1B}[1m\u{301}\tx") == "e\u{301}" + String(repeating: " ", count: 7) + "x")
        #expect(text("abc\n\tx") == "abc\n" + String(repeating: " ", count: 8) + "x")
        #expect(text("ab\t\tc\td", tabWidth: 4) == "ab  " + "    " + "c   d")
        #expect(text("\u{1B}[31mab\u{1B}[0m\tc") == "ab" + String(repeating: " ", count: 6) + "c")
        #expect(text("a\tb", tabWidth: 0) == "a\tb")
        #expect(text("a\tb", tabWidth: nil) == "a\tb")
        // A terminal moves over a tab's cells without painting them.
        #expect(
            runs("\u{1B}[41ma\tb", tabWidth: 2) == [
                Run("a", background: Self.red), Run(" "), Run("b", background: Self.red),
            ])
    }
}
