import Foundation

/// A stretch of one line of a label drawn in one style, and where it starts on its line.
struct TextRun: Equatable {
    /// The characters, as the line shows them.
    var text: String
    /// How they are drawn.
    var style: TextStyle
    /// How far from the line's start they begin, in points of the text system.
    var x: CGFloat
}

extension TextRun {
    /// The runs of each line a text system made of `attributed`'s characters, each character
    /// drawn in `base` with its attributes put over it.
    ///
    /// A text system's lines are the text's characters in order, less the spaces and the newline
    /// that end each line, the last one allowed ending in an ellipsis when text was cut; so each
    /// line is found in the text where the one before it ended, past those spaces and newlines. The ellipsis takes the style of
    /// the character before it. A character the text system shows differently (a text system of
    /// an app's own may) takes the style before it rather than a wrong one.
    /// - Complexity: O(characters + runs), plus one measuring per run that does not start a line.
    @MainActor
    static func lines(
        of attributed: AttributedString, lines: [String], base: TextStyle, textSystem: TextSystem
    ) -> [[TextRun]] {
        var styles = StyleLookup(attributed, base: base)
        let source = String(attributed.characters)
        var cursor = source.startIndex
        var scalarOffset = 0
        var result: [[TextRun]] = []
        result.reserveCapacity(lines.count)
        for line in lines {
            // Between the last line's characters and this one's lie the spaces and newline
            // that ended it; this line may itself begin with spaces of the same stretch (a text
            // system may break inside a run of spaces), so it takes the stretch's last ones.
            let leading = line.prefix { $0 == " " }.count
            var stretch = 0
            var probe = cursor
            while probe < source.endIndex, source[probe] == " " || source[probe].isNewline {
                stretch += 1
                probe = source.index(after: probe)
            }
            if stretch >= leading, let first = line.dropFirst(leading).first, probe < source.endIndex,
                source[probe] == first
            {
                for _ in 0..<(stretch - leading) {
                    scalarOffset += source[cursor].unicodeScalars.count
                    cursor = source.index(after: cursor)
                }
            }
            var runs: [TextRun] = []
            var runStart = line.startIndex
            var runStyle: TextStyle?
            var matching = true
            for index in line.indices {
                let style: TextStyle
                if matching, cursor < source.endIndex, source[cursor] == line[index] {
                    style = styles.style(atScalar: scalarOffset)
                    scalarOffset += source[cursor].unicodeScalars.count
                    cursor = source.index(after: cursor)
                } else {
                    matching = false
                    style =
                        runStyle ?? (cursor < source.endIndex ? styles.style(atScalar: scalarOffset) : base)
                }
                if let current = runStyle, current != style {
                    runs.append(run(line, runStart..<index, current, textSystem))
                    runStart = index
                }
                runStyle = style
            }
            if let runStyle { runs.append(run(line, runStart..<line.endIndex, runStyle, textSystem)) }
            result.append(runs)
        }
        return result
    }

    @MainActor
    private static func run(
        _ line: String, _ range: Range<String.Index>, _ style: TextStyle, _ text: TextSystem
    )
        -> TextRun
    {
        let x = range.lowerBound == line.startIndex ? 0 : text.width(of: String(line[..<range.lowerBound]))
        return TextRun(text: String(line[range]), style: style, x: x)
    }
}

/// The style at each unicode scalar of an attributed string, asked in increasing order.
///
/// Scalars rather than characters: an attribute run may begin inside a grapheme cluster (on a
/// combining mark), and a character takes the style of its first scalar.
private struct StyleLookup {
    /// Where each run of one style ends, in scalars from the start, ascending.
    var ends: [Int] = []
    var styles: [TextStyle] = []
    var next = 0
    let base: TextStyle

    init(_ attributed: AttributedString, base: TextStyle) {
        self.base = base
        var offset = 0
        for run in attributed.runs {
            offset += attributed.unicodeScalars[run.range].count
            let style = base.applying(run)
            if let last = styles.last, last == style {
                ends[ends.count - 1] = offset
            } else {
                ends.append(offset)
                styles.append(style)
            }
        }
    }

    /// The style of the scalar at `offset`, never less than the offset asked before.
    mutating func style(atScalar offset: Int) -> TextStyle {
        while next < ends.count - 1 && ends[next] <= offset { next += 1 }
        return styles.isEmpty ? base : styles[next]
    }
}
