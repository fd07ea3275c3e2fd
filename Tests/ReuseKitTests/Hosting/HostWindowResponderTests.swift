import Foundation
import Testing

@_spi(Hosting) @testable import ReuseKit

@Suite("Window first responder")
@MainActor
struct HostWindowResponderTests {
    /// A window whose `q` quits, `j` and `/` run the app's code, and whose unbound keys are
    /// recorded.
    @MainActor
    final class Bound {
        let fixture = FieldFixture()
        var ran: [String] = []
        var unhandled: [KeyEvent] = []

        init() {
            let window = fixture.window
            window.keyBindings[KeyEvent(.character("q"))] = .quit
            window.keyBindings[KeyEvent(.character("j"))] = .perform { [unowned self] in ran.append("j") }
            window.keyBindings[KeyEvent(.character("/"))] = .perform { [unowned self] in
                ran.append("/")
                fixture.field.becomeFirstResponder()
            }
            window.keyBindings[KeyEvent(.escape)] = .perform { [unowned self] in ran.append("escape") }
            window.unhandledKeyHandler = { [unowned self] event in
                unhandled.append(event)
                return true
            }
        }

        func type(_ text: String) {
            for character in text { fixture.window.handleKey(KeyEvent(.character(character))) }
        }
    }

    @Test("Printable keys go to the first responder before any binding: q types q")
    func printableKeysType() {
        let bound = Bound()
        bound.type("/")
        #expect(bound.fixture.field.isFirstResponder)
        bound.type("quit jq/?")
        #expect(bound.fixture.field.text == "quit jq/?")
        #expect(!bound.fixture.window.isFinished)
        #expect(bound.ran == ["/"], "no binding ran while the field took the keys")
        #expect(bound.unhandled.isEmpty)
        bound.fixture.window.handleKey(KeyEvent(.character("A"), modifiers: .shift))
        #expect(bound.fixture.field.text == "quit jq/?A")
    }

    @Test("Editing keys edit; keys the field leaves keep their bindings")
    func editingKeys() {
        let bound = Bound()
        let window = bound.fixture.window
        let field = bound.fixture.field
        field.becomeFirstResponder()
        bound.type("one two")
        window.handleKey(KeyEvent(.left, modifiers: .control))
        window.handleKey(KeyEvent(.backspace))
        #expect(field.text == "onetwo")
        window.handleKey(KeyEvent(.character("b"), modifiers: .alt))
        window.handleKey(KeyEvent(.delete))
        #expect(field.text == "netwo")
        window.handleKey(KeyEvent(.end))
        window.handleKey(KeyEvent(.backspace, modifiers: .alt))
        #expect(field.text == "")
        window.handleKey(KeyEvent(.function(1)))
        #expect(bound.unhandled == [KeyEvent(.function(1))], "a key the field does not edit with goes on")
    }

    @Test("Ctrl-C still quits while a field is first responder")
    func controlCQuits() {
        let bound = Bound()
        bound.fixture.field.becomeFirstResponder()
        bound.type("abc")
        bound.fixture.window.handleKey(KeyEvent(.character("c"), modifiers: .control))
        #expect(bound.fixture.window.isFinished)
        #expect(bound.fixture.field.text == "abc")
    }

    @Test("Escape resigns the field first; the next Escape runs its binding")
    func escape() {
        let bound = Bound()
        let window = bound.fixture.window
        bound.fixture.field.becomeFirstResponder()
        bound.type("ab")
        window.handleKey(KeyEvent(.escape))
        #expect(!bound.fixture.field.isFirstResponder)
        #expect(bound.fixture.field.text == "ab", "the text stays")
        #expect(bound.ran.isEmpty)
        bound.type("q")
        #expect(window.isFinished, "q is the app's again")
        window.handleKey(KeyEvent(.escape))
        #expect(bound.ran == ["escape"])
    }

    @Test("A field whose delegate will not end editing keeps the keys, and Escape goes on")
    func refusingToResign() {
        let bound = Bound()
        let delegate = RecordingFieldDelegate()
        delegate.allowsEnding = false
        bound.fixture.field.delegate = delegate
        bound.fixture.field.becomeFirstResponder()
        bound.fixture.window.handleKey(KeyEvent(.escape))
        #expect(bound.fixture.field.isFirstResponder)
        #expect(bound.ran == ["escape"])
    }

    @Test("A field that leaves the tree stops being first responder")
    func leavingTheTree() {
        let bound = Bound()
        let field = bound.fixture.field
        var ended = 0
        field.addAction(for: .editingDidEnd) { _ in ended += 1 }
        field.becomeFirstResponder()
        bound.fixture.window.rootView = View(frame: .zero)
        bound.type("q")
        #expect(bound.fixture.window.isFinished, "the key went to the bindings")
        #expect(!field.isFirstResponder)
        #expect(ended == 1)
        #expect(field.text == "")
    }

    @Test("Becoming first responder resigns the field before; pasted text goes to the first responder")
    func secondField() {
        let fixture = FieldFixture()
        let other = TextField(frame: CGRect(x: 0, y: 2, width: 12, height: 1))
        fixture.root.addSubview(other)
        fixture.window.handlePaste("dropped")
        #expect(fixture.field.text == "" && other.text == "")
        fixture.field.becomeFirstResponder()
        #expect(other.becomeFirstResponder())
        #expect(!fixture.field.isFirstResponder)
        fixture.window.handlePaste("line one\nline two")
        #expect(other.text == "line one line two")
    }
}

@Suite("Window first responder and the pointer")
@MainActor
struct HostWindowResponderPointerTests {
    @Test("A press on a field makes it first responder with the caret nearest the press")
    func pressToEdit() {
        let fixture = FieldFixture()
        let field = fixture.field
        field.frame = CGRect(x: 2, y: 3, width: 12, height: 1)
        field.text = "日本語abc"
        // The text starts at x 3 (the field's x and a point of inset), a point a character: x 5.4
        // is 2.4 points in, nearest the boundary after two characters.
        fixture.window.handlePointer(PointerEvent(.press, at: CGPoint(x: 5.4, y: 3.5)))
        #expect(field.isFirstResponder)
        #expect(field.caretOffset == 2)
        fixture.window.handlePointer(PointerEvent(.release, at: CGPoint(x: 5.4, y: 3.5)))
        fixture.window.handlePointer(PointerEvent(.press, at: CGPoint(x: 13.9, y: 3.5)))
        #expect(field.caretOffset == 6, "past the text, the end")
        fixture.window.handlePointer(PointerEvent(.press, at: CGPoint(x: 2.2, y: 3.5)))
        #expect(field.caretOffset == 0)
        // A press elsewhere leaves the field first responder, as UIKit's.
        fixture.window.handlePointer(PointerEvent(.press, at: CGPoint(x: 18, y: 8)))
        #expect(field.isFirstResponder)
    }
}
