import CCairo
import Foundation
import ReuseKit

extension PixelCanvas {
    /// Draws `number` (digits, `,`, `.`, `–` and spaces) from `origin` (the top of the line) as a
    /// line of text draws it after a Latin word, from glyphs shaped once, so that a count
    /// that changes every frame (a row range in a status line) costs no text layout. Returns
    /// `false`, drawing nothing, for another character or a style with a background, bold or
    /// an underline (``PangoTextSystem/numeralWidth(of:)`` is `nil` then too, for the first).
    @discardableResult
    public func drawNumeral(_ number: Substring, at origin: CGPoint, style: TextStyle) -> Bool {
        guard style.background == nil, !style.isBold, !style.isUnderlined,
            let numerals = textSystem.numeralGlyphs(),
            let width = textSystem.numeralWidth(of: number)
        else { return false }
        let left = self.origin.x + origin.x
        let top = snap(self.origin.y + origin.y)
        guard CGRect(x: left, y: top, width: width, height: textSystem.lineHeight).intersects(clip) else {
            return true
        }
        // Only the glyphs whose ink may reach the clip (a glyph's ink may reach a little past its
        // advance), from where the whole number puts them: a number the damage cuts narrower
        // (the changed digits of a row range) costs Cairo those glyphs alone.
        let (shown, skipped) = glyphs(of: number, from: numerals, within: clip, from: snap(left))
        guard let glyphs = numeralGlyphString(shown, from: numerals) else { return false }
        defer { pango_glyph_string_free(glyphs) }
        numeralGlyphsDrawn += Int(glyphs.pointee.num_glyphs)
        withCairoClip(clip) {
            setSource(textColor(style))
            cairo_move_to(cairo, snap(left) + skipped, top + textSystem.ascent)
            pango_cairo_show_glyph_string(cairo, numerals.font, glyphs)
        }
        return true
    }

    /// The characters of `number`, drawn from `left`, whose glyphs' ink may reach `clip`'s
    /// columns, and the width of those before them.
    private func glyphs(
        of number: Substring, from numerals: NumeralGlyphs, within clip: CGRect, from left: CGFloat
    ) -> (Substring, CGFloat) {
        let reach = textSystem.lineHeight / 4
        let scalars = number.unicodeScalars
        var start = scalars.startIndex
        var end = scalars.startIndex
        var units: Int32 = 0
        var skipped: Int32 = 0
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let advance = numerals.glyph(for: scalars[index])?.geometry.width ?? 0
            let next = scalars.index(after: index)
            let minX = left + CGFloat(units) / CGFloat(PANGO_SCALE) - reach
            let maxX = left + CGFloat(units + advance) / CGFloat(PANGO_SCALE) + reach
            if maxX <= clip.minX {
                (start, skipped) = (next, units + advance)
            } else if minX < clip.maxX {
                end = next
            }
            units += advance
            index = next
        }
        return (number[start..<max(start, end)], CGFloat(skipped) / CGFloat(PANGO_SCALE))
    }

    /// `number`'s glyphs from `numerals`, to draw with their font (free it after); `nil` for a
    /// character that is not a numeral one.
    func numeralGlyphString(_ number: Substring, from numerals: NumeralGlyphs)
        -> UnsafeMutablePointer<PangoGlyphString>?
    {
        guard let glyphs = pango_glyph_string_new() else { return nil }
        var count: Int32 = 0
        for _ in number.unicodeScalars { count += 1 }
        pango_glyph_string_set_size(glyphs, count)
        var offset: Int32 = 0
        for (index, scalar) in number.unicodeScalars.enumerated() {
            guard let glyph = numerals.glyph(for: scalar) else {
                pango_glyph_string_free(glyphs)
                return nil
            }
            glyphs.pointee.glyphs[index] = glyph
            glyphs.pointee.log_clusters[index] = offset
            offset += Int32(UTF8.width(scalar))
        }
        return glyphs
    }
}
