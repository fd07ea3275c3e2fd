import Testing

@testable import ReuseKitTerminal

@Suite("Input decoder timing")
struct InputDecoderTests {
    @Test("A paste whose end marker never comes ends after the paste timeout without input; then q is a key")
    func unterminatedPasteEndsByTime() {
        var decoder = InputDecoder(escapeDelay: 0.03, pasteTimeout: 0.5)
        #expect(decoder.decode(Array("\u{1B}[200~hello".utf8), at: 10) == [])
        #expect(
            decoder.timeout(for: -1, now: 10.25) == 250, "an idle wait is cut to the paste's remaining time")
        #expect(decoder.timeout(for: 16, now: 10.25) == 16)
        #expect(decoder.decode(Array(" world".utf8), at: 10.4) == [], "input keeps the paste open")
        #expect(decoder.decode([], at: 10.8) == [], "0.4 s since the last input")
        #expect(decoder.decode([], at: 10.9) == [.paste("hello world")])
        #expect(decoder.timeout(for: -1, now: 10.9) == -1)
        #expect(decoder.decode(Array("q".utf8), at: 11) == [.key(KeyEvent(.character("q")))])
    }

    @Test("A lone ESC becomes Escape after the escape delay, not before")
    func escapeDelay() {
        var decoder = InputDecoder(escapeDelay: 0.25, pasteTimeout: 0.5)
        #expect(decoder.decode([0x1B], at: 5) == [])
        #expect(decoder.timeout(for: -1, now: 5.125) == 125)
        #expect(decoder.decode([], at: 5.125) == [], "a signal woke the read early")
        #expect(decoder.decode([], at: 5.25) == [.key(KeyEvent(.escape))])
    }
}
