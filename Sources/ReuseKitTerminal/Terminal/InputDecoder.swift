/// An `InputParser` with the decisions only a clock can make: a lone ESC becomes the Escape
/// key after `escapeDelay` without more input, and an open paste ends after `pasteTimeout`
/// without input (its end marker may never come, and until then it would swallow every key),
/// or at a Ctrl-C typed into it: one read by itself, or starting a read after `escapeDelay`
/// without input. A terminal writes a paste in one burst, so a Ctrl-C inside the burst is
/// pasted text.
///
/// Pure: the caller passes the time of each read, so tests drive it with any clock.
struct InputDecoder {
    private(set) var parser = InputParser()
    /// How long an ESC waits for the rest of a sequence, in seconds.
    let escapeDelay: Double
    /// How long an open paste waits for more input before it ends, in seconds.
    let pasteTimeout: Double
    /// When bytes last arrived.
    private var lastInput: Double = 0

    /// Creates a decoder; the defaults suit a local terminal and a slow remote one.
    init(escapeDelay: Double = 0.030, pasteTimeout: Double = 0.5) {
        self.escapeDelay = escapeDelay
        self.pasteTimeout = pasteTimeout
    }

    /// How long the next read may wait, in milliseconds, when the caller asks for
    /// `requested` (-1: forever): no longer than the pending ESC or paste may wait.
    func timeout(for requested: Int32, now: Double) -> Int32 {
        let bound: Double
        if parser.isInPaste {
            bound = pasteTimeout
        } else if parser.hasPendingInput {
            bound = escapeDelay
        } else {
            return requested
        }
        let remaining = Int32(max(1, ((lastInput + bound - now) * 1000).rounded(.up)))
        return requested < 0 ? remaining : min(requested, remaining)
    }

    /// The events of `bytes`, read at `now` (empty when the read brought none).
    mutating func decode(_ bytes: [UInt8], at now: Double) -> [InputEvent] {
        guard bytes.isEmpty else {
            var events: [InputEvent] = []
            if parser.isInPaste && bytes.first == 0x03 && (bytes.count == 1 || now - lastInput >= escapeDelay)
            {
                events = parser.endPaste()
            }
            lastInput = now
            return events + parser.feed(bytes)
        }
        if parser.isInPaste {
            return now - lastInput >= pasteTimeout ? parser.endPaste() : []
        }
        return parser.hasPendingInput && now - lastInput >= escapeDelay ? parser.flush() : []
    }
}
