import Testing

@testable import ReuseKitTerminal

@Suite("Sanitizing")
struct SanitizingTests {
    @Test(
        "Hostile strings come out visible and inert",
        arguments: [
            ("\u{1B}[2J", "␛[2J"), ("\u{1B}]52;c;SGVsbG8=\u{07}", "␛]52;c;SGVsbG8=␇"),
            ("\u{9B}2J", "\u{FFFD}2J"),
            ("a\u{7F}b", "a␡b"), ("line\r\nnext", "line␍␊next"), ("\u{202E}txt.exe", "\u{FFFD}txt.exe"),
            ("\u{2066}x\u{2069}", "\u{FFFD}x\u{FFFD}"), ("\u{1B}P1$r\u{1B}\\", "␛P1$r␛\\"), ("\u{0}", "␀"),
            ("\u{85}\u{9D}", "\u{FFFD}\u{FFFD}"),
        ])
    func hostile(input: String, expected: String) {
        let clean = TerminalText.sanitize(input)
        #expect(clean == expected)
        #expect(!clean.unicodeScalars.contains(where: TerminalText.needsReplacement))
    }

    @Test("Every C0, C1 and bidi control is replaced, and nothing else is")
    func exhaustiveControls() {
        for value in UInt32(0)...0x3000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let control = value < 0x20 || (0x7F...0x9F).contains(value)
            let bidi =
                [0x061C, 0x200E, 0x200F].contains(value) || (0x202A...0x202E).contains(value)
                || (0x2066...0x2069).contains(value)
            let clean = TerminalText.sanitize(String(scalar))
            #expect((clean != String(scalar)) == (control || bidi), "U+\(String(value, radix: 16))")
        }
    }

    @Test("Clean text is returned unchanged")
    func cleanText() {
        let text = "Héllo 漢字 👩‍💻 e\u{301}"
        #expect(TerminalText.sanitize(text) == text)
    }
}
