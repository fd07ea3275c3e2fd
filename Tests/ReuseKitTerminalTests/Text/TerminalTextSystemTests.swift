import Foundation
import ReuseKit
import Testing

@testable import ReuseKitTerminal

@MainActor
@Suite("Terminal text system")
struct TerminalTextSystemTests {
    func lines(_ text: String, width: CGFloat, mode: LineBreakMode = .byWordWrapping) -> [String] {
        TerminalTextSystem(grid: .unit).lines(of: text, width: width, numberOfLines: 0, lineBreakMode: mode)
    }

    @Test("Words with non-ASCII letters stay whole")
    func naive() {
        #expect(lines("xx naïve", width: 6) == ["xx", "naïve"])
        #expect(lines("Ein naïve Satz", width: 9) == ["Ein naïve", "Satz"])
        #expect(lines("naïve café", width: 7) == ["naïve", "café"])
    }

    @Test("Ideographs break between characters, counted two columns each")
    func ideographs() {
        #expect(lines("漢字漢字", width: 4) == ["漢字", "漢字"])
        #expect(lines("漢字。漢字", width: 6) == ["漢字。", "漢字"])
    }

    @Test("Lines break by UAX #14: after hyphens, never before closing punctuation, at newlines")
    func uax14() {
        #expect(lines("state-of-the-art", width: 10) == ["state-of-", "the-art"])
        #expect(lines("word, (x) y", width: 6) == ["word,", "(x) y"])
        #expect(lines("a\nb\r\nc", width: 10) == ["a", "b", "c"])
        #expect(lines("price $ 100", width: 7) == ["price $", "100"])
    }

    @Test("No line splits a grapheme cluster, in any mode")
    func clusters() {
        let marks = "e\u{301}e\u{301}e\u{301}"
        #expect(lines(marks, width: 2, mode: .byCharWrapping) == ["e\u{301}e\u{301}", "e\u{301}"])
        #expect(lines("👩‍💻👩‍💻", width: 3, mode: .byCharWrapping) == ["👩‍💻", "👩‍💻"])
        #expect(lines("🇺🇸🇫🇷", width: 2) == ["🇺🇸", "🇫🇷"])
        for line in lines("a\u{200D}b👍🏽c", width: 1, mode: .byCharWrapping) {
            #expect(line.unicodeScalars.first?.properties.generalCategory != .nonspacingMark)
        }
        #expect(lines("a👍🏽c", width: 1, mode: .byCharWrapping) == ["a", "👍🏽", "c"])
    }

    @Test("Break opportunities fall only on cluster boundaries")
    func breaksOnBoundaries() {
        let text = "x\u{200D}y e\u{301}\u{302} 👨‍👩‍👧 漢\u{FE0F}字"
        for textBreak in TerminalTextSystem.breaks(in: text) {
            #expect(text.indices.contains(textBreak.index) || textBreak.index == text.endIndex)
        }
    }
}
