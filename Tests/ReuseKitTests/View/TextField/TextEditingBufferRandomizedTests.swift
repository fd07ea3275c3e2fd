import Foundation
import TestSupport
import Testing

@testable import ReuseKit

@Suite("Text editing buffer against a reference")
struct TextEditingBufferRandomizedTests {
    /// Pieces that join their neighbours: combining marks, joiners, regional indicators,
    /// emoji modifiers, Hangul jamo, CR LF halves, and plain letters.
    static let pieces = [
        "a", "e", "\u{301}", "\u{308}", "\u{200D}", "👩", "🇫", "🇷", "🏽", "\u{1100}", "\u{1161}", "\r", "\n",
        " ", "漢",
        "\u{301}\u{301}\u{301}",
    ]

    /// The caret as the buffer placed it before it kept its place: the first character boundary
    /// at or after a UTF-8 offset, walking from the start of the text.
    static func referenceCaret(atOrAfterUTF8Offset offset: Int, in text: String) -> String.Index {
        let target = text.utf8.index(text.startIndex, offsetBy: min(offset, text.utf8.count))
        var index = text.startIndex
        while index < target { index = text.index(after: index) }
        return index
    }

    @Test("Random edits place the caret as a walk from the start does, and count UTF-16 as the text does")
    func randomEdits() {
        let run = RandomizedRun(name: "TextEditingBuffer.randomEdits", defaultIterations: 3_000)
        var generator = run.makeGenerator()
        var buffer = TextEditingBuffer()
        for step in 0..<run.iterations {
            if step % 200 == 0 { buffer = TextEditingBuffer(text: "ab") }
            let characters = Array(buffer.text.indices) + [buffer.text.endIndex]
            let lower = characters.randomElement(using: &generator) ?? buffer.text.startIndex
            let upper = characters.filter { $0 >= lower }.randomElement(using: &generator) ?? lower
            let range = lower..<upper
            let replacement = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                Self.pieces.randomElement(using: &generator) ?? "a"
            }.joined()
            let expectedRange = NSRange(range, in: buffer.text)
            #expect(buffer.utf16Range(of: range) == expectedRange, "SEED=\(run.seed) step \(step)")
            var expectedText = buffer.text
            let offset =
                expectedText.utf8.distance(from: expectedText.startIndex, to: lower) + replacement.utf8.count
            expectedText.replaceSubrange(range, with: replacement)
            buffer.replace(range, with: replacement)
            #expect(buffer.text == expectedText, "SEED=\(run.seed) step \(step)")
            #expect(
                buffer.caret == Self.referenceCaret(atOrAfterUTF8Offset: offset, in: buffer.text),
                "SEED=\(run.seed) step \(step): \(buffer.text.unicodeScalars.map(\.value))")
            #expect(buffer.utf16Count == buffer.text.utf16.count, "SEED=\(run.seed) step \(step)")
        }
    }
}
