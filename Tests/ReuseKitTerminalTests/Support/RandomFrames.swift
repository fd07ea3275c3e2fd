import ReuseKitCore
import TestSupport

@testable import ReuseKitTerminal

/// Random screen content for randomized tests: CJK, emoji, combining marks, colours, attributes.
enum RandomFrames {
    static let fragments = [
        "a", "b", "xyz", " ", "  ", "Hello", "漢", "字漢", "👩‍💻", "🇺🇸", "e\u{301}", "❤️", "❤", "─", "ｱ", "Ａ",
        "한", "1️⃣", "👍🏽", "\u{1B}[2J", "\t", "\u{202E}", "🇺", "🇸", "ᄀ", "ᅡ", "\u{301}",
    ]

    static let colors: [TerminalColor] = [
        .default, .rgb(255, 0, 0), .rgb(0, 128, 255), .rgb(30, 30, 30), .rgb(200, 200, 200), .rgb(12, 250, 7),
    ]

    static func style(using generator: inout SeededGenerator) -> CellStyle {
        if Bool.random(using: &generator) { return .plain }
        return CellStyle(
            foreground: colors.randomElement(using: &generator) ?? .default,
            background: colors.randomElement(using: &generator) ?? .default,
            attributes: TextAttributes(rawValue: UInt8.random(in: 0...31, using: &generator)))
    }

    static func text(using generator: inout SeededGenerator) -> String {
        (0..<Int.random(in: 1...6, using: &generator)).map { _ in
            fragments.randomElement(using: &generator) ?? "a"
        }.joined()
    }

    static func rect(in size: TerminalSize, using generator: inout SeededGenerator) -> CellRect {
        let x = Int.random(in: -2...size.columns, using: &generator)
        let y = Int.random(in: -2...size.rows, using: &generator)
        return CellRect(
            x: x, y: y, width: Int.random(in: 0...size.columns + 2, using: &generator),
            height: Int.random(in: 0...size.rows + 2, using: &generator))
    }

    /// Applies `count` random drawing operations to `buffer`.
    static func draw(_ count: Int, on buffer: inout ScreenBuffer, using generator: inout SeededGenerator) {
        let size = buffer.size
        for _ in 0..<count {
            let style = style(using: &generator)
            switch Int.random(in: 0..<10, using: &generator) {
            case 0:
                buffer.fill(
                    rect(in: size, using: &generator),
                    with: [" ", ".", "漢"].randomElement(using: &generator) ?? " ", style: style)
            case 1:
                buffer.drawBorder(rect(in: size, using: &generator), style: style, lines: .rounded)
            case 2:
                let pixels = (0..<(3 * 5 * 4)).map { _ in UInt8.random(in: 0...255, using: &generator) }
                buffer.drawImage(
                    Image(width: 3, height: 5, pixels: pixels), in: rect(in: size, using: &generator))
            default:
                let clip: CellRect? = Bool.random(using: &generator) ? rect(in: size, using: &generator) : nil
                buffer.put(
                    text(using: &generator), x: Int.random(in: -3..<max(1, size.columns), using: &generator),
                    y: Int.random(in: 0..<max(1, size.rows), using: &generator), style: style, clip: clip)
            }
        }
    }

    static func frame(_ size: TerminalSize, operations: Int, using generator: inout SeededGenerator)
        -> ScreenBuffer
    {
        var buffer = ScreenBuffer(size: size)
        draw(operations, on: &buffer, using: &generator)
        return buffer
    }
}
