import Foundation
import Testing

@testable import ReuseKit

// The README's styled text example, compiled and run here; ReadmeExampleTests keeps the two
// identical.
// README:begin
@MainActor func showLogLine(_ line: String, in label: Label) {
    var text = AttributedString(line)
    if let error = text.range(of: "ERROR") {
        text[error].foregroundColor = .systemRed
        text[error].isBold = true
    }
    label.numberOfLines = 0  // each run keeps its characters on the lines they wrap to
    label.attributedText = text  // label.text is now the line's characters
}

// A program's output: its SGR colours become runs and its tabs spaces; any other escape
// sequence or control character stays text, drawn as a visible symbol.
@MainActor func showOutput(_ output: String, in label: Label) {
    label.attributedText = AttributedString(terminalEscapedText: output, tabWidth: 8)
}
// README:end

@Suite("README styled text example")
@MainActor
struct ReadmeStyledTextExampleTests {
    @Test("the example colours ERROR and turns a program's colours into runs")
    func exampleRuns() {
        let label = Label(frame: CGRect(x: 0, y: 0, width: 40, height: 2))
        showLogLine("12:00 ERROR disk full", in: label)
        #expect(label.text == "12:00 ERROR disk full")
        let runs = label.attributedText?.runs.map { $0.foregroundColor } ?? []
        #expect(runs == [nil, .systemRed, nil])

        showOutput("\u{1B}[32mok\u{1B}[0m\tdone\u{1B}[K", in: label)
        #expect(label.text == "ok      done\u{1B}[K")
        #expect(label.attributedText?.runs.first?.foregroundColor == Color(red: 0, green: 205, blue: 0))
    }
}
