import Foundation
import ReuseKit
import Testing

@testable import ReuseKitPixels

@MainActor
@Suite("Pixel canvas")
struct PixelCanvasTests {
    let text = PangoTextSystem()

    func canvas(scale: Int, size: CGSize = CGSize(width: 20, height: 20), background: Color = .black)
        -> PixelCanvas
    {
        let canvas = PixelCanvas(surface: PixelSurface(size: size, scale: scale), textSystem: text)
        canvas.clear(to: background)
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

    // MARK: Alpha

    static let red = Color(red: 255, green: 0, blue: 0)

    /// Whether `color` is opaque and within 2 of (`red`, `green`, `blue`) in every channel.
    func isNear(_ color: Color, _ red: Int, _ green: Int, _ blue: Int) -> Bool {
        color.alpha == 255 && abs(Int(color.red) - red) <= 2 && abs(Int(color.green) - green) <= 2
            && abs(Int(color.blue) - blue) <= 2
    }

    @Test("An opaque fill drawn at alpha 0.5 over white blends half way", arguments: [1, 2])
    func halfAlpha(scale: Int) {
        let canvas = canvas(scale: scale, background: .white)
        canvas.withAlpha(0.5) { canvas.fill(CGRect(x: 0, y: 0, width: 20, height: 20), with: Self.red) }
        let pixel = canvas.surface.pixel(x: 7, y: 7)
        #expect(isNear(pixel, 255, 128, 128), "\(pixel)")
    }

    @Test("Alpha 0 draws nothing, and alpha 1 draws exactly what it would without a layer")
    func alphaEnds() {
        let hidden = canvas(scale: 1, background: .white)
        hidden.withAlpha(0) { hidden.fill(CGRect(x: 0, y: 0, width: 20, height: 20), with: Self.red) }
        #expect(hidden.surface.pixel(x: 7, y: 7) == .white)
        let opaque = canvas(scale: 1, background: .white)
        opaque.withAlpha(1) { opaque.fill(CGRect(x: 0, y: 0, width: 20, height: 20), with: Self.red) }
        #expect(opaque.surface.pixel(x: 7, y: 7) == Self.red)
    }

    @Test("Alpha inside alpha multiplies: 0.5 inside 0.5 covers a quarter")
    func nestedAlpha() {
        let canvas = canvas(scale: 1, background: .white)
        canvas.withAlpha(0.5) {
            canvas.withAlpha(0.5) { canvas.fill(CGRect(x: 0, y: 0, width: 20, height: 20), with: Self.red) }
        }
        let pixel = canvas.surface.pixel(x: 7, y: 7)
        #expect(isNear(pixel, 255, 191, 191), "\(pixel)")
    }

    @Test("Fills inside one alpha layer cover each other before the layer blends")
    func groupOpacity() {
        let canvas = canvas(scale: 1, background: .white)
        canvas.withAlpha(0.5) {
            canvas.fill(CGRect(x: 0, y: 0, width: 12, height: 20), with: Self.red)
            canvas.fill(CGRect(x: 8, y: 0, width: 12, height: 20), with: Self.red)
        }
        // Where the two fills overlap is as light as where only one lies.
        #expect(isNear(canvas.surface.pixel(x: 4, y: 4), 255, 128, 128))
        #expect(isNear(canvas.surface.pixel(x: 10, y: 4), 255, 128, 128))
    }

    @Test(
        "The offset and clip of an enclosing transform still apply inside an alpha layer", arguments: [1, 2])
    func alphaInsideTransform(scale: Int) {
        let canvas = canvas(scale: scale, background: .white)
        canvas.withTransform(offset: CGPoint(x: 5, y: 5), clip: CGRect(x: 0, y: 0, width: 5, height: 5)) {
            canvas.withAlpha(0.5) {
                canvas.fill(CGRect(x: -5, y: -5, width: 30, height: 30), with: Self.red)
                canvas.fill(CGRect(x: 1, y: 1, width: 2, height: 2), with: .black)
            }
        }
        let surface = canvas.surface
        func pixel(_ x: Int, _ y: Int) -> Color { surface.pixel(x: x * scale, y: y * scale) }
        // The clip's edges fall on the same device pixels as without the layer.
        let (first, last) = (5 * scale, 10 * scale - 1)
        #expect(surface.pixel(x: first - 1, y: first) == .white)
        #expect(isNear(surface.pixel(x: first, y: first), 255, 128, 128))
        #expect(isNear(surface.pixel(x: last, y: last), 255, 128, 128))
        #expect(surface.pixel(x: last + 1, y: last) == .white)
        #expect(pixel(10, 5) == .white)
        // The black square lands at the offset: (1, 1) in the view is (6, 6) on the surface.
        #expect(isNear(pixel(6, 6), 128, 128, 128))
        #expect(isNear(pixel(8, 8), 255, 128, 128))
    }

    @Test("After an alpha layer the canvas draws opaque again, with its origin and clip as before")
    func stateAfterAlpha() {
        let canvas = canvas(scale: 1, background: .white)
        canvas.withTransform(offset: CGPoint(x: 5, y: 5), clip: CGRect(x: 0, y: 0, width: 10, height: 10)) {
            canvas.withAlpha(0.5) { canvas.fill(CGRect(x: 0, y: 0, width: 5, height: 5), with: Self.red) }
            #expect(canvas.origin == CGPoint(x: 5, y: 5))
            #expect(canvas.clip == CGRect(x: 5, y: 5, width: 10, height: 10))
            canvas.fill(CGRect(x: 5, y: 5, width: 5, height: 5), with: Self.red)
        }
        #expect(canvas.origin == .zero)
        #expect(canvas.clip == CGRect(x: 0, y: 0, width: 20, height: 20))
        canvas.fill(CGRect(x: 0, y: 0, width: 2, height: 2), with: Self.red)
        #expect(canvas.surface.pixel(x: 12, y: 12) == Self.red)
        #expect(canvas.surface.pixel(x: 1, y: 1) == Self.red)
    }

    @Test("Called through any DrawingContext, withAlpha blends instead of the default's all or nothing")
    func alphaThroughTheProtocol() {
        let canvas = canvas(scale: 1, background: .white)
        let context: any DrawingContext = canvas
        // The protocol's default draws a body at 0.5 fully opaque; the canvas blends it.
        context.withAlpha(0.5) { context.fill(CGRect(x: 0, y: 0, width: 20, height: 20), with: Self.red) }
        let pixel = canvas.surface.pixel(x: 7, y: 7)
        #expect(isNear(pixel, 255, 128, 128), "\(pixel)")
    }

    @Test("A view at alpha 0.4 renders blended with what lies under it")
    func translucentView() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        root.backgroundColor = .white
        let child = View(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
        child.backgroundColor = Self.red
        child.alpha = 0.4
        root.addSubview(child)
        let surface = PixelRenderer(textSystem: text).render(root, size: CGSize(width: 20, height: 20))
        // 255 × (1 − 0.4) = 153; the default would have drawn nothing under 0.5.
        #expect(isNear(surface.pixel(x: 4, y: 4), 255, 153, 153), "\(surface.pixel(x: 4, y: 4))")
        #expect(surface.pixel(x: 14, y: 4) == .white)
    }
}
