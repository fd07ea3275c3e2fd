extension TerminalText {
    /// Whether `text` is printable ASCII only: one column per byte, nothing to sanitize, no
    /// grapheme clusters to find.
    ///
    /// - Complexity: O(bytes), without decoding.
    public static func isPrintableASCII(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            for byte in bytes where byte < 0x20 || byte > 0x7E { return false }
            return true
        }
    }

    /// The printable ASCII characters by code (0x20 to 0x7E), made once, so drawing ASCII text
    /// makes no `Character` per cell.
    static let printableASCII: [Character] = (0x20...0x7E).map { Character(Unicode.Scalar(UInt8($0))) }
}
