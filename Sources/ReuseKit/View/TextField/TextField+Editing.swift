import Foundation

extension TextField {
    /// Inserts `text` at the caret as typing does (UIKit's `UIKeyInput.insertText(_:)`): the
    /// delegate may refuse it; line breaks become spaces, as the field has one line.
    public func insertText(_ text: String) {
        let line = text.replacingOccurrences(of: "\r\n", with: " ")
            .replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\r", with: " ")
        guard !line.isEmpty else { return }
        edit(buffer.caret..<buffer.caret, replacingWith: line)
    }

    /// Deletes the character before the caret, as Backspace (UIKit's
    /// `UIKeyInput.deleteBackward()`).
    public func deleteBackward() {
        delete(.left)
    }

    /// Deletes from the caret over `movement` (a character, a word, to an edge), asking the
    /// delegate first.
    public func delete(_ movement: TextEditingBuffer.Movement) {
        guard let range = buffer.range(deleting: movement) else { return }
        edit(range, replacingWith: "")
    }

    /// Moves the caret as `movement` says.
    public func moveCaret(_ movement: TextEditingBuffer.Movement) {
        if buffer.move(movement) { selectionDidChange() }
    }

    /// Replaces `range` of the text with `replacement` if the delegate agrees, then tells the
    /// delegate and the ``Event/editingChanged`` actions.
    func edit(_ range: Range<String.Index>, replacingWith replacement: String) {
        if let delegate {
            let utf16 = buffer.utf16Range(of: range)
            guard delegate.textField(self, shouldChangeCharactersIn: utf16, replacementString: replacement)
            else {
                return
            }
        }
        // What is replaced, not the whole text, says whether the text changes: typing costs
        // the same however long the text is.
        let changes = buffer.text[range] != replacement
        buffer.replace(range, with: replacement)
        setNeedsDisplay()
        delegate?.textFieldDidChangeSelection(self)
        if changes { send(.editingChanged) }
    }

    /// The caret moved without the text changing.
    func selectionDidChange() {
        setNeedsDisplay()
        delegate?.textFieldDidChangeSelection(self)
    }
}

extension TextEditingBuffer {
    /// `range` in UTF-16 code units, as UIKit's delegate methods take it; an edit that ends at
    /// the end of the text (typing) is measured from the end, in the length of what it replaces.
    func utf16Range(of range: Range<String.Index>) -> NSRange {
        guard range.upperBound == text.endIndex else { return NSRange(range, in: text) }
        let length = text[range].utf16.count
        return NSRange(location: utf16Count - length, length: length)
    }
}
