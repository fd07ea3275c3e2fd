import CCairo
import Foundation
import ReuseKit

extension PixelCanvas {
    /// Runs `body` drawing into a layer that is then painted at `alpha` (0 to 1), so a fading
    /// view blends with what lies under it as one picture.
    ///
    /// The layer is a Cairo group: the subtree's own fills cover one another inside it before
    /// it is made translucent, as UIKit's group opacity, instead of showing through each other.
    /// Groups nest, so a fading view inside a fading view draws at the product of the two.
    public func withAlpha(_ alpha: CGFloat, _ body: () -> Void) {
        // At 8 bits a channel, what rounds to fully opaque or to nothing is not worth a layer;
        // a NaN alpha fails both tests and draws nothing.
        let level = (alpha * 255).rounded()
        if level >= 255 {
            body()
            return
        }
        guard level > 0 else { return }
        // The canvas keeps its origin and clip itself and Cairo's matrix holds only the device
        // scale, so the body draws into the group exactly where it would draw on the surface.
        // Clipping Cairo first sizes the group to the visible part of the view, not the
        // whole surface, and keeps the paint from touching anything outside the clip.
        withCairoClip(clip) {
            cairo_push_group(cairo)
            body()
            cairo_pop_group_to_source(cairo)
            cairo_paint_with_alpha(cairo, Double(alpha))
        }
    }
}
