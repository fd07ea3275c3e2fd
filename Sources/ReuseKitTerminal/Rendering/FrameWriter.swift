/// The state of one frame being written: the bytes so far and where the terminal's cursor and
/// graphic rendition are.
struct FrameWriter {
    var output = ByteWriter()
    /// Where the cursor is, or nil when unknown (the start of a frame, or after the last column
    /// was written and the terminal may be waiting to wrap).
    var cursor: (x: Int, y: Int)?
    /// Frames always end with SGR reset, so every frame starts plain.
    var sgr = SGRState.plain
    /// The character just printed with no cursor movement since, to detect clusters that
    /// would merge with it.
    var lastPrinted: Character?
    let columns: Int
    let colorMode: ColorMode

    init(columns: Int, colorMode: ColorMode) {
        self.columns = columns
        self.colorMode = colorMode
    }

    mutating func clearScreen() {
        output.append("\u{1B}[0m\u{1B}[H\u{1B}[2J")
        sgr = .plain
        cursor = (0, 0)
        lastPrinted = nil
    }

    mutating func setStyle(_ style: CellStyle) {
        setRendition(SGRState(style, mode: colorMode))
    }

    mutating func setRendition(_ target: SGRState) {
        sgr.transition(to: target, into: &output)
        sgr = target
    }

    /// Scrolls `rows` of the terminal and of `shown` by `distance`, with the region's margins
    /// set only when it is not the whole screen.
    mutating func scroll(_ shown: inout ScreenBuffer, rows: Range<Int>, by distance: Int) {
        // Lines scrolled in are erased with the current background; make that the default.
        setRendition(.plain)
        let wholeScreen = rows.lowerBound == 0 && rows.upperBound == shown.size.rows
        if !wholeScreen {
            output.csi()
            output.append(number: rows.lowerBound + 1)
            output.append(UInt8(ascii: ";"))
            output.append(number: rows.upperBound)
            output.append(UInt8(ascii: "r"))
        }
        output.csi(abs(distance), distance > 0 ? "S" : "T")
        if !wholeScreen { output.append("\u{1B}[r") }
        // Setting or resetting margins homes the cursor; scrolling alone leaves it.
        cursor = wholeScreen ? cursor : (0, 0)
        lastPrinted = nil
        shown.scroll(rows: rows, by: distance)
    }

    /// Sends the changed cells of row `y`, erasing to the end of the line when the rest of
    /// the row becomes blank and that is shorter than writing spaces.
    mutating func update(row y: Int, from shown: ScreenBuffer, to next: ScreenBuffer) {
        let old = shown.row(y)
        let new = next.row(y)
        guard !ScreenBuffer.rowsEqual(old, new) else { return }
        let base = new.startIndex
        var blankFrom = columns
        while blankFrom > 0 && new[base + blankFrom - 1].isDefaultBlank { blankFrom -= 1 }
        var x = 0
        // Cells a cluster of uncertain width may have drawn over, reprinted even if unchanged.
        var reprintUntil = 0
        while x < columns {
            let cell = new[base + x]
            if cell.isContinuation || (cell == old[base + x] && x >= reprintUntil) {
                x += 1
                continue
            }
            if x >= blankFrom && old[(base + x)...].lazy.filter({ !$0.isDefaultBlank }).count > 3 {
                move(toX: x, y: y, row: new)
                setRendition(.plain)
                output.append("\u{1B}[K")
                return
            }
            let uncertain = Self.hasUncertainWidth(cell.character)
            if uncertain && cell.width == 2 && x + 1 < columns {
                // A terminal that draws the cluster one column wide leaves its second column as it
                // was; a space there first is overwritten by a terminal that draws it wide.
                move(toX: x + 1, y: y, row: new)
                print(.blank(cell.style))
            }
            move(toX: x, y: y, row: new)
            print(cell)
            if uncertain {
                // Each extra scalar may take up to two columns in a terminal that does not cluster.
                reprintUntil = max(
                    reprintUntil, x + Int(cell.width) + 2 * (cell.character.unicodeScalars.count - 1))
            }
            x += Int(cell.width)
        }
    }

    /// Whether terminals may give `character` another width than `TerminalText` does: a
    /// cluster of several scalars outside ASCII (joiner sequences, presentation selectors,
    /// keycaps, modifiers, marks, conjuncts), which terminals without grapheme clustering
    /// draw scalar by scalar.
    static func hasUncertainWidth(_ character: Character) -> Bool {
        !character.isASCII
            && character.unicodeScalars.index(after: character.unicodeScalars.startIndex)
                != character.unicodeScalars.endIndex
    }

    mutating func print(_ cell: Cell) {
        setStyle(cell.style)
        if let last = lastPrinted, let position = cursor, Self.joins(last, cell.character) {
            // A cursor move ends the cluster, so the terminal keeps the two cells apart.
            output.csi(position.x + 1, "G")
        }
        output.append(cell.character)
        lastPrinted = cell.character
        if Self.hasUncertainWidth(cell.character) {
            // Where the terminal left the cursor is unknown: the next cell is placed absolutely.
            cursor = nil
        } else if let position = cursor {
            let x = position.x + Int(cell.width)
            cursor = x < columns ? (x, position.y) : nil
        }
    }

    /// Whether printing `second` right after `first` would move the cluster boundary between
    /// them (a lone regional indicator followed by a flag regroups, for one).
    static func joins(_ first: Character, _ second: Character) -> Bool {
        if first.isASCII && second.isASCII { return false }
        let combined = String(first) + String(second)
        return combined.count != 2 || combined.first != first
    }
}
