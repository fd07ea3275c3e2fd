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
    /// The pieces, in order; joined, the text.
    let pieces: [Substring]
    /// Whether each piece is a number drawn from the numeral glyphs.
    let isNumeral: [Bool]
    /// Where each piece starts, in points from the line's start.
    let offsets: [CGFloat]
    /// The whole line's width.
    let width: CGFloat

    /// `text` cut into pieces, measured by `textSystem`.
    @MainActor
    init(_ text: String, textSystem: TextSystem) {
        let numerals = textSystem as? PangoTextSystem
        // Each piece, with its width when it is a number drawn from the numeral glyphs.
        var cuts: [(piece: Substring, numeral: CGFloat?)] = []
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        var index = scalars.startIndex
        var hasLetter = false
        var isLatin = true
        while index < scalars.endIndex {
            let scalar = scalars[index]
            var next = scalars.index(after: index)
            if scalar.properties.isAlphabetic {
                hasLetter = true
                isLatin = isLatin && scalar.value < 0x250
            }
            if hasLetter, scalar == " ", next < scalars.endIndex {
                if scalars[next].properties.isAlphabetic {
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
            }
            index = next
        }
        if start < scalars.endIndex { cuts.append((text[start...], nil)) }
        var offsets: [CGFloat] = []
        offsets.reserveCapacity(cuts.count)
        var x: CGFloat = 0
        for cut in cuts {
            offsets.append(x)
            x += cut.numeral ?? textSystem.width(of: String(cut.piece))
        }
        pieces = cuts.map(\.piece)
        isNumeral = cuts.map { $0.numeral != nil }
        self.offsets = offsets
        width = x
    }

    /// The end of the number that starts at `start` (a digit) with the spaces after it, when a
    /// word or the text's end follows it.
    private static func numeralEnd(in scalars: String.UnicodeScalarView, from start: String.Index)
        -> String.Index?
    {
        guard ("0"..."9").contains(scalars[start]) else { return nil }
        var end = start
        while end < scalars.endIndex, PangoTextSystem.numeralCharacters.unicodeScalars.contains(scalars[end])
        {
            end = scalars.index(after: end)
        }
        guard end == scalars.endIndex || scalars[end].properties.isAlphabetic else { return nil }
        return end
    }

    /// The part of the line, in points from its start, where it and `other` may differ: from
    /// the first piece that changed to the end of the longer line; `nil` when they are the same.
    func changedSpan(from other: StatusLine) -> ClosedRange<CGFloat>? {
        let same = zip(pieces, other.pieces).prefix { $0 == $1 }.count
        guard same < max(pieces.count, other.pieces.count) else { return nil }
        let start = same < offsets.count ? offsets[same] : other.offsets[same]
        return start...max(width, other.width)
    }
}
