import Foundation
import Testing

@_spi(Hosting) @testable import ReuseKit

/// A delegate that records what the field told it and answers as told.
@MainActor
final class RecordingFieldDelegate: TextFieldDelegate {
    var calls: [String] = []
    var allowsChanges = true
    var allowsEnding = true
    var returnResigns = false

    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
        calls.append("shouldBegin")
        return true
    }
    func textFieldDidBeginEditing(_ textField: TextField) { calls.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool {
        calls.append("shouldEnd")
        return allowsEnding
    }
    func textFieldDidEndEditing(_ textField: TextField) { calls.append("didEnd") }
    func textField(
        _ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        calls.append("change \(range.location),\(range.length) \(string)")
        return allowsChanges
    }
    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        calls.append("return")
        if returnResigns { textField.resignFirstResponder() }
        return true
    }
    func textFieldDidChangeSelection(_ textField: TextField) {
        calls.append("selection \(textField.caretOffset)")
    }
}

/// A field at the top of a 20 × 10 window of plain text (a point a character, a line a point).
@MainActor
final class FieldFixture {
    let root = View(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 12, height: 1))
    let window: HostWindow

    init() {
        root.addSubview(field)
        window = HostWindow(
            rootView: root, traits: TraitCollection(textSystem: PlainTextSystem()), clock: ManualFrameClock())
    }

    /// What the field draws, in its coordinates.
    func drawn() -> RecordingContext {
        let context = RecordingContext()
        field.render(in: context)
        return context
    }
}

@Suite("Text field")
@MainActor
struct TextFieldTests {
    @Test("The placeholder shows while the text is empty, the text otherwise")
    func placeholder() {
        let fixture = FieldFixture()
        fixture.field.placeholder = "Search"
        #expect(fixture.drawn().texts == ["Search"])
        fixture.field.insertText("Ch")
        #expect(fixture.drawn().texts == ["Ch"])
        fixture.field.text = nil
        #expect(fixture.field.text == "")
        #expect(!fixture.field.hasText)
        #expect(fixture.drawn().texts == ["Search"])
    }

    @Test("The caret is drawn at the characters before it, only while first responder")
    func caret() {
        let fixture = FieldFixture()
        fixture.field.text = "日本語"
        #expect(fixture.drawn().carets.isEmpty)
        #expect(fixture.field.becomeFirstResponder())
        fixture.field.moveCaret(.left)
        // One space of inset; the plain text system is a point a character.
        #expect(fixture.drawn().carets == [CGPoint(x: 1 + 2, y: 0)])
        fixture.field.resignFirstResponder()
        #expect(fixture.drawn().carets.isEmpty)
    }

    @Test("Text wider than the field scrolls to keep the caret in view")
    func scrollsToCaret() {
        let fixture = FieldFixture()
        #expect(fixture.field.becomeFirstResponder())
        fixture.field.insertText("abcdefghijklmnopqrstuvwxyz")
        let end = fixture.drawn()
        // 10 points of room inside the insets, one kept for the caret.
        #expect(end.carets == [CGPoint(x: 1 + 9, y: 0)])
        fixture.field.moveCaret(.start)
        #expect(fixture.drawn().carets == [CGPoint(x: 1, y: 0)])
    }

    @Test("The delegate hears of each edit before it happens, and may refuse it")
    func delegateCalls() {
        let fixture = FieldFixture()
        let delegate = RecordingFieldDelegate()
        fixture.field.delegate = delegate
        var changes: [String] = []
        fixture.field.addAction(for: .editingChanged) { changes.append($0.text ?? "") }
        #expect(fixture.field.becomeFirstResponder())
        fixture.field.insertText("é")
        fixture.field.insertText("👍🏽")
        fixture.field.deleteBackward()
        fixture.field.moveCaret(.start)
        #expect(
            delegate.calls == [
                "shouldBegin", "didBegin", "change 0,0 é", "selection 1", "change 1,0 👍🏽", "selection 2",
                "change 1,4 ", "selection 1", "selection 0",
            ], "ranges are UTF-16, as UIKit's: the skin-toned thumb is four")
        #expect(changes == ["é", "é👍🏽", "é"])
        delegate.allowsChanges = false
        fixture.field.insertText("x")
        fixture.field.delete(.end)
        #expect(fixture.field.text == "é")
        #expect(changes.count == 3, "a refused change sends no action")
    }

    @Test("Return asks textFieldShouldReturn; a delegate that resigns there ends editing")
    func shouldReturn() {
        let fixture = FieldFixture()
        let delegate = RecordingFieldDelegate()
        fixture.field.delegate = delegate
        fixture.field.becomeFirstResponder()
        fixture.window.handleKey(KeyEvent(.enter))
        #expect(delegate.calls.suffix(1) == ["return"])
        #expect(fixture.field.isFirstResponder)
        delegate.returnResigns = true
        fixture.window.handleKey(KeyEvent(.enter))
        #expect(delegate.calls.suffix(3) == ["return", "shouldEnd", "didEnd"])
        #expect(!fixture.field.isFirstResponder)
    }

    @Test("A field outside a window, or hidden, cannot become first responder")
    func needsWindow() {
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        #expect(!field.becomeFirstResponder())
        #expect(!field.isFirstResponder)
        let fixture = FieldFixture()
        fixture.field.isHidden = true
        #expect(!fixture.field.becomeFirstResponder())
    }

    @Test("Editing events: began, changed on edits only, ended")
    func events() {
        let fixture = FieldFixture()
        var events: [String] = []
        fixture.field.addAction(for: .editingDidBegin) { _ in events.append("began") }
        fixture.field.addAction(for: .editingChanged) { _ in events.append("changed") }
        fixture.field.addAction(for: .editingDidEnd) { _ in events.append("ended") }
        fixture.field.becomeFirstResponder()
        fixture.field.becomeFirstResponder()
        fixture.field.text = "set in code"
        fixture.field.insertText("!")
        fixture.field.moveCaret(.left)
        fixture.field.resignFirstResponder()
        #expect(events == ["began", "changed", "ended"])
    }

    @Test("Pasted line breaks become spaces")
    func lineBreaks() {
        let fixture = FieldFixture()
        fixture.field.insertText("a\nb\r\nc\rd")
        #expect(fixture.field.text == "a b c d")
    }
}
