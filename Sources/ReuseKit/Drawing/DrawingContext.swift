import Foundation

/// The drawing a host offers views: text, fills, lines and images, in the coordinates of the
/// view being drawn; each host maps points onto its own surface.
@MainActor
public protocol DrawingContext: AnyObject {
    /// Fills `rect` with `color`.
    func fill(_ rect: CGRect, with color: Color)
    /// Fills `rect` with `color`, its corners rounded by `radius` points where the host can draw
    /// curves (a bubble, a badge).
    func fillRoundedRect(_ rect: CGRect, radius: CGFloat, with color: Color)
    /// Draws one line of text starting at `origin`, clipped to `width` points.
    func drawText(_ text: String, at origin: CGPoint, width: CGFloat, style: TextStyle)
    /// Draws a horizontal hairline from `x` over `width` points on the edge at `y`, inside the
    /// area above it, so a view's line at its `bounds.maxY` stays in its bounds; the host decides
    /// its look (one device pixel, an underline of the text above, a box-drawing line).
    func drawHorizontalLine(at y: CGFloat, x: CGFloat, width: CGFloat, color: Color)
    /// Draws the host's loading indicator (a spinner) in `rect` as it looks `time` seconds into
    /// any fixed clock, so that redrawing with a later time animates it.
    func drawActivityIndicator(in rect: CGRect, color: Color, time: Double)
    /// Draws a text caret whose top left is `origin`, `height` points high (one line of text):
    /// the host's look, a thin bar between characters or the cell at the caret in reverse.
    func drawCaret(at origin: CGPoint, height: CGFloat, color: Color)
    /// Draws RGBA8 pixels scaled into `rect`.
    func drawImage(_ image: Image, in rect: CGRect)
    /// Runs `body` with the origin moved by `offset` and drawing clipped to `clip` (given in the
    /// moved coordinates).
    func withTransform(offset: CGPoint, clip: CGRect, _ body: () -> Void)
    /// Runs `body` drawing `alpha` (0 to 1) as opaque as it would otherwise.
    func withAlpha(_ alpha: CGFloat, _ body: () -> Void)
}

extension DrawingContext {
    /// A bar two points wide centred on the boundary between two characters, as UIKit's caret.
    public func drawCaret(at origin: CGPoint, height: CGFloat, color: Color) {
        fill(CGRect(x: origin.x - 1, y: origin.y, width: 2, height: height), with: color)
    }

    /// A host without curves (a grid of character cells) fills the whole rectangle.
    public func fillRoundedRect(_ rect: CGRect, radius: CGFloat, with color: Color) {
        fill(rect, with: color)
    }

    /// A host that cannot blend (a grid of character cells) draws what is at least half opaque and
    /// leaves out the rest, so a fading row appears or goes half way through its animation.
    public func withAlpha(_ alpha: CGFloat, _ body: () -> Void) {
        if alpha >= 0.5 { body() }
    }
}
