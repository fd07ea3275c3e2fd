import Testing

@testable import ReuseKitTerminal

@Suite("Truncation")
struct TruncationTests {
    @Test(
        "Truncated text fits the width, ends in an ellipsis, and never splits a wide character",
        arguments: [
            ("abcdef", 4, "abc…"), ("abcdef", 6, "abcdef"), ("abcdef", 0, ""), ("漢字漢字", 5, "漢字…"),
            ("漢字漢字", 4, "漢…"), ("漢字漢字", 1, "…"), ("a漢字", 3, "a…"), ("👩‍💻👩‍💻👩‍💻", 5, "👩‍💻👩‍💻…"),
            ("e\u{301}e\u{301}e\u{301}", 2, "e\u{301}…"),
        ])
    func truncation(text: String, width: Int, expected: String) {
        let result = TerminalText.truncate(text, toWidth: width)
        #expect(result == expected)
        #expect(TerminalText.displayWidth(of: result) <= width)
    }

    @Test("A prefix stops before a wide character that would overflow")
    func prefixFitting() {
        let prefix = TerminalText.prefix(of: "ab漢c", fittingWidth: 3)
        #expect(prefix.text == "ab")
        #expect(prefix.width == 2)
        #expect(TerminalText.truncate("漢字", toWidth: 1, ellipsis: "...") == "")
    }
}
