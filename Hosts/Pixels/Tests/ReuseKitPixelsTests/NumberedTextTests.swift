import CCairo
import Foundation
@_spi(Hosting) import ReuseKit
import Testing

@testable import ReuseKitPixels

/// Words and a number ("Row 12,345") are measured, wrapped and drawn from the words' layout and
/// the numeral glyphs, as a layout of the whole line measures, wraps and draws them.
@MainActor
@Suite("Numbered text")
struct NumberedTextTests {
    static let numbered = [
        "Row 1", "Row 12,345", "Row 999,999", "Total 1,234.50", "seed 000 · 1,000,000 rows · rows 8–16",
        "a 1 2", "Ünïcödé 42", "x – 7",
    ]
    static let others = [
        "Row", "12,345", "Row 12a5", "Row 5 ", "中文 12", "Row\n12", "Row\t12", "rows 8–16 x", "",
    ]

    let text = PangoTextSystem()

    /// The width of `string` as a layout of the whole line measures it, in points.
    func wholeWidth(_ string: String) -> CGFloat {
        let layout = text.layout(for: string, width: nil, isBold: false)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return CGFloat(logical.width) / CGFloat(PANGO_SCALE)
    }

    @Test("Words and a number are told apart; other text is left to the layout")
    func recognised() throws {
        for string in Self.numbered {
            let numbered = try #require(text.numberedText(string), "\(string)")
            #expect(numbered.prefix + numbered.number == string)
            #expect(numbered.prefix.hasSuffix(" "))
        }
        #expect(text.numberedText("Row 12,345")?.number == "12,345")
        #expect(text.numberedText("a 1 2")?.number == "1 2")
        for string in Self.others { #expect(text.numberedText(string) == nil, "\(string)") }
    }

    @Test("Measured as the whole line, and wrapped as the whole line is")
    func measuredAndWrappedAsWhole() throws {
        for string in Self.numbered {
            let whole = wholeWidth(string)
            #expect(text.width(of: string) == whole, "\(string)")
            for width in [whole, whole + 0.5, 400] {
                #expect(
                    text.lines(of: string, width: width, numberOfLines: 0, lineBreakMode: .byWordWrapping)
                        == [string])
                #expect(
                    pango_layout_get_line_count(text.layout(for: string, width: width, isBold: false)) == 1)
            }
            let narrow = text.lines(
                of: string, width: whole - 1, numberOfLines: 0, lineBreakMode: .byWordWrapping)
            #expect(narrow.count > 1, "\(string) in \(whole - 1) points: \(narrow)")
        }
    }

    @Test("Drawn as the whole line's layout draws it, pixel for pixel", arguments: [1, 2], [false, true])
    func drawnAsWhole(scale: Int, bold: Bool) throws {
        let size = CGSize(width: 400, height: 30)
        let style = TextStyle(color: .secondaryText, isBold: bold)
        for string in Self.numbered {
            let composed = PixelSurface(size: size, scale: scale)
            let canvas = PixelCanvas(surface: composed, textSystem: text)
            canvas.clear(to: .black)
            canvas.drawText(string, at: CGPoint(x: 7, y: 4), width: 380, style: style)
            let whole = PixelSurface(size: size, scale: scale)
            let reference = PixelCanvas(surface: whole, textSystem: text)
            reference.clear(to: .black)
            let line = try #require(
                pango_layout_get_line_readonly(text.drawingLayout(for: string, width: 380, isBold: false), 0))
            reference.setSource(reference.textColor(style))
            for shift in bold ? [0, max(1 / CGFloat(scale), text.fontSize / 30)] : [0] {
                cairo_move_to(reference.cairo, reference.snap(7) + shift, reference.snap(4) + text.ascent)
                pango_cairo_show_layout_line(reference.cairo, line)
            }
            let difference = PixelDamageChecker.firstDifference(composed, whole)
            #expect(
                difference == nil,
                "\(string) at scale \(scale), bold \(bold): differs at \(String(describing: difference))")
        }
    }

    @Test(
        "A number drawn in a narrow clip gives Cairo only the glyphs that reach it, drawn as the whole number draws them",
        arguments: [1, 2])
    func numberInNarrowClip(scale: Int) throws {
        let size = CGSize(width: 200, height: 30)
        let number: Substring = "1,200–1,208"
        let style = TextStyle(color: .secondaryText)
        let from = try #require(text.numeralWidth(of: "1,200–1,2"))
        let to = try #require(text.numeralWidth(of: number))
        let narrow = PixelSurface(size: size, scale: scale)
        let canvas = PixelCanvas(surface: narrow, textSystem: text)
        canvas.clear(to: .black)
        var clip = CGRect.null
        canvas.withTransform(offset: .zero, clip: CGRect(x: 7 + from, y: 0, width: to - from, height: 30)) {
            clip = canvas.clip
            #expect(canvas.drawNumeral(number, at: CGPoint(x: 7, y: 4), style: style))
        }
        #expect(canvas.numeralGlyphsDrawn <= 4, "\(canvas.numeralGlyphsDrawn) glyphs for the last two digits")
        let whole = PixelSurface(size: size, scale: scale)
        let reference = PixelCanvas(surface: whole, textSystem: text)
        reference.clear(to: .black)
        #expect(reference.drawNumeral(number, at: CGPoint(x: 7, y: 4), style: style))
        #expect(reference.numeralGlyphsDrawn == number.unicodeScalars.count)
        let columns = Int(clip.minX) * scale..<Int(clip.maxX) * scale
        for y in 0..<narrow.pixelHeight {
            for x in columns where narrow.pixel(x: x, y: y) != whole.pixel(x: x, y: y) {
                Issue.record("scale \(scale): differs at \(x), \(y)")
                return
            }
        }
    }

    @Test("A new row's title costs no layout once its words were laid out")
    func titlesLayNothingOut() {
        _ = text.lines(of: "Row 1", width: 300, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        let made = text.layoutsMade
        for row in 2..<200 {
            let title = "Row \(row.groupedDigits)"
            #expect(
                text.lines(of: title, width: 300, numberOfLines: 1, lineBreakMode: .byTruncatingTail) == [
                    title
                ])
        }
        #expect(text.layoutsMade == made)
    }
}
