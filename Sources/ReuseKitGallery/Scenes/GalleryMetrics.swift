import Foundation
import ReuseKit

/// The gallery's units, read from the host's traits so that one scene fits a character grid
/// and a pixel surface: text lines for heights, widths of spaces for insets.
extension TraitCollection {
    /// The height of one line of the host's text.
    var line: CGFloat { textSystem.lineHeight }

    /// The width of `count` spaces of the host's text.
    func spaces(_ count: Int) -> CGFloat {
        textSystem.width(of: String(repeating: " ", count: count))
    }

    /// Half of `extra`, rounded down to the host's pixels: the top (or left) of content centred
    /// in a larger box (on a character grid, the upper of two middle lines). It divides room
    /// rather than snapping a position, so it floors where the grid's rule
    /// (`snapped(toScale:)`) would round: the odd pixel goes below, as on every host.
    func centringInset(_ extra: CGFloat) -> CGFloat {
        (max(0, extra) / 2 * displayScale).rounded(.down) / displayScale
    }
}
