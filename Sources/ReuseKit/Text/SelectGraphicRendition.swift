import Foundation

/// ECMA-48's Select Graphic Rendition (`ESC [ … m`): finding the sequences in text and turning
/// their parameters into ReuseKit's attributes. Nothing else a terminal would act on is read.
enum SelectGraphicRendition {
    /// The parameters of the SGR sequence starting at `start` (an ESC), and the index after
    /// it; `nil` unless the scalars from `start` are ESC, `[`, digits and semicolons, then `m`.
    ///
    /// An empty parameter is 0, as terminals read it; a huge number is kept at 1,000,000 (it
    /// means nothing either way).
    /// - Complexity: O(length of the sequence).
    static func sequence(in scalars: String.UnicodeScalarView, at start: String.Index)
        -> (parameters: [Int], end: String.Index)?
    {
        guard start < scalars.endIndex, scalars[start] == "\u{1B}" else { return nil }
        var index = scalars.index(after: start)
        guard index < scalars.endIndex, scalars[index] == "[" else { return nil }
        index = scalars.index(after: index)
        var parameters: [Int] = []
        var current = 0
        while index < scalars.endIndex {
            let scalar = scalars[index]
            index = scalars.index(after: index)
            switch scalar.value {
            case 0x30...0x39: current = min(current * 10 + Int(scalar.value - 0x30), 1_000_000)
            case 0x3B:
                parameters.append(current)
                current = 0
            case 0x6D:
                parameters.append(current)
                return (parameters, index)
            default: return nil
            }
        }
        return nil
    }

    /// `attributes` changed as a terminal changes its pen for `parameters`: reset (0), bold
    /// (1), dim (2), underline (4), normal intensity (22), no underline (24), the 16 colours
    /// (30–37, 90–97; 40–47, 100–107 behind), 256 colours (38;5;n, 48;5;n), RGB (38;2;r;g;b,
    /// 48;2;r;g;b) and the defaults (39, 49).
    ///
    /// What these attributes cannot show (italic, blink, reverse, …) is skipped; an extended
    /// colour that is incomplete or out of range ends the sequence, since where its parameters
    /// end is unknown.
    static func apply(_ parameters: [Int], to attributes: inout AttributeContainer) {
        var index = 0
        while index < parameters.count {
            let code = parameters[index]
            index += 1
            switch code {
            case 0: attributes = AttributeContainer()
            case 1: attributes.isBold = true
            case 2: attributes.isDim = true
            case 4: attributes.underlineStyle = .single
            case 22:
                attributes.isBold = nil
                attributes.isDim = nil
            case 24: attributes.underlineStyle = nil
            case 30...37: attributes.foregroundColor = Color.terminalBasicColors[code - 30]
            case 90...97: attributes.foregroundColor = Color.terminalBasicColors[code - 90 + 8]
            case 40...47: attributes.backgroundColor = Color.terminalBasicColors[code - 40]
            case 100...107: attributes.backgroundColor = Color.terminalBasicColors[code - 100 + 8]
            case 39: attributes.foregroundColor = nil
            case 49: attributes.backgroundColor = nil
            case 38, 48:
                guard let (color, count) = extendedColor(parameters[index...]) else { return }
                index += count
                if code == 38 {
                    attributes.foregroundColor = color
                } else {
                    attributes.backgroundColor = color
                }
            default: break
            }
        }
    }

    /// The colour of `5;n` or `2;r;g;b` at the start of `parameters`, and how many it took.
    private static func extendedColor(_ parameters: ArraySlice<Int>) -> (Color, Int)? {
        let values = Array(parameters.prefix(4))
        switch values.first {
        case 5:
            guard values.count >= 2, values[1] <= 255 else { return nil }
            return (Color.terminalPaletteColor(values[1]), 2)
        case 2:
            guard values.count >= 4, values[1...3].allSatisfy({ $0 <= 255 }) else { return nil }
            return (Color(red: UInt8(values[1]), green: UInt8(values[2]), blue: UInt8(values[3])), 4)
        default: return nil
        }
    }
}
