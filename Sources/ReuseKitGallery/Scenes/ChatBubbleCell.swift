import Foundation
import ReuseKit

/// A message in a bubble: on the trailing side in the tint colour when sent, on the leading side
/// in grey when received, at most three quarters of the row wide, a picture (once it arrived) above
/// the text. Its height is its own (`automaticDimension`): half a line between messages, the
/// text's lines and the picture.
@MainActor
final class ChatBubbleCell: TableViewCell {
    static let identifier = "message"
    static let sentColor = Color(red: 10, green: 100, blue: 220)
    static let receivedColor = Color(red: 52, green: 54, blue: 62)
    /// The picture's height in lines of the host's text.
    static let pictureLines: CGFloat = 5

    /// The bubble behind the text.
    let bubble = Bubble()
    private(set) var isSent = false

    required init(style: Style, reuseIdentifier: String?) {
        super.init(style: .default, reuseIdentifier: reuseIdentifier)
        showsSeparator = false
        insertSubview(bubble, at: 0)
        textLabel?.numberOfLines = 0
        textLabel?.lineBreakMode = .byWordWrapping
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        imageView?.image = nil
    }

    /// Shows `text` (a message's, with what it waits for) and `picture` if it arrived.
    func configure(text: String, isSent: Bool, picture: Image?) {
        self.isSent = isSent
        textLabel?.text = text
        textLabel?.textStyle = TextStyle(color: isSent ? .white : Color(red: 230, green: 230, blue: 240))
        bubble.color = isSent ? Self.sentColor : Self.receivedColor
        imageView?.image = picture
        setNeedsLayout()
    }

    override func layoutSubviews() {
        let layout = Layout(cell: self, width: bounds.width)
        bubble.frame = layout.bubble
        textLabel?.frame = layout.text
        imageView?.frame = layout.picture
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Layout(cell: self, width: size.width).height)
    }

    /// Where the bubble, its text and its picture go in a row `width` wide, from the host's text.
    struct Layout {
        var bubble: CGRect
        var text: CGRect
        var picture: CGRect
        var height: CGFloat

        @MainActor
        init(cell: ChatBubbleCell, width: CGFloat) {
            let traits = cell.traitCollection
            let line = traits.line
            let space = traits.spaces(1)
            // Half a line between messages, at least a pixel (a whole row on a character grid), and
            // a quarter line of padding inside the bubble where the host has pixels for it. The
            // gap is a least size, not a position, so it rounds up where positions round to nearest.
            let gap = traits.atLeastWholeSteps(line / 2)
            let padding = traits.centringInset(line / 2)
            let inset = ChatBubbleCell.textInset(traits)
            let widest = max(0, (width * 0.75).rounded(.down) - 2 * inset)
            var pictureSize = CGSize.zero
            if cell.imageView?.image != nil {
                let height = ChatBubbleCell.pictureLines * line
                pictureSize = CGSize(width: min(widest, max(traits.spaces(18), 1.5 * height)), height: height)
            }
            let textSize = cell.textLabel?.sizeThatFits(CGSize(width: widest, height: 0)) ?? .zero
            let inner = CGSize(
                width: max(pictureSize.width, textSize.width),
                height: pictureSize.height + textSize.height + (pictureSize.height > 0 ? padding : 0))
            let bubbleSize = CGSize(width: inner.width + 2 * inset, height: inner.height + 2 * padding)
            let x = cell.isSent ? max(0, width - space - bubbleSize.width) : space
            bubble = CGRect(origin: CGPoint(x: x, y: gap), size: bubbleSize)
            picture = CGRect(origin: CGPoint(x: x + inset, y: gap + padding), size: pictureSize)
            let textTop = pictureSize.height > 0 ? picture.maxY + padding : gap + padding
            // Wrapped at the width it was measured at, so it breaks where the bubble was sized.
            text = CGRect(x: x + inset, y: textTop, width: widest, height: textSize.height)
            height = gap + bubbleSize.height
        }
    }

    /// How far text stands in from a bubble's sides: a space, more where a space is narrow
    /// (pixels).
    static func textInset(_ traits: TraitCollection) -> CGFloat {
        max(traits.spaces(1), traits.centringInset(0.8 * traits.line, horizontal: true))
    }

    /// A rounded rectangle of the message's colour (square on a character grid).
    final class Bubble: View {
        var color = ChatBubbleCell.receivedColor {
            didSet { if color != oldValue { setNeedsDisplay() } }
        }

        init() {
            super.init(frame: .zero)
        }

        override func draw(in context: DrawingContext) {
            context.fillRoundedRect(bounds, radius: traitCollection.line / 2, with: color)
        }
    }
}
