import Foundation

/// A view that starts editing where it is pressed (a text field), found by the window under
/// the pointer.
@MainActor
protocol PressToEdit: View {
    /// Becomes first responder with the caret nearest `point` (in the view's coordinates);
    /// returns whether it did.
    func beginEditing(at point: CGPoint) -> Bool
}

extension TextField: PressToEdit {
    /// A press on the field makes it first responder and puts the caret at the character
    /// boundary nearest the press, as a tap in a UITextField does.
    func beginEditing(at point: CGPoint) -> Bool {
        guard becomeFirstResponder() else { return false }
        caretOffset = caretOffset(forX: point.x - insets.horizontal + scrollOffset)
        return true
    }

    /// The character boundary whose distance from the start of the text, as the host measures
    /// it, is nearest `x`.
    ///
    /// - Complexity: O(characters) measurements.
    func caretOffset(forX x: CGFloat) -> Int {
        let textSystem = traitCollection.textSystem
        let text = buffer.text
        var best = 0
        var bestDistance = abs(x)
        var offset = 0
        var index = text.startIndex
        while index < text.endIndex {
            index = text.index(after: index)
            offset += 1
            let distance = abs(textSystem.width(of: String(text[..<index])) - x)
            if distance < bestDistance {
                best = offset
                bestDistance = distance
            }
        }
        return best
    }
}
