import CCairo
import Foundation

/// The glyphs of the characters numbers are written with, as a line of Latin text shapes them,
/// and the font they come from.
struct NumeralGlyphs {
    /// The layout they were shaped in, which keeps the font.
    let layout: OpaquePointer
    let font: OpaquePointer
    /// The ASCII characters' glyphs, by code; the others', in a short list.
    private let ascii: [PangoGlyphInfo?]
    private let others: [(scalar: Unicode.Scalar, glyph: PangoGlyphInfo)]

    init(layout: OpaquePointer, font: OpaquePointer, glyphs: [Unicode.Scalar: PangoGlyphInfo]) {
        self.layout = layout
        self.font = font
        var ascii = [PangoGlyphInfo?](repeating: nil, count: 128)
        for (scalar, glyph) in glyphs where scalar.isASCII { ascii[Int(scalar.value)] = glyph }
        self.ascii = ascii
        others = glyphs.filter { !$0.key.isASCII }.map { ($0.key, $0.value) }
    }

    /// The glyph of `scalar`, `nil` for a character that is not a numeral one.
    ///
    /// - Complexity: O(1) for ASCII, else O(numeral characters).
    func glyph(for scalar: Unicode.Scalar) -> PangoGlyphInfo? {
        guard scalar.isASCII else { return others.first { $0.scalar == scalar }?.glyph }
        return ascii[Int(scalar.value)]
    }
}

extension PangoTextSystem {
    /// The characters of a number (digits, the separators of thousands and decimals, a dash
    /// between two numbers) and the space after it.
    public nonisolated static let numeralCharacters = "0123456789,.– "

    /// The ASCII ones of ``numeralCharacters``, a bit each, and the others.
    private nonisolated static let numeralASCII = numeralCharacters.unicodeScalars.reduce(
        into: (low: UInt64(0), high: UInt64(0))
    ) { bits, scalar in
        if scalar.value < 64 {
            bits.low |= 1 << scalar.value
        } else if scalar.value < 128 {
            bits.high |= 1 << (scalar.value - 64)
        }
    }
    private nonisolated static let numeralOthers = numeralCharacters.unicodeScalars.filter { !$0.isASCII }

    /// Whether `scalar` is one of ``numeralCharacters``.
    ///
    /// - Complexity: O(1) for ASCII, else O(numeral characters).
    public nonisolated static func isNumeralCharacter(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 64 { return numeralASCII.low & (1 << value) != 0 }
        if value < 128 { return numeralASCII.high & (1 << (value - 64)) != 0 }
        return numeralOthers.contains(scalar)
    }

    /// The numeral characters' glyphs, shaped once after a Latin letter; `nil` when the font
    /// does not give each character one glyph of its own in one run (then numbers are laid out
    /// as any text).
    func numeralGlyphs() -> NumeralGlyphs? {
        if let numerals { return numerals }
        let made = makeNumeralGlyphs()
        numerals = .some(made)
        return made
    }

    private func makeNumeralGlyphs() -> NumeralGlyphs? {
        guard let layout = pango_layout_new(context) else { return nil }
        let text = "x" + Self.numeralCharacters
        pango_layout_set_font_description(layout, regular)
        pango_layout_set_text(layout, text, -1)
        guard let line = pango_layout_get_line_readonly(layout, 0), let run = line.pointee.runs,
            run.pointee.next == nil, let data = run.pointee.data
        else {
            g_object_unref(UnsafeMutableRawPointer(layout))
            return nil
        }
        let item = data.assumingMemoryBound(to: PangoGlyphItem.self).pointee
        let shaped = item.glyphs.pointee
        let scalars = Array(text.unicodeScalars)
        var glyphs: [Unicode.Scalar: PangoGlyphInfo] = [:]
        var offset = 0
        // One glyph a character, each its own cluster, in the text's order.
        if Int(shaped.num_glyphs) == scalars.count, let font = item.item.pointee.font {
            for (index, scalar) in scalars.enumerated() where Int(shaped.log_clusters[index]) == offset {
                glyphs[scalar] = shaped.glyphs[index]
                offset += String(scalar).utf8.count
            }
            if glyphs.count == scalars.count {
                glyphs[scalars[0]] = nil
                return NumeralGlyphs(layout: layout, font: font, glyphs: glyphs)
            }
        }
        g_object_unref(UnsafeMutableRawPointer(layout))
        return nil
    }

    /// The width of `number` (numeral characters only) drawn from the numeral glyphs after a
    /// Latin word, in points; `nil` when it holds another character or the font has no
    /// numeral glyphs.
    public func numeralWidth(of number: Substring) -> CGFloat? {
        guard let numerals = numeralGlyphs() else { return nil }
        var width: Int32 = 0
        for scalar in number.unicodeScalars {
            guard let glyph = numerals.glyph(for: scalar) else { return nil }
            width += glyph.geometry.width
        }
        return CGFloat(width) / CGFloat(PANGO_SCALE)
    }
}
