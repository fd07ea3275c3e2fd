import TestSupport
import Testing

@testable import ReuseKitTerminal

@Suite("Display width")
struct DisplayWidthTests {
    @Test(
        "Each grapheme cluster takes the columns a terminal gives it",
        arguments: [
            ("a", 1), ("漢", 2), ("한", 2), ("ｱ", 1), ("Ａ", 2), ("e\u{301}", 1), ("👩‍💻", 2), ("👨‍👩‍👧", 2),
            ("❤️", 2), ("❤", 1), ("🇺🇸", 2), ("🇺", 1), ("1️⃣", 2), ("👍🏽", 2), ("🏳️‍🌈", 2), ("\u{301}", 0),
            ("\u{200B}", 0), ("\u{AD}", 1), ("\u{1B}", 0), ("\u{9B}", 0), ("─", 1), ("\u{1FAE8}", 2),
            ("\u{1100}\u{1161}\u{11A8}", 2), ("\u{FE0F}", 0), ("\u{1B132}", 2),
        ] as [(Character, Int)])
    func characterWidth(character: Character, width: Int) {
        #expect(TerminalText.displayWidth(of: character) == width, "\(character.unicodeScalars.map(\.value))")
    }

    @Test("Widths and line breaks come from the same version of Unicode")
    func tablesShareTheUnicodeVersion() {
        #expect(WidthTable.unicodeVersion == LineBreakTable.unicodeVersion)
    }

    @Test("A string's width is the sum of its clusters' widths")
    func stringWidth() {
        #expect(TerminalText.displayWidth(of: "abc漢字") == 7)
        #expect(TerminalText.displayWidth(of: "👩‍💻 ok") == 5)
        #expect(TerminalText.displayWidth(of: "") == 0)
        #expect(TerminalText.displayWidth(of: "tab\there") == 7)
    }

    @Test("The generated table is sorted, disjoint and agrees with a linear scan")
    func tableIsSortedAndSearchable() {
        for table in [WidthTable.wide, WidthTable.zeroWidth] {
            #expect(table.count % 2 == 0)
            for pair in stride(from: 0, to: table.count, by: 2) {
                #expect(table[pair] <= table[pair + 1])
                if pair > 0 { #expect(table[pair - 1] < table[pair]) }
            }
        }
        let run = RandomizedRun(name: "WidthTable.binarySearch", defaultIterations: 20_000)
        var generator = run.makeGenerator()
        for _ in 0..<run.iterations {
            let value =
                UInt32.random(in: 0...0x10FFFF, using: &generator)
                >> UInt32.random(in: 0...8, using: &generator)
            for table in [WidthTable.wide, WidthTable.zeroWidth] {
                let linear = stride(from: 0, to: table.count, by: 2).contains {
                    table[$0] <= value && value <= table[$0 + 1]
                }
                #expect(TerminalText.contains(value, in: table) == linear, "SEED=\(run.seed) value \(value)")
            }
        }
    }
}
