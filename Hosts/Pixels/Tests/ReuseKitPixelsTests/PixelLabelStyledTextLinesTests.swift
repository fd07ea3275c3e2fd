import Foundation
import ReuseKit
import Testing

@testable import ReuseKitPixels

/// A drawing context that keeps the text drawn, with its place and style.
@MainActor
private final class TextRecorder: DrawingContext {
    var texts: [(text: String, origin: CGPoint, style: TextStyle)] = []

    func fill(_ rect: CGRect, with color: Color) {}
    func drawText(_ text: String, at origin: CGPoint, width: CGFloat, style: TextStyle) {
        texts.append((text, origin, style))
    }
    func drawHorizontalLine(at y: CGFloat, x: CGFloat, width: CGFloat, color: Color) {}
    func drawActivityIndicator(in rect: CGRect, color: Color, time: Double) {}
    func drawImage(_ image: Image, in rect: CGRect) {}
    func withTransform(offset: CGPoint, clip: CGRect, _ body: () -> Void) { body() }
}

/// Styled text wrapped by Pango: over texts, widths and modes, the runs drawn make up Pango's
/// lines and every character carries the attributes of its own place in the text.
@MainActor
@Suite("Styled text wrapped by Pango")
struct PixelLabelStyledTextLinesTests {
    static let samples = [
        "滚动视图 reuses cells 在屏幕之外 so that a million rows cost only what is visible 🎉",
        "ERROR  disk full\n\nretrying in 5 s — e\u{301}te\u{301} 👩‍💻 (ok)\r\nnext line\tand a tab",
        "a-very-long-hyphenated-word-that-breaks somewhere   with spaces    between\u{2028}after",
    ]

    @Test("Runs make up the lines and keep each character's attributes")
    func runsFollowPango() {
        let text = PangoTextSystem()
        for sample in Self.samples {
            let characters = Array(sample)
            var string = AttributedString()
            for (offset, character) in characters.enumerated() {
                var container = AttributeContainer()
                container.foregroundColor = Color(
                    red: UInt8(offset % 256), green: UInt8(offset / 256), blue: 7)
                string.append(AttributedString(String(character), attributes: container))
            }
            for mode in [LineBreakMode.byWordWrapping, .byCharWrapping, .byTruncatingTail] {
                for width in stride(from: CGFloat(20), through: 420, by: 11) {
                    let label = Label(frame: CGRect(x: 0, y: 0, width: width, height: 2000))
                    label.traitOverrides = TraitCollection(textSystem: text)
                    label.numberOfLines = mode == .byTruncatingTail ? 2 : 0
                    label.lineBreakMode = mode
                    label.attributedText = string
                    let recorder = TextRecorder()
                    label.draw(in: recorder)
                    let lines = label.lines(forWidth: width)
                    var drawn = Array(repeating: "", count: lines.count)
                    var previous = -1
                    for (runText, origin, style) in recorder.texts {
                        let line = Int((origin.y / text.lineHeight).rounded())
                        let context = "\(mode), width \(width), line \(line) of \(sample.debugDescription)"
                        #expect(
                            origin.x == text.width(of: drawn[line]), "\(context): where \(runText) starts")
                        drawn[line] += runText
                        let offset = style.color.map { Int($0.red) + 256 * Int($0.green) } ?? -1
                        for character in runText {
                            if character == "…", mode == .byTruncatingTail, line == lines.count - 1,
                                offset == previous || drawn[line] == "…"
                            {
                                continue
                            }
                            #expect(
                                offset > previous && offset < characters.count
                                    && characters[offset] == character,
                                "\(context): \(character.debugDescription) took \(offset) after \(previous)")
                            previous = offset
                        }
                    }
                    #expect(drawn == lines, "\(mode), width \(width): the runs make up the lines")
                }
            }
        }
    }
}
