import CCairo
import Foundation
import ReuseKit

/// The pixel host's text system: Pango lays text out (fontconfig fallback across Latin, CJK and
/// emoji, UAX #14 line breaking, grapheme clusters), in points, and draws what it measured.
///
/// Measuring and drawing share one Pango context whose metrics are unhinted, so a width
/// measured here is the width drawn at any device scale. Layouts are cached by text, width and
/// weight: a label is measured when its cell is configured and drawn every frame after.
@MainActor
public final class PangoTextSystem: TextSystem {
    /// The font's size in points.
    public let fontSize: CGFloat
    /// The height of one line, in whole points so that lines tile on the device pixel grid.
    public let lineHeight: CGFloat
    /// How far the baseline lies below the top of a line.
    public let ascent: CGFloat

    let context: OpaquePointer
    let regular: OpaquePointer
    private let bold: OpaquePointer
    private var layouts: [LayoutKey: OpaquePointer] = [:]
    private var widths: [String: CGFloat] = [:]
    /// Where each line that `lines(of:width:numberOfLines:lineBreakMode:)` gave lies in its
    /// wrapped layout, by the key of its drawing layout: drawing that line draws it from there,
    /// shaped once for measuring and drawing alike.
    private var wrappedLines: [LayoutKey: WrappedLine] = [:]
    /// Pango layouts made so far (each one shaped its text once).
    private(set) var layoutsMade = 0
    /// Characters those layouts laid out: what shaping cost, as it grows with the text.
    private(set) var charactersLaidOut = 0
    /// Widths asked of `width(of:)`, each a lookup of the text in the cache at least.
    private(set) var widthsAsked = 0
    /// The glyphs numbers are drawn from, shaped on first use (see `numeralGlyphs`).
    var numerals: NumeralGlyphs??

    /// The most layouts kept; a frame of the gallery draws a few hundred.
    static let layoutCacheLimit = 2048
    /// The most measured widths kept.
    static let widthCacheLimit = 8192

    struct LayoutKey: Hashable {
        var text: String
        /// The wrapping width in Pango units; -1 lays the text on one unbounded line.
        var width: Int32
        var isBold: Bool
        var wrap: UInt32
        /// One line cut with an ellipsis at `width` (for drawing) rather than wrapped.
        var ellipsizes: Bool
    }

    /// A line of a cached wrapped layout (`layouts` keeps the layout while this is kept: both
    /// are dropped together).
    struct WrappedLine {
        var layout: OpaquePointer
        var index: Int32
    }

    /// Creates a text system drawing `family` (fontconfig fills in what it lacks) at `fontSize`
    /// points.
    public init(family: String = "Noto Sans CJK SC", fontSize: CGFloat = 15) {
        self.fontSize = fontSize
        let fontMap = pango_cairo_font_map_get_default()
        context = pango_font_map_create_context(fontMap)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        regular = pango_font_description_from_string(family)
        pango_font_description_set_absolute_size(regular, Double(fontSize) * Double(PANGO_SCALE))
        bold = pango_font_description_copy(regular)
        pango_font_description_set_weight(bold, PANGO_WEIGHT_BOLD)
        pango_context_set_font_description(context, regular)
        let metrics = pango_context_get_metrics(context, regular, nil)
        let ascentUnits = pango_font_metrics_get_ascent(metrics)
        let descentUnits = pango_font_metrics_get_descent(metrics)
        pango_font_metrics_unref(metrics)
        let natural = CGFloat(ascentUnits + descentUnits) / CGFloat(PANGO_SCALE)
        lineHeight = natural.rounded(.up)
        // The spare part of the rounded line goes half above and half below the glyphs.
        ascent = CGFloat(ascentUnits) / CGFloat(PANGO_SCALE) + (lineHeight - natural) / 2
    }

    isolated deinit {
        for layout in layouts.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
        if let numerals = numerals ?? nil { g_object_unref(UnsafeMutableRawPointer(numerals.layout)) }
        pango_font_description_free(regular)
        pango_font_description_free(bold)
        g_object_unref(UnsafeMutableRawPointer(context))
    }

    /// The width `text` takes on one line, in points.
    public func width(of text: String) -> CGFloat {
        widthsAsked += 1
        if let known = widths[text] { return known }
        let width = numberedText(text)?.width ?? measuredWidth(of: text)
        if widths.count >= Self.widthCacheLimit { widths.removeAll(keepingCapacity: true) }
        widths[text] = width
        return width
    }

    /// The width `text` takes on one line, measured by a layout (uncached).
    private func measuredWidth(of text: String) -> CGFloat {
        let layout = layout(for: text, width: nil, isBold: false)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return CGFloat(logical.width) / CGFloat(PANGO_SCALE)
    }

