import Foundation
import ReuseKit

/// A thumbnail of the store: a picture above a one-line name; a selected one is highlighted and
/// ticked.
@MainActor
final class StoreItemCell: CollectionViewCell {
    static let identifier = "item"
    static let cardColor = Color(red: 34, green: 36, blue: 46)

    let picture = ImageView()
    let nameLabel = Label()
    private var name = ""

    override var isSelected: Bool {
        didSet { if isSelected != oldValue { updateName() } }
    }

    required init(frame: CGRect) {
        super.init(frame: frame)
        nameLabel.textStyle = TextStyle(color: Color(red: 235, green: 235, blue: 245))
        selectionColor = Color(red: 40, green: 70, blue: 130)
        contentView.addSubview(picture)
        contentView.addSubview(nameLabel)
    }

    /// Shows an item's name (its picture is set apart, or comes through the pipeline).
    func configure(name: String) {
        self.name = name
        updateName()
    }

    private func updateName() {
        nameLabel.text = isSelected ? "✓ " + name : name
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let line = traitCollection.line
        let pictureHeight = max(0, bounds.height - line)
        picture.frame = CGRect(x: 0, y: 0, width: bounds.width, height: pictureHeight)
        nameLabel.frame = CGRect(x: 0, y: pictureHeight, width: bounds.width, height: line)
    }

    override func draw(in context: DrawingContext) {
        context.fill(bounds, with: isSelected ? selectionColor : isFocused ? focusColor : Self.cardColor)
    }
}

/// A row of the updates shelf: the app's name over what its update is, two lines tall; its
/// separator is the list's.
@MainActor
final class StoreUpdateCell: CollectionViewCell {
    static let identifier = "update"
    let nameLabel = Label()
    let detailLabel = Label()

    required init(frame: CGRect) {
        super.init(frame: frame)
        nameLabel.textStyle = TextStyle(color: .white)
        detailLabel.textStyle = TextStyle(color: .secondaryText)
        contentView.addSubview(nameLabel)
        contentView.addSubview(detailLabel)
    }

    func configure(name: String, isUpdated: Bool) {
        nameLabel.text = name
        detailLabel.text = isUpdated ? "✓ Updated 已更新" : "Bug fixes · swipe ← to update"
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: 2 * traitCollection.line)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let line = traitCollection.line
        let inset = traitCollection.spaces(1)
        let width = max(0, bounds.width - 2 * inset)
        nameLabel.frame = CGRect(x: inset, y: 0, width: width, height: line)
        detailLabel.frame = CGRect(x: inset, y: line, width: width, height: line)
    }

    override func draw(in context: DrawingContext) {
        context.fill(
            bounds, with: isSelected ? selectionColor : isFocused ? focusColor : StoreItemCell.cardColor)
    }
}
