/// Turns each frame's screen buffer into the bytes that update a terminal from the last one.
///
/// Only changed cells are sent, as one buffer meant for one write, wrapped in synchronized
/// output (DEC mode 2026) so the terminal never shows half a frame; terminals without that
/// mode ignore it. The first frame, a frame of another size and the frame after
/// `invalidate()` clear the screen and draw everything.
public struct FrameRenderer: Sendable {
    /// How colours are sent; changing it redraws the next frame in full.
    public var colorMode: ColorMode {
        didSet { if colorMode != oldValue { invalidate() } }
    }

    /// What the terminal shows now, as far as this renderer knows.
    private(set) var previous: ScreenBuffer?
    /// Where each frame leaves the terminal's cursor (see `FrameRenderer+Cursor.swift`); `nil`
    /// leaves it, hidden, wherever drawing did.
    public var cursor: CursorPlacement?
    /// The placement the last frame left.
    var placedCursor: CursorPlacement?

    static let beginSynchronizedUpdate = "\u{1B}[?2026h"
    static let endSynchronizedUpdate = "\u{1B}[?2026l"

    /// Creates a renderer whose first frame will be a full redraw.
    public init(colorMode: ColorMode) {
        self.colorMode = colorMode
    }

    /// Forgets what the terminal shows, so the next frame is drawn in full (after a resize,
    /// a suspend and resume, or anything else that may have touched the screen).
    public mutating func invalidate() {
        previous = nil
    }

    /// The bytes that turn the previous frame into `next`; empty when nothing changed.
    ///
    /// With a `hint` that rows of a region moved by whole rows, the terminal scrolls them
    /// (DECSTBM plus SU or SD) and only the rows that came into view are drawn. A hint that
    /// is out of range is ignored; without `changedRows`, so is one that would not save
    /// anything. `changedRows` says which rows of `next` may differ from the previous frame
    /// once the hint's scroll is applied (the caller moved its own rows as the hint says): only
    /// those are compared. A renderer that shows nothing yet, or a frame of another size,
    /// draws everything.
    /// - Complexity: O(columns × rows compared).
    public mutating func render(
        _ next: ScreenBuffer, scroll hint: ScrollHint? = nil, changedRows: [Range<Int>]? = nil
    ) -> [UInt8] {
        var writer = FrameWriter(columns: next.size.columns, colorMode: colorMode)
        writer.output.append(Self.beginSynchronizedUpdate)
        let start = writer.output.count
        var shown: ScreenBuffer
        var compared = changedRows
        let redrewScreen = previous?.size != next.size
        if let taken = previous, taken.size == next.size {
            // Owning the last frame alone lets a scroll move its rows in place, without a copy.
            previous = nil
            shown = consume taken
            if let hint {
                if !Self.fits(hint, in: next.size) {
                    compared = nil
                } else if changedRows != nil || Self.scrollSaves(hint, from: shown, to: next) {
                    writer.scroll(&shown, rows: hint.rows, by: hint.distance)
                }
            }
        } else {
            writer.clearScreen()
            shown = ScreenBuffer(size: next.size)
            compared = nil
        }
        for rows in compared ?? [0..<next.size.rows] {
            for y in rows.clamped(to: 0..<next.size.rows) {
                writer.update(row: y, from: shown, to: next)
            }
        }
        writer.setStyle(CellStyle.plain)
        if let compared {
            // The terminal now shows `next`: the rows it scrolled and the rows sent. Updating
            // the last frame in place rather than keeping `next` leaves the caller the only
            // owner of its buffer, which it changes for the next frame without a copy.
            for rows in compared {
                for y in rows.clamped(to: 0..<next.size.rows) { shown.copyRow(y, from: next) }
            }
            previous = consume shown
        } else {
            previous = next
        }
        placeCursor(in: &writer, wroteCells: writer.output.count > start, redrewScreen: redrewScreen)
        guard writer.output.count > start else { return [] }
        writer.output.append(Self.endSynchronizedUpdate)
        return writer.output.bytes
    }

    /// Whether `hint` names a region inside a screen of `size` that moves by less than its
    /// height.
    static func fits(_ hint: ScrollHint, in size: TerminalSize) -> Bool {
        hint.rows.lowerBound >= 0 && hint.rows.upperBound <= size.rows && hint.distance != 0
            && abs(hint.distance) < hint.rows.count
    }

    /// Whether scrolling by `hint` leaves more rows of the region already right than not.
    static func scrollSaves(_ hint: ScrollHint, from shown: ScreenBuffer, to next: ScreenBuffer) -> Bool {
        let rows = hint.rows
        var matchesNow = 0
        var matchesScrolled = 0
        // A sample of rows decides: a wrong guess costs bytes, never correctness (the diff that
        // follows repairs every cell), and comparing every row twice cost a tenth of a frame.
        let step = max(1, rows.count / 8)
        for y in stride(from: rows.lowerBound, to: rows.upperBound, by: step) {
            let target = next.row(y)
            if ScreenBuffer.rowsEqual(shown.row(y), target) { matchesNow += 1 }
            let source = y + hint.distance
            if rows.contains(source) {
                if ScreenBuffer.rowsEqual(shown.row(source), target) { matchesScrolled += 1 }
            } else if target.allSatisfy(\.isDefaultBlank) {
                matchesScrolled += 1
            }
        }
        return matchesScrolled > matchesNow
    }
}