    /// `text` in lines no wider than `width`, broken where Pango breaks them (UAX #14, words
    /// wider than a line between clusters); the last line allowed ends in an ellipsis when
    /// `lineBreakMode` truncates and text remains.
    public func lines(of text: String, width: CGFloat, numberOfLines: Int, lineBreakMode: LineBreakMode)
        -> [String]
    {
        guard width > 0, !text.isEmpty else { return [] }
        // Words and a number that fit are the line Pango would give, without laying it out.
        if let numbered = numberedText(text), fits(numbered.width, in: width) { return [text] }
        let wrap = lineBreakMode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR
        let layout = layout(for: text, width: width, isBold: false, wrap: wrap)
        let source = Self.key(for: text, width: width, isBold: false, wrap: wrap)
        let utf8 = Array(text.utf8)
        // Latin letters and the signs around them (below the IPA block), whose lines can be
        // drawn from this layout.
        // Text of bytes below 0xC9 (ASCII, continuation bytes, lead bytes of characters up to
        // U+023F) is, told without decoding it; U+0240–U+024F are told by their scalars.
        let isLatin = utf8.allSatisfy { $0 < 0xC9 } || text.unicodeScalars.allSatisfy { $0.value < 0x250 }
        let count = Int(pango_layout_get_line_count(layout))
        let limit = numberOfLines > 0 ? min(numberOfLines, count) : count
        var result: [String] = []
        result.reserveCapacity(limit)
        var lastStart = 0
        for index in 0..<limit {
            guard let line = pango_layout_get_line_readonly(layout, Int32(index)) else { break }
            let start = Int(line.pointee.start_index)
            let end = min(utf8.count, start + Int(line.pointee.length))
            lastStart = start
            let shown = Self.trimmingLineEnd(String(decoding: utf8[start..<end], as: UTF8.self))
            result.append(shown)
            if isLatin {
                // After the line: the text's end, a paragraph's, or the space it broke at.
                let next = end < utf8.count ? utf8[end] : UInt8(ascii: "\n")
                let last = end > start ? utf8[end - 1] : 0
                let endsCleanly =
                    next == UInt8(ascii: "\n") || next == UInt8(ascii: "\r") || last == UInt8(ascii: " ")
                rememberLine(shown, at: index, of: line, endsCleanly: endsCleanly, in: layout, at: source)
            }
        }
        if lineBreakMode == .byTruncatingTail, limit < count, !result.isEmpty {
            let rest = String(decoding: utf8[lastStart...], as: UTF8.self)
            result[result.count - 1] = truncated(rest, width: width)
        }
        return result
    }

    /// Whether a line `lineWidth` wide fits a layout `width` wide, as Pango decides it (in its
    /// units, the layout's width rounded down).
    func fits(_ lineWidth: CGFloat, in width: CGFloat) -> Bool {
        let units = Self.key(for: "", width: width, isBold: false).width
        return units < 0 || (lineWidth * CGFloat(PANGO_SCALE)).rounded(.up) <= CGFloat(units)
    }

    /// `text` up to its first newline, cut between clusters to fit `width` with an ellipsis.
    func truncated(_ text: String, width: CGFloat) -> String {
        let line = Array(text.prefix { !$0.isNewline })
        var low = 0
        var high = line.count
        // The longest prefix that fits with its ellipsis: widths grow with the prefix.
        while low < high {
            let middle = (low + high + 1) / 2
            if self.width(of: Self.trimmingLineEnd(String(line[..<middle])) + "…") <= width {
                low = middle
            } else {
                high = middle - 1
            }
        }
        return Self.trimmingLineEnd(String(line[..<low])) + "…"
    }

    /// A cached layout of `text`: on one line when `width` is `nil`, else wrapped at `width`.
    func layout(
        for text: String, width: CGFloat?, isBold: Bool, wrap: PangoWrapMode = PANGO_WRAP_WORD_CHAR,
        ellipsize: Bool = false
    ) -> OpaquePointer {
        let key = Self.key(for: text, width: width, isBold: isBold, wrap: wrap, ellipsize: ellipsize)
        let units = key.width
        if let cached = layouts[key] { return cached }
        if layouts.count >= Self.layoutCacheLimit { evictLayouts() }
        let layout = pango_layout_new(context)
        guard let layout else { preconditionFailure("pango_layout_new failed") }
        pango_layout_set_font_description(layout, isBold ? bold : regular)
        // Text from data is shown as text: never parsed as markup.
        pango_layout_set_text(layout, text, -1)
        pango_layout_set_width(layout, units)
        pango_layout_set_wrap(layout, wrap)
        if ellipsize {
            pango_layout_set_single_paragraph_mode(layout, 1)
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        }
        layouts[key] = layout
        layoutsMade += 1
        charactersLaidOut += text.count
        return layout
    }

