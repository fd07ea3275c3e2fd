import TestSupport
import Testing

@_spi(Testing) @testable import ReuseKitTerminal

@Suite("Frame renderer against a terminal model")
struct FrameRendererRandomizedTests {
    /// Renders `frame` into `model` and checks that the model shows exactly `frame`.
    private func present(
        _ frame: ScreenBuffer, hint: ScrollHint?, renderer: inout FrameRenderer, model: inout TerminalModel,
        context: String
    ) {
        let bytes = renderer.render(frame, scroll: hint)
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
}
