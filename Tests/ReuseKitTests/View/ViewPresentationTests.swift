import Foundation
import Testing

@_spi(Hosting) @testable import ReuseKit

/// Records fills with the offset and opacity they are drawn at.
@MainActor
final class AlphaRecordingContext: DrawingContext {
    var origin = CGPoint.zero
    var opacity: CGFloat = 1
    var blends: Bool
    var fills: [(rect: CGRect, opacity: CGFloat)] = []

    init(blends: Bool) { self.blends = blends }

    func fill(_ rect: CGRect, with color: Color) {
        fills.append((rect.offsetBy(dx: origin.x, dy: origin.y), opacity))
    }
    func drawText(_ text: String, at origin: CGPoint, width: CGFloat, style: TextStyle) {}
    func drawHorizontalLine(at y: CGFloat, x: CGFloat, width: CGFloat, color: Color) {}
    func drawImage(_ image: Image, in rect: CGRect) {}
    func drawActivityIndicator(in rect: CGRect, color: Color, time: Double) {}
    func withTransform(offset: CGPoint, clip: CGRect, _ body: () -> Void) {
        let saved = origin
        origin = CGPoint(x: origin.x + offset.x, y: origin.y + offset.y)
        body()
        origin = saved
    }
    func withAlpha(_ alpha: CGFloat, _ body: () -> Void) {
        guard blends else {
            // What a host without blending gets from the protocol's default.
            if alpha >= 0.5 { body() }
            return
        }
        let saved = opacity
        opacity *= alpha
        body()
        opacity = saved
    }
}

@MainActor
@Suite("Views draw at their presentation: frame and opacity")
struct ViewPresentationTests {
    @Test("a view draws at its presentation frame and opacity while its frame stays the model")
    func drawsThePresentation() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let child = View(frame: CGRect(x: 0, y: 10, width: 20, height: 5))
        child.backgroundColor = .white
        root.addSubview(child)
        child.presentationFrame = CGRect(x: 3, y: 4, width: 20, height: 5)
        child.presentationAlpha = 0.5
        child.alpha = 0.8
        let blending = AlphaRecordingContext(blends: true)
        root.render(in: blending)
        #expect(blending.fills.count == 1)
        #expect(blending.fills.first?.rect == CGRect(x: 3, y: 4, width: 20, height: 5))
        #expect(abs((blending.fills.first?.opacity ?? 0) - 0.4) < 1e-9)
        #expect(root.hitTest(CGPoint(x: 1, y: 11)) === child)
        let cells = AlphaRecordingContext(blends: false)
        root.render(in: cells)
        #expect(cells.fills.isEmpty)
        child.presentationAlpha = 1
        root.render(in: cells)
        #expect(cells.fills.count == 1)
        child.alpha = 0
        let none = AlphaRecordingContext(blends: true)
        root.render(in: none)
        #expect(none.fills.isEmpty)
    }
}
