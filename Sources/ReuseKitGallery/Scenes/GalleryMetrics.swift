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

    /// Half of `extra`, rounded down to the host's pixels: the top of content centred in a
    /// taller box (on a character grid, the top line).
    func centringInset(_ extra: CGFloat) -> CGFloat {
        (max(0, extra) / 2 * displayScale).rounded(.down) / displayScale
    }
}
