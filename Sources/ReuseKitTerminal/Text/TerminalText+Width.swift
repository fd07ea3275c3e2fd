extension TerminalText {
    /// The number of terminal columns `character` occupies: 0, 1 or 2.
    ///
    /// A cluster takes the width of its first scalar that has one; marks and joiners add
    /// nothing, an emoji presentation selector (VS16) or a flag (two regional indicators)
    /// makes it two columns. Control characters have no width: sanitize text before drawing.
    public static func displayWidth(of character: Character) -> Int {
        if let ascii = character.asciiValue {
            return ascii >= 0x20 && ascii != 0x7F ? 1 : 0
        }
        var width = 0
        var baseIsEmoji = false
        var regionalIndicators = 0
        var emojiPresentation = false
        for scalar in character.unicodeScalars {
            if scalar.value == 0xFE0F {
                emojiPresentation = true
            } else if isRegionalIndicator(scalar) {
                regionalIndicators += 1
                if width == 0 { width = 1 }
            } else if width == 0 {
                width = displayWidth(of: scalar)
                baseIsEmoji = width > 0 && scalar.properties.isEmoji
            }
        }
        if width > 0 && (regionalIndicators >= 2 || (emojiPresentation && baseIsEmoji)) {
            return 2
        }
        return width
    }

    /// The number of terminal columns `text` occupies, summed over its grapheme clusters.
    public static func displayWidth(of text: String) -> Int {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return text.utf8.reduce(0) { $0 + ($1 >= 0x20 && $1 != 0x7F ? 1 : 0) }
        }
        return text.reduce(0) { $0 + displayWidth(of: $1) }
    }

    /// The width of a lone scalar: 0 for controls and zero-width scalars, 2 for wide ones.
    static func displayWidth(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (value >= 0x7F && value < 0xA0) { return 0 }
        if value < 0x300 { return 1 }
        if contains(value, in: WidthTable.zeroWidth) { return 0 }
        if contains(value, in: WidthTable.wide) { return 2 }
        // Emoji newer than the generated table still arrive with the standard library's data.
        if scalar.properties.isEmojiPresentation && !isRegionalIndicator(scalar) { return 2 }
        return 1
    }

    static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    /// Binary search over flattened, sorted `first, last` pairs.
    ///
    /// - Complexity: O(log n) in the number of ranges.
    static func contains(_ value: UInt32, in ranges: [UInt32]) -> Bool {
        var low = 0
        var high = ranges.count / 2
        while low < high {
            let middle = (low + high) / 2
            if value < ranges[2 * middle] {
                high = middle
            } else if value > ranges[2 * middle + 1] {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}
