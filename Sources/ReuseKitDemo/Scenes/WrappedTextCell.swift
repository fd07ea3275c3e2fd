import Foundation
import ReuseKit

/// A heights-scene row: one paragraph wrapped to the cell's width, one column in from each
/// edge, above the separator.
@MainActor
final class WrappedTextCell: TableViewCell {
    static let identifier = "wrapped"
    /// Columns kept free on each side of the text.
    static let margin: CGFloat = 1
    /// How the paragraph wraps; the scene measures rows with the same mode.
    static let lineBreakMode = LineBreakMode.byWordWrapping

    required init(style: Style, reuseIdentifier: String?) {
        super.init(style: .default, reuseIdentifier: reuseIdentifier)
        textLabel.numberOfLines = 0
        textLabel.lineBreakMode = Self.lineBreakMode
    }

    /// The width text wraps to in a cell `width` columns wide.
    static func textWidth(forCellWidth width: CGFloat) -> CGFloat {
        max(1, width - 2 * margin)
    }

    override func layoutSubviews() {
        let content = bounds
        textLabel.frame = CGRect(
            x: Self.margin, y: 0, width: Self.textWidth(forCellWidth: content.width), height: content.height)
    }
}
