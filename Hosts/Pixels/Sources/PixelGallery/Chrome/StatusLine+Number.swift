import Foundation
import ReuseKit
import ReuseKitPixels

extension StatusLine {
    /// `text` cut as `last` is, when the two differ only inside one of `last`'s numbers and
    /// `text` has numeral characters there (a row range that scrolled): the pieces before and
    /// after it are the same text in the same places, so they are taken over unmeasured and
    /// only the number is measured again; `nil` when the change reaches further.
    ///
    /// That is the line cut afresh: the text before the number is the same, so the cut reaches
    /// it alike, and the number still starts with a digit after the same space, holds only
    /// numeral characters, and ends before the same letter (or at the end).
    ///
    /// - Complexity: O(characters of `text` + pieces).
    @MainActor
    static func changingNumber(of last: StatusLine, to text: String, numerals: PangoTextSystem) -> StatusLine?
    {
        let (prefix, suffix) = alike(text, last.text)
        let (new, old) = (text.utf8, last.text.utf8)
        guard prefix < max(new.count, old.count) else { return nil }
        // The number of `last` that holds the whole change.
        var start = 0
        for (index, piece) in last.pieces.enumerated() {
            let end = start + piece.utf8.count
            if last.isNumeral[index], start <= prefix, old.count - suffix <= end {
                return replacing(
                    index, of: last, from: start, to: end + new.count - old.count, in: text, numerals)
            }
            start = end
        }
        return nil
    }

    /// `last` with its piece `index` replaced by `text`'s UTF-8 offsets `start..<end`, when that
    /// is a number; `nil` when it is not.
    @MainActor
    private static func replacing(
        _ index: Int, of last: StatusLine, from start: Int, to end: Int, in text: String,
        _ numerals: PangoTextSystem
    ) -> StatusLine? {
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: start)
        let upper = utf8.index(lower, offsetBy: end - start)
        let number = text[lower..<upper]
        guard let first = number.unicodeScalars.first, ("0"..."9").contains(first),
            let width = numerals.numeralWidth(of: number)
        else { return nil }
        var pieces: [Substring] = []
        pieces.reserveCapacity(last.pieces.count)
        var from = utf8.startIndex
        for (position, piece) in last.pieces.enumerated() {
            let to = position == index ? upper : utf8.index(from, offsetBy: piece.utf8.count)
            pieces.append(text[from..<to])
            from = to
        }
        var widths = last.widths
        widths[index] = width
        return StatusLine(text: text, pieces: pieces, isNumeral: last.isNumeral, widths: widths)
    }

    /// Where `self` and `other` may differ inside the one number they do not share, when that
    /// is all that differs and it is as wide in both: from the first changed character to the
    /// last; `nil` otherwise.
    @MainActor
    func changedSpan(insideNumberFrom other: StatusLine, numerals: PangoTextSystem) -> ClosedRange<CGFloat>? {
        guard widths == other.widths, isNumeral == other.isNumeral,
            pieces.indices.allSatisfy({ pieces[$0].utf8.count == other.pieces[$0].utf8.count })
        else { return nil }
        let (prefix, suffix) = Self.alike(text, other.text)
        let utf8 = text.utf8
        let changeEnd = utf8.count - suffix
        guard prefix < changeEnd else { return nil }
        var start = 0
        for (index, piece) in pieces.enumerated() {
            let end = start + piece.utf8.count
            defer { start = end }
            guard start <= prefix, changeEnd <= end else { continue }
            guard isNumeral[index] else { return nil }
            // The characters before the first changed byte, and from the one after the last.
            let scalars = piece.unicodeScalars
            var head = scalars.startIndex
            var offset = start
            while head < scalars.endIndex {
                let next = scalars.index(after: head)
                let nextOffset = offset + utf8.distance(from: head, to: next)
                if nextOffset > prefix { break }
                (head, offset) = (next, nextOffset)
            }
            var tail = head
            while tail < scalars.endIndex, offset < changeEnd {
                let next = scalars.index(after: tail)
                offset += utf8.distance(from: tail, to: next)
                tail = next
            }
            guard let before = numerals.numeralWidth(of: piece[..<head]),
                let after = numerals.numeralWidth(of: piece[tail...])
            else { return nil }
            return (offsets[index] + before)...(offsets[index] + widths[index] - after)
        }
        return nil
    }

    /// How many UTF-8 bytes `text` and `other` start with alike, and how many of the rest they
    /// end with alike.
    static func alike(_ text: String, _ other: String) -> (prefix: Int, suffix: Int) {
        var text = text
        var other = other
        return text.withUTF8 { new in
            other.withUTF8 { old in
                var prefix = 0
                while prefix < min(new.count, old.count), new[prefix] == old[prefix] { prefix += 1 }
                var suffix = 0
                while suffix < min(new.count, old.count) - prefix,
                    new[new.count - 1 - suffix] == old[old.count - 1 - suffix]
                {
                    suffix += 1
                }
                return (prefix, suffix)
            }
        }
    }
}
