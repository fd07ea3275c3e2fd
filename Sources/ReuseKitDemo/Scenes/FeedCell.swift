import Foundation
import ReuseKit

/// A feed row: the thumbnail (a placeholder until the image pipeline delivers it) on the left,
/// the title and the post's identifier beside it, and the separator under them.
@MainActor
final class FeedCell: TableViewCell {
    static let identifier = "post"
    /// Rows a post takes, separator included.
    static let height: CGFloat = 4
    /// The thumbnail's size in cells (two pixels a cell vertically).
    static let thumbnailColumns: CGFloat = 8

    required init(style: Style, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        textLabel.numberOfLines = 2
        textLabel.style = TextStyle(color: Color(red: 235, green: 235, blue: 245), isBold: true)
    }

    /// Forgets the previous post's thumbnail: while the list glides, the controller defers image
    /// loads until it stops, and a reused cell must show a blank, never another post's picture.
    override func prepareForReuse() {
        super.prepareForReuse()
        imageView.image = nil
    }

    /// Shows a post's text; the image comes from the list controller's image loader.
    func configure(_ item: FeedItem) {
        textLabel.text = item.title
        detailTextLabel.text = item.id
        setNeedsLayout()
    }

    /// The thumbnail keeps its place whether or not its image has arrived, so nothing moves
    /// when it does.
    override func layoutSubviews() {
        let content = bounds
        let text = Self.thumbnailColumns + 2
        imageView.frame = CGRect(x: 1, y: 0, width: Self.thumbnailColumns, height: content.height)
        let width = max(0, content.width - text - 1)
        let lines = max(1, content.height - 1)
        textLabel.frame = CGRect(x: text, y: 0, width: width, height: lines)
        detailTextLabel.frame = CGRect(x: text, y: lines, width: width, height: 1)
    }
}
