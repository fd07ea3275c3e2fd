import ReuseKit

extension NumberFormat {
    /// `text` padded with spaces on the left to `width` columns.
    public static func padLeft(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - TerminalText.displayWidth(of: text))) + text
    }

    /// `text` padded with spaces on the right to `width` columns.
    public static func padRight(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - TerminalText.displayWidth(of: text)))
    }
}
