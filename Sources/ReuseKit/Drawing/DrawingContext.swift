import Foundation

/// The drawing a host offers views: text, fills, lines and images, in the coordinates of the
/// view being drawn. A terminal draws one point as one cell; a pixel host draws points.
@MainActor
public protocol DrawingContext: AnyObject {
    /// Fills `rect` with `color`.
    func fill(_ rect: CGRect, with color: Color)
    /// Draws one line of text starting at `origin`, clipped to `width` points.
    func drawText(_ text: String, at origin: CGPoint, width: CGFloat, style: TextStyle)
    /// Draws a horizontal hairline from `x` over `width` points at `y`.
    func drawHorizontalLine(at y: CGFloat, x: CGFloat, width: CGFloat, color: Color)
    /// Draws RGBA8 pixels scaled into `rect`.
    func drawImage(_ image: Image, in rect: CGRect)
    /// Runs `body` with the origin moved by `offset` and drawing clipped to `clip` (given in the
    /// moved coordinates).
    func withTransform(offset: CGPoint, clip: CGRect, _ body: () -> Void)
}

/// Measures text for layout: the width of a string and the height of one line.
@MainActor
public protocol TextMeasuring: AnyObject {
    /// The width `text` takes on one line.
    func width(of text: String) -> CGFloat
    /// The height of one line of text.
    var lineHeight: CGFloat { get }
}

/// A measurer that gives every character one point and every line one point: a monospace
/// grid, which is what a terminal is until its host installs a Unicode-aware measurer.
@MainActor
public final class GridTextMeasurer: TextMeasuring {
    /// Creates the measurer.
    public init() {}
    public func width(of text: String) -> CGFloat { CGFloat(text.count) }
    public var lineHeight: CGFloat { 1 }
}
