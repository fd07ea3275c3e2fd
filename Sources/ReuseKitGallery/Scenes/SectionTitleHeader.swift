import Foundation
import ReuseKit

/// A section's title over its items, bold on a dark band (the store's shelves, the photos'
/// months, the search's volumes); pinned, it stays at the top while its section is on screen.
@MainActor
final class SectionTitleHeader: CollectionReusableView {
    static let identifier = "section-title"
    let titleLabel = Label()

    required init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.textStyle = TextStyle(color: .white, isBold: true)
        addSubview(titleLabel)
    }

    override func layoutSubviews() {
        let inset = traitCollection.spaces(1)
        titleLabel.frame = CGRect(
            x: inset, y: 0, width: max(0, bounds.width - 2 * inset), height: bounds.height)
    }

    override func draw(in context: DrawingContext) {
        context.fill(bounds, with: Color(red: 28, green: 28, blue: 36))
    }
}
