import Foundation
import ReuseKit
import Testing

@testable import ReuseKitPixels

@MainActor
@Suite("Styled text in pixels")
struct PixelLabelStyledTextTests {
    static let red = Color(red: 255, green: 0, blue: 0)
    static let green = Color(red: 0, green: 255, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 255)

    let renderer: PixelRenderer = {
        let renderer = PixelRenderer(scale: 1)
        renderer.background = .black
        return renderer
    }()

    /// The points inked in `color`'s hue (mostly that channel, whatever the anti-aliasing).
    func inked(_ surface: PixelSurface, size: CGSize, where matches: (Color) -> Bool) -> [(x: Int, y: Int)] {
        var points: [(x: Int, y: Int)] = []
        for y in 0..<Int(size.height) {
            for x in 0..<Int(size.width) where matches(surface.pixel(x: x, y: y)) { points.append((x, y)) }
        }
        return points
    }

    func isRed(_ color: Color) -> Bool { color.red > 120 && color.green < 60 && color.blue < 60 }
    func isWhite(_ color: Color) -> Bool { color.red > 120 && color.green > 120 && color.blue > 120 }

    func label(_ text: String, red part: String) -> Label {
        let label = Label()
        label.numberOfLines = 0
        label.textColor = .white
        var string = AttributedString(text)
        if let range = string.range(of: part) { string[range].foregroundColor = Self.red }
        label.attributedText = string
        return label
    }

    @Test("A red run is drawn red where the text system places it, and only there")
    func redRun() {
        let text = renderer.textSystem
        let size = CGSize(width: 240, height: text.lineHeight * 2)
        let surface = renderer.render(label("MMMM WWWW", red: "WWWW"), size: size)
        let start = text.width(of: "MMMM ")
        let end = text.width(of: "MMMM WWWW")
        let red = inked(surface, size: size, where: isRed)
        #expect(red.count > 40)
        #expect(
            red.allSatisfy {
                CGFloat($0.x) >= start - 1 && CGFloat($0.x) <= end + 1 && CGFloat($0.y) < text.lineHeight
            })
        let white = inked(surface, size: size, where: isWhite)
        #expect(white.count > 40)
        #expect(white.allSatisfy { CGFloat($0.x) < start })
    }

    @Test("A run keeps its colour on the line it wraps to")
    func wrappedRun() {
        let text = renderer.textSystem
        let size = CGSize(width: text.width(of: "MMMM WW"), height: text.lineHeight * 2)
        let surface = renderer.render(label("MMMM WWWW", red: "WWWW"), size: size)
        let red = inked(surface, size: size, where: isRed)
        #expect(red.count > 40)
        #expect(red.allSatisfy { CGFloat($0.y) >= text.lineHeight })
        let white = inked(surface, size: size, where: isWhite)
        #expect(white.count > 40)
        #expect(white.allSatisfy { CGFloat($0.y) < text.lineHeight })
    }

    @Test("A label's background colour fills its bounds; a style's background only its glyphs")
    func backgrounds() {
        let text = renderer.textSystem
        let size = CGSize(width: 120, height: text.lineHeight * 2)
        let label = Label()
        label.backgroundColor = Self.blue
        label.text = "hello"
        // Text in the colour of its highlight: the whole highlight reads as one colour.
        label.textStyle = TextStyle(color: Self.green, background: Self.green)
        let surface = renderer.render(label, size: size)
        let textWidth = Int(text.width(of: "hello").rounded(.down))
        for y in [1, Int(text.lineHeight) / 2, Int(text.lineHeight) - 2] {
            for x in 0..<(textWidth - 1) { #expect(surface.pixel(x: x, y: y) == Self.green, "(\(x), \(y))") }
            for x in (textWidth + 2)..<Int(size.width) {
                #expect(surface.pixel(x: x, y: y) == Self.blue, "(\(x), \(y))")
            }
        }
        for x in stride(from: 0, to: Int(size.width), by: 7) {
            #expect(surface.pixel(x: x, y: Int(text.lineHeight) + 3) == Self.blue, "below the text, (\(x))")
        }
    }
}
