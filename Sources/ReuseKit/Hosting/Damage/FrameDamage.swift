import Foundation

/// What a frame changes on screen, as a host applies it: first move the part of the last
/// picture that scrolled (``copy``), then draw ``rects`` again, each cleared first; a whole
/// frame clears and draws everything.
@_spi(Hosting)
public struct FrameDamage: Equatable, Sendable {
    /// The scroll whose picture the host moves, if one moved by whole grid steps.
    public var copy: ScrollCopy?
    /// The window areas to draw again after the copy, in points on the host's grid, in no
    /// particular order; they may overlap.
    public var rects: [CGRect]
    /// Whether everything is drawn: the first frame, a new size, a host that lost its picture.
    public var isWhole: Bool

    /// A frame that draws everything.
    public static let whole = FrameDamage(copy: nil, rects: [], isWhole: true)
}

/// A region of the window whose picture moved as a whole since the last frame: a scroll view's
/// content scrolled by whole device pixels (or rows of cells).
@_spi(Hosting)
public struct ScrollCopy: Equatable, Sendable {
    /// The window area the scroll view shows its content in, in points on the host's grid.
    public var region: CGRect
    /// How far the picture inside ``region`` moved, in points (whole grid steps): each point
    /// `p` of the region shows what `p - offset` showed, where that was in the region too.
    public var offset: CGPoint

    /// Creates a copy of `region`'s picture moved by `offset`.
    public init(region: CGRect, offset: CGPoint) {
        self.region = region
        self.offset = offset
    }

    /// Where the last picture of `rect` (window points) is after the copy: the part inside the
    /// region moved with it; the null rectangle if none of it was in the region.
    func moved(_ rect: CGRect) -> CGRect {
        let inside = rect.intersection(region)
        guard !inside.isNull, !inside.isEmpty else { return .null }
        return inside.offsetBy(dx: offset.x, dy: offset.y).intersection(region)
    }

    /// Appends the part of the region that no copied picture covers to `rects`: what came
    /// into view.
    func appendUncovered(to rects: inout [CGRect]) {
        if offset.y > 0 {
            rects.append(CGRect(x: region.minX, y: region.minY, width: region.width, height: offset.y))
        } else if offset.y < 0 {
            rects.append(
                CGRect(x: region.minX, y: region.maxY + offset.y, width: region.width, height: -offset.y))
        }
        if offset.x > 0 {
            rects.append(CGRect(x: region.minX, y: region.minY, width: offset.x, height: region.height))
        } else if offset.x < 0 {
            rects.append(
                CGRect(x: region.maxX + offset.x, y: region.minY, width: -offset.x, height: region.height))
        }
    }
}
