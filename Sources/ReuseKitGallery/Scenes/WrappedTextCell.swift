import Foundation
import ReuseKit

/// A heights-scene row: one paragraph wrapped to the cell's width, a space in from each edge,
/// with half a line free above and below it.
@MainActor
final class WrappedTextCell: TableViewCell {
    static let identifier = "wrapped"
    /// How the paragraph wraps; the scene measures rows with the same mode.
    static let lineBreakMode = LineBreakMode.byWordWrapping

    required init(style: Style, reuseIdentifier: String?) {
        super.init(style: .default, reuseIdentifier: reuseIdentifier)
        textLabel?.numberOfLines = 0
        textLabel?.lineBreakMode = Self.lineBreakMode
    }

    /// The width text wraps to in a cell `width` points wide, with `traits`' text.
    static func textWidth(forCellWidth width: CGFloat, traits: TraitCollection) -> CGFloat {
        max(1, width - 2 * traits.spaces(1))
    }

    /// The height of a row whose paragraph wraps to `lines` lines: one line more, for the space
    /// around it.
    static func height(lines: Int, traits: TraitCollection) -> CGFloat {
        CGFloat(max(1, lines) + 1) * traits.line
    }

    override func layoutSubviews() {
        let traits = traitCollection
        let textHeight = max(0, bounds.height - traits.line)
        textLabel?.frame = CGRect(
            x: traits.spaces(1), y: traits.centringInset(bounds.height - textHeight),
            width: Self.textWidth(forCellWidth: bounds.width, traits: traits), height: textHeight)
    }
}
