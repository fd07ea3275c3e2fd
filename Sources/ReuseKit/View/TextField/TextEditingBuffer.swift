/// The text of a one-line field and its caret, edited by whole grapheme clusters (Swift's
/// `Character`): an emoji joined with zero-width joiners, a letter with its combining marks and
/// a CJK ideograph each move and delete as one. A value without views, so every editing rule is
/// a unit test.
///
/// The caret always sits between two characters. Text inserted next to a character it joins
/// (a combining mark typed after its letter, the scalars of an emoji sequence arriving one by
/// one) joins it, and the caret goes after the joined character.
public struct TextEditingBuffer: Equatable, Sendable {
    /// The text.
    public private(set) var text: String
    /// Where the caret is: a character boundary of ``text``.
    public private(set) var caret: String.Index
    /// The length of ``text`` in UTF-16 code units, kept by each edit (counting it again would
    /// cost the whole text after every change).
    public private(set) var utf16Count: Int

    /// Where a caret movement (or the deletion over it) goes from the caret.
    public enum Movement: Sendable, CaseIterable {
        /// One character back.
        case left
        /// One character on.
        case right
        /// To the start of the word before the caret (or the one it is in).
        case wordLeft
        /// To the end of the word after the caret (or the one it is in).
        case wordRight
        /// To the start of the text.
        case start
        /// To the end of the text.
        case end
    }

    /// Creates a buffer holding `text` with the caret at its end.
    public init(text: String = "") {
        self.text = text
        caret = text.endIndex
        utf16Count = text.utf16.count
    }

    /// The caret's place counted in characters from the start; setting it clamps to the text.
    ///
    /// - Complexity: O(characters before the caret).
    public var caretOffset: Int {
        get { text.distance(from: text.startIndex, to: caret) }
        set {
            let offset = min(max(0, newValue), text.count)
            caret = text.index(text.startIndex, offsetBy: offset)
        }
    }

    /// The text before the caret (what a host measures to place the caret).
    public var textBeforeCaret: Substring { text[..<caret] }

    /// Replaces all the text, the caret at its end.
    public mutating func setText(_ newText: String) {
        text = newText
        caret = text.endIndex
        utf16Count = text.utf16.count
    }

    /// Where `movement` takes the caret; the caret itself at an edge it cannot pass.
    public func position(after movement: Movement) -> String.Index {
        switch movement {
        case .left: caret > text.startIndex ? text.index(before: caret) : caret
        case .right: caret < text.endIndex ? text.index(after: caret) : caret
        case .wordLeft: wordStart(before: caret)
        case .wordRight: wordEnd(after: caret)
        case .start: text.startIndex
        case .end: text.endIndex
        }
    }

    /// Moves the caret; returns whether it moved.
    @discardableResult
    public mutating func move(_ movement: Movement) -> Bool {
        let target = position(after: movement)
        guard target != caret else { return false }
        caret = target
        return true
    }

    /// The text between the caret and where `movement` takes it (what deleting over that
    /// movement removes); `nil` when it is empty.
    public func range(deleting movement: Movement) -> Range<String.Index>? {
        let target = position(after: movement)
        guard target != caret else { return nil }
        return min(target, caret)..<max(target, caret)
    }

    /// Replaces `range` (on character boundaries of ``text``) with `replacement` and puts the
    /// caret after the replacement; when the replacement joins a neighbour into one character,
    /// after that character.
    ///
    /// - Complexity: O(the replacement and the character before it): only that character can
    ///   join what is inserted, so the boundaries before it stay and the caret is found from
    ///   there; typing at the end costs nothing more, however long the last character (a letter
    ///   under thousands of combining marks) grows.
    public mutating func replace(_ range: Range<String.Index>, with replacement: String) {
        let atEnd = range.upperBound == text.endIndex
        let anchor =
            atEnd || range.lowerBound == text.startIndex
            ? text.startIndex : text.index(before: range.lowerBound)
        let anchorOffset = text.utf8.distance(from: text.startIndex, to: anchor)
        let end = text.utf8.distance(from: text.startIndex, to: range.lowerBound) + replacement.utf8.count
        utf16Count += replacement.utf16.count - text[range].utf16.count
        text.replaceSubrange(range, with: replacement)
        caret = atEnd ? text.endIndex : Self.boundary(atOrAfterUTF8Offset: end, from: anchorOffset, in: text)
    }

    /// Inserts `string` at the caret, the caret after it.
    public mutating func insert(_ string: String) {
        replace(caret..<caret, with: string)
    }

    /// Deletes over `movement` (Backspace is `.left`, Delete `.right`); returns whether
    /// anything was deleted.
    @discardableResult
    public mutating func delete(_ movement: Movement) -> Bool {
        guard let range = range(deleting: movement) else { return false }
        replace(range, with: "")
        return true
    }

    /// The first character boundary at or after a UTF-8 offset, walking from `start`, a
    /// character boundary at or before it.
    static func boundary(atOrAfterUTF8Offset offset: Int, from start: Int, in text: String) -> String.Index {
        let utf8Index = text.utf8.index(text.startIndex, offsetBy: min(offset, text.utf8.count))
        var index = text.utf8.index(text.startIndex, offsetBy: min(start, offset, text.utf8.count))
        while index < utf8Index { index = text.index(after: index) }
        return index
    }

    /// Whether a character belongs to a word: letters (ideographs included), digits, marks and
    /// the underscore; spaces and punctuation separate words.
    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
            || character.unicodeScalars.first?.properties.generalCategory == .nonspacingMark
    }

    private func wordStart(before index: String.Index) -> String.Index {
        var position = index
        while position > text.startIndex, !Self.isWordCharacter(text[text.index(before: position)]) {
            position = text.index(before: position)
        }
        while position > text.startIndex, Self.isWordCharacter(text[text.index(before: position)]) {
            position = text.index(before: position)
        }
        return position
    }

    private func wordEnd(after index: String.Index) -> String.Index {
        var position = index
        while position < text.endIndex, !Self.isWordCharacter(text[position]) {
            position = text.index(after: position)
        }
        while position < text.endIndex, Self.isWordCharacter(text[position]) {
            position = text.index(after: position)
        }
        return position
    }
}
