extension TextField {
    /// A key the window gives the field while it is first responder; returns whether the
    /// field used it (the window's bindings get the others).
    ///
    /// Printable characters type (with or without Shift). ← → move by a character, and by a
    /// word with Ctrl or Alt (or Alt-B / Alt-F, as terminals send them); Home/End and Ctrl-A /
    /// Ctrl-E go to the edges; Backspace and Delete delete a character, a word with Ctrl or
    /// Alt; Ctrl-W deletes the word before the caret, Ctrl-U to the start, Ctrl-K to the end.
    /// Return asks the delegate's `textFieldShouldReturn(_:)`; Escape resigns the field (unless
    /// its delegate refuses, when the key goes on to the window).
    func handleKeyInput(_ event: KeyEvent) -> Bool {
        let modifiers = event.modifiers.subtracting(.shift)
        let byWord = !modifiers.intersection([.control, .alt, .meta]).isEmpty
        switch event.key {
        case .character(let character):
            if modifiers.isEmpty {
                insertText(String(character))
                return true
            }
            return handleModified(character, modifiers: modifiers)
        case .left: moveCaret(byWord ? .wordLeft : .left)
        case .right: moveCaret(byWord ? .wordRight : .right)
        case .home: moveCaret(.start)
        case .end: moveCaret(.end)
        case .backspace: delete(byWord ? .wordLeft : .left)
        case .delete: delete(byWord ? .wordRight : .right)
        case .enter: _ = delegate?.textFieldShouldReturn(self)
        case .escape: return resignFirstResponder()
        default: return false
        }
        return true
    }

    /// The editing keys held with Ctrl or Alt, as terminals and Emacs-style fields read them.
    private func handleModified(_ character: Character, modifiers: KeyModifiers) -> Bool {
        if modifiers == .alt || modifiers == .meta {
            switch character {
            case "b": moveCaret(.wordLeft)
            case "f": moveCaret(.wordRight)
            case "d": delete(.wordRight)
            default: return false
            }
            return true
        }
        guard modifiers == .control else { return false }
        switch character {
        case "a": moveCaret(.start)
        case "e": moveCaret(.end)
        case "w": delete(.wordLeft)
        case "u": delete(.start)
        case "k": delete(.end)
        default: return false
        }
        return true
    }
}
