import TerminalTestSupport
import TestSupport
import Testing

@_spi(Testing) @testable import ReuseKitTerminal

@Suite("Frame renderer against a terminal model")
struct FrameRendererRandomizedTests {
    /// Renders `frame` into `model` and checks that the model shows exactly `frame`.
    private func present(
        _ frame: ScreenBuffer, hint: ScrollHint?, changedRows: [Range<Int>]? = nil,
        renderer: inout FrameRenderer,
        model: inout TerminalModel, context: String
    ) {
        let bytes = renderer.render(frame, scroll: hint, changedRows: changedRows)
        if !bytes.isEmpty {
            #expect(bytes.starts(with: Array(FrameRenderer.beginSynchronizedUpdate.utf8)), "\(context)")
            #expect(
                Array(bytes.suffix(FrameRenderer.endSynchronizedUpdate.utf8.count))
                    == Array(FrameRenderer.endSynchronizedUpdate.utf8), "\(context)")
        }
        model.apply(bytes)
        let difference = model.firstDifference(from: TerminalModel.expected(frame, mode: renderer.colorMode))
        #expect(difference == nil, "\(context): \(difference ?? "")")
        #expect(model.anomalies.isEmpty, "\(context): \(model.anomalies)")
        #expect(!model.synchronizedUpdate, "\(context): synchronized update left open")
    }

    @Test("Applying the emitted bytes to a terminal showing frame A shows exactly frame B")
    func randomFramePairs() {
        let run = RandomizedRun(name: "FrameRenderer.randomFramePairs", defaultIterations: 400)
        var generator = run.makeGenerator()
        for iteration in 0..<run.iterations {
            let size = TerminalSize(
                columns: Int.random(in: 1...24, using: &generator),
                rows: Int.random(in: 1...10, using: &generator))
            let mode =
                [ColorMode.trueColor, .palette256, .monochrome].randomElement(using: &generator) ?? .trueColor
            var renderer = FrameRenderer(colorMode: mode)
            var model = TerminalModel(columns: size.columns, rows: size.rows)
            var frame = RandomFrames.frame(
                size, operations: Int.random(in: 0...12, using: &generator), using: &generator)
            #expect(frame.checkInvariants() == nil, "SEED=\(run.seed) iteration \(iteration)")
            let context = "SEED=\(run.seed) iteration \(iteration), \(size), \(mode)"
            present(frame, hint: nil, renderer: &renderer, model: &model, context: context + " first frame")
            for step in 0..<3 {
                var hint: ScrollHint?
                switch Int.random(in: 0..<4, using: &generator) {
                case 0, 1:
                    // The content really moved: a list scrolled by whole rows, then changed a little.
                    let top = Int.random(in: 0..<size.rows, using: &generator)
                    let bottom = Int.random(in: (top + 1)...size.rows, using: &generator)
                    let distance = Int.random(in: -(bottom - top)...(bottom - top), using: &generator)
                    frame.scroll(rows: top..<bottom, by: distance)
                    hint = ScrollHint(rows: top..<bottom, distance: distance)
                case 2:
                    // A hint that may be wrong or out of range must not break anything.
                    hint = ScrollHint(
                        rows: Int.random(
                            in: -1...size.rows, using: &generator)..<Int.random(
                                in: size.rows...(size.rows + 1), using: &generator),
                        distance: Int.random(in: -3...3, using: &generator))
                default:
                    hint = nil
                }
                RandomFrames.draw(Int.random(in: 0...4, using: &generator), on: &frame, using: &generator)
                #expect(frame.checkInvariants() == nil, "SEED=\(run.seed) iteration \(iteration)")
                present(
                    frame, hint: hint, renderer: &renderer, model: &model,
                    context: context + " step \(step) \(String(describing: hint))")
            }
        }
    }

    @Test("Told which rows changed after a scroll, the renderer sends those and the terminal shows the frame")
    func changedRowsAfterScroll() {
        let run = RandomizedRun(name: "FrameRenderer.changedRowsAfterScroll", defaultIterations: 300)
        var generator = run.makeGenerator()
        for iteration in 0..<run.iterations {
            let size = TerminalSize(
                columns: Int.random(in: 1...24, using: &generator),
                rows: Int.random(in: 2...10, using: &generator))
            var renderer = FrameRenderer(colorMode: .trueColor)
            var model = TerminalModel(columns: size.columns, rows: size.rows)
            var frame = RandomFrames.frame(
                size, operations: Int.random(in: 0...12, using: &generator), using: &generator)
            let context = "SEED=\(run.seed) iteration \(iteration), \(size)"
            present(frame, hint: nil, renderer: &renderer, model: &model, context: context + " first frame")
            for step in 0..<3 {
                var hint: ScrollHint?
                if Bool.random(using: &generator) {
                    let top = Int.random(in: 0..<(size.rows - 1), using: &generator)
                    let bottom = Int.random(in: (top + 2)...size.rows, using: &generator)
                    let distance = Int.random(in: 1..<(bottom - top), using: &generator)
                    let signed = Bool.random(using: &generator) ? distance : -distance
                    frame.scroll(rows: top..<bottom, by: signed)
                    hint = ScrollHint(rows: top..<bottom, distance: signed)
                }
                let moved = frame
                RandomFrames.draw(Int.random(in: 0...4, using: &generator), on: &frame, using: &generator)
                // The rows drawn again: every row that differs, as one range each, plus one more
                // that did not change (naming more than changed is allowed).
                var rows = (0..<size.rows).filter { !ScreenBuffer.rowsEqual(moved.row($0), frame.row($0)) }
                    .map { $0..<($0 + 1) }
                rows.append(Int.random(in: 0..<size.rows, using: &generator)..<size.rows)
                present(
                    frame, hint: hint, changedRows: rows, renderer: &renderer, model: &model,
                    context: context + " step \(step) \(String(describing: hint)) rows \(rows)")
            }
        }
    }
}
