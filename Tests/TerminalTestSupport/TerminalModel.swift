@testable import ReuseKitTerminal

/// What one cell of a modelled terminal shows.
public struct ModelCell: Hashable, CustomStringConvertible {
    public var text: String
    var rendition: SGRState
    /// 1, 2 for the left half of a wide character, 0 for its right half.
    public var width: Int

    static func erased(background: EmittedColor) -> ModelCell {
        ModelCell(
            text: " ", rendition: SGRState(foreground: .default, background: background, attributes: []),
            width: 1)
    }

    public var description: String { width == 0 ? "<cont>" : "\(text.debugDescription)\(rendition)" }
}

/// A small, obviously-correct terminal: it interprets every sequence the renderer emits (and
/// a few more) into a grid, as xterm does, and records anything it does not understand. The
/// renderer's tests and every scene test (each frame's bytes) play their output through it.
public struct TerminalModel {
    public let columns: Int
    public let rows: Int
    public var grid: [ModelCell]
    var cursor = (x: 0, y: 0)
    /// Set after printing in the last column: the next character wraps first (DECAWM).
    var pendingWrap = false
    var rendition = SGRState.plain
    var marginTop = 0
    var marginBottom: Int
    public var synchronizedUpdate = false
    var privateModes: [Int: Bool] = [:]
    /// Sequences or bytes the model did not understand; a correct renderer leaves this empty.
    public var anomalies: [String] = []
    private var text: [UInt8] = []

    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        grid = Array(repeating: .erased(background: .default), count: columns * rows)
        marginBottom = rows - 1
    }

    /// The grid a terminal should show for `buffer` when colours are sent in `mode`.
    public static func expected(_ buffer: ScreenBuffer, mode: ColorMode) -> [ModelCell] {
        var cells: [ModelCell] = []
        for y in 0..<buffer.size.rows {
            for cell in buffer.row(y) {
                cells.append(
                    ModelCell(
                        text: String(cell.character), rendition: SGRState(cell.style, mode: mode),
                        width: Int(cell.width)))
            }
        }
        return cells
    }

    /// The first cell where the model differs from `expected`, described, or nil.
    public func firstDifference(from expected: [ModelCell]) -> String? {
        for index in grid.indices where grid[index] != expected[index] {
            return
                "(\(index % columns), \(index / columns)): shows \(grid[index]), expected \(expected[index])"
        }
        return nil
    }

    public mutating func apply(_ bytes: [UInt8]) {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x1B {
                flushText()
                index = escape(bytes, from: index)
            } else if byte < 0x20 || byte == 0x7F {
                flushText()
                control(byte)
                index += 1
            } else {
                text.append(byte)
                index += 1
            }
        }
        flushText()
    }

    private mutating func control(_ byte: UInt8) {
        switch byte {
        case 0x0D:
            cursor.x = 0
            pendingWrap = false
        case 0x0A:
            lineFeed()
        case 0x08:
            cursor.x = max(0, cursor.x - 1)
            pendingWrap = false
        default:
            anomalies.append("control byte \(byte)")
        }
    }

    /// Prints a run of text, cluster by cluster, as a grapheme-clustering terminal does.
    private mutating func flushText() {
        guard !text.isEmpty else { return }
        let string = String(decoding: text, as: UTF8.self)
        text.removeAll()
        for character in string {
            let width = TerminalText.displayWidth(of: character)
            guard width > 0 else {
                anomalies.append("zero-width cluster \(character.unicodeScalars.map(\.value))")
                continue
            }
            if pendingWrap {
                cursor.x = 0
                lineFeed()
            }
            if width == 2 && cursor.x == columns - 1 {
                anomalies.append("wide character wrapped at the last column")
                cursor.x = 0
                lineFeed()
            }
            breakWide(at: cursor.x)
            if width == 2 { breakWide(at: cursor.x + 1) }
            grid[cursor.y * columns + cursor.x] = ModelCell(
                text: String(character), rendition: rendition, width: width)
            if width == 2 {
                grid[cursor.y * columns + cursor.x + 1] = ModelCell(text: " ", rendition: rendition, width: 0)
            }
            cursor.x += width
            if cursor.x >= columns {
                cursor.x = columns - 1
                pendingWrap = true
            }
        }
    }

    /// Overwriting half of a wide character erases its other half.
    private mutating func breakWide(at x: Int) {
        guard x < columns else { return }
        let index = cursor.y * columns + x
        if grid[index].width == 0 && x > 0 {
            grid[index - 1] = .erased(background: .default)
        } else if grid[index].width == 2 && x + 1 < columns {
            grid[index + 1] = .erased(background: .default)
        }
    }

    mutating func lineFeed() {
        pendingWrap = false
        if cursor.y == marginBottom {
            scroll(up: 1)
        } else if cursor.y < rows - 1 {
            cursor.y += 1
        }
    }

    /// Scrolls the rows between the margins; lines scrolled in take the current background.
    mutating func scroll(up distance: Int) {
        let count = marginBottom - marginTop + 1
        let amount = min(abs(distance), count)
        var region = Array(grid[(marginTop * columns)..<((marginBottom + 1) * columns)])
        let blank = Array(
            repeating: ModelCell.erased(background: rendition.background), count: amount * columns)
        if distance > 0 {
            region = Array(region.dropFirst(amount * columns)) + blank
        } else {
            region = blank + Array(region.dropLast(amount * columns))
        }
        grid.replaceSubrange((marginTop * columns)..<((marginBottom + 1) * columns), with: region)
    }

    mutating func erase(from start: Int, to end: Int) {
        for index in start..<end { grid[index] = .erased(background: rendition.background) }
    }
}
