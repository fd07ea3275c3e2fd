import TestSupport
import Testing

@testable import ReuseKitTerminal

@Suite("Input parser fuzzing")
struct InputParserFuzzTests {
    /// Feeds `bytes` in chunks cut at `cuts`, then flushes.
    private func parse(_ bytes: [UInt8], cuts: [Int]) -> [InputEvent] {
        var parser = InputParser()
        var events: [InputEvent] = []
        var start = 0
        for cut in cuts.sorted() + [bytes.count] where cut >= start {
            events += parser.feed(bytes[start..<cut])
            start = cut
        }
        return events + parser.flush()
    }

    /// Valid input: keys, mouse reports and pastes, with the events they must give.
    private let valid: [(String, InputEvent)] = [
        ("q", .key(KeyEvent(.character("q")))), ("漢", .key(KeyEvent(.character("漢")))),
        ("👍", .key(KeyEvent(.character("👍")))), ("\u{1B}[A", .key(KeyEvent(.up))),
        ("\u{1B}[1;5C", .key(KeyEvent(.right, modifiers: .control))), ("\r", .key(KeyEvent(.enter))),
        ("\u{1B}[<0;3;4M", .mouse(MouseEvent(.press(.left), column: 2, row: 3))),
        ("\u{1B}[<65;1;1M", .mouse(MouseEvent(.wheel(.down), column: 0, row: 0))),
        ("\u{1B}[200~p\u{1B}x\u{1B}[201~", .paste("p␛x")), ("\u{1B}OP", .key(KeyEvent(.function(1)))),
        ("\u{1B}[6~", .key(KeyEvent(.pageDown))),
        ("\u{1B}z", .key(KeyEvent(.character("z"), modifiers: .alt))),
    ]

    private func garbage(using generator: inout SeededGenerator) -> [UInt8] {
        let alphabet: [UInt8] =
            Array("\u{1B}[O<;0123456789M~m".utf8) + [0x9B, 0xC3, 0xE2, 0xF0, 0x80, 0xBF, 0x00, 0x07]
        var bytes = (0..<Int.random(in: 0...24, using: &generator)).map { _ in
            Bool.random(using: &generator)
                ? alphabet.randomElement(using: &generator) ?? 0
                : UInt8.random(in: 0...255, using: &generator)
        }
        // A terminal always closes a paste it opened, and every start in it is a nested paste.
        let starts = bytes.indices.filter { bytes[$0...].starts(with: InputParser.pasteStart) }.count
        for _ in 0..<starts { bytes += InputParser.pasteEnd }
        return bytes
    }

    private func randomCuts(_ count: Int, using generator: inout SeededGenerator) -> [Int] {
        (0..<Int.random(in: 0...5, using: &generator)).map { _ in Int.random(in: 0...count, using: &generator)
        }
    }

    @Test("Random bytes cut anywhere never crash and never lose the valid input after them")
    func garbageThenValid() {
        let run = RandomizedRun(name: "InputParser.garbageThenValid", defaultIterations: 3_000)
        var generator = run.makeGenerator()
        for iteration in 0..<run.iterations {
            let noise = garbage(using: &generator)
            let picks = (0..<Int.random(in: 1...6, using: &generator)).map { _ in
                valid.randomElement(using: &generator) ?? valid[0]
            }
            let stream = Array(picks.map(\.0).joined().utf8)
            var parser = InputParser()
            var start = 0
            for cut in randomCuts(noise.count, using: &generator).sorted() + [noise.count] {
                _ = parser.feed(noise[start..<cut])
                start = cut
            }
            _ = parser.flush()  // The read timeout after the noise.
            var events: [InputEvent] = []
            start = 0
            for cut in randomCuts(stream.count, using: &generator).sorted() + [stream.count] {
                events += parser.feed(stream[start..<cut])
                start = cut
            }
            events += parser.flush()
            #expect(events == picks.map(\.1), "SEED=\(run.seed) iteration \(iteration) noise \(noise)")
        }
    }

    @Test("Parsing in one chunk equals parsing split at every position, and byte by byte")
    func splitInvariance() {
        let run = RandomizedRun(name: "InputParser.splitInvariance", defaultIterations: 300)
        var generator = run.makeGenerator()
        for iteration in 0..<run.iterations {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 1...5, using: &generator) {
                bytes +=
                    Bool.random(using: &generator)
                    ? garbage(using: &generator)
                    : Array((valid.randomElement(using: &generator) ?? valid[0]).0.utf8)
            }
            let whole = parse(bytes, cuts: [])
            for cut in 0...bytes.count {
                #expect(
                    parse(bytes, cuts: [cut]) == whole,
                    "SEED=\(run.seed) iteration \(iteration) cut \(cut) \(bytes)")
            }
            #expect(
                parse(bytes, cuts: Array(0...bytes.count)) == whole, "SEED=\(run.seed) iteration \(iteration)"
            )
        }
    }

    @Test(
        "Random bytes after a paste start that never ends, ended by time, never lose the valid input after them"
    )
    func unterminatedPasteThenValid() {
        let run = RandomizedRun(name: "InputParser.unterminatedPasteThenValid", defaultIterations: 1_000)
        var generator = run.makeGenerator()
        for iteration in 0..<run.iterations {
            let noise =
                garbage(using: &generator) + Array("\u{1B}[200~".utf8)
                + (0..<Int.random(in: 0...40, using: &generator)).map { _ in
                    UInt8.random(in: 0...255, using: &generator)
                }
            let picks = (0..<Int.random(in: 1...6, using: &generator)).map { _ in
                valid.randomElement(using: &generator) ?? valid[0]
            }
            let stream = Array(picks.map(\.0).joined().utf8)
            var parser = InputParser()
            var start = 0
            for cut in randomCuts(noise.count, using: &generator).sorted() + [noise.count] {
                _ = parser.feed(noise[start..<cut])
                start = cut
            }
            _ = parser.flush()  // The escape delay after the noise…
            _ = parser.endPaste()  // …and the paste's time without input.
            #expect(!parser.isInPaste && !parser.hasPendingInput)
            var events: [InputEvent] = []
            start = 0
            for cut in randomCuts(stream.count, using: &generator).sorted() + [stream.count] {
                events += parser.feed(stream[start..<cut])
                start = cut
            }
            events += parser.flush()
            #expect(events == picks.map(\.1), "SEED=\(run.seed) iteration \(iteration) noise \(noise)")
        }
    }
}
