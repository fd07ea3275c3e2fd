/// A grid of cells that a frame is drawn into before the renderer sends it to a terminal.
///
/// Drawing keeps wide characters whole: overwriting either half of one turns its other half
/// into a space of the same style, so the grid always matches what a terminal would show.
public struct ScreenBuffer: Hashable, Sendable {
    /// The grid's size.
    public let size: TerminalSize
    private(set) var cells: [Cell]

    /// Creates a grid of `size` filled with blank cells in `style`.
    public init(size: TerminalSize, style: CellStyle = .plain) {
        self.size = size
        cells = Array(repeating: .blank(style), count: size.columns * size.rows)
    }

    /// The whole grid as a rectangle.
    public var bounds: CellRect { CellRect(x: 0, y: 0, width: size.columns, height: size.rows) }

    /// The cell at (`x`, `y`).
    public subscript(x: Int, y: Int) -> Cell {
        precondition(bounds.contains(column: x, row: y), "cell (\(x), \(y)) is outside a \(size) buffer")
        return cells[y * size.columns + x]
    }

    /// The cells of row `y`, left to right.
    public func row(_ y: Int) -> ArraySlice<Cell> {
        precondition(y >= 0 && y < size.rows, "row \(y) is outside a \(size) buffer")
        return cells[(y * size.columns)..<((y + 1) * size.columns)]
    }

    /// Sets one cell, turning any wide character it cuts in half into a space.
    ///
    /// `width` is 1 or 2; a wide character also fills the continuation cell to its right,
    /// which must exist.
    mutating func place(_ character: Character, width: Int, style: CellStyle, x: Int, y: Int) {
        precondition(width == 1 || width == 2, "a placed character is one or two columns wide")
        precondition(x >= 0 && x + width <= size.columns && y >= 0 && y < size.rows, "placed outside")
        let index = y * size.columns + x
        breakWideCharacter(at: index, x: x)
        if width == 2 { breakWideCharacter(at: index + 1, x: x + 1) }
        cells[index] = Cell(character: character, style: style, width: UInt8(width))
        if width == 2 { cells[index + 1] = .continuation(style) }
    }

    /// Blanks the other half of a wide character that the cell at `index` is part of.
    private mutating func breakWideCharacter(at index: Int, x: Int) {
        switch cells[index].width {
        case 0 where x > 0:
            cells[index - 1] = .blank(cells[index - 1].style)
        case 2 where x + 1 < size.columns:
            cells[index + 1] = .blank(cells[index + 1].style)
        default:
            break
        }
    }

    /// Moves rows `rows` up by `distance` (down when negative), filling vacated rows with
    /// blank cells in `style`, the way a terminal's scroll-up and scroll-down do.
    ///
    /// - Complexity: O(cells in `rows`), as one memory move.
    mutating func scroll(rows: Range<Int>, by distance: Int, fill style: CellStyle = .plain) {
        precondition(rows.lowerBound >= 0 && rows.upperBound <= size.rows, "scrolled rows out of bounds")
        guard distance != 0, !rows.isEmpty else { return }
        let width = size.columns
        let vacated = min(abs(distance), rows.count) * width
        let kept = rows.count * width - vacated
        let blank = Cell.blank(style)
        cells.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let top = base + rows.lowerBound * width
            // Cells are moved as memory (Swift values are bitwise movable), not copied one by
            // one: the rows about to be covered are destroyed, the kept rows slide over them, and
            // the rows they left are filled with blanks.
            if distance > 0 {
                top.deinitialize(count: vacated)
                top.moveInitialize(from: top + vacated, count: kept)
                (top + kept).initialize(repeating: blank, count: vacated)
            } else {
                (top + kept).deinitialize(count: vacated)
                (top + vacated).moveInitialize(from: top, count: kept)
                top.initialize(repeating: blank, count: vacated)
            }
        }
    }

    /// Makes row `y` the same as `other`'s row `y`.
    ///
    /// - Precondition: both buffers have the same size.
    mutating func copyRow(_ y: Int, from other: ScreenBuffer) {
        precondition(other.size == size && y >= 0 && y < size.rows, "row \(y) cannot be copied")
        let range = (y * size.columns)..<((y + 1) * size.columns)
        cells.replaceSubrange(range, with: other.cells[range])
    }

    /// Whether two rows hold the same cells, compared in place without copying each cell.
    static func rowsEqual(_ first: ArraySlice<Cell>, _ second: ArraySlice<Cell>) -> Bool {
        first.withUnsafeBufferPointer { a in
            second.withUnsafeBufferPointer { b in
                guard a.count == b.count else { return false }
                for index in 0..<a.count where a[index] != b[index] { return false }
                return true
            }
        }
    }

    /// Checks that every wide character has its continuation and no continuation is orphaned;
    /// returns a description of the first violation, or `nil`.
    @_spi(Testing)
    public func checkInvariants() -> String? {
        guard cells.count == size.columns * size.rows else { return "cell count does not match \(size)" }
        for y in 0..<size.rows {
            for x in 0..<size.columns {
                let cell = cells[y * size.columns + x]
                switch cell.width {
                case 0:
                    guard x > 0 && cells[y * size.columns + x - 1].width == 2 else {
                        return "orphan at (\(x), \(y))"
                    }
                case 2:
                    guard x + 1 < size.columns && cells[y * size.columns + x + 1].width == 0 else {
                        return "wide character without continuation at (\(x), \(y))"
                    }
                default:
                    guard cell.width == 1 else { return "bad width at (\(x), \(y))" }
                }
            }
        }
        return nil
    }
}
