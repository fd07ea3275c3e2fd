import Foundation
@_spi(Hosting) import ReuseKit

/// `org.a11y.atspi.Text` and `EditableText`: a label's text, a field's text (its value), read by
/// character offsets; a field edited as typing edits it (its delegate asked, its
/// `editingChanged` sent).
extension AccessibilityBridge {
    /// The text of `node`: a field's value, else its label.
    func text(of node: AccessibleNode) -> [Character] {
        guard let element = element(node) else { return [] }
        let traits = element.accessibilityTraits
        if traits.contains(.textEntry) || traits.contains(.searchField) {
            return Array((element as? TextField)?.text ?? element.accessibilityValue ?? "")
        }
        return Array(element.accessibilityLabel ?? "")
    }

    func textInterface(
        _ member: String, _ node: AccessibleNode, _ arguments: inout MessageReader,
        _ reply: inout MessageWriter
    ) -> Outcome {
        let characters = text(of: node)
        let count = characters.count
        func clamp(_ offset: Int32?) -> Int { min(max(0, Int(offset ?? 0)), count) }
        switch member {
        case "GetText":
            let start = clamp(arguments.int32())
            let rawEnd = arguments.int32() ?? -1
            let end = rawEnd < 0 ? count : max(start, clamp(rawEnd))
            reply.append(String(characters[start..<end]))
        case "GetCharacterAtOffset":
            let offset = Int(arguments.int32() ?? -1)
            let scalar =
                characters.indices.contains(offset) ? characters[offset].unicodeScalars.first?.value : nil
            reply.append(Int32(bitPattern: scalar ?? 0))
        case "GetStringAtOffset", "GetTextAtOffset":
            // Every granularity answers the whole text but the character one: a field and a
            // label are one line.
            let offset = clamp(arguments.int32())
            let byCharacter = arguments.uint32() == 0 && offset < count
            let range = byCharacter ? offset..<(offset + 1) : 0..<count
            reply.append(String(characters[range]))
            reply.append(Int32(range.lowerBound))
            reply.append(Int32(range.upperBound))
        case "GetNSelections": reply.append(Int32(0))
        case "GetSelection":
            reply.append(Int32(0))
            reply.append(Int32(0))
        case "SetCaretOffset":
            guard let offset = arguments.int32() else { return .invalidArguments }
            reply.append(moveCaret(of: node, to: Int(offset), count: count))
        case "SetSelection", "AddSelection", "RemoveSelection":
            // A field has a caret and no selection (see README's differences).
            reply.append(false)
        case "GetCharacterExtents", "GetRangeExtents":
            let extents = self.extents(of: node, in: .screen)
            for value in [extents.x, extents.y, extents.width, extents.height] { reply.append(value) }
        case "GetDefaultAttributes": reply.array(of: "{ss}") { _ in }
        case "GetAttributeRun", "GetAttributes":
            reply.array(of: "{ss}") { _ in }
            reply.append(Int32(0))
            reply.append(Int32(count))
        default: return .unknownMethod
        }
        return .answered
    }

    /// Puts a field's caret at `offset` (a character of its `count`), as the keys would, and
    /// says so to the reader; whether it is there.
    private func moveCaret(of node: AccessibleNode, to offset: Int, count: Int) -> Bool {
        guard let field = element(node) as? TextField, (0...count).contains(offset) else { return false }
        field.caretOffset = offset
        window.setNeedsDisplay()
        emitObject("TextCaretMoved", on: node, detail1: Int32(clamping: field.caretOffset))
        return field.caretOffset == offset
    }

    /// The `Text` properties.
    func textProperty(_ name: String, of node: AccessibleNode) -> PropertyValue? {
        switch name {
        case "CharacterCount": .int32(Int32(clamping: text(of: node).count))
        case "CaretOffset": .int32(Int32(clamping: (element(node) as? TextField)?.buffer.caretOffset ?? 0))
        default: nil
        }
    }

    func editableText(
        _ member: String, _ node: AccessibleNode, _ arguments: inout MessageReader,
        _ reply: inout MessageWriter
    ) -> Outcome {
        guard let field = element(node) as? TextField else { return .unknownMethod }
        let old = Array(field.text ?? "")
        var new = old
        switch member {
        case "SetTextContents":
            guard let contents = arguments.string() else { return .invalidArguments }
            new = Array(contents)
        case "InsertText":
            guard let position = arguments.int32(), let inserted = arguments.string() else {
                return .invalidArguments
            }
            new.insert(contentsOf: inserted, at: min(max(0, Int(position)), old.count))
        case "DeleteText":
            guard let start = arguments.int32(), let end = arguments.int32() else { return .invalidArguments }
            let lower = min(max(0, Int(start)), old.count)
            new.removeSubrange(lower..<min(max(lower, Int(end)), old.count))
        default: return .unknownMethod
        }
        // As typing: the field's delegate and editing actions hear of it.
        field.text = ""
        if !new.isEmpty { field.insertText(String(new)) }
        window.setNeedsDisplay()
        reply.append(field.text == String(new))
        return .answered
    }
}
