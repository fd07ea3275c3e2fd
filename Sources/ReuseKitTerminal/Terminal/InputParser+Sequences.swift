import ReuseKit

extension InputParser {
    /// `ESC O x`: keys in application cursor mode and F1–F4.
    static func singleShift(_ bytes: ArraySlice<UInt8>) -> Step {
        let start = bytes.startIndex
        guard bytes.count > 2 else { return .incomplete }
        let final = bytes[start + 2]
        guard (0x40...0x7E).contains(final) else {
            // Not a sequence: it was Alt-O, and the byte after it is read on its own.
            return key(.character("O"), modifiers: .alt, length: 2)
        }
        guard let key = cursorKey(final) else { return .event(nil, length: 3) }
        return .event(.key(KeyEvent(key)), length: 3)
    }

    /// `ESC [ parameters intermediates final`, including SGR mouse reports and the start of
    /// a bracketed paste.
    static func controlSequence(_ bytes: ArraySlice<UInt8>) -> Step {
        let start = bytes.startIndex
        var index = start + 2
        if index < bytes.endIndex && bytes[index] == 0x5B {
            // Linux console F1–F5: ESC [ [ A…E.
            guard index + 1 < bytes.endIndex else { return .incomplete }
            let final = bytes[index + 1]
            guard (0x41...0x45).contains(final) else { return .event(nil, length: 3) }
            return key(.function(Int(final) - 0x40), length: 4)
        }
        while index < bytes.endIndex && (0x20...0x3F).contains(bytes[index]) {
            index += 1
            if index - start > maximumSequenceLength { return .event(nil, length: index - start) }
        }
        guard index < bytes.endIndex else { return .incomplete }
        let final = bytes[index]
        guard (0x40...0x7E).contains(final) else {
            // A byte that cannot be in a sequence ends a malformed one; it is read again.
            return .event(nil, length: index - start)
        }
        let length = index - start + 1
        let body = bytes[(start + 2)..<index]
        if body.isEmpty && final == 0x4D {
            // Legacy X10 mouse report: three raw bytes follow; drop them rather than type them.
            return bytes.count >= 6 ? .event(nil, length: 6) : .incomplete
        }
        if body.first == 0x3C {
            return .event(sgrMouse(parameters(body.dropFirst()), release: final == 0x6D), length: length)
        }
        guard body.allSatisfy({ (0x30...0x3B).contains($0) }) else { return .event(nil, length: length) }
        return .event(csiKey(parameters(body), final: final), length: length)
    }

    /// The numbers of a `;`-separated parameter list; empty or malformed fields are nil.
    static func parameters(_ body: ArraySlice<UInt8>) -> [Int?] {
        body.split(separator: 0x3B, omittingEmptySubsequences: false).map { field in
            guard !field.isEmpty, field.count <= 9, field.allSatisfy({ (0x30...0x39).contains($0) }) else {
                return nil
            }
            return field.reduce(0) { $0 * 10 + Int($1 - 0x30) }
        }
    }

    /// The key of a complete CSI sequence, or nil when it means nothing to us.
    static func csiKey(_ parameters: [Int?], final: UInt8) -> InputEvent? {
        let modifiers = KeyModifiers(xtermParameter: parameters.count > 1 ? parameters[1] : nil)
        if final == 0x5A { return .key(KeyEvent(.tab, modifiers: modifiers.union(.shift))) }
        if final == 0x7E {
            guard let code = parameters.first ?? nil else { return nil }
            if code == 200 { return .paste("") }
            guard let key = tildeKey(code) else { return nil }
            return .key(KeyEvent(key, modifiers: modifiers))
        }
        guard let key = cursorKey(final) else { return nil }
        return .key(KeyEvent(key, modifiers: modifiers))
    }

    /// Keys sent as `CSI 1;m x` or `SS3 x`.
    static func cursorKey(_ final: UInt8) -> Key? {
        switch final {
        case 0x41: .up
        case 0x42: .down
        case 0x43: .right
        case 0x44: .left
        case 0x48: .home
        case 0x46: .end
        case 0x4D: .enter
        case 0x50...0x53: .function(Int(final) - 0x4F)
        default: nil
        }
    }

    /// Keys sent as `CSI n ~` (VT220 style).
    static func tildeKey(_ code: Int) -> Key? {
        switch code {
        case 1, 7: .home
        case 2: .insert
        case 3: .delete
        case 4, 8: .end
        case 5: .pageUp
        case 6: .pageDown
        case 11...15: .function(code - 10)
        case 17...21: .function(code - 11)
        case 23...26: .function(code - 12)
        case 28, 29: .function(code - 13)
        case 31...34: .function(code - 14)
        default: nil
        }
    }

    /// An SGR mouse report `CSI < b ; x ; y M` (press, motion, wheel) or `… m` (release).
    ///
    /// Bits of `b`: 0–1 button, 2 Shift, 3 Alt, 4 Control, 5 motion, 6 wheel, 7 extra buttons.
    static func sgrMouse(_ parameters: [Int?], release: Bool) -> InputEvent? {
        guard parameters.count == 3, let code = parameters[0], let x = parameters[1], let y = parameters[2]
        else { return nil }
        var modifiers: KeyModifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alt) }
        if code & 16 != 0 { modifiers.insert(.control) }
        let low = code & 3
        let kind: MouseEvent.Kind
        if code & 64 != 0 && code & 128 == 0 {
            guard !release else { return nil }
            kind = .wheel([.up, .down, .left, .right][low])
        } else {
            let button: MouseButton? =
                code & 128 != 0 ? .extra(8 + low) : [MouseButton.left, .middle, .right][safe: low]
            if code & 32 != 0 {
                kind = button.map { .drag($0) } ?? .move
            } else {
                guard let button else { return nil }
                kind = release ? .release(button) : .press(button)
            }
        }
        return .mouse(MouseEvent(kind, column: max(0, x - 1), row: max(0, y - 1), modifiers: modifiers))
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
