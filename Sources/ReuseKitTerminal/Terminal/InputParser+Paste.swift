extension InputParser {
    /// Moves paste content out of `pending`, from `start`, ending the paste at the end marker
    /// that closes it; returns where the unread bytes begin.
    ///
    /// Inside a paste every byte is content: ESC, control sequences and control characters
    /// (Enter, Ctrl-C, Ctrl-D, DEL) are text, never keys. A start marker inside opens a nested
    /// paste (text copied from a terminal that was itself pasting) and an end marker closes the
    /// innermost one; both stay in the content. The paste ends at the end marker that closes
    /// its own start; one whose nested start never closes ends by time (`endPaste()`). An end
    /// marker alone in the pasted text cannot be told from the terminal's own, which is why
    /// terminals take it (or ESC) out of what they paste.
    mutating func consumePaste(from start: Int, into events: inout [InputEvent]) -> Int {
        var index = start
        while index < pending.count {
            guard pending[index] == 0x1B else {
                index += 1
                continue
            }
            let candidate = pending[index..<min(pending.count, index + Self.pasteEnd.count)]
            if candidate.elementsEqual(Self.pasteEnd) && pasteDepth == 0 {
                appendPaste(pending[start..<index], into: &events)
                finishPaste(into: &events)
                return index + Self.pasteEnd.count
            }
            if candidate.elementsEqual(Self.pasteEnd) || candidate.elementsEqual(Self.pasteStart) {
                pasteDepth += candidate.elementsEqual(Self.pasteStart) ? 1 : -1
                index += Self.pasteEnd.count
                continue
            }
            if Self.pasteEnd.starts(with: candidate) || Self.pasteStart.starts(with: candidate) {
                // Maybe a marker: keep it pending until more bytes decide.
                appendPaste(pending[start..<index], into: &events)
                return index
            }
            index += 1
        }
        appendPaste(pending[start...], into: &events)
        return pending.count
    }

    /// Adds content to the open paste, reporting it as soon as it reaches the size bound (cut
    /// at a character boundary) and dropping what comes after.
    mutating func appendPaste(_ bytes: ArraySlice<UInt8>, into events: inout [InputEvent]) {
        guard !pasteOverflowed, var content = pasted else { return }
        pasted = nil  // Appended in place, without a copy.
        content.append(contentsOf: bytes)
        if content.count > Self.maximumPasteLength {
            var cut = Self.maximumPasteLength
            while cut > 0 && content[cut] & 0xC0 == 0x80 { cut -= 1 }
            events.append(.paste(Self.pastedText(content[..<cut])))
            content.removeAll()
            pasteOverflowed = true
        }
        pasted = content
    }

    /// Reports the open paste (unless its overflow was reported already) and closes it.
    mutating func finishPaste(into events: inout [InputEvent]) {
        if !pasteOverflowed { events.append(.paste(Self.pastedText(pasted ?? []))) }
        pasted = nil
        pasteOverflowed = false
        pasteDepth = 0
    }

    /// Pasted bytes as text that nothing acts on: line breaks and tabs stay (they are text in
    /// any editor), every other control character becomes its visible stand-in, as drawn text's
    /// do (`TerminalText.replacement(for:)`: ESC shows as `␛`, DEL as `␡`).
    static func pastedText(_ bytes: some Collection<UInt8>) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        func isControl(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x09, 0x0A, 0x0D: false
            case 0x00...0x1F, 0x7F...0x9F: true
            default: false
            }
        }
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            scalars.append(isControl(scalar) ? TerminalText.replacement(for: scalar) : scalar)
        }
        return String(scalars)
    }
}
