import ReuseKit

/// An incremental, pure parser of terminal input bytes into events.
///
/// Bytes may arrive split anywhere (inside a UTF-8 character or an escape sequence); the
/// events are the same however the stream is cut. A lone ESC cannot be told from the start of
/// a sequence until more bytes come or time passes, so the caller calls `flush()` when no
/// input arrived for a short while (25–50 ms). Unknown or malformed sequences are dropped
/// without eating the input that follows them.
///
/// A bracketed paste is text until it really ends: every byte in it is content, never a key
/// (see `consumePaste`). It is bounded, as its end marker may never come: content past
/// `maximumPasteLength` bytes is dropped, and the caller calls `endPaste()` when no input
/// arrived for a while (`InputDecoder` does that, and ends it at a Ctrl-C typed into it).
public struct InputParser: Sendable {
    /// Bytes not yet turned into events: an unfinished sequence or character.
    var pending: [UInt8] = []
    /// The content of a bracketed paste whose end marker has not arrived yet.
    var pasted: [UInt8]?
    /// How many start markers inside the open paste are not closed yet.
    var pasteDepth = 0
    /// Whether the open paste outgrew `maximumPasteLength`: its first part was reported, the
    /// rest is dropped until it ends.
    var pasteOverflowed = false

    /// Sequences longer than this without a final byte are malformed, not unfinished.
    static let maximumSequenceLength = 64
    /// `ESC [ 200 ~`, which starts a bracketed paste.
    static let pasteStart: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x30, 0x7E]
    /// `ESC [ 201 ~`, which ends one.
    static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]
    /// The most bytes of a paste that are kept; a paste event never holds more.
    static let maximumPasteLength = 1 << 20

    /// Creates a parser with nothing pending.
    public init() {}

    /// Whether bytes are waiting for more input or a `flush()` to become events.
    public var hasPendingInput: Bool { !pending.isEmpty && pasted == nil }

    /// Whether a bracketed paste has started and not yet ended.
    public var isInPaste: Bool { pasted != nil }

    /// Parses `bytes` after everything fed before, returning the events completed so far.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
        pending.append(contentsOf: bytes)
        var events: [InputEvent] = []
        var start = 0
        while start < pending.count {
            if pasted != nil {
                start = consumePaste(from: start, into: &events)
                if pasted != nil { break }
                continue
            }
            switch Self.step(pending[start...]) {
            case .incomplete:
                pending.removeFirst(start)
                return events
            case .event(let event, let length):
                start += length
                if case .paste = event {
                    pasted = []
                } else if let event {
                    events.append(event)
                }
            }
        }
        pending.removeFirst(start)
        return events
    }

    /// Resolves input that was waiting for more bytes: a lone ESC becomes Escape, ESC `[`
    /// and ESC `O` become Alt-[ and Alt-O, anything else unfinished is dropped.
    ///
    /// An open bracketed paste is left open: its end marker may follow slowly (`endPaste()`).
    public mutating func flush() -> [InputEvent] {
        guard pasted == nil, let first = pending.first else { return [] }
        defer { pending.removeAll() }
        if first == 0x1B && pending.count == 1 { return [.key(KeyEvent(.escape))] }
        if first == 0x1B && pending.count == 2 && (pending[1] == 0x5B || pending[1] == 0x4F) {
            return [.key(KeyEvent(.character(Character(Unicode.Scalar(pending[1]))), modifiers: .alt))]
        }
        return []
    }

    /// Ends an open bracketed paste whose end marker did not come (call it when no input
    /// arrived for a while), returning it; bytes held back as a possible end marker are content.
    public mutating func endPaste() -> [InputEvent] {
        guard pasted != nil else { return [] }
        var events: [InputEvent] = []
        appendPaste(pending[...], into: &events)
        pending.removeAll()
        finishPaste(into: &events)
        return events
    }

    /// The outcome of reading one event from the start of some bytes.
    enum Step: Equatable {
        /// More bytes are needed to decide.
        case incomplete
        /// `length` bytes were consumed, producing `event` (nil when they meant nothing).
        /// A `.paste` event marks the start of a bracketed paste.
        case event(InputEvent?, length: Int)
    }

    /// Reads one event from the start of `bytes`, which is not empty.
    static func step(_ bytes: ArraySlice<UInt8>) -> Step {
        guard let first = bytes.first else { return .incomplete }
        if first == 0x1B { return escape(bytes) }
        return single(bytes)
    }
}
