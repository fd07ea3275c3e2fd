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

    /// `length` rounded up to whole steps of the host's grid down the screen (a character
    /// cell's height, a device pixel): a least size.
    func atLeastWholeSteps(_ length: CGFloat) -> CGFloat {
        let step = displayCellSize.height > 0 ? displayCellSize.height : 1 / displayScale
        return (length / step).rounded(.up) * step
    }
}
