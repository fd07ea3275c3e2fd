import Foundation
import ReuseKit

/// A feed row: the thumbnail (a placeholder until the image pipeline delivers it) on the left,
/// the title and the post's identifier beside it, with half a line free above and below.
@MainActor
final class FeedCell: TableViewCell {
    static let identifier = "post"
    /// Lines of the host's text a post takes: two of title, one of identifier, one of space.
    static let lines: CGFloat = 4
    /// The thumbnail is at least this many spaces wide (and at least as wide as it is high).
    static let thumbnailSpaces = 8

    required init(style: Style, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        textLabel?.numberOfLines = 2
        textLabel?.textStyle = TextStyle(color: Color(red: 235, green: 235, blue: 245), isBold: true)
    }

    /// Forgets the previous post's thumbnail: while the list glides, the controller defers image
    /// loads until it stops, and a reused cell must show a blank, never another post's picture.
    override func prepareForReuse() {
        super.prepareForReuse()
        imageView?.image = nil
    }

    /// Shows a post's text; the image comes from the list controller's image loader.
    func configure(_ item: FeedItem) {
        textLabel?.text = item.title
        detailTextLabel?.text = item.id
        setNeedsLayout()
    }

    /// The thumbnail keeps its place whether or not its image has arrived, so nothing moves
    /// when it does.
    override func layoutSubviews() {
        let traits = traitCollection
        let line = traits.line
        let contentHeight = max(0, bounds.height - line)
        let top = traits.centringInset(bounds.height - contentHeight)
        let inset = traits.spaces(1)
        let thumbnailWidth = max(traits.spaces(Self.thumbnailSpaces), contentHeight)
        imageView?.frame = CGRect(x: inset, y: top, width: thumbnailWidth, height: contentHeight)
        let textX = inset + thumbnailWidth + traits.spaces(1)
        let width = max(0, bounds.width - textX - inset)
        let titleHeight = max(line, contentHeight - line)
        textLabel?.frame = CGRect(x: textX, y: top, width: width, height: titleHeight)
        detailTextLabel?.frame = CGRect(x: textX, y: top + titleHeight, width: width, height: line)
    }
}
