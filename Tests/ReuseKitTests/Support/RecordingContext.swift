import Foundation
import ReuseKit

/// A drawing context that records what views draw, in the coordinates of the view it renders
/// (every transform applied), so tests can say where a line or a spinner went.
@MainActor
final class RecordingContext: DrawingContext {
    /// One drawing call, in root coordinates.
    enum Operation: Equatable {
        case fill(CGRect, Color)
        case text(String, CGPoint, width: CGFloat)
        case hairline(y: CGFloat, x: CGFloat, width: CGFloat, Color)
        case image(CGRect)
        case activityIndicator(CGRect, Color, time: Double)
        case caret(CGPoint, height: CGFloat, Color)
    }

    private(set) var operations: [Operation] = []
    private var origin = CGPoint.zero

    /// The hairlines drawn, top to bottom as they were drawn.
    var hairlines: [(y: CGFloat, x: CGFloat, width: CGFloat, color: Color)] {
        operations.compactMap {
            if case .hairline(let y, let x, let width, let color) = $0 { return (y, x, width, color) }
            return nil
        }
    }

    /// The spinners drawn.
    var activityIndicators: [(rect: CGRect, color: Color, time: Double)] {
        operations.compactMap {
            if case .activityIndicator(let rect, let color, let time) = $0 { return (rect, color, time) }
            return nil
        }
    }

    /// The texts drawn, in order.
    var texts: [String] {
        operations.compactMap {
            if case .text(let text, _, _) = $0 { return text }
            return nil
        }
    }

    func fill(_ rect: CGRect, with color: Color) {
        operations.append(.fill(rect.offsetBy(dx: origin.x, dy: origin.y), color))
    }

    /// The texts drawn with their styles and origins, in order.
    private(set) var styledTexts: [(text: String, origin: CGPoint, style: TextStyle)] = []

    func drawText(_ text: String, at point: CGPoint, width: CGFloat, style: TextStyle) {
        let origin = CGPoint(x: origin.x + point.x, y: origin.y + point.y)
        operations.append(.text(text, origin, width: width))
        styledTexts.append((text, origin, style))
    }

    func drawHorizontalLine(at y: CGFloat, x: CGFloat, width: CGFloat, color: Color) {
        operations.append(.hairline(y: origin.y + y, x: origin.x + x, width: width, color))
    }

    func drawImage(_ image: Image, in rect: CGRect) {
        operations.append(.image(rect.offsetBy(dx: origin.x, dy: origin.y)))
    }

    func drawActivityIndicator(in rect: CGRect, color: Color, time: Double) {
        operations.append(.activityIndicator(rect.offsetBy(dx: origin.x, dy: origin.y), color, time: time))
    }

    func drawCaret(at point: CGPoint, height: CGFloat, color: Color) {
        operations.append(
            .caret(CGPoint(x: origin.x + point.x, y: origin.y + point.y), height: height, color))
    }

    /// The carets drawn.
    var carets: [CGPoint] {
        operations.compactMap {
            if case .caret(let point, _, _) = $0 { return point }
            return nil
        }
    }

    func withTransform(offset: CGPoint, clip: CGRect, _ body: () -> Void) {
        let saved = origin
        origin = CGPoint(x: origin.x + offset.x, y: origin.y + offset.y)
        body()
        origin = saved
    }
}
