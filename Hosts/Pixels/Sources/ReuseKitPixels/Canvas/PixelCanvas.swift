import CCairo
import Foundation
@_spi(Hosting) import ReuseKit

/// A `DrawingContext` over a ``PixelSurface``: Cairo fills, Pango text, one-device-pixel
/// hairlines, filtered images and clips, in points at the surface's device scale.
///
/// The canvas keeps the current origin and clip itself (in points of the surface) rather than
/// in Cairo's matrix, so that it can snap edges to device pixels with one rule (`snap`):
/// neighbouring cells at a fractional scroll offset then tile without seams, and a fill that
/// lies outside the clip costs nothing.
@MainActor
public final class PixelCanvas: DrawingContext {
    /// The surface drawn on.
    public let surface: PixelSurface
    /// The text system that lays out the text drawn.
    public let textSystem: PangoTextSystem
    /// The colour of text whose style names none.
    public var foreground = Color(red: 235, green: 235, blue: 240)
    /// Where the origin of the current coordinates lies on the surface, in points.
    public var origin: CGPoint { placement.origin }
    /// The part of the surface drawing may touch now, in points, on device pixels.
    public var clip: CGRect { placement.clip }
    /// What ``origin`` and ``clip`` hold. Every view drawn reads and sets them: stored privately,
    /// they are read without the run-time exclusivity check that a public stored property's
    /// every read makes.
    private var placement: (origin: CGPoint, clip: CGRect)
    /// Decoded images as Cairo surfaces, kept across frames by the host when it keeps them.
    var imageCache: PixelImageCache
    let cairo: OpaquePointer
    let scale: CGFloat
    /// Glyphs `drawNumeral` gave Cairo.
    var numeralGlyphsDrawn = 0

    /// Creates a canvas drawing on `surface` with `textSystem`; `imageCache` keeps images
    /// converted for Cairo across frames.
    public init(surface: PixelSurface, textSystem: PangoTextSystem, imageCache: PixelImageCache? = nil) {
        self.surface = surface
        self.textSystem = textSystem
        self.imageCache = imageCache ?? PixelImageCache()
        scale = CGFloat(surface.scale)
        placement = (.zero, CGRect(origin: .zero, size: surface.size))
        guard let context = cairo_create(surface.surface) else { preconditionFailure("cairo_create failed") }
        cairo = context
    }

    isolated deinit {
        cairo_destroy(cairo)
    }

    /// Fills `rect` with `color`, its edges on device pixels.
    public func fill(_ rect: CGRect, with color: Color) {
        guard color.alpha > 0 else { return }
        let area = snapped(rect).intersection(clip)
        guard !area.isNull, !area.isEmpty else { return }
        setSource(color)
        cairo_rectangle(cairo, area.minX, area.minY, area.width, area.height)
        cairo_fill(cairo)
    }

    /// Draws one line of `text` from `origin` (the top of the line), ellipsized at `width`; a
    /// style's background is the text's highlight, behind its glyphs only (as
    /// `NSAttributedString`'s), a line high.
    public func drawText(_ text: String, at origin: CGPoint, width: CGFloat, style: TextStyle) {
        guard width > 0, !text.isEmpty else { return }
        let left = self.origin.x + origin.x
        let top = snap(self.origin.y + origin.y)
        let box = CGRect(x: left, y: top, width: width, height: textSystem.lineHeight)
        guard box.intersects(clip) else { return }
        if let background = style.background {
            let glyphs = CGSize(width: min(width, textSystem.width(of: text)), height: box.height)
            fill(CGRect(origin: origin, size: glyphs), with: background)
        }
        // Bold is the regular glyphs drawn twice, the second time a device pixel (at least half
        // a point) to the right: the advances stay the ones the text system measured (its API
        // has no weight), so bold text fits where it was wrapped, and both passes hit Cairo's
        // glyph cache (stroking outlines instead cost ten times the whole frame).
        // Words and a number (a row's title): the words' line, then the number's glyphs.
        let numbered = textSystem.numberedText(text).flatMap {
            textSystem.fits($0.width, in: width) ? $0 : nil
        }
        let numerals = numbered.flatMap { numbered in
            textSystem.numeralGlyphs().flatMap { numerals in
                numeralGlyphString(numbered.number, from: numerals).map { (numerals.font, $0) }
            }
        }
        defer { numerals.map { pango_glyph_string_free($0.1) } }
        let line = textSystem.drawingLine(
            for: numerals == nil ? text : numbered?.prefix ?? text, width: width)
        let color = textColor(style)
        withCairoClip(clip) {
            setSource(color)
            let passes = style.isBold ? [0, max(1 / scale, textSystem.fontSize / 30)] : [0]
            for shift in passes {
                if let line {
                    cairo_move_to(cairo, snap(left) + shift, top + textSystem.ascent)
                    pango_cairo_show_layout_line(cairo, line)
                }
                if let numbered, let (font, glyphs) = numerals {
                    cairo_move_to(cairo, snap(left) + shift + numbered.prefixWidth, top + textSystem.ascent)
                    pango_cairo_show_glyph_string(cairo, font, glyphs)
                }
            }
            if style.isUnderlined {
                let y = snap(top + textSystem.ascent + 2)
                let logical = min(width, textSystem.width(of: text))
                cairo_rectangle(cairo, snap(left), y, logical, 1 / scale)
                cairo_fill(cairo)
            }
        }
    }

