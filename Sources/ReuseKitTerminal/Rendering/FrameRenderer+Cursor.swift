extension FrameRenderer {
    static let showCursor = "\u{1B}[?25h"
    static let hideCursor = "\u{1B}[?25l"

    /// Ends a frame's bytes with the cursor at `cursor`: after any frame that wrote (writing
    /// moves the cursor), and after one that wrote nothing when the placement changed. Shows
    /// or hides the cursor when that changed or the screen was redrawn in full (entering the
    /// terminal hid it).
    mutating func placeCursor(in writer: inout FrameWriter, wroteCells: Bool, redrewScreen: Bool) {
        guard let cursor, wroteCells || redrewScreen || cursor != placedCursor else { return }
        if cursor.isVisible != placedCursor?.isVisible || redrewScreen {
            writer.output.append(cursor.isVisible ? Self.showCursor : Self.hideCursor)
        }
        writer.output.csi()
        writer.output.append(number: cursor.y + 1)
        writer.output.append(UInt8(ascii: ";"))
        writer.output.append(number: cursor.x + 1)
        writer.output.append(UInt8(ascii: "H"))
        placedCursor = cursor
    }
}
