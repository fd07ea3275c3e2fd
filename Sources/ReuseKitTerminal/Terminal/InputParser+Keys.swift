import ReuseKit

extension InputParser {
    /// A key that is one byte or one UTF-8 character.
    static func single(_ bytes: ArraySlice<UInt8>) -> Step {
        guard let byte = bytes.first else { return .incomplete }
        switch byte {
        case 0x0D, 0x0A: return key(.enter, length: 1)
        case 0x09: return key(.tab, length: 1)
        case 0x7F, 0x08: return key(.backspace, length: 1)
        case 0x00: return key(.character(" "), modifiers: .control, length: 1)
        case 0x01...0x1A: return key(.character(character(byte + 0x60)), modifiers: .control, length: 1)
        case 0x1C...0x1F: return key(.character(character(byte + 0x40)), modifiers: .control, length: 1)
        case 0x20...0x7E: return key(.character(character(byte)), length: 1)
        default: return utf8(bytes)
        }
    }

    /// ESC and what it starts: a control sequence, an SS3 key, or an Alt-modified key.
    static func escape(_ bytes: ArraySlice<UInt8>) -> Step {
        let start = bytes.startIndex
        guard bytes.count > 1 else { return .incomplete }
        switch bytes[start + 1] {
        case 0x5B:
            return controlSequence(bytes)
        case 0x4F:
            return singleShift(bytes)
        case 0x1B:
            return key(.escape, length: 1)
        default:
            switch single(bytes.dropFirst()) {
            case .incomplete:
                return .incomplete
            case .event(.key(var event), let length):
                event.modifiers.insert(.alt)
                return .event(.key(event), length: length + 1)
            case .event(_, let length):
                return .event(nil, length: length + 1)
            }
        }
    }

    /// One UTF-8 encoded scalar; invalid bytes are dropped one at a time so that whatever
    /// valid input follows them is still read.
    static func utf8(_ bytes: ArraySlice<UInt8>) -> Step {
        let start = bytes.startIndex
        let lead = bytes[start]
        let length: Int
        let minimum: UInt32
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: (length, minimum, value) = (2, 0x80, UInt32(lead & 0x1F))
        case 0xE0...0xEF: (length, minimum, value) = (3, 0x800, UInt32(lead & 0x0F))
        case 0xF0...0xF4: (length, minimum, value) = (4, 0x10000, UInt32(lead & 0x07))
        default: return .event(nil, length: 1)
        }
        for offset in 1..<length {
            guard start + offset < bytes.endIndex else { return .incomplete }
            let byte = bytes[start + offset]
            guard byte & 0xC0 == 0x80 else { return .event(nil, length: 1) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { return .event(nil, length: 1) }
        return key(.character(Character(scalar)), length: length)
    }

    static func key(_ key: Key, modifiers: KeyModifiers = [], length: Int) -> Step {
        .event(.key(KeyEvent(key, modifiers: modifiers)), length: length)
    }

    static func character(_ byte: UInt8) -> Character {
        Character(Unicode.Scalar(byte))
    }
}
