import Foundation

/// How a label breaks text that is wider than it is, named as UIKit's `NSLineBreakMode`.
public enum LineBreakMode: Sendable, Hashable {
    /// Lines end between words (where the text system allows a break); a word wider than a
    /// line is broken between characters.
    case byWordWrapping
    /// Lines end between any two characters (grapheme clusters).
    case byCharWrapping
    /// Lines wrap as with `byWordWrapping`; the last line allowed ends in an ellipsis when text
    /// remains.
    case byTruncatingTail
}

/// The text layout a host gives the views it runs: how wide text is, how high a line is, and
/// where lines break. It reaches views through their `traitCollection`.
@MainActor
public protocol TextSystem: AnyObject {
    /// The width `text` takes on one line.
    func width(of text: String) -> CGFloat
    /// The height of one line of text.
    var lineHeight: CGFloat { get }
    /// `text` laid out in lines no wider than `width`; at most `numberOfLines` (0: no limit).
    func lines(of text: String, width: CGFloat, numberOfLines: Int, lineBreakMode: LineBreakMode) -> [String]
}

/// The text system of views outside any host: one point per character, one point per line,
/// lines broken after spaces and at newlines.
@MainActor
public final class PlainTextSystem: TextSystem {
    /// Creates the text system.
    public init() {}

    /// One point per character.
    public func width(of text: String) -> CGFloat { CGFloat(text.count) }

    /// One point.
    public var lineHeight: CGFloat { 1 }

    /// Lines broken after runs of spaces and at newlines.
    public func lines(of text: String, width: CGFloat, numberOfLines: Int, lineBreakMode: LineBreakMode)
        -> [String]
    {
        var breaks: [TextBreak] = []
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if character.isNewline {
                breaks.append(TextBreak(index: next, isMandatory: true))
            } else if character == " " && (next == text.endIndex || text[next] != " ") {
                breaks.append(TextBreak(index: next, isMandatory: false))
            }
            index = next
        }
        return TextWrapper(characterWidth: { _ in 1 }).lines(
            of: text, breaks: breaks, width: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode
        )
    }
}
