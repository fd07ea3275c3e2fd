import Foundation

/// What a cell of an outline shows before its content, after its indentation: UIKit's outline
/// disclosure accessory, with the states of children loaded late. A list controller applying
/// ``ListSectionSnapshot``s sets it on every cell it makes.
public enum OutlineDisclosure: Equatable, Sendable {
    /// An item without children: the room is kept, so siblings' text lines up.
    case leaf
    /// An item whose children are hidden: a chevron pointing to the content (`▸`).
    case collapsed
    /// An item whose children show: a chevron pointing down (`▾`).
    case expanded
    /// An item whose children are being loaded: a spinner.
    case loading
    /// An item whose children failed to load, with why: a mark, and the message at the
    /// trailing edge; expanding it again retries.
    case failed(String)
}

/// The indentation and the disclosure of an outline cell: where they go and how they are
/// drawn, the same for table and collection cells.
@MainActor
struct OutlineIndent {
    /// The depth of the cell's item.
    var level = 0
    /// The width of one level, in points.
    var width: CGFloat
    /// The disclosure shown; `nil` outside an outline (no room taken).
    var disclosure: OutlineDisclosure?

    /// The room the disclosure takes: two characters of the host's text.
    static func disclosureWidth(_ textSystem: TextSystem) -> CGFloat { textSystem.width(of: "▸ ") }

    /// The room before the content: the indentation and the disclosure.
    func leadingRoom(_ textSystem: TextSystem) -> CGFloat {
        CGFloat(max(0, level)) * width + (disclosure == nil ? 0 : Self.disclosureWidth(textSystem))
    }

    /// Where the disclosure is drawn, and answers taps, in a cell of `height` points.
    func disclosureRect(_ textSystem: TextSystem, height: CGFloat) -> CGRect {
        CGRect(
            x: CGFloat(max(0, level)) * width, y: 0, width: Self.disclosureWidth(textSystem),
            height: min(height, textSystem.lineHeight))
    }

    /// Whether a tap at `point` (the cell's coordinates) is on a disclosure that toggles.
    func isToggle(at point: CGPoint, _ textSystem: TextSystem, height: CGFloat) -> Bool {
        guard let disclosure, disclosure != .leaf, disclosure != .loading else { return false }
        var target = disclosureRect(textSystem, height: height)
        target.size.height = height
        return target.contains(point)
    }

    /// The width the failure message takes at the trailing edge of a cell `width` wide.
    func messageWidth(_ textSystem: TextSystem, in width: CGFloat) -> CGFloat {
        guard case .failed(let message) = disclosure else { return 0 }
        return min(width / 2, textSystem.width(of: "✗ " + message))
    }

    /// Draws the disclosure (and a failure's message) in a cell of `bounds`.
    func draw(in context: DrawingContext, bounds: CGRect, traits: TraitCollection) {
        guard let disclosure, disclosure != .leaf else { return }
        let textSystem = traits.textSystem
        let rect = disclosureRect(textSystem, height: bounds.height)
        let glyph = CGRect(x: rect.minX, y: rect.minY, width: textSystem.width(of: "▸"), height: rect.height)
        switch disclosure {
        case .leaf: return
        case .collapsed, .expanded:
            drawChevron(pointingDown: disclosure == .expanded, in: glyph, context, traits)
        case .loading:
            context.drawActivityIndicator(in: glyph, color: .secondaryText, time: 0)
        case .failed(let message):
            let style = TextStyle(color: .systemRed)
            context.drawText("!", at: glyph.origin, width: glyph.width, style: style)
            let width = messageWidth(textSystem, in: bounds.width)
            context.drawText(
                "✗ " + message, at: CGPoint(x: bounds.width - width, y: 0), width: width, style: style)
        }
    }

    /// A chevron: on a grid of character cells the text's `▸` or `▾`; where the host draws
    /// device pixels, two strokes of fills a pixel high (or wide) each, so every host shows a
    /// chevron through fills and text alone.
    private func drawChevron(
        pointingDown: Bool, in rect: CGRect, _ context: DrawingContext, _ traits: TraitCollection
    ) {
        let pixel = traits.displayCellSize
        let color = Color.secondaryText
        if pixel.width <= 0 || pixel.width * 2 > rect.width {
            context.drawText(
                pointingDown ? "▾" : "▸", at: rect.origin, width: rect.width, style: TextStyle(color: color))
            return
        }
        let side = (min(rect.width, rect.height) * 0.5 / pixel.height).rounded(.down) * pixel.height
        let steps = max(2, Int(side / pixel.height))
        let stroke = max(pixel.width, (side / 6 / pixel.width).rounded() * pixel.width)
        let origin = CGPoint(x: rect.midX - side / 2, y: rect.midY - side / 2)
        for step in 0..<steps {
            // Out to the tip and back: a "›" (or, turned, a "⌄") of `steps` pixel lines.
            let half = CGFloat(steps - 1) / 2
            let offset = (half - abs(CGFloat(step) - half)) * side / 2 / max(half, 1)
            let along = CGFloat(step) * pixel.height
            if pointingDown {
                context.fill(
                    CGRect(
                        x: origin.x + along, y: origin.y + side / 4 + offset, width: pixel.width,
                        height: stroke),
                    with: color)
            } else {
                context.fill(
                    CGRect(
                        x: origin.x + side / 4 + offset, y: origin.y + along, width: stroke,
                        height: pixel.height),
                    with: color)
            }
        }
    }
}