    /// The colour text in `style` is drawn in: its own or the canvas's, dimmed when it says so.
    func textColor(_ style: TextStyle) -> Color {
        var color = style.color ?? foreground
        if style.isDim { color.alpha = UInt8(Int(color.alpha) * 3 / 5) }
        return color
    }

    /// Draws a hairline one device pixel thick, just above `y` (a cell's bottom edge), so that
    /// it lies inside the cell and takes no layout height.
    public func drawHorizontalLine(at y: CGFloat, x: CGFloat, width: CGFloat, color: Color) {
        let bottom = snap(origin.y + y)
        let left = snap(origin.x + x)
        let right = snap(origin.x + x + width)
        let line = CGRect(x: left, y: bottom - 1 / scale, width: right - left, height: 1 / scale)
            .intersection(clip)
        guard !line.isNull, !line.isEmpty, color.alpha > 0 else { return }
        setSource(color)
        cairo_rectangle(cairo, line.minX, line.minY, line.width, line.height)
        cairo_fill(cairo)
    }

    /// Draws `image` scaled into `rect` with Cairo's good filter (smooth when enlarged, averaged
    /// when reduced), scaled once to the device pixels it covers and then copied.
    public func drawImage(_ image: Image, in rect: CGRect) {
        guard image.width > 0, image.height > 0, rect.width > 0, rect.height > 0 else { return }
        let target = snapped(rect)
        let width = Int((target.width * scale).rounded())
        let height = Int((target.height * scale).rounded())
        guard width > 0, height > 0, target.intersects(clip) else { return }
        let source = imageCache.surface(for: image, width: width, height: height)
        cairo_surface_set_device_scale(source, Double(scale), Double(scale))
        withCairoClip(clip.intersection(target)) {
            cairo_set_source_surface(cairo, source, target.minX, target.minY)
            cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_FAST)
            cairo_paint(cairo)
        }
    }

    /// Runs `body` with the origin moved by `offset` and the clip narrowed to `clip` (in the
    /// moved coordinates); a subtree whose clip is empty is not drawn at all.
    public func withTransform(offset: CGPoint, clip newClip: CGRect, _ body: () -> Void) {
        let saved = placement
        defer { placement = saved }
        placement.origin = CGPoint(x: saved.origin.x + offset.x, y: saved.origin.y + offset.y)
        let narrowed = snapped(newClip).intersection(saved.clip)
        guard !narrowed.isNull, !narrowed.isEmpty else { return }
        placement.clip = narrowed
        body()
    }

    /// The nearest device pixel edge to `value` (in points of the surface), by the library's one
    /// grid rule (`CGFloat.snapped(toScale:)`: halves round up), so that content moved by whole
    /// device pixels moves on screen by exactly those; a value that is not finite goes to 0.
    public func snap(_ value: CGFloat) -> CGFloat {
        guard value.isFinite else { return 0 }
        return value.snapped(toScale: scale)
    }

    /// `rect`, in the current coordinates, moved onto the surface with its edges snapped
    /// (`CGRect.snapped(toScale:)`); one with an edge that is not finite (a null one) covers
    /// nothing.
    func snapped(_ rect: CGRect) -> CGRect {
        let moved = rect.offsetBy(dx: origin.x, dy: origin.y)
        guard moved.minX.isFinite, moved.minY.isFinite, moved.maxX.isFinite, moved.maxY.isFinite else {
            return .zero
        }
        return moved.snapped(toScale: scale)
    }

    func setSource(_ color: Color) {
        cairo_set_source_rgba(
            cairo, Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255,
            Double(color.alpha) / 255)
    }

    /// Runs `body` with Cairo clipped to `rect` (surface points) and its state restored after.
    func withCairoClip(_ rect: CGRect, _ body: () -> Void) {
        guard !rect.isNull, !rect.isEmpty else { return }
        cairo_save(cairo)
        cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cairo)
        body()
        cairo_restore(cairo)
    }
}
