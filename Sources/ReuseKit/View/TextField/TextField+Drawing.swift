import Foundation

extension TextField {
    /// Draws the text (or the placeholder while it is empty) on one line inside the insets,
    /// scrolled sideways so that the caret stays in view, and the caret while the field is
    /// first responder.
    func drawField(in context: DrawingContext) {
        let textSystem = traitCollection.textSystem
        let (horizontal, vertical) = insets
        let width = max(0, bounds.width - 2 * horizontal)
        let lineHeight = textSystem.lineHeight
        let text = buffer.text
        let caretX = textSystem.width(of: String(buffer.textBeforeCaret))
        let textWidth = textSystem.width(of: text)
        // Room after the last character for the caret (a cell on a terminal).
        let caretRoom = textSystem.width(of: " ")
        if caretX - scrollOffset > width - caretRoom { scrollOffset = caretX - width + caretRoom }
        if caretX < scrollOffset { scrollOffset = caretX }
        scrollOffset = max(0, min(scrollOffset, max(0, textWidth + caretRoom - width)))
        let area = CGRect(x: 0, y: 0, width: width, height: lineHeight)
        context.withTransform(offset: CGPoint(x: horizontal, y: vertical), clip: area) {
            if text.isEmpty {
                if let placeholder {
                    context.drawText(placeholder, at: .zero, width: width, style: placeholderStyle)
                }
            } else {
                context.drawText(
                    text, at: CGPoint(x: -scrollOffset, y: 0), width: textWidth + caretRoom, style: textStyle)
            }
            if isFirstResponder {
                context.drawCaret(
                    at: CGPoint(x: caretX - scrollOffset, y: 0), height: lineHeight, color: tintColor)
            }
        }
    }
}
