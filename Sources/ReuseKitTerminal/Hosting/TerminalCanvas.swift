import Foundation
@_spi(Hosting) import ReuseKit

/// A `DrawingContext` over a `ScreenBuffer`: points meet cells as its `TerminalGrid` says, one
/// line of text is one row.
///
/// Views draw in their own coordinates; the canvas keeps the current origin in points
/// (between rows while a scroll view glides) and the clip in grid cells, and snaps every edge to
/// the grid with one rule (`TerminalGrid`), so neighbouring rectangles tile without gaps or
/// overlaps. Text is
/// sanitized and placed by display width (see `ScreenBuffer.put`), so data-source text can
/// neither inject escape sequences nor break wide characters.
@MainActor
public final class TerminalCanvas: DrawingContext {
    /// The cells drawn so far.
    public var buffer: ScreenBuffer
    /// How points meet the cells.
    public let grid: TerminalGrid
    /// Where the origin of the current coordinates lies on the screen, in points.
    public private(set) var origin: CGPoint = .zero
    /// The cells drawing may touch now, in grid coordinates.
    public private(set) var clip: CellRect
    /// Scaled images kept across frames by the host, if it keeps them.
    var imageCache: ScaledImageCache?

    /// Creates a canvas over a blank screen of `size` cells, each `grid.cellSize` points.
    public convenience init(size: TerminalSize, grid: TerminalGrid) {
        self.init(buffer: ScreenBuffer(size: size), grid: grid)
    }

    /// Creates a canvas that draws over `buffer`, each cell `grid.cellSize` points.
    public init(buffer: ScreenBuffer, grid: TerminalGrid) {
        self.buffer = buffer
        self.grid = grid
        clip = buffer.bounds
    }

    /// Fills `rect` with spaces on a `color` background; a fully transparent colour draws nothing.
    public func fill(_ rect: CGRect, with color: Color) {
        guard color.alpha > 0 else { return }
        let area = cellRect(rect).intersection(clip)
        guard !area.isEmpty else { return }
        buffer.fill(area, with: " ", style: CellStyle(background: Self.terminalColor(color)))
    }

    /// Draws one line of sanitized text from `origin`, clipped to `width` points; without a
    /// background of its own the text keeps the background already under it.
    public func drawText(_ text: String, at origin: CGPoint, width: CGFloat, style: TextStyle) {
        let x = grid.column(self.origin.x + origin.x)
        let y = grid.row(self.origin.y + origin.y)
        let right = grid.column(self.origin.x + origin.x + width)
        let area = CellRect(x: x, y: y, width: right - x, height: 1).intersection(clip)
        guard !area.isEmpty else { return }
        var cellStyle = Self.cellStyle(style)
        if style.background == nil { cellStyle.background = buffer[area.x, area.y].style.background }
        buffer.put(text, x: x, y: y, style: cellStyle, clip: area)
    }

    /// Draws a hairline. One at a `y` on a row boundary (a cell's bottom edge, where a
    /// separator goes) underlines the row above, keeping that row's text, so it takes no row of
    /// its own; it follows the grid line that boundary snaps to, as the cell's rows do while
    /// content glides, and is not drawn when that row is clipped away. One between boundaries
    /// runs through a row: a row of `─` there, over the background.
    public func drawHorizontalLine(at y: CGFloat, x: CGFloat, width: CGFloat, color: Color) {
        let left = grid.column(origin.x + x)
        let right = grid.column(origin.x + x + width)
        if grid.isRowBoundary(y) {
            let row = grid.row(origin.y + y) - 1
            buffer.underline(
                CellRect(x: left, y: row, width: right - left, height: 1).intersection(clip),
                color: Self.terminalColor(color))
            return
        }
        let row = grid.row(origin.y + y - grid.cellSize.height / 2)
        let area = CellRect(x: left, y: row, width: right - left, height: 1).intersection(clip)
        guard !area.isEmpty else { return }
        let background = buffer[area.x, area.y].style.background
        buffer.fill(
            area, with: "─", style: CellStyle(foreground: Self.terminalColor(color), background: background))
    }

    /// Draws a caret as the terminal's block cursor looks: the cell right of the boundary at
    /// `origin.x` in reverse video (a blank one in `color`), inside the clip.
    public func drawCaret(at origin: CGPoint, height: CGFloat, color: Color) {
        let x = grid.column(self.origin.x + origin.x)
        let y = grid.row(self.origin.y + origin.y)
        guard clip.contains(column: x, row: y) else { return }
        buffer.caret(x: x, y: y, color: Self.terminalColor(color))
    }

    /// Draws `image` scaled into `rect` as half-block cells (two pixels a cell).
    public func drawImage(_ image: Image, in rect: CGRect) {
        let target = cellRect(rect)
        guard !target.intersection(clip).isEmpty else { return }
        let pixels =
            imageCache?.scaled(image, width: target.width, height: target.height * 2)
            ?? Image(width: image.width, height: image.height, pixels: image.pixels)
        buffer.drawImage(pixels, in: target, clip: clip)
    }

    /// Runs `body` with the origin moved by `offset` and the clip narrowed to `clip` (in the
    /// moved coordinates); a subtree whose clip is empty is not drawn at all.
    public func withTransform(offset: CGPoint, clip newClip: CGRect, _ body: () -> Void) {
        let savedOrigin = origin
        let savedClip = clip
        defer {
            origin = savedOrigin
            clip = savedClip
        }
        origin = CGPoint(x: origin.x + offset.x, y: origin.y + offset.y)
        clip = cellRect(newClip).intersection(savedClip)
        guard !clip.isEmpty else { return }
        body()
    }

    /// `rect`, in the current coordinates, as grid cells.
    public func cellRect(_ rect: CGRect) -> CellRect {
        grid.cells(rect.offsetBy(dx: origin.x, dy: origin.y))
    }
}
