import Foundation
import ReuseKit
import Testing

@testable import ReuseKitPixels

/// A label's lines are shaped once: drawing a line that wrapping gave draws it from the wrapped
/// layout, pixel for pixel as a layout of the line alone draws it.
@MainActor
@Suite("Pango wrapped lines")
struct PangoWrappedLineTests {
    static let samples = [
        "alpha beta gamma delta epsilon zeta eta theta iota kappa lambda",
        "Row 1,234",
        "滚动视图 reuses cells 在屏幕之外 so that a million rows cost only what is visible 🎉",
        "Supercalifragilisticexpialidocious-and-then-some words",
        "缓存行高 (row-height cache) 让表格从 38 fps 提升到 60 fps。 宽字符占两列, so CJK text must line up.",
        "frames come from a size tree, not i × cellH: variable heights stay exact\nonly rows on screen have cells",
    ]

    /// Each sample's lines at `width`, drawn one under another on a surface of its own, with
    /// `textSystem`; `measureFirst` asks for the lines on that text system before drawing.
    func drawn(with textSystem: PangoTextSystem, width: CGFloat, scale: Int, measureFirst: Bool) -> [[UInt8]]
    {
        Self.samples.map { sample in
            let lines = PangoTextSystem().lines(
                of: sample, width: width, numberOfLines: 0, lineBreakMode: .byWordWrapping)
            if measureFirst {
                _ = textSystem.lines(
                    of: sample, width: width, numberOfLines: 0, lineBreakMode: .byWordWrapping)
            }
            let surface = PixelSurface(
                size: CGSize(width: width + 20, height: CGFloat(lines.count) * textSystem.lineHeight),
                scale: scale)
            let canvas = PixelCanvas(surface: surface, textSystem: textSystem)
            canvas.clear(to: .black)
            for (index, line) in lines.enumerated() {
                canvas.drawText(
                    line, at: CGPoint(x: 0, y: CGFloat(index) * textSystem.lineHeight), width: width,
                    style: TextStyle(color: .white, isBold: index == 0))
            }
            return surface.withPixelBytes { Array($0) }
        }
    }

    @Test("Lines measured by wrapping are drawn without a layout of their own")
    func shapedOnce() {
        let text = PangoTextSystem()
        let lines = text.lines(
            of: Self.samples[0], width: 120, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        let title = text.lines(
            of: Self.samples[1], width: 120, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        #expect(lines.count > 2)
        let made = text.layoutsMade
        let canvas = PixelCanvas(
            surface: PixelSurface(size: CGSize(width: 140, height: 200), scale: 1), textSystem: text)
        for (index, line) in (title + lines).enumerated() {
            canvas.drawText(line, at: CGPoint(x: 0, y: CGFloat(index) * 22), width: 120, style: .plain)
        }
        #expect(text.layoutsMade == made)
    }

    @Test("A line drawn from its wrapped layout is the line drawn alone, pixel for pixel", arguments: [1, 2])
    func sameGlyphs(scale: Int) {
        for width in [90.0, 150, 200, 260] {
            let alone = drawn(with: PangoTextSystem(), width: width, scale: scale, measureFirst: false)
            let wrapped = drawn(with: PangoTextSystem(), width: width, scale: scale, measureFirst: true)
            for index in Self.samples.indices {
                #expect(alone[index] == wrapped[index], "\(Self.samples[index]) at \(width)")
            }
        }
    }
}
