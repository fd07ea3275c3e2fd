import Foundation

/// A section header or footer, reusable like cells, as UIKit's `UITableViewHeaderFooterView`.
@MainActor
open class TableViewHeaderFooterView: View {
    /// The identifier the view is pooled under.
    public let reuseIdentifier: String?
    /// The title; optional as UIKit's (always present here).
    public var textLabel: Label? { _textLabel }
    let _textLabel = Label()

    /// Creates a header or footer view.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        _textLabel.textStyle = TextStyle(color: .secondaryText, isBold: true)
        // Opaque, as UIKit's: a floating header covers the rows passing under it.
        backgroundColor = Color(red: 36, green: 36, blue: 44)
        addSubview(_textLabel)
    }

    /// Called when the view is taken from the pool for another section.
    open func prepareForReuse() {}

    /// The title's lines at `size`'s width, one line at least: the height a header or footer of
    /// ``TableView/automaticDimension`` takes.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let title = _textLabel.sizeThatFits(size)
        return CGSize(width: size.width, height: max(title.height, traitCollection.textSystem.lineHeight))
    }

    open override func layoutSubviews() {
        _textLabel.frame = bounds
    }
}
