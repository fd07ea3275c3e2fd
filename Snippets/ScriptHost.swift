// A host in a page of code: a window that prints each frame's text and reads its keys from a
// script, the whole interface a host implements (the article "Writing a host").
// snippet.host
import Foundation
@_spi(Hosting) import ReuseKit

final class TextCanvas: DrawingContext {
    var lines: [String] = []
    func fill(_ rect: CGRect, with color: Color) {}
    func drawText(_ text: String, at origin: CGPoint, width: CGFloat, style: TextStyle) { lines.append(text) }
    func drawHorizontalLine(at y: CGFloat, x: CGFloat, width: CGFloat, color: Color) {}
    func drawActivityIndicator(in rect: CGRect, color: Color, time: Double) {}
    func drawImage(_ image: Image, in rect: CGRect) {}
    func withTransform(offset: CGPoint, clip: CGRect, _ body: () -> Void) { body() }
}

final class ScriptWindow: HostWindow {
    init(rootView: View) {
        super.init(
            rootView: rootView, traits: TraitCollection(textSystem: PlainTextSystem()), clock: SystemClock())
    }

    // Each frame prints everything: a changed frame draws the whole window.
    override func damageArea(_ rect: CGRect) -> CGRect { CGRect(x: 0, y: 0, width: 40, height: 12) }

    func run(keys: [KeyEvent]) {
        var script = keys[...]
        beginRun()
        while !isFinished {
            _ = beginTurn {
                drawFrame(size: CGSize(width: 40, height: 12)) { _ in
                    TextCanvas()
                } present: { canvas, _ in
                    print(canvas.lines.joined(separator: "\n"))
                    return 0
                }
            }
            // A real host waits here for input, for as long as beginTurn allowed.
            guard let key = script.popFirst() else { break }
            handleKey(key)
            endTurn()
        }
    }
}
// snippet.end

// snippet.hide
let label = Label()
label.text = "Hello from a host of your own"
ScriptWindow(rootView: label).run(keys: [KeyEvent(.down)])
