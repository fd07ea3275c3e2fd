import Foundation
import TestSupport
import Testing

@testable import ReuseKit

@Suite("Terminal escapes into attributes, fuzzed")
struct TerminalEscapedTextFuzzTests {
    /// Pieces of text and of sequences, well formed or not, that random inputs are made of.
    static let pieces: [String] = [
        "\u{1B}", "[", "]", "m", ";", "0", "1", "3", "8", "5", "2", "4", "9", "38;5;", "48;2;", "J", "H", "?",
        "\u{1B}[", "\u{1B}[31m", "\u{1B}[0m", "\u{1B}[m", "\u{1B}[1;4;38;2;10;20;30m", "\t", "\n", "\r",
        "\r\n",
        "\u{7}", "\u{0}", "\u{9B}", "a", "b", " ", "é", "e", "\u{301}", "漢", "🇺", "🇸", "👩‍💻", "\u{200D}",
    ]

    /// The input without its SGR sequences, found scalar by scalar as a regular expression: the
    /// reference for what the conversion keeps.
    static func withoutSGR(_ input: String) -> [Unicode.Scalar] {
        let sgr = /\x{1B}\[[0-9;]*m/.matchingSemantics(.unicodeScalar)
        var kept: [Unicode.Scalar] = []
        var start = input.startIndex
        for match in input.matches(of: sgr) {
            kept += input.unicodeScalars[start..<match.range.lowerBound]
            start = match.range.upperBound
        }
        kept += input.unicodeScalars[start...]
        return kept
    }

    @Test("Random input never loses a character that is not SGR, and tabs reach the next stop")
    func fuzz() {
        let run = RandomizedRun(name: "terminal-escaped-text", defaultIterations: 3000)
        var generator = run.makeGenerator()
        for iteration in 0..<run.iterations {
            var input = ""
            for _ in 0..<Int.random(in: 0...40, using: &generator) {
                input += Self.pieces.randomElement(using: &generator) ?? ""
            }
            let kept = Self.withoutSGR(input)
            let plain = String(AttributedString(terminalEscapedText: input, tabWidth: nil).characters)
            #expect(Array(plain.unicodeScalars) == kept, "iteration \(iteration): \(input.debugDescription)")

            let tabWidth = Int.random(in: 1...8, using: &generator)
            let expanded = Array(
                String(AttributedString(terminalEscapedText: input, tabWidth: tabWidth).characters)
                    .unicodeScalars)
            // Each tab kept becomes 1…tabWidth spaces ending on a multiple of tabWidth characters
            // of its line.
            var output: [Unicode.Scalar] = []
            var position = 0
            var ok = true
            for scalar in kept {
                if scalar == "\t" {
                    var lineStart = output.count
                    while lineStart > 0, !Character(output[lineStart - 1]).isNewline { lineStart -= 1 }
                    var line = String.UnicodeScalarView()
                    line.append(contentsOf: output[lineStart...])
                    let column = String(line).count
                    let spaces = tabWidth - column % tabWidth
                    let produced = expanded[position...].prefix(spaces)
                    ok = ok && produced.count == spaces && produced.allSatisfy { $0 == " " }
                    output += Array(repeating: " ", count: spaces)
                    position += spaces
                } else {
                    ok = ok && position < expanded.count && expanded[position] == scalar
                    output.append(scalar)
                    position += 1
                }
            }
            #expect(
                ok && position == expanded.count,
                "iteration \(iteration) tab width \(tabWidth): \(input.debugDescription)")
        }
    }
}
