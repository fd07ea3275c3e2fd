import Foundation
import ReuseKit

/// A status line's text cut into pieces before its words, with where each piece starts on the
/// line: a piece drawn alone at its offset draws the glyphs the whole line draws there, so a
/// change of the line is laid out and drawn again only from its first changed piece.
///
/// A piece starts with a letter and holds one, so that its digits, signs and spaces take the
/// script of that letter, as they do in the whole line (alone, they would be shaped without
/// one, and some differ); and the glyphs' advances are whole points, so the pieces' widths add
/// up to the offsets the line gives them.
struct StatusLine: Equatable {
    /// The pieces, in order; joined, the text.
    let pieces: [Substring]
    /// Where each piece starts, in points from the line's start.
    let offsets: [CGFloat]
    /// The whole line's width.
    let width: CGFloat

    /// `text` cut into pieces, measured by `textSystem`.
    @MainActor
    init(_ text: String, textSystem: TextSystem) {
        var pieces: [Substring] = []
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        var index = scalars.startIndex
        var hasLetter = false
        while index < scalars.endIndex {
            let next = scalars.index(after: index)
            hasLetter = hasLetter || scalars[index].properties.isAlphabetic
            if hasLetter, scalars[index] == " ", next < scalars.endIndex,
                scalars[next].properties.isAlphabetic
            {
                pieces.append(text[start..<next])
                start = next
                hasLetter = false
            }
            index = next
        }
        if start < text.endIndex { pieces.append(text[start...]) }
        var offsets: [CGFloat] = []
        offsets.reserveCapacity(pieces.count)
        var x: CGFloat = 0
        for piece in pieces {
            offsets.append(x)
            x += textSystem.width(of: String(piece))
        }
        self.pieces = pieces
        self.offsets = offsets
        width = x
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
