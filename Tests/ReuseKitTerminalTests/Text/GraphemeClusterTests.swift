import Testing

@testable import ReuseKitTerminal

@Suite("Grapheme clusters")
struct GraphemeClusterTests {
    @Test("The conformance file is the Unicode version of the line break table")
    func versionsAgree() throws {
        #expect(try UnicodeTestFile.version(of: "GraphemeBreakTest.txt") == LineBreakTable.unicodeVersion)
    }

    /// The one case where Swift's `Character` differs from the file: U+2701 (✁) is
    /// Extended_Pictographic, so rule GB11 keeps "✁ ZWJ ✁" together, but Swift breaks after
    /// the joiner. The terminal draws whatever clusters Swift makes, so this is where a
    /// cluster's cells come from; the test names the difference so that any other one fails.
    static let knownDifferences: Set<String> = ["÷ 2701 × 200D × 2701 ÷"]

    @Test("Swift's characters break where GraphemeBreakTest.txt says, but for one named case")
    func segmentation() throws {
        let cases = try UnicodeTestFile.cases(in: "GraphemeBreakTest.txt")
        var differences: [String] = []
        for testCase in cases {
            var offset = 0
            var found: [Int] = []
            for character in testCase.text {
                offset += character.unicodeScalars.count
                found.append(offset)
            }
            if found != testCase.breaks { differences.append(testCase.source.trimmingWhitespace) }
        }
        print(
            "GraphemeBreakTest.txt: \(cases.count - differences.count) of \(cases.count) cases agree with Swift"
        )
        #expect(cases.count > 600)
        #expect(Set(differences) == Self.knownDifferences, "\(differences)")
    }

    @Test("Every cluster of GraphemeBreakTest.txt takes the cells its width says, in its row only")
    func placement() throws {
        for testCase in try UnicodeTestFile.cases(in: "GraphemeBreakTest.txt") {
            let text = testCase.text
            var buffer = ScreenBuffer(size: TerminalSize(columns: 40, rows: 2))
            let end = buffer.put(text, x: 0, y: 0)
            let width = TerminalText.displayWidth(of: TerminalText.sanitize(text))
            #expect(end == width, "\(testCase)")
            let row = Array(buffer.row(0))
            #expect(row[..<width].reduce(0) { $0 + Int($1.width) } == width, "\(testCase)")
            #expect(row[width...].allSatisfy { $0 == .blank() }, "\(testCase) drew past its width")
            for cell in row where !cell.isContinuation {
                #expect(
                    cell.character.unicodeScalars.last != "\u{200D}", "\(testCase): a cell ends in a joiner")
            }
            #expect(buffer.row(1).allSatisfy { $0 == .blank() }, "\(testCase) reached the row below")
        }
    }
}

extension String {
    fileprivate var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
