import Foundation
import ReuseKit
import Testing

@testable import ReuseKitPixels

@MainActor
@Suite("Pixel canvas")
struct PixelCanvasTests {
    let text = PangoTextSystem()

    func canvas(scale: Int, size: CGSize = CGSize(width: 20, height: 20)) -> PixelCanvas {
        let canvas = PixelCanvas(surface: PixelSurface(size: size, scale: scale), textSystem: text)
        canvas.clear(to: .black)
        return canvas
    }

    @Test("A hairline is one device pixel just above the edge it is drawn at", arguments: [1, 2])
    func hairline(scale: Int) {
        let canvas = canvas(scale: scale)
        canvas.drawHorizontalLine(at: 10, x: 0, width: 20, color: .white)
        let surface = canvas.surface
        let row = 10 * scale
        #expect(surface.pixel(x: 3, y: row - 1) == .white)
        #expect(surface.pixel(x: 3, y: row) == .black)
        #expect(surface.pixel(x: 3, y: row - 2) == .black)
    }

    @Test("Fills at fractional offsets snap to device pixels, so neighbours tile without seams")
    func tiling() {
        let canvas = canvas(scale: 2)
        canvas.withTransform(offset: CGPoint(x: 0, y: 0.3), clip: CGRect(x: 0, y: 0, width: 20, height: 20)) {
            canvas.fill(CGRect(x: 0, y: 0, width: 20, height: 4.6), with: .white)
            canvas.fill(CGRect(x: 0, y: 4.6, width: 20, height: 5), with: .white)
        }
        let surface = canvas.surface
        for y in 1..<19 { #expect(surface.pixel(x: 5, y: y) == .white, "row \(y)") }
        #expect(surface.pixel(x: 5, y: 0) == .black)
        #expect(surface.pixel(x: 5, y: 20) == .black)
    }

    @Test("Drawing stays inside the clip of the view being drawn")
    func clipping() {
        let canvas = canvas(scale: 1)
        canvas.withTransform(offset: CGPoint(x: 5, y: 5), clip: CGRect(x: 0, y: 0, width: 5, height: 5)) {
            canvas.fill(CGRect(x: -5, y: -5, width: 30, height: 30), with: .white)
            canvas.drawText("Wide text overflowing", at: .zero, width: 100, style: .plain)
        }
        let surface = canvas.surface
        #expect(surface.pixel(x: 4, y: 4) == .black)
        #expect(surface.pixel(x: 5, y: 5) == .white)
        #expect(surface.pixel(x: 10, y: 10) == .black)
    }

    @Test("An image enlarged with filtering blends its pixels instead of repeating them")
    func imageFiltering() {
        let image = Image(width: 2, height: 1, pixels: [0, 0, 0, 255, 255, 255, 255, 255])
        let canvas = canvas(scale: 1)
        canvas.drawImage(image, in: CGRect(x: 0, y: 0, width: 20, height: 20))
        let middle = canvas.surface.pixel(x: 10, y: 10)
        #expect(middle.red > 60 && middle.red < 200)
        #expect(canvas.surface.pixel(x: 0, y: 10).red < 30)
        #expect(canvas.surface.pixel(x: 19, y: 10).red > 225)
    }

    @Test("Text is drawn inside its line, in the style's colour")
    func drawnText() {
        let canvas = canvas(scale: 1, size: CGSize(width: 60, height: 40))
        canvas.drawText("中", at: CGPoint(x: 0, y: 10), width: 60, style: TextStyle(color: .white))
        let surface = canvas.surface
        var inked = 0
        for y in 0..<40 {
            for x in 0..<60 where surface.pixel(x: x, y: y).red > 128 {
                inked += 1
                #expect((10..<(10 + Int(self.text.lineHeight))).contains(y))
            }
        }
        #expect(inked > 20)
    }

    @Test("Bold text fits the width the text system measured: its last glyph is drawn, not an ellipsis")
    func boldFitsItsMeasure() {
        let sample = "Wide bold words 宽体"
        let width = text.width(of: sample)
        func drawn(bold: Bool) -> PixelSurface {
            let canvas = canvas(scale: 2, size: CGSize(width: 300, height: 30))
            canvas.drawText(
                sample, at: CGPoint(x: 0, y: 4), width: width, style: TextStyle(color: .white, isBold: bold))
            return canvas.surface
        }
        let regular = drawn(bold: false)
        let bold = drawn(bold: true)
        // Where the regular 体 has ink, the bold one has too (an ellipsis would leave it bare).
        var inked = 0
        var covered = 0
        for y in 0..<regular.pixelHeight {
            for x in Int((width - text.fontSize) * 2)..<Int(width * 2)
            where regular.pixel(x: x, y: y).red > 128 {
                inked += 1
                if bold.pixel(x: x, y: y).red > 64 { covered += 1 }
            }
        }
        #expect(inked > 30)
        #expect(Double(covered) >= Double(inked) * 0.9)
    }
}
