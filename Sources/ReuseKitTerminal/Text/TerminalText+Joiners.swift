extension TerminalText {
    /// `character` without the zero width joiners that end it.
    ///
    /// A joiner joins only when something follows it in the same cluster (an emoji ZWJ
    /// sequence); at a cluster's end it joins nothing in Unicode, but terminals glue the next
    /// character printed onto the cell before it, which moves every later cell of the row.
    static func withoutTrailingJoiners(_ character: Character) -> Character {
        guard character.unicodeScalars.last == zeroWidthJoiner else { return character }
        var scalars = String.UnicodeScalarView(character.unicodeScalars)
        while scalars.last == zeroWidthJoiner { scalars.removeLast() }
        return String(scalars).first ?? " "
    }

    static let zeroWidthJoiner: Unicode.Scalar = "\u{200D}"
}