    /// The key of the cached layout `layout(for:width:isBold:wrap:ellipsize:)` gives.
    static func key(
        for text: String, width: CGFloat?, isBold: Bool, wrap: PangoWrapMode = PANGO_WRAP_WORD_CHAR,
        ellipsize: Bool = false
    ) -> LayoutKey {
        // A width beyond Pango's range is no limit: a label's natural size asks with the
        // greatest finite width, which in Pango units overflows.
        let units =
            width.flatMap { width -> Int32? in
                let scaled = (width * CGFloat(PANGO_SCALE)).rounded(.down)
                return scaled < CGFloat(Int32.max) ? Int32(scaled) : nil
            } ?? -1
        return LayoutKey(text: text, width: units, isBold: isBold, wrap: wrap.rawValue, ellipsizes: ellipsize)
    }

    /// Drops every cached layout: cheaper than tracking use, and a frame refills what it needs.
    private func evictLayouts() {
        for layout in layouts.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
        layouts.removeAll(keepingCapacity: true)
        wrappedLines.removeAll(keepingCapacity: true)
    }

    static func trimmingLineEnd(_ line: String) -> String {
        // ASCII spaces and line ends after an ASCII character end the line as whole
        // characters: they are dropped byte by byte; anything else, by characters.
        let utf8 = line.utf8
        var end = utf8.endIndex
        while end > utf8.startIndex {
            let before = utf8.index(before: end)
            let byte = utf8[before]
            guard byte == 0x20 || (0x0A...0x0D).contains(byte) else { break }
            if before > utf8.startIndex, utf8[utf8.index(before: before)] >= 0x80 { break }
            end = before
        }
        var result = line[..<end]
        while let last = result.last, last == " " || last.isNewline { result.removeLast() }
        return String(result)
    }
}

extension PangoTextSystem {
    /// A cached one-line layout of `text` ellipsized at `width`, as `drawText` shows it.
    func drawingLayout(for text: String, width: CGFloat, isBold: Bool) -> OpaquePointer {
        layout(for: text, width: width, isBold: isBold, ellipsize: true)
    }

    /// The line `drawText` shows for `text` at `width`: the line of a wrapped layout that
    /// `lines(of:width:numberOfLines:lineBreakMode:)` gave as `text`, or the line `width(of:)`
    /// measured when it fits `width`, when that layout is still cached; else the first line of
    /// `text`'s drawing layout.
    func drawingLine(for text: String, width: CGFloat) -> UnsafeMutablePointer<PangoLayoutLine>? {
        let key = Self.key(for: text, width: width, isBold: false, ellipsize: true)
        if let wrapped = wrappedLines[key] {
            return pango_layout_get_line_readonly(wrapped.layout, wrapped.index)
        }
        if layouts[key] == nil, let measured = measuredLine(of: text, fitting: key.width) {
            return measured
        }
        return pango_layout_get_line_readonly(drawingLayout(for: text, width: width, isBold: false), 0)
    }

    /// The line of `text`'s cached one-line measuring layout when it fits `units` (Pango units)
    /// and `text` is one paragraph: the glyphs its drawing layout would show (nothing to cut
    /// with an ellipsis), shaped once for measuring and drawing alike.
    private func measuredLine(of text: String, fitting units: Int32) -> UnsafeMutablePointer<PangoLayoutLine>?
    {
        guard let layout = layouts[Self.key(for: text, width: nil, isBold: false)],
            !text.contains(where: \.isNewline)
        else { return nil }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        guard logical.width <= units else { return nil }
        return pango_layout_get_line_readonly(layout, 0)
    }

    /// Remembers that `line`, line `index` of the wrapped `layout` (cached at `source`), shows
    /// `shown`, when its glyphs are the ones `shown` drawn alone at the same width shows: the text is
    /// Latin (where a line begins, the script and so the shaping carry on from the line before
    /// in one layout, and start afresh in the other; a line of Latin letters starts both in
    /// Latin), the line fits the width (so nothing is cut with an ellipsis) and ends at a space
    /// or a paragraph's end (a line broken inside a word may end in a hyphen not in its text).
    fileprivate func rememberLine(
        _ shown: String, at index: Int, of line: UnsafeMutablePointer<PangoLayoutLine>, endsCleanly: Bool,
        in layout: OpaquePointer, at source: LayoutKey
    ) {
        guard endsCleanly,
            shown.utf8.contains(where: { (0x61...0x7A).contains($0 | 0x20) })
                || shown.unicodeScalars.contains(where: { $0.properties.isAlphabetic })
        else {
            return
        }
        let drawing = LayoutKey(
            text: shown, width: source.width, isBold: false, wrap: PANGO_WRAP_WORD_CHAR.rawValue,
            ellipsizes: true)
        guard wrappedLines[drawing] == nil, layouts[drawing] == nil else { return }
        var start: Int32 = 0
        pango_layout_line_index_to_x(line, line.pointee.start_index, 0, &start)
        // The end of the shown text: trailing spaces hang past the width in a wrapped line.
        var end: Int32 = 0
        pango_layout_line_index_to_x(line, line.pointee.start_index + Int32(shown.utf8.count), 0, &end)
        guard start == 0, end <= source.width else { return }
        wrappedLines[drawing] = WrappedLine(layout: layout, index: Int32(index))
    }
}
