import Foundation
import ReuseKit
import ReuseKitGallery
import ReuseKitPixels

/// The pixel gallery's status line: the scene's state, then its own keys.
///
/// The line changes as a list scrolls (its row range): drawn in pieces (``StatusLine``), each
/// laid out once, a change draws again only from its first changed piece, so a frame lays out
/// and uploads the few characters that changed rather than the whole line.
@MainActor
final class StatusBar: View {
    /// The text shown.
    private(set) var text = ""
    /// The text's pieces, and the text system that measured them.
    private var line: (pieces: StatusLine, textSystem: ObjectIdentifier)?

    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        backgroundColor = ChromeStyle.bar
    }

    /// The bar's height for `text`: a line and room around it.
    static func height(_ text: TextSystem) -> CGFloat { text.lineHeight + 8 }

    /// Where the line starts, and the room on either side of it.
    static let inset: CGFloat = 8

    /// The room the line has.
    private var lineWidth: CGFloat { bounds.width - 2 * Self.inset }

    /// Shows `newText`, drawing again only the part of the bar that changed (all of it when
    /// either line does not fit and is cut with an ellipsis).
    func show(_ newText: String) {
        guard newText != text else { return }
        let textSystem = traitCollection.textSystem
        let old = pieces(measuredBy: textSystem)
        text = newText
        let new = StatusLine(newText, textSystem: textSystem, last: old)
        line = (new, ObjectIdentifier(textSystem))
        // A number changed in place (a row range): only its changed characters.
        let inside = (textSystem as? PangoTextSystem).flatMap {
            new.changedSpan(insideNumberFrom: old, numerals: $0)
        }
        guard old.width <= lineWidth, new.width <= lineWidth, let span = inside ?? new.changedSpan(from: old)
        else {
            setNeedsDisplay()
            return
        }
        // A glyph's ink may reach a little past its piece: the neighbours are drawn again too.
        let margin = textSystem.lineHeight / 4
        let left = max(0, Self.inset + span.lowerBound - margin)
        let right = min(bounds.width, Self.inset + span.upperBound + margin)
        setNeedsDisplay(CGRect(x: left, y: 0, width: max(0, right - left), height: bounds.height))
    }

    override func draw(in context: DrawingContext) {
        let textSystem = traitCollection.textSystem
        let origin = CGPoint(x: Self.inset, y: (bounds.height - textSystem.lineHeight) / 2)
        let style = TextStyle(color: .secondaryText)
        let line = pieces(measuredBy: textSystem)
        guard line.width <= lineWidth else {
            context.drawText(text, at: origin, width: lineWidth, style: style)
            return
        }
        // Each piece as wide as it is: one outside the area drawn costs nothing.
        for (index, piece) in line.pieces.enumerated() {
            let offset = line.offsets[index]
            let end = index + 1 < line.offsets.count ? line.offsets[index + 1] : line.width
            let at = CGPoint(x: origin.x + offset, y: origin.y)
            if line.isNumeral[index], let canvas = context as? PixelCanvas,
                canvas.drawNumeral(piece, at: at, style: style)
            {
                continue
            }
            context.drawText(String(piece), at: at, width: end - offset, style: style)
        }
    }

    /// The text's pieces as `textSystem` measures them, kept until the text changes.
    private func pieces(measuredBy textSystem: TextSystem) -> StatusLine {
        if let line, line.textSystem == ObjectIdentifier(textSystem) { return line.pieces }
        let pieces = StatusLine(text, textSystem: textSystem)
        line = (pieces, ObjectIdentifier(textSystem))
        return pieces
    }
}
