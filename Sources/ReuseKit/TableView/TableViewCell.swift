import Foundation

/// A row of a table view, reused as rows scroll by, as UIKit's `UITableViewCell`. It draws its
/// own separator, so no view per row is ever left behind (the seed's divider views were).
@MainActor
open class TableViewCell: View {
    /// The standard arrangements of a cell's labels and image.
    public enum Style: Sendable {
        /// A title, with an optional image on the left.
        case `default`
        /// A title with a smaller subtitle under it.
        case subtitle
        /// A title on the left and a detail on the right.
        case value1
    }

    /// The identifier the cell is pooled under.
    public let reuseIdentifier: String?
    /// The cell's arrangement.
    public let style: Style
    /// The main text.
    public let textLabel = Label()
    /// The secondary text (shown by `.subtitle` and `.value1`).
    public let detailTextLabel = Label()
    /// The image on the left edge.
    public let imageView = ImageView()
    /// Whether the cell draws a separator along its bottom edge.
    open var showsSeparator = true
    /// The separator's left inset.
    open var separatorInset: CGFloat = 0
    /// The separator's colour.
    open var separatorColor: Color = .separator
    /// The width given to the image view when it has an image.
    open var imageWidth: CGFloat = 4
    /// Whether the row is selected; a selected cell draws a highlight.
    open var isSelected = false
    /// The fill behind a selected cell.
    open var selectionColor: Color = Color(red: 40, green: 60, blue: 100)
    /// Whether keyboard focus is on the row (distinct from selection); a focused cell draws a
    /// fill of its own and, when also selected, a bar along its leading edge.
    open var isFocused = false
    /// The fill behind a focused cell that is not selected, and the bar of a focused selected one.
    open var focusColor: Color = Color(red: 60, green: 60, blue: 60)

    /// Creates a cell; `register(_:forCellReuseIdentifier:)` calls this initializer.
    public required init(style: Style, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        detailTextLabel.style = TextStyle(color: .secondaryText)
        addSubview(imageView)
        addSubview(textLabel)
        addSubview(detailTextLabel)
    }

    /// Called when the cell is taken from the pool for another row: reset per-row state.
    open func prepareForReuse() {
        isSelected = false
        isFocused = false
    }

    /// The area of the cell above its separator.
    public var contentBounds: CGRect {
        let separator: CGFloat = showsSeparator ? traitCollection.textSystem.lineHeight : 0
        return CGRect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - separator))
    }

    open override func layoutSubviews() {
        let content = contentBounds
        let imageSpace: CGFloat = imageView.image == nil ? 0 : imageWidth + 1
        imageView.frame = CGRect(x: 0, y: 0, width: imageSpace > 0 ? imageWidth : 0, height: content.height)
        let textWidth = max(0, content.width - imageSpace)
        let textSystem = traitCollection.textSystem
        let line = textSystem.lineHeight
        switch style {
        case .default:
            textLabel.frame = CGRect(x: imageSpace, y: 0, width: textWidth, height: content.height)
            detailTextLabel.frame = .zero
        case .subtitle:
            let titleHeight = min(
                content.height, textLabel.sizeThatFits(CGSize(width: textWidth, height: 0)).height)
            textLabel.frame = CGRect(x: imageSpace, y: 0, width: textWidth, height: max(line, titleHeight))
            detailTextLabel.frame = CGRect(
                x: imageSpace, y: textLabel.frame.maxY, width: textWidth,
                height: max(0, content.height - textLabel.frame.maxY))
        case .value1:
            let detailWidth = min(textWidth / 2, textSystem.width(of: detailTextLabel.text ?? ""))
            textLabel.frame = CGRect(
                x: imageSpace, y: 0, width: textWidth - detailWidth - 1, height: content.height)
            detailTextLabel.frame = CGRect(
                x: content.width - detailWidth, y: 0, width: detailWidth, height: content.height)
        }
    }

    /// The height the cell needs at `size.width`: its labels' wrapped text plus the separator.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let imageSpace: CGFloat = imageView.image == nil ? 0 : imageWidth + 1
        let width = max(0, size.width - imageSpace)
        var height = textLabel.sizeThatFits(CGSize(width: width, height: 0)).height
        if style == .subtitle {
            height += detailTextLabel.sizeThatFits(CGSize(width: width, height: 0)).height
        }
        let lineHeight = traitCollection.textSystem.lineHeight
        let separator: CGFloat = showsSeparator ? lineHeight : 0
        return CGSize(width: size.width, height: max(lineHeight, height) + separator)
    }

    open override func draw(in context: DrawingContext) {
        if isSelected { context.fill(contentBounds, with: selectionColor) }
        if isFocused {
            let bar = CGRect(
                x: 0, y: 0, width: traitCollection.textSystem.width(of: " "), height: contentBounds.height)
            context.fill(isSelected ? bar : contentBounds, with: focusColor)
        }
        if showsSeparator && bounds.height > 0 {
            context.drawHorizontalLine(
                at: bounds.height - traitCollection.textSystem.lineHeight, x: separatorInset,
                width: bounds.width - separatorInset, color: separatorColor)
        }
    }
}
