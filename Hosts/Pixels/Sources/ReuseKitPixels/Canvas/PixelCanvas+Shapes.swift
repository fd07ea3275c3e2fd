import CCairo
import Foundation
import ReuseKit

extension PixelCanvas {
    /// Fills `rect` with `color`, its corners rounded by `radius` points and anti-aliased.
    public func fillRoundedRect(_ rect: CGRect, radius: CGFloat, with color: Color) {
        guard color.alpha > 0 else { return }
        let area = snapped(rect)
        guard area.intersects(clip) else { return }
        let r = min(radius, area.width / 2, area.height / 2)
        withCairoClip(clip) {
            setSource(color)
            cairo_new_sub_path(cairo)
            cairo_arc(cairo, area.maxX - r, area.minY + r, r, -Double.pi / 2, 0)
            cairo_arc(cairo, area.maxX - r, area.maxY - r, r, 0, Double.pi / 2)
            cairo_arc(cairo, area.minX + r, area.maxY - r, r, Double.pi / 2, Double.pi)
            cairo_arc(cairo, area.minX + r, area.minY + r, r, Double.pi, 3 * Double.pi / 2)
            cairo_close_path(cairo)
            cairo_fill(cairo)
        }
    }

    /// Draws the host's loading spinner in `rect`: twelve spokes around the centre whose
    /// brightness turns once a second with `time`.
    public func drawActivityIndicator(in rect: CGRect, color: Color, time: Double) {
        let area = snapped(rect)
        guard area.intersects(clip) else { return }
        let radius = min(area.width, area.height) / 2
        guard radius > 1 else { return }
        let spokes = 12
        let phase = Int((time - time.rounded(.down)) * Double(spokes)) % spokes
        withCairoClip(clip) {
            cairo_set_line_width(cairo, max(1.5, radius / 5))
            cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
            for spoke in 0..<spokes {
                let angle = Double(spoke) / Double(spokes) * 2 * Double.pi - Double.pi / 2
                // The spoke at the phase is brightest; the ones behind it fade out.
                let age = (phase - spoke + spokes) % spokes
                var shade = color
                shade.alpha = UInt8(Double(color.alpha) * (1 - Double(age) / Double(spokes) * 0.85))
                setSource(shade)
                let (sine, cosine) = (sin(angle), cos(angle))
                cairo_move_to(cairo, area.midX + cosine * radius * 0.45, area.midY + sine * radius * 0.45)
                cairo_line_to(cairo, area.midX + cosine * radius * 0.9, area.midY + sine * radius * 0.9)
                cairo_stroke(cairo)
            }
        }
    }

    /// Fills the whole surface with `color`, ignoring the clip (a frame's background).
    public func clear(to color: Color) {
        clear(CGRect(origin: .zero, size: surface.size), to: color)
    }

    /// Replaces the pixels of `rect` (surface points, on device pixels) with `color`.
    public func clear(_ rect: CGRect, to color: Color) {
        cairo_save(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        setSource(color)
        cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
        cairo_fill(cairo)
        cairo_restore(cairo)
    }
}
