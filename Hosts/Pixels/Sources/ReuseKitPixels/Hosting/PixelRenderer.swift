import CCairo
import Foundation
@_spi(Hosting) import ReuseKit

/// Draws view trees into pixel surfaces: it gives the root the pixel host's traits (Pango's
/// text system, the display scale, a one-device-pixel hairline), lays it out to the surface's
/// size and renders it through a ``PixelCanvas``.
@MainActor
public final class PixelRenderer {
    /// Device pixels per point.
    public let scale: Int
    /// The text system of every view this renderer draws.
    public let textSystem: PangoTextSystem
    /// Images converted for Cairo, kept across frames.
    public let imageCache = PixelImageCache()
    /// The colour behind everything.
    public var background = Color(red: 16, green: 16, blue: 20)

    /// Creates a renderer at `scale` device pixels a point.
    public init(scale: Int = 1, textSystem: PangoTextSystem = PangoTextSystem()) {
        precondition(scale >= 1, "a display scale is at least 1")
        self.scale = scale
        self.textSystem = textSystem
    }

    /// The traits views drawn by this renderer get.
    public var traits: TraitCollection {
        TraitCollection(
            textSystem: textSystem, displayScale: CGFloat(scale), hairlineWidth: 1 / CGFloat(scale))
    }

    /// Gives `root` this renderer's traits, unless it has them already.
    public func adopt(_ root: View) {
        if root.traitOverrides?.textSystem !== textSystem
            || root.traitOverrides?.displayScale != CGFloat(scale)
        {
            root.traitOverrides = traits
        }
    }

    /// A canvas over `surface` with this renderer's text and image cache, cleared to the
    /// background.
    public func canvas(on surface: PixelSurface) -> PixelCanvas {
        let canvas = PixelCanvas(surface: surface, textSystem: textSystem, imageCache: imageCache)
        canvas.clear(to: background)
        return canvas
    }

    /// Lays `root` out to fill `frame` and draws it at `frame`'s origin on `canvas`.
    public func draw(_ root: View, in frame: CGRect, on canvas: PixelCanvas) {
        adopt(root)
        if root.frame != frame { root.frame = frame }
        root.layoutIfNeeded()
        let offset = CGPoint(x: frame.minX - root.bounds.minX, y: frame.minY - root.bounds.minY)
        canvas.withTransform(offset: offset, clip: root.bounds) { root.render(in: canvas) }
    }

    /// `root` laid out and drawn on a new surface of `size` points.
    public func render(_ root: View, size: CGSize) -> PixelSurface {
        let surface = PixelSurface(size: size, scale: scale)
        let canvas = canvas(on: surface)
        draw(root, in: CGRect(origin: .zero, size: size), on: canvas)
        return surface
    }
}
