import Foundation

/// Breaks text into lines that fit a width: at spaces between words, and anywhere between
/// characters of scripts written without spaces (Chinese, Japanese) or of a word too long for
/// a line.
@MainActor
public struct TextWrapper {
    /// The measurer widths come from.
    public let measurer: TextMeasuring

    /// Creates a wrapper.
    public init(measurer: TextMeasuring) {
        self.measurer = measurer
    }

    /// The lines of `text` at `width`; explicit newlines always break.
    public func wrap(_ text: String, width: CGFloat) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            wrapParagraph(Substring(paragraph), width: width, into: &lines)
        }
        return lines
    }

    private func wrapParagraph(_ paragraph: Substring, width: CGFloat, into lines: inout [String]) {
        var line = ""
        var lineWidth: CGFloat = 0
        var lastBreak: String.Index?
        for character in paragraph {
            let characterWidth = measurer.width(of: String(character))
            if lineWidth + characterWidth > width && !line.isEmpty {
                if let lastBreak, lastBreak > line.startIndex {
                    let head = String(line[..<lastBreak])
                    let tail = String(line[lastBreak...].drop { $0 == " " })
                    lines.append(trimmed(head))
                    line = tail
                    lineWidth = measurer.width(of: line)
                } else {
                    lines.append(trimmed(line))
                    line = ""
                    lineWidth = 0
                }
                lastBreak = nil
                if character == " " && line.isEmpty { continue }
            }
            line.append(character)
            lineWidth += characterWidth
            if character == " " || characterWidth > 1 || !character.isASCII {
                lastBreak = line.endIndex
            }
        }
        lines.append(trimmed(line))
    }

    private func trimmed(_ line: String) -> String {
        var result = line
        while result.last == " " { result.removeLast() }
        return result
    }
}
