import Testing

@testable import ReuseKit

@Suite("Text editing buffer")
struct TextEditingBufferTests {
    /// A buffer holding `text` with the caret `offset` characters in.
    func buffer(_ text: String, caret offset: Int) -> TextEditingBuffer {
        var buffer = TextEditingBuffer(text: text)
        buffer.caretOffset = offset
        return buffer
    }

    @Test("Typing inserts at the caret and leaves it after what was typed")
    func insertion() {
        var buffer = TextEditingBuffer()
        buffer.insert("ac")
        buffer.move(.left)
        buffer.insert("b")
        #expect(buffer.text == "abc")
        #expect(buffer.caretOffset == 2)
        buffer.move(.start)
        buffer.insert(">")
        #expect(buffer.text == ">abc")
        #expect(buffer.caretOffset == 1)
    }

    @Test("An emoji ZWJ sequence, a letter with combining marks and a CJK ideograph are one step each")
    func clusters() {
        let family = "👨‍👩‍👧"
        let accented = "e\u{301}\u{323}"
        var buffer = TextEditingBuffer(text: "a\(family)\(accented)漢b")
        #expect(buffer.text.count == 5)
        #expect(buffer.caretOffset == 5)
        buffer.move(.left)
        buffer.move(.left)
        #expect(buffer.textBeforeCaret == "a\(family)\(accented)")
        buffer.move(.left)
        #expect(buffer.textBeforeCaret == "a\(family)")
        buffer.move(.left)
        #expect(buffer.textBeforeCaret == "a")
        buffer.move(.right)
        buffer.delete(.left)
        #expect(buffer.text == "a\(accented)漢b", "Backspace deletes the whole family")
        buffer.delete(.right)
        #expect(buffer.text == "a漢b", "Delete takes the letter with both its marks")
        buffer.delete(.right)
        #expect(buffer.text == "ab")
        #expect(buffer.caretOffset == 1)
    }

    @Test("Scalars typed one at a time join the character before them")
    func joiningScalars() {
        var buffer = TextEditingBuffer()
        for scalar in "👩‍💻".unicodeScalars { buffer.insert(String(scalar)) }
        #expect(buffer.text == "👩‍💻")
        #expect(buffer.text.count == 1)
        #expect(buffer.caret == buffer.text.endIndex)
        buffer.insert("e")
        buffer.insert("\u{301}")
        #expect(buffer.text.count == 2)
        #expect(buffer.caret == buffer.text.endIndex, "the caret goes after the joined character")
        // A mark typed before a lone mark at the start joins the character after the caret.
        var leading = TextEditingBuffer(text: "\u{301}x")
        leading.move(.start)
        leading.insert("e")
        #expect(leading.text == "e\u{301}x")
        #expect(leading.caretOffset == 1)
    }

    @Test("Word moves skip separators, then a word; CJK runs are words")
    func wordMoves() {
        var buffer = TextEditingBuffer(text: "Chen, Mei  東京 x_y")
        buffer.move(.wordLeft)
        #expect(buffer.textBeforeCaret == "Chen, Mei  東京 ")
        buffer.move(.wordLeft)
        #expect(buffer.textBeforeCaret == "Chen, Mei  ")
        buffer.move(.wordLeft)
        #expect(buffer.textBeforeCaret == "Chen, ")
        buffer.move(.wordLeft)
        buffer.move(.wordLeft)
        #expect(buffer.caretOffset == 0, "at the start it stays")
        buffer.move(.wordRight)
        #expect(buffer.textBeforeCaret == "Chen")
        buffer.move(.wordRight)
        #expect(buffer.textBeforeCaret == "Chen, Mei")
        buffer.delete(.wordRight)
        #expect(buffer.text == "Chen, Mei x_y")
        buffer.move(.end)
        buffer.delete(.wordLeft)
        #expect(buffer.text == "Chen, Mei ")
        buffer.delete(.wordLeft)
        #expect(buffer.text == "Chen, ")
    }

    @Test("Deleting and moving at the edges does nothing")
    func edges() {
        var buffer = buffer("ab", caret: 0)
        do {
            let changed = buffer.delete(.left)
            #expect(!changed)
        }
        do {
            let changed = buffer.move(.left)
            #expect(!changed)
        }
        do {
            let changed = buffer.move(.wordLeft)
            #expect(!changed)
        }
        #expect(buffer.range(deleting: .start) == nil)
        buffer.move(.end)
        do {
            let changed = buffer.delete(.right)
            #expect(!changed)
        }
        do {
            let changed = buffer.move(.right)
            #expect(!changed)
        }
        do {
            let changed = buffer.delete(.wordRight)
            #expect(!changed)
        }
        #expect(buffer.text == "ab")
        var empty = TextEditingBuffer()
        for movement in TextEditingBuffer.Movement.allCases {
            do {
                let changed = empty.delete(movement)
                #expect(!changed)
            }
            do {
                let changed = empty.move(movement)
                #expect(!changed)
            }
        }
    }

    @Test("Deleting to an edge takes everything on that side of the caret")
    func deleteToEdges() {
        var buffer = buffer("hello world", caret: 5)
        buffer.delete(.end)
        #expect(buffer.text == "hello")
        buffer.move(.left)
        buffer.delete(.start)
        #expect(buffer.text == "o")
        #expect(buffer.caretOffset == 0)
    }

    @Test("The caret offset clamps to the text")
    func clamping() {
        var buffer = TextEditingBuffer(text: "日本")
        buffer.caretOffset = 9
        #expect(buffer.caretOffset == 2)
        buffer.caretOffset = -3
        #expect(buffer.caretOffset == 0)
        buffer.setText("x")
        #expect(buffer.caretOffset == 1)
    }
}
