import Foundation

/// A place where a text system allows a line to end: before `index`.
package struct TextBreak: Equatable, Sendable {
    /// The first character of the next line; a grapheme cluster boundary.
    package var index: String.Index
    /// Whether the line must end here (a newline).
    package var isMandatory: Bool

    /// Creates a break.
    package init(index: String.Index, isMandatory: Bool) {
        self.index = index
        self.isMandatory = isMandatory
    }
}

/// Fills lines greedily from the breaks a text system finds, for every `LineBreakMode`: text
/// systems decide where lines may end and how wide characters are, this decides where they do.
@MainActor
package struct TextWrapper {
    /// The width of one character (grapheme cluster).
    package let characterWidth: (Character) -> CGFloat

    /// Creates a wrapper measuring characters with `characterWidth`.
    package init(characterWidth: @escaping (Character) -> CGFloat) {
        self.characterWidth = characterWidth
    }

    /// The lines of `text` at `width`, breaking at `breaks` (sorted, at character boundaries).
    ///
    /// Spaces at the end of a line and the newline that ends it are not part of it. A word
    /// wider than the line is broken between characters.
    /// - Complexity: O(characters).
    package func lines(
        of text: String, breaks: [TextBreak], width: CGFloat, numberOfLines: Int, lineBreakMode: LineBreakMode
    ) -> [String] {
        guard width > 0, !text.isEmpty else { return [] }
        var filler = LineFiller(text: text, width: width, limit: numberOfLines, measure: characterWidth)
        var nextBreak = breaks.startIndex
        var index = text.startIndex
        while index < text.endIndex && !filler.isFull {
            let next = text.index(after: index)
            while nextBreak < breaks.endIndex && breaks[nextBreak].index < next { nextBreak += 1 }
            let breakHere = nextBreak < breaks.endIndex && breaks[nextBreak].index == next
            let mandatory = breakHere && breaks[nextBreak].isMandatory
            filler.append(
                index, allowsBreakAfter: breakHere || lineBreakMode == .byCharWrapping, mandatory: mandatory)
            index = next
        }
        filler.finish()
        var result = filler.lines.map { String(text[$0]).trimmingLineEnd() }
        if lineBreakMode == .byTruncatingTail, let last = filler.lines.last, last.upperBound < text.endIndex {
            result[result.count - 1] = truncated(text[last.lowerBound...], width: width)
        }
        return result
    }

    /// `text` up to its first newline, cut to `width` with an ellipsis.
    private func truncated(_ text: Substring, width: CGFloat) -> String {
        let line = text.prefix { !$0.isNewline }
        let ellipsis: Character = "…"
        let room = width - characterWidth(ellipsis)
        var used: CGFloat = 0
        var end = line.startIndex
        for index in line.indices {
            let characterWidth = characterWidth(line[index])
            if used + characterWidth > room { break }
            used += characterWidth
            end = line.index(after: index)
        }
        return String(line[..<end]).trimmingLineEnd() + String(ellipsis)
    }
}

/// The state of greedy filling: the lines so far, the line being filled and its last break.
@MainActor
private struct LineFiller {
    let text: String
    let width: CGFloat
    let limit: Int
    let measure: (Character) -> CGFloat
    var lines: [Range<String.Index>] = []
    var lineStart: String.Index
    /// The width of the line so far.
    var lineWidth: CGFloat = 0
    /// The last place the line may end, and the width of the line's text after it.
    var lastBreak: String.Index?
    var widthAfterBreak: CGFloat = 0

    init(text: String, width: CGFloat, limit: Int, measure: @escaping (Character) -> CGFloat) {
        self.text = text
        self.width = width
        self.limit = limit
        self.measure = measure
        lineStart = text.startIndex
    }

    var isFull: Bool { limit > 0 && lines.count >= limit }

    mutating func append(_ index: String.Index, allowsBreakAfter: Bool, mandatory: Bool) {
        let character = text[index]
        let next = text.index(after: index)
        // Spaces and newlines may hang past the edge: they are trimmed from the line's end.
        let hangs = character == " " || character.isNewline
        let characterWidth = character.isNewline ? 0 : measure(character)
        while !hangs && lineWidth + characterWidth > width && index > lineStart && !isFull {
            if let lastBreak, lastBreak > lineStart {
                let carried = widthAfterBreak
                end(at: lastBreak)
                lineWidth = carried
            } else {
                // No break in the line: the word is wider than a line and breaks here.
                end(at: index)
                lineWidth = 0
            }
        }
        lineWidth += characterWidth
        widthAfterBreak += characterWidth
        if mandatory {
            end(at: next)
            lineWidth = 0
        } else if allowsBreakAfter {
            lastBreak = next
            widthAfterBreak = 0
        }
    }

    private mutating func end(at index: String.Index) {
        guard !isFull else { return }
        lines.append(lineStart..<index)
        lineStart = index
        lastBreak = nil
        widthAfterBreak = 0
    }

    mutating func finish() {
        if lineStart < text.endIndex && !isFull { lines.append(lineStart..<text.endIndex) }
    }
}

extension String {
    /// The line without the spaces and newline that end it.
    fileprivate func trimmingLineEnd() -> String {
        var result = self
        while let last = result.last, last == " " || last.isNewline { result.removeLast() }
        return result
    }
}
