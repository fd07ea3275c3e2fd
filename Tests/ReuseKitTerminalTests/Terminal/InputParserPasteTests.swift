import Testing

@testable import ReuseKitTerminal

@Suite("Input parser: what a paste holds and what ends it")
struct InputParserPasteTests {
    static let start = "\u{1B}[200~"
    static let end = "\u{1B}[201~"

    /// Text a user might copy that a terminal would act on: a whole bracketed paste (as a
    /// terminal log holds one), Enter, keys, Ctrl-D, Ctrl-C, Delete as a sequence and as DEL,
    /// an arrow, a C1 CSI and a mouse report.
    static let hostile =
        "chen" + start + "inner\r" + end + "\rnx\u{04}\u{03}\u{1B}[3~\u{7F}\u{1B}[B\u{9B}2J\u{1B}[<0;3;4Mq"

    static func events(_ bytes: [UInt8], cuts: [Int] = []) -> [InputEvent] {
        var parser = InputParser()
        var events: [InputEvent] = []
        var from = 0
        for cut in cuts.sorted() + [bytes.count] where cut >= from {
            events += parser.feed(bytes[from..<cut])
            from = cut
        }
        return events + parser.flush()
    }

    @Test("Everything between the start and the end that closes it is one paste event and no key")
    func hostileContentIsOnePaste() {
        let bytes = Array((Self.start + Self.hostile + Self.end + "q").utf8)
        let expected: [InputEvent] = [
            .paste(
                "chen␛[200~inner\r␛[201~\rnx␄␃␛[3~␡␛[B\u{FFFD}2J␛[<0;3;4Mq"),
            .key(KeyEvent(.character("q"))),
        ]
        #expect(Self.events(bytes) == expected)
        for cut in 0...bytes.count {
            #expect(Self.events(bytes, cuts: [cut]) == expected, "cut at \(cut)")
        }
        #expect(Self.events(bytes, cuts: Array(0...bytes.count)) == expected, "byte by byte")
    }

    @Test("Starts nested in a paste are content; only the end matching the first start ends it")
    func nestedStarts() {
        var parser = InputParser()
        #expect(parser.feed(Array((Self.start + "a" + Self.start + Self.start + "b" + Self.end).utf8)) == [])
        #expect(parser.isInPaste, "two starts inside are open")
        #expect(parser.feed(Array(("c" + Self.end).utf8)) == [])
        #expect(parser.isInPaste)
        #expect(
            parser.feed(Array(("d" + Self.end + "x").utf8)) == [
                .paste("a␛[200~␛[200~b␛[201~c␛[201~d"), .key(KeyEvent(.character("x"))),
            ])
        #expect(!parser.isInPaste)
    }

    @Test("A paste whose nested start is never closed ends by time, and keys work again")
    func unclosedNestedStartEndsByTime() {
        var parser = InputParser()
        #expect(parser.feed(Array((Self.start + "a" + Self.start + "b" + Self.end + "n").utf8)) == [])
        #expect(parser.isInPaste)
        #expect(parser.endPaste() == [.paste("a␛[200~b␛[201~n")])
        #expect(parser.feed(Array("q".utf8)) == [.key(KeyEvent(.character("q")))])
    }

    @Test("Line breaks and tabs stay text; other controls show as their pictures")
    func controlsBecomeVisible() {
        let bytes = Array((Self.start + "a\tb\r\nc\u{0}\u{1B}\u{85}é" + Self.end).utf8)
        #expect(Self.events(bytes) == [.paste("a\tb\r\nc␀␛\u{FFFD}é")])
    }

    @Test("Ctrl-C inside a paste is content; typed (alone, or after the paste went quiet) it ends the paste")
    func controlCInAPaste() {
        var decoder = InputDecoder(escapeDelay: 0.03, pasteTimeout: 0.5)
        #expect(decoder.decode(Array((Self.start + "ab\u{03}cd").utf8), at: 1) == [])
        #expect(decoder.decode(Array("\u{03}ef".utf8), at: 1.001) == [], "still the paste's burst")
        #expect(
            decoder.decode(Array("\u{03}q".utf8), at: 1.2) == [
                .paste("ab␃cd␃ef"), .key(KeyEvent(.character("c"), modifiers: .control)),
                .key(KeyEvent(.character("q"))),
            ])
        #expect(!decoder.parser.isInPaste)
        #expect(decoder.decode(Array((Self.start + "gh").utf8), at: 2) == [])
        #expect(
            decoder.decode([0x03], at: 2.001) == [
                .paste("gh"), .key(KeyEvent(.character("c"), modifiers: .control)),
            ],
            "a read of Ctrl-C alone was typed")
    }
}
