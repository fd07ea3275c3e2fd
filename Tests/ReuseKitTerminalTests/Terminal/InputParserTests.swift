import Testing

@testable import ReuseKitTerminal

@Suite("Input parser")
struct InputParserTests {
    static func key(_ key: Key, _ modifiers: KeyModifiers = []) -> InputEvent {
        .key(KeyEvent(key, modifiers: modifiers))
    }

    static func mouse(_ kind: MouseEvent.Kind, _ column: Int, _ row: Int, _ modifiers: KeyModifiers = [])
        -> InputEvent
    {
        .mouse(MouseEvent(kind, column: column, row: row, modifiers: modifiers))
    }

    static func parse(_ text: String) -> [InputEvent] {
        var parser = InputParser()
        return parser.feed(Array(text.utf8)) + parser.flush()
    }

    static let cases: [(String, [InputEvent])] = [
        (
            "aZ é漢",
            [
                key(.character("a")), key(.character("Z")), key(.character(" ")), key(.character("é")),
                key(.character("漢")),
            ]
        ),
        ("\r\n\t\u{7F}\u{8}", [key(.enter), key(.enter), key(.tab), key(.backspace), key(.backspace)]),
        ("\u{1B}[Z", [key(.tab, .shift)]),
        ("\u{1B}", [key(.escape)]),
        ("\u{1B}\u{1B}", [key(.escape), key(.escape)]),
        ("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D", [key(.up), key(.down), key(.right), key(.left)]),
        ("\u{1B}OA\u{1B}OH\u{1B}OF", [key(.up), key(.home), key(.end)]),
        ("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~", [key(.home), key(.end), key(.home), key(.end)]),
        ("\u{1B}[5~\u{1B}[6~\u{1B}[3~\u{1B}[2~", [key(.pageUp), key(.pageDown), key(.delete), key(.insert)]),
        (
            "\u{1B}OP\u{1B}OS\u{1B}[15~\u{1B}[24~\u{1B}[[A",
            [key(.function(1)), key(.function(4)), key(.function(5)), key(.function(12)), key(.function(1))]
        ),
        (
            "\u{1B}[1;5A\u{1B}[3;2~\u{1B}[1;3P",
            [key(.up, .control), key(.delete, .shift), key(.function(1), .alt)]
        ),
        (
            "\u{1}\u{3}\u{1A}\u{0}",
            [
                key(.character("a"), .control), key(.character("c"), .control),
                key(.character("z"), .control), key(.character(" "), .control),
            ]
        ),
        ("\u{1B}x\u{1B}\u{7F}", [key(.character("x"), .alt), key(.backspace, .alt)]),
        ("\u{1B}[<0;10;5M\u{1B}[<0;10;5m", [mouse(.press(.left), 9, 4), mouse(.release(.left), 9, 4)]),
        ("\u{1B}[<2;1;1M\u{1B}[<1;3;4M", [mouse(.press(.right), 0, 0), mouse(.press(.middle), 2, 3)]),
        (
            "\u{1B}[<64;5;6M\u{1B}[<65;5;6M\u{1B}[<66;1;1M\u{1B}[<67;1;1M",
            [
                mouse(.wheel(.up), 4, 5), mouse(.wheel(.down), 4, 5), mouse(.wheel(.left), 0, 0),
                mouse(.wheel(.right), 0, 0),
            ]
        ),
        ("\u{1B}[<32;7;8M\u{1B}[<35;7;8M", [mouse(.drag(.left), 6, 7), mouse(.move, 6, 7)]),
        (
            "\u{1B}[<20;2;2M\u{1B}[<72;2;2M",
            [mouse(.press(.left), 1, 1, [.shift, .control]), mouse(.wheel(.up), 1, 1, .alt)]
        ),
        ("\u{1B}[<128;2;2M", [mouse(.press(.extra(8)), 1, 1)]),
        (
            "\u{1B}[200~hello\r\u{1B}[A world\u{1B}[201~x",
            [.paste("hello\r␛[A world"), key(.character("x"))]
        ),
        ("\u{1B}[?1;2c\u{1B}[I\u{1B}[99~\u{1B}[<1;2Mq", [key(.character("q"))]),
        ("\u{1B}[M !!q", [key(.character("q"))]),
    ]

    @Test("Byte streams become the expected events", arguments: cases)
    func parses(input: String, expected: [InputEvent]) {
        #expect(Self.parse(input) == expected)
    }

    @Test("Invalid UTF-8 is dropped without eating the next character")
    func invalidUTF8() {
        var parser = InputParser()
        #expect(parser.feed([0xE2, 0x82]) == [])
        #expect(parser.hasPendingInput)
        #expect(parser.feed([0x61]) == [Self.key(.character("a"))])
        #expect(parser.feed([0xC0, 0x80, 0xED, 0xA0, 0x80, 0x62]) == [Self.key(.character("b"))])
    }

    @Test("A lone ESC waits for flush; ESC [ flushed is Alt-[")
    func escapeNeedsFlush() {
        var parser = InputParser()
        #expect(parser.feed([0x1B]) == [])
        #expect(parser.hasPendingInput)
        #expect(parser.flush() == [Self.key(.escape)])
        #expect(parser.feed([0x1B, 0x5B]) == [])
        #expect(parser.flush() == [Self.key(.character("["), .alt)])
        #expect(!parser.hasPendingInput)
    }

    @Test("A paste split across reads is one event, and flush does not end it")
    func pasteAcrossReads() {
        var parser = InputParser()
        #expect(parser.feed(Array("\u{1B}[200~ab\u{1B}[2".utf8)) == [])
        #expect(parser.isInPaste)
        #expect(parser.flush() == [])
        #expect(parser.feed(Array("0".utf8)) == [])
        #expect(parser.feed(Array("1~".utf8)) == [.paste("ab")])
        #expect(!parser.isInPaste)
    }

    @Test("A paste past the size bound is reported cut at a character, and the rest is dropped until its end")
    func pasteSizeBound() {
        var parser = InputParser()
        let limit = InputParser.maximumPasteLength
        #expect(parser.feed(Array("\u{1B}[200~".utf8) + Array(repeating: 0x61, count: limit - 1)) == [])
        // "é" is two bytes: the bound falls between them.
        #expect(parser.feed(Array("é and more".utf8)) == [.paste(String(repeating: "a", count: limit - 1))])
        #expect(parser.isInPaste)
        #expect(parser.feed(Array(repeating: 0x62, count: 3 * limit)) == [], "dropped, not kept")
        #expect(parser.feed(Array("\u{1B}[201~q".utf8)) == [Self.key(.character("q"))])
    }

    @Test("endPaste ends an open paste, with a partial end marker as content, and keys work again")
    func endPaste() {
        var parser = InputParser()
        #expect(parser.feed(Array("\u{1B}[200~ab\u{1B}[20".utf8)) == [])
        #expect(parser.endPaste() == [.paste("ab␛[20")])
        #expect(!parser.isInPaste)
        #expect(parser.endPaste() == [])
        #expect(parser.feed(Array("q".utf8)) == [Self.key(.character("q"))])
    }
}
