extension TerminalText {
    /// `text` made safe to draw: every scalar that a terminal would act on instead of showing
    /// is replaced by a visible stand-in, so user data can never inject escape sequences.
    ///
    /// - C0 controls U+0000–U+001F (tab, newline and ESC included) become their Control
    ///   Pictures `␀`…`␟` (ESC shows as `␛`), and DEL becomes `␡`;
    /// - C1 controls U+0080–U+009F (U+009B is a one-byte CSI to some terminals) become `�`;
    /// - bidirectional embeddings, overrides, isolates and marks (U+061C, U+200E, U+200F,
    ///   U+202A–U+202E, U+2066–U+2069), which reorder what follows them, become `�`.
    public static func sanitize(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsReplacement) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            scalars.append(needsReplacement(scalar) ? replacement(for: scalar) : scalar)
        }
        return String(scalars)
    }

    /// Whether `scalar` must not reach the terminal as it is.
    static func needsReplacement(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// The visible stand-in for a scalar that `needsReplacement` rejects.
    static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x00...0x1F: Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}"
        case 0x7F: "\u{2421}"
        default: "\u{FFFD}"
        }
    }
}
