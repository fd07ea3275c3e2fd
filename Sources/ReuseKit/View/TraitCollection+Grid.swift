import Foundation

extension TraitCollection {
    /// `point` on the host's grid, as the host draws it: each coordinate to the nearest line of
    /// `displayCellSize` (a device pixel, a terminal's cell), or of whole pixels of the display
    /// scale for a view in no host.
    ///
    /// - Complexity: O(1).
    @_spi(Hosting)
    public func snapped(_ point: CGPoint) -> CGPoint {
        CGPoint(x: snapped(point.x, horizontal: true), y: snapped(point.y, horizontal: false))
    }

    /// `rect` with its four edges on the host's grid, so rectangles that meet still meet.
    ///
    /// - Complexity: O(1).
    @_spi(Hosting)
    public func snapped(_ rect: CGRect) -> CGRect {
        // The host surveys every view's rectangle every frame: each axis's step is found once.
        let across = gridStep(horizontal: true)
        let down = gridStep(horizontal: false)
        let left = Self.snapped(rect.minX, step: across)
        let top = Self.snapped(rect.minY, step: down)
        return CGRect(
            x: left, y: top, width: Self.snapped(rect.maxX, step: across) - left,
            height: Self.snapped(rect.maxY, step: down) - top)
    }

    /// `value` on the grid across (`horizontal`) or down.
    func snapped(_ value: CGFloat, horizontal: Bool) -> CGFloat {
        Self.snapped(value, step: gridStep(horizontal: horizontal))
    }

    /// `value` on a grid of lines `step` points apart.
    @inline(__always)
    private static func snapped(_ value: CGFloat, step: CGFloat) -> CGFloat {
        // A pixel grid snaps by its scale (exact for 1, 2, 3 pixels a point); a coarser one, a
        // grid of character cells, by its step.
        step >= 1 ? value.snapped(toStep: step) : value.snapped(toScale: 1 / step)
    }

    /// The grid's step across (`horizontal`) or down, in points: `displayCellSize`, or a pixel
    /// of the display scale for a view in no host.
    func gridStep(horizontal: Bool) -> CGFloat {
        let cell = horizontal ? displayCellSize.width : displayCellSize.height
        return cell > 0 ? cell : 1 / displayScale
    }
}
