import Foundation
@_spi(Hosting) import ReuseKit
import Testing

@testable import ReuseKitGallery

/// The table scene's cell lays its detail out from the lines its label keeps for drawing, so a
/// row coming on screen wraps its detail once for the cell (and once for its height).
@MainActor
@Suite("Numbered row cell wrapping")
struct NumberedRowCellWrapTests {
    /// One point a character and a line; counts the wraps of each text.
    final class CountingLines: TextSystem {
        let plain = PlainTextSystem()
        var wraps: [String: Int] = [:]
        func width(of text: String) -> CGFloat { plain.width(of: text) }
        var lineHeight: CGFloat { plain.lineHeight }
        func lines(of text: String, width: CGFloat, numberOfLines: Int, lineBreakMode: LineBreakMode)
            -> [String]
        {
            wraps[text, default: 0] += 1
            return plain.lines(
                of: text, width: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
        }
    }

    /// A context that draws nothing and keeps the text it was asked to draw.
    final class TextRecorder: DrawingContext {
        var texts: [String] = []
        func fill(_ rect: CGRect, with color: Color) {}
        func fillRoundedRect(_ rect: CGRect, radius: CGFloat, with color: Color) {}
        func drawText(_ text: String, at origin: CGPoint, width: CGFloat, style: TextStyle) {
            texts.append(text)
        }
        func drawHorizontalLine(at y: CGFloat, x: CGFloat, width: CGFloat, color: Color) {}
        func drawActivityIndicator(in rect: CGRect, color: Color, time: Double) {}
        func drawImage(_ image: Image, in rect: CGRect) {}
        func withTransform(offset: CGPoint, clip: CGRect, _ body: () -> Void) { body() }
    }

    @Test("Laying a cell out and drawing it wraps its detail once, in the lines it draws")
    func detailWrappedOnce() throws {
        let text = CountingLines()
        let cell = NumberedRowCell(style: .subtitle, reuseIdentifier: NumberedRowCell.identifier)
        cell.traitOverrides = TraitCollection(textSystem: text)
        let detail = "a detail long enough to take several lines in a narrow cell"
        cell.configure(title: "Row 7", detail: detail)
        cell.frame = CGRect(x: 0, y: 0, width: 30, height: 12)
        cell.layoutIfNeeded()
        let label = try #require(cell.detailTextLabel)
        let expected = text.plain.lines(
            of: detail, width: label.bounds.width, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        #expect(expected.count > 2)
        #expect(label.frame.height == CGFloat(expected.count) * text.lineHeight)
        let recorder = TextRecorder()
        label.draw(in: recorder)
        #expect(recorder.texts == expected)
        #expect(text.wraps[detail] == 1)
    }
}
