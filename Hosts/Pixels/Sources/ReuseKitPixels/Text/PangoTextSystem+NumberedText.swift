import CCairo
import Foundation

/// A line of Latin text that ends in a number ("Row 12,345", "Total 1,234.50"): its words are
/// laid out once and shared by every line that starts with them; its number is drawn from the
/// numeral glyphs (``PangoTextSystem/numeralWidth(of:)``), as a whole layout of the line would
/// shape it. A list's titles and counts, new on every row that scrolls in, cost no layout.
struct NumberedText {
    /// The text before the number, up to and with the space before it.
    let prefix: String
    /// The number: numeral characters from a digit to the text's end, which is a digit.
    let number: Substring
    /// The prefix's width, where the number starts.
    let prefixWidth: CGFloat
    /// The whole line's width.
    let width: CGFloat
}

extension PangoTextSystem {
    /// `text` as words and a number, when it is one line of Latin text (letters below the IPA
    /// block, no control characters) with a letter, ending in a number after a space, and the
    /// font has numeral glyphs; `nil` otherwise.
    ///
    /// - Complexity: O(characters of `text`), and a layout of the words the first time they
    ///   are seen.
    func numberedText(_ text: String) -> NumberedText? {
        let scalars = text.unicodeScalars
        guard let last = scalars.last, ("0"..."9").contains(last) else { return nil }
        // The numeral characters the text ends with, and within them the first digit after a
        // space: where a line cut into pieces (`StatusLine`) would start the number.
        var start = scalars.endIndex
        while start > scalars.startIndex, Self.isNumeralCharacter(scalars[scalars.index(before: start)]) {
            start = scalars.index(before: start)
        }
        var hasLetter = false
        var index = scalars.startIndex
        while index < start {
            let scalar = scalars[index]
            guard scalar.value >= 0x20, scalar.value < 0x250, scalar.value != 0x7F else { return nil }
            hasLetter = hasLetter || scalar.properties.isAlphabetic
            index = scalars.index(after: index)
        }
        guard hasLetter else { return nil }
        while start < scalars.endIndex,
            !(("0"..."9").contains(scalars[start]) && start > scalars.startIndex
                && scalars[scalars.index(before: start)] == " ")
        {
            start = scalars.index(after: start)
        }
        guard start < scalars.endIndex, let numberWidth = numeralWidth(of: text[start...]) else { return nil }
        let prefix = String(text[..<start])
        let prefixWidth = width(of: prefix)
        return NumberedText(
            prefix: prefix, number: text[start...], prefixWidth: prefixWidth, width: prefixWidth + numberWidth
        )
    }
}
