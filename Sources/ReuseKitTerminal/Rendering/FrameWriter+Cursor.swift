extension FrameWriter {
    /// Moves the cursor to (`x`, `y`) with the shortest sequence: an absolute position,
    /// relative moves, a carriage return, or, on the same row, rewriting the few unchanged
    /// cells in between when they are shorter than any escape sequence.
    mutating func move(toX x: Int, y: Int, row: ArraySlice<Cell>) {
        if let position = cursor, position.x == x, position.y == y { return }
        var bestCost = Self.absoluteCost(x: x, y: y)
        var plan = Plan.absolute
        if let position = cursor {
            let vertical = position.y == y ? 0 : Self.sequenceCost(abs(y - position.y))
            let horizontal: [(Int, Plan)] = [
                (x == position.x ? 0 : Self.sequenceCost(abs(x - position.x)), .relative),
                (1 + (x == 0 ? 0 : Self.sequenceCost(x)), .carriageReturn),
                (Self.sequenceCost(x + 1), .column),
            ]
            for (cost, option) in horizontal where vertical + cost < bestCost {
                bestCost = vertical + cost
                plan = option
            }
            if position.y == y, x > position.x, x - position.x < bestCost,
                canRewrite(row[(row.startIndex + position.x)..<(row.startIndex + x)])
            {
                plan = .rewrite
            }
        }
        emit(plan, toX: x, y: y, row: row)
    }

    private enum Plan {
        case absolute, relative, carriageReturn, column, rewrite
    }

    private mutating func emit(_ plan: Plan, toX x: Int, y: Int, row: ArraySlice<Cell>) {
        let position = cursor ?? (0, 0)
        if plan != .absolute && plan != .rewrite && position.y != y {
            output.csi(abs(y - position.y), y > position.y ? "B" : "A")
        }
        switch plan {
        case .absolute:
            output.csi()
            output.append(number: y + 1)
            if x > 0 {
                output.append(UInt8(ascii: ";"))
                output.append(number: x + 1)
            }
            output.append(UInt8(ascii: "H"))
        case .relative where x != position.x:
            output.csi(abs(x - position.x), x > position.x ? "C" : "D")
        case .relative:
            break
        case .carriageReturn:
            output.append(UInt8(ascii: "\r"))
            if x > 0 { output.csi(x, "C") }
        case .column:
            output.csi(x + 1, "G")
        case .rewrite:
            for cell in row[(row.startIndex + position.x)..<(row.startIndex + x)] {
                output.append(cell.character)
            }
            lastPrinted = row[row.startIndex + x - 1].character
            cursor = (x, y)
            return
        }
        cursor = (x, y)
        lastPrinted = nil
    }

    /// Whether unchanged cells can be printed again as they are: narrow ASCII in the current
    /// rendition that cannot merge with what was printed before them.
    private func canRewrite(_ cells: ArraySlice<Cell>) -> Bool {
        guard let first = cells.first else { return false }
        if let last = lastPrinted, Self.joins(last, first.character) { return false }
        return cells.allSatisfy { cell in
            cell.width == 1 && cell.character.isASCII && SGRState(cell.style, mode: colorMode) == sgr
        }
    }

    /// The length of `ESC [ n X`, whose parameter is omitted when it is 1.
    static func sequenceCost(_ parameter: Int) -> Int {
        parameter == 1 ? 3 : 3 + ByteWriter.digits(parameter)
    }

    /// The length of `ESC [ row ; column H`, whose column is omitted when it is the first.
    static func absoluteCost(x: Int, y: Int) -> Int {
        3 + ByteWriter.digits(y + 1) + (x == 0 ? 0 : 1 + ByteWriter.digits(x + 1))
    }
}
