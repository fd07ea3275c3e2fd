import Foundation
import ReuseKit
import ReuseKitPixels

/// A status line's text cut into pieces before its words, with where each piece starts on the
/// line: a piece drawn alone at its offset draws the glyphs the whole line draws there, so a
/// change of the line is laid out and drawn again only from its first changed piece.
///
/// A piece starts with a letter and holds one, so that its digits, signs and spaces take the
/// script of that letter, as they do in the whole line (alone, they would be shaped without
/// one, and some differ); and the glyphs' advances are whole points, so the pieces' widths add
/// up to the offsets the line gives them. A number after a Latin word, before another word or
/// at the end, is a piece of its own drawn from glyphs shaped once
/// (``PangoTextSystem/numeralWidth(of:)``): a row range that changes as the list scrolls is
/// not laid out at all.
struct StatusLine: Equatable {
    /// The text.
    let text: String
    /// The pieces, in order; joined, the text.
    let pieces: [Substring]
    /// Whether each piece is a number drawn from the numeral glyphs.
    let isNumeral: [Bool]
    /// Each piece's width, in points.
    let widths: [CGFloat]
    /// Where each piece starts, in points from the line's start.
    let offsets: [CGFloat]
    /// The whole line's width.
    let width: CGFloat

    /// `text` cut into pieces, measured by `textSystem`; the pieces of `last` (a line measured
    /// by the same text system) that the two texts end with alike are taken over unmeasured.
    ///
    /// - Complexity: O(characters up to the part `text` ends with alike `last`).
    @MainActor
    init(_ text: String, textSystem: TextSystem, last: StatusLine? = nil) {
        let numerals = textSystem as? PangoTextSystem
        if let last, let numerals, let changed = Self.changingNumber(of: last, to: text, numerals: numerals) {
            self = changed
            return
        }
        // Each piece, with its width when it is a number drawn from the numeral glyphs.
        var cuts: [(piece: Substring, numeral: CGFloat?)] = []
        let resume = last.flatMap { Self.resumption(of: text, after: $0) }
        var taken = 0
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        var index = scalars.startIndex
        var hasLetter = false
        var isLatin = true
        while index < scalars.endIndex {
            let scalar = scalars[index]
            var next = scalars.index(after: index)
            if Self.isLetter(scalar) {
                hasLetter = true
                isLatin = isLatin && scalar.value < 0x250
            }
            if hasLetter, scalar == " ", next < scalars.endIndex {
                if Self.isLetter(scalars[next]) {
                    cuts.append((text[start..<next], nil))
                    (start, hasLetter, isLatin) = (next, false, true)
                } else if isLatin, let end = Self.numeralEnd(in: scalars, from: next),
                    let width = numerals?.numeralWidth(of: text[next..<end])
                {
                    cuts.append((text[start..<next], nil))
                    cuts.append((text[next..<end], width))
                    (start, hasLetter, isLatin) = (end, false, true)
                    next = end
                }
                // From a fresh piece where the last line had one in the same text, the cut goes
                // on as it went there.
                if let resume, start == resume.index, !hasLetter {
                    taken = resume.piece
                    break
                }
            }
            index = next
        }
        var widths = cuts.map { $0.numeral ?? textSystem.width(of: String($0.piece)) }
        var isNumeral = cuts.map { $0.numeral != nil }
        var pieces = cuts.map(\.piece)
        if let last, let resume, taken > 0 {
            let utf8 = text.utf8
            var from = resume.index
            for piece in last.pieces[taken...] {
                let to = utf8.index(from, offsetBy: piece.utf8.count)
                pieces.append(text[from..<to])
                from = to
            }
            widths += last.widths[taken...]
            isNumeral += last.isNumeral[taken...]
        } else if start < scalars.endIndex {
            pieces.append(text[start...])
            widths.append(textSystem.width(of: String(text[start...])))
            isNumeral.append(false)
        }
        self.init(text: text, pieces: pieces, isNumeral: isNumeral, widths: widths)
    }

    /// A line of `pieces` of `text` with their kinds and widths, each starting where the last
    /// ends.
    init(text: String, pieces: [Substring], isNumeral: [Bool], widths: [CGFloat]) {
        var offsets: [CGFloat] = []
        offsets.reserveCapacity(widths.count)
        var x: CGFloat = 0
        for width in widths {
            offsets.append(x)
            x += width
        }
        self.text = text
        self.pieces = pieces
        self.isNumeral = isNumeral
        self.widths = widths
        self.offsets = offsets
        width = x
    }

    /// Where in `text` a piece of `last` starts that begins afresh (with a letter, as a cut
    /// leaves it) inside the part both texts end with alike: its index in `text`, and its number
    /// in `last`.
    private static func resumption(of text: String, after last: StatusLine) -> (
        index: String.Index, piece: Int
    )? {
        let new = text.utf8
        let old = last.text.utf8
        var alike = 0
        var (newEnd, oldEnd) = (new.endIndex, old.endIndex)
        while newEnd > new.startIndex, oldEnd > old.startIndex {
            (newEnd, oldEnd) = (new.index(before: newEnd), old.index(before: oldEnd))
            guard new[newEnd] == old[oldEnd] else { break }
            alike += 1
        }
        var offset = 0
        for (number, piece) in last.pieces.enumerated() {
            defer { offset += piece.utf8.count }
            guard number > 0, offset >= old.count - alike, !last.isNumeral[number],
                let first = piece.unicodeScalars.first, isLetter(first)
            else { continue }
            return (new.index(new.startIndex, offsetBy: offset + new.count - old.count), number)
        }
        return nil
    }

    /// The end of the number that starts at `start` (a digit) with the spaces after it, when a
    /// word or the text's end follows it.
    private static func numeralEnd(in scalars: String.UnicodeScalarView, from start: String.Index)
        -> String.Index?
    {
        guard ("0"..."9").contains(scalars[start]) else { return nil }
        var end = start
        while end < scalars.endIndex, PangoTextSystem.isNumeralCharacter(scalars[end]) {
            end = scalars.index(after: end)
        }
        guard end == scalars.endIndex || isLetter(scalars[end]) else { return nil }
        return end
    }

    /// Whether `scalar` is a letter: an ASCII one is told at once, without the Unicode tables.
    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.isASCII else { return scalar.properties.isAlphabetic }
        return (0x61...0x7A).contains(scalar.value | 0x20)
    }

    /// The part of the line, in points from its start, where it and `other` may differ: from
    /// the first piece that changed to the last, or to the end of the longer line when the
    /// lines' ends are not the same pieces in the same places; `nil` when they are the same.
    func changedSpan(from other: StatusLine) -> ClosedRange<CGFloat>? {
        let same = zip(pieces, other.pieces).prefix { $0 == $1 }.count
        guard same < max(pieces.count, other.pieces.count) else { return nil }
        let start = same < offsets.count ? offsets[same] : other.offsets[same]
        // The pieces both lines end with, in the same places (a range of as many digits).
        var alike = 0
        while alike < min(pieces.count, other.pieces.count) - same {
            let (mine, theirs) = (pieces.count - 1 - alike, other.pieces.count - 1 - alike)
            guard pieces[mine] == other.pieces[theirs], offsets[mine] == other.offsets[theirs] else { break }
            alike += 1
        }
        return start...(alike > 0 ? offsets[pieces.count - alike] : max(width, other.width))
    }
}
