import Foundation
import ReuseKit

/// A waterfall card: a picture above a two-line caption (title, then number and likes); a
/// selected card is highlighted and ticked.
@MainActor
final class WaterfallCardCell: WaterfallViewCell {
    static let identifier = "card"
    /// Lines of the host's text under the picture: the title and the detail.
    static let captionLines: CGFloat = 2
    static let cardColor = Color(red: 34, green: 36, blue: 46)

    /// The second caption line.
    let detailLabel = Label()
    private var title = ""

    override var isSelected: Bool {
        didSet { if isSelected != oldValue { updateTitle() } }
    }

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        textLabel.numberOfLines = 1
        textLabel.textStyle = TextStyle(color: Color(red: 235, green: 235, blue: 245), isBold: true)
        detailLabel.textStyle = TextStyle(color: .secondaryText)
        selectionColor = Color(red: 40, green: 70, blue: 130)
        addSubview(detailLabel)
    }

    /// Shows a card's picture and caption.
    func configure(title: String, detail: String, image: Image) {
        self.title = title
        updateTitle()
        detailLabel.text = detail
        imageView.image = image
        setNeedsLayout()
    }

    private func updateTitle() {
        textLabel.text = isSelected ? "✓ " + title : title
    }

    override func layoutSubviews() {
        let traits = traitCollection
        let line = traits.line
        let pictureHeight = max(0, bounds.height - Self.captionLines * line)
        let inset = traits.spaces(1)
        let width = max(0, bounds.width - 2 * inset)
        imageView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: pictureHeight)
        textLabel.frame = CGRect(x: inset, y: pictureHeight, width: width, height: line)
        detailLabel.frame = CGRect(x: inset, y: pictureHeight + line, width: width, height: line)
    }

    override func draw(in context: DrawingContext) {
        context.fill(bounds, with: isSelected ? selectionColor : Self.cardColor)
    }
}
