import Foundation
import TestSupport
import Testing

@_spi(Hosting) @testable import ReuseKit
@testable import ReuseKitTerminal

/// Styled text wrapped by the terminal's own text system (UAX #14, display widths): whatever
/// the text, each character drawn carries the attributes of the character it came from.
@Suite("Styled text in terminal cells, randomized")
@MainActor
struct TerminalLabelStyledTextRandomizedTests {
    static let pieces: [String] = [
        "word", "a", "漢字", "e\u{301}", "👩‍💻", " ", " ", "  ", "\n", "-", "(x)", "\t", "\u{1B}", "é", "100%",
        "ﾊﾝ", "🇺🇸",
    ]

    /// A colour naming a character's place in the text.
    static func color(of offset: Int) -> Color {
        Color(red: UInt8(offset % 256), green: UInt8(offset / 256 % 256), blue: 7)
    }

    @Test("Every character drawn carries the attributes of its own place in the text")
    func charactersKeepTheirAttributes() {
        let run = RandomizedRun(name: "terminal-label-attributed-text", defaultIterations: 300)
        var generator = run.makeGenerator()
        let textSystem = TerminalTextSystem(grid: .unit)
        for iteration in 0..<run.iterations {
            var source = ""
            for _ in 0..<Int.random(in: 1...30, using: &generator) {
                source += Self.pieces.randomElement(using: &generator) ?? ""
            }
            let characters = Array(source)
            var string = AttributedString()
            for (offset, character) in characters.enumerated() {
                var container = AttributeContainer()
                container.foregroundColor = Self.color(of: offset)
                string.append(AttributedString(String(character), attributes: container))
            }
            let modes: [LineBreakMode] = [.byWordWrapping, .byCharWrapping, .byTruncatingTail]
            let mode = modes.randomElement(using: &generator) ?? .byWordWrapping
            let label = Label(
                frame: CGRect(
                    x: 0, y: 0, width: CGFloat(Int.random(in: 2...24, using: &generator)), height: 500))
            label.traitOverrides = TraitCollection(textSystem: textSystem)
            label.numberOfLines = mode == .byTruncatingTail ? Int.random(in: 1...3, using: &generator) : 0
            label.lineBreakMode = mode
            label.attributedText = string
            let lines = label.lines(forWidth: label.bounds.width)
            let canvas = TerminalCanvas(size: TerminalSize(columns: 24, rows: 500), grid: .unit)
            label.render(in: canvas)
            let runs = label.styledLines ?? []
            #expect(
                runs.map { $0.map(\.text).joined() } == lines,
                "iteration \(iteration): \(source.debugDescription)")
            var previous = -1
            for (number, line) in runs.enumerated() {
                var before = ""
                for run in line {
                    #expect(
                        run.x == textSystem.width(of: before), "iteration \(iteration): where the run starts")
                    before += run.text
                    let offset = run.style.color.map { Int($0.red) + 256 * Int($0.green) } ?? -1
                    for character in run.text {
                        if mode == .byTruncatingTail, character == "…", number == runs.count - 1,
                            offset == previous || (line.count == 1 && run.text == "…")
                        {
                            continue
                        }
                        #expect(
                            offset > previous && offset < characters.count && characters[offset] == character,
                            "iteration \(iteration): \(character.debugDescription) took \(offset) after \(previous) in \(source.debugDescription)"
                        )
                        previous = offset
                    }
                }
            }
        }
    }
}
