@testable import ReuseKitTerminal

extension TerminalModel {
    /// Interprets the escape sequence at `start`; returns the index after it.
    mutating func escape(_ bytes: [UInt8], from start: Int) -> Int {
        guard start + 1 < bytes.count else {
            anomalies.append("lone ESC at the end")
            return bytes.count
        }
        guard bytes[start + 1] == UInt8(ascii: "[") else {
            anomalies.append("ESC \(bytes[start + 1])")
            return start + 2
        }
        var index = start + 2
        var isPrivate = false
        if index < bytes.count && bytes[index] == UInt8(ascii: "?") {
            isPrivate = true
            index += 1
        }
        let parameterStart = index
        while index < bytes.count && (0x30...0x3B).contains(bytes[index]) { index += 1 }
        guard index < bytes.count else {
            anomalies.append("unterminated CSI")
            return bytes.count
        }
        let parameters = bytes[parameterStart..<index].split(
            separator: UInt8(ascii: ";"), omittingEmptySubsequences: false
        )
        .map { field in field.isEmpty ? nil : Int(String(decoding: field, as: UTF8.self)) }
        let final = Character(Unicode.Scalar(bytes[index]))
        if isPrivate {
            privateMode(parameters, final: final)
        } else {
            controlSequence(parameters, final: final)
        }
        return index + 1
    }

    private mutating func privateMode(_ parameters: [Int?], final: Character) {
        guard final == "h" || final == "l", let mode = parameters.first ?? nil else {
            anomalies.append("CSI ? \(parameters) \(final)")
            return
        }
        if mode == 2026 {
            if synchronizedUpdate == (final == "h") { anomalies.append("unbalanced synchronized update") }
            synchronizedUpdate = final == "h"
        }
        privateModes[mode] = final == "h"
    }

    private mutating func controlSequence(_ parameters: [Int?], final: Character) {
        func parameter(_ position: Int, default value: Int = 1) -> Int {
            guard position < parameters.count, let given = parameters[position], given != 0 else {
                return value
            }
            return given
        }
        if final != "m" { pendingWrap = false }
        switch final {
        case "H", "f":
            cursor = (min(columns, parameter(1)) - 1, min(rows, parameter(0)) - 1)
        case "A":
            cursor.y = max(0, cursor.y - parameter(0))
        case "B":
            cursor.y = min(rows - 1, cursor.y + parameter(0))
        case "C":
            cursor.x = min(columns - 1, cursor.x + parameter(0))
        case "D":
            cursor.x = max(0, cursor.x - parameter(0))
        case "G":
            cursor.x = min(columns, parameter(0)) - 1
        case "d":
            cursor.y = min(rows, parameter(0)) - 1
        case "J":
            eraseInDisplay(parameter(0, default: 0))
        case "K":
            eraseInLine(parameter(0, default: 0))
        case "m":
            selectGraphicRendition(parameters)
        case "r":
            let top = parameter(0) - 1
            let bottom = min(rows, parameter(1, default: rows)) - 1
            if top < bottom {
                marginTop = top
                marginBottom = bottom
            } else {
                anomalies.append("bad margins \(parameters)")
            }
            cursor = (0, 0)
        case "S":
            scroll(up: parameter(0))
        case "T":
            scroll(up: -parameter(0))
        default:
            anomalies.append("CSI \(parameters) \(final)")
        }
    }

    private mutating func eraseInDisplay(_ mode: Int) {
        let here = cursor.y * columns + cursor.x
        switch mode {
        case 0: erase(from: here, to: grid.count)
        case 1: erase(from: 0, to: here + 1)
        case 2: erase(from: 0, to: grid.count)
        default: anomalies.append("ED \(mode)")
        }
    }

    private mutating func eraseInLine(_ mode: Int) {
        let rowStart = cursor.y * columns
        switch mode {
        case 0: erase(from: rowStart + cursor.x, to: rowStart + columns)
        case 1: erase(from: rowStart, to: rowStart + cursor.x + 1)
        case 2: erase(from: rowStart, to: rowStart + columns)
        default: anomalies.append("EL \(mode)")
        }
        // Erasing half of a wide character leaves no half-character behind.
        if cursor.x > 0 && grid[rowStart + cursor.x].width != 0 && grid[rowStart + cursor.x - 1].width == 2 {
            grid[rowStart + cursor.x - 1] = .erased(background: rendition.background)
        }
    }

    private mutating func selectGraphicRendition(_ parameters: [Int?]) {
        var values = parameters.map { $0 ?? 0 }
        if values.isEmpty { values = [0] }
        var index = 0
        func color() -> EmittedColor? {
            guard index + 1 < values.count else { return nil }
            if values[index + 1] == 5, index + 2 < values.count {
                index += 2
                return .indexed(UInt8(clamping: values[index]))
            }
            if values[index + 1] == 2, index + 4 < values.count {
                index += 4
                return .rgb(
                    UInt8(clamping: values[index - 2]), UInt8(clamping: values[index - 1]),
                    UInt8(clamping: values[index]))
            }
            return nil
        }
        while index < values.count {
            switch values[index] {
            case 0: rendition = .plain
            case 1: rendition.attributes.insert(.bold)
            case 2: rendition.attributes.insert(.dim)
            case 3: rendition.attributes.insert(.italic)
            case 4: rendition.attributes.insert(.underline)
            case 7: rendition.attributes.insert(.reverse)
            case 22: rendition.attributes.subtract([.bold, .dim])
            case 23: rendition.attributes.remove(.italic)
            case 24: rendition.attributes.remove(.underline)
            case 27: rendition.attributes.remove(.reverse)
            case 39: rendition.foreground = .default
            case 49: rendition.background = .default
            case 38:
                guard let value = color() else { return anomalies.append("SGR \(values)") }
                rendition.foreground = value
            case 48:
                guard let value = color() else { return anomalies.append("SGR \(values)") }
                rendition.background = value
            default:
                anomalies.append("SGR \(values[index])")
            }
            index += 1
        }
    }
}
