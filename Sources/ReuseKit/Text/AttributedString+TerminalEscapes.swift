import Foundation

extension AttributedString {
    /// Text from data written for a terminal (a log, a program's output), its SGR colour
    /// sequences (`ESC [ … m`) turned into runs of ReuseKit's attributes and its tabs expanded.
    ///
    /// Only SGR is read: reset, bold, dim, underline, the 16 colours, 256 colours and RGB, in
    /// front and behind, and their defaults (see `AttributeScopes.ReuseKitAttributes`). Every
    /// other escape sequence and control character, and any sequence that is not well formed,
    /// stays in the text as it is, so a host shows it as a visible symbol: nothing in the data
    /// moves a cursor or changes a terminal. The 16 colours are xterm's, not a terminal theme's.
    ///
    /// A tab becomes the spaces to the next multiple of `tabWidth` columns, counted in
    /// characters (grapheme clusters) from the line's start, without attributes, as a terminal
    /// moves its cursor over cells without painting them; a `tabWidth` of 0 or `nil` keeps tabs.
    ///
    /// ```swift
    /// label.attributedText = AttributedString(terminalEscapedText: "\u{1B}[1;31mERROR\u{1B}[0m\tdisk full")
    /// ```
    /// - Complexity: O(n) in the text's length.
    public init(terminalEscapedText text: String, tabWidth: Int? = 8) {
        var builder = TerminalEscapedTextBuilder(tabWidth: tabWidth.flatMap { $0 > 0 ? $0 : nil })
        builder.read(text)
        self = builder.result
    }
}

/// Reads terminal output piece by piece: the text between sequences keeps the attributes the
/// sequences before it set.
private struct TerminalEscapedTextBuilder {
    let tabWidth: Int?
    var result = AttributedString()
    var attributes = AttributeContainer()
    /// The current line's characters since `countedColumns` were counted (starting with the last
    /// one counted, so a mark that joins it is not counted twice), for tab stops.
    var line = ""
    var countedColumns = 0
    /// Where the current line began in the text.
    var lineStart: String.Index

    init(tabWidth: Int?) {
        self.tabWidth = tabWidth
        lineStart = "".startIndex
    }

    mutating func read(_ text: String) {
        let scalars = text.unicodeScalars
        lineStart = scalars.startIndex
        var pieceStart = scalars.startIndex
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if scalar == "\u{1B}",
                let (parameters, end) = SelectGraphicRendition.sequence(in: scalars, at: index)
            {
                append(scalars, pieceStart..<index)
                SelectGraphicRendition.apply(parameters, to: &attributes)
                index = end
                pieceStart = end
                continue
            }
            let next = scalars.index(after: index)
            if scalar == "\t", let tabWidth {
                append(scalars, pieceStart..<index)
                expandTab(width: tabWidth)
                pieceStart = next
            } else if Self.isNewline(scalar) {
                line = ""
                countedColumns = 0
                lineStart = next
            }
            index = next
        }
        append(scalars, pieceStart..<scalars.endIndex)
    }

    private mutating func append(_ scalars: String.UnicodeScalarView, _ range: Range<String.Index>) {
        guard !range.isEmpty else { return }
        result.append(AttributedString(String(scalars[range]), attributes: attributes))
        if tabWidth != nil {
            line.unicodeScalars.append(
                contentsOf: scalars[max(range.lowerBound, lineStart)..<range.upperBound])
        }
    }

    private mutating func expandTab(width: Int) {
        let column = countedColumns + line.count
        let spaces = width - column % width
        result.append(AttributedString(String(repeating: " ", count: spaces)))
        countedColumns = column + spaces - 1
        line = " "
    }

    /// Whether `scalar` ends a line (what makes a `Character` a newline).
    private static func isNewline(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }
}
