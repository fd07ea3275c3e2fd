import Foundation
import TestSupport
import Testing

@testable import ReuseKit

@MainActor
@Suite("Label attributed text, randomized")
struct LabelAttributedTextRandomizedTests {
    /// A colour naming a character's place in the text.
    static func color(of offset: Int) -> Color {
        Color(red: UInt8(offset % 256), green: UInt8(offset / 256 % 256), blue: 7)
    }

    static func offset(of color: Color?) -> Int? {
        guard let color, color.blue == 7 else { return nil }
        return Int(color.red) + 256 * Int(color.green)
    }

    /// Words of distinct characters between runs of spaces and newlines, each character
    /// coloured by its place: what is drawn says where in the text it came from.
    static func text(using generator: inout SeededGenerator) -> (characters: [Character], AttributedString) {
        var characters: [Character] = []
        var next: UInt32 = 0x4E00
        for _ in 0..<Int.random(in: 1...12, using: &generator) {
            for _ in 0..<Int.random(in: 1...9, using: &generator) {
                characters.append(Character(Unicode.Scalar(next) ?? "x"))
                next += 1
            }
            let gap: [Character] = [" ", " ", " ", "\n"]
            for _ in 0..<Int.random(in: 1...2, using: &generator) {
                characters.append(gap.randomElement(using: &generator) ?? " ")
            }
        }
        var string = AttributedString()
        for (offset, character) in characters.enumerated() {
            var container = AttributeContainer()
            container.foregroundColor = color(of: offset)
            string.append(AttributedString(String(character), attributes: container))
        }
        return (characters, string)
    }

    @Test("Every character drawn carries its own attributes, whatever the width, mode and limit")
    func charactersKeepTheirAttributes() {
        let run = RandomizedRun(name: "label-attributed-text", defaultIterations: 400)
        var generator = run.makeGenerator()
        for iteration in 0..<run.iterations {
            let (characters, string) = Self.text(using: &generator)
            let modes: [LineBreakMode] = [.byWordWrapping, .byCharWrapping, .byTruncatingTail]
            let mode = modes.randomElement(using: &generator) ?? .byWordWrapping
            let label = Label(
                frame: CGRect(
                    x: 0, y: 0, width: CGFloat(Int.random(in: 1...16, using: &generator)), height: 1000))
            label.numberOfLines = mode == .byTruncatingTail ? Int.random(in: 1...3, using: &generator) : 0
            label.lineBreakMode = mode
            label.attributedText = string
            let context = RecordingContext()
            label.draw(in: context)

            let lines = label.lines(forWidth: label.bounds.width)
            var drawnLines = Array(repeating: "", count: lines.count)
            var previous = -1
            var seen = Set<Int>()
            for (text, origin, style) in context.styledTexts {
                let line = Int(origin.y)
                #expect(
                    origin.x == CGFloat(drawnLines[line].count),
                    "iteration \(iteration): runs start where the line's text before them ends")
                drawnLines[line] += text
                let offset = Self.offset(of: style.color)
                for character in text {
                    if mode == .byTruncatingTail, character == "…", line == lines.count - 1,
                        offset == previous || (drawnLines[line] == "…" && (offset ?? -1) > previous)
                    {
                        continue  // the ellipsis: the style before it, or the first cut's if none
                    }
                    guard let offset, offset > previous, offset < characters.count else {
                        Issue.record("iteration \(iteration): \(character) drawn with \(style)")
                        return
                    }
                    #expect(characters[offset] == character, "iteration \(iteration)")
                    previous = offset
                    seen.insert(offset)
                }
            }
            #expect(drawnLines == lines, "iteration \(iteration): the runs make up the lines")
            if mode != .byTruncatingTail {
                let shown = characters.indices.filter { characters[$0] != " " && characters[$0] != "\n" }
                #expect(Set(shown).isSubset(of: seen), "iteration \(iteration): every character is drawn")
            }
        }
    }
}
