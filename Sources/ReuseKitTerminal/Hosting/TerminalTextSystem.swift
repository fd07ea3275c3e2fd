import Foundation
import ReuseKit

/// Lays text out as a terminal shows it: widths per grapheme cluster (East Asian wide
/// characters and emoji take two columns, marks none, control characters the one column of
/// their visible stand-in), lines broken by the Unicode Line Breaking Algorithm (UAX #14) and
/// never inside a cluster, one row a line; in points, as its grid's cells measure.
@MainActor
public final class TerminalTextSystem: TextSystem {
    /// How points meet the cells.
    public let grid: TerminalGrid
    private let columnWidth: CGFloat

    /// Creates the text system of a terminal whose cells are `grid.cellSize` points.
    public init(grid: TerminalGrid = .standard) {
        self.grid = grid
        columnWidth = grid.cellSize.width
    }

    /// The points of the columns `text` takes once sanitized.
    public func width(of text: String) -> CGFloat {
        CGFloat(TerminalText.displayWidth(of: TerminalText.sanitize(text))) * columnWidth
    }

    /// One row.
    public var lineHeight: CGFloat { grid.cellSize.height }

    /// `text` broken at UAX #14's opportunities that fall between grapheme clusters.
    public func lines(of text: String, width: CGFloat, numberOfLines: Int, lineBreakMode: LineBreakMode)
        -> [String]
    {
        // Most labels hold one short line: no breaks to find when it fits as it is.
        if !text.isEmpty, width > 0, text.last != " ", !text.contains(where: \.isNewline),
            self.width(of: text) <= width
        {
            return [text]
        }
        let columnWidth = columnWidth
        return TextWrapper(characterWidth: { Self.columns(of: $0) * columnWidth }).lines(
            of: text, breaks: Self.breaks(in: text), width: width, numberOfLines: numberOfLines,
            lineBreakMode: lineBreakMode)
    }

    /// The columns one cluster takes once sanitized.
    static func columns(of character: Character) -> CGFloat {
        if let ascii = character.asciiValue, ascii >= 0x20, ascii != 0x7F { return 1 }
        return CGFloat(TerminalText.displayWidth(of: TerminalText.sanitize(String(character))))
    }

    /// UAX #14's break opportunities in `text` at cluster boundaries, as string indexes; one
    /// that falls inside a cluster (which the algorithm allows in a few sequences of marks and
    /// joiners) is left out, so no line splits a cluster.
    static func breaks(in text: String) -> [TextBreak] {
        let opportunities = LineBreaker.opportunities(in: text.unicodeScalars)
        var result: [TextBreak] = []
        result.reserveCapacity(opportunities.count)
        var next = opportunities.startIndex
        var offset = 0
        var index = text.startIndex
        while index < text.endIndex, next < opportunities.endIndex {
            let after = text.index(after: index)
            offset += text.unicodeScalars[index..<after].count
            while next < opportunities.endIndex && opportunities[next].offset < offset { next += 1 }
            if next < opportunities.endIndex && opportunities[next].offset == offset {
                result.append(TextBreak(index: after, isMandatory: opportunities[next].isMandatory))
                next += 1
            }
            index = after
        }
        return result
    }
}
