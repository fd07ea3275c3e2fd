import Foundation

/// A cell of a waterfall view, reused as cells scroll by.
@MainActor
open class WaterfallViewCell: View {
    /// The identifier the cell is pooled under.
    public let reuseIdentifier: String?
    /// The main text.
    public let textLabel = Label()
    /// An image filling the cell.
    public let imageView = ImageView()
    /// Whether the cell is selected; a selected cell draws a highlight.
    open var isSelected = false {
        didSet { if isSelected != oldValue { setNeedsDisplay() } }
    }
    /// Whether the cell has the keyboard focus; a focused cell draws it.
    open var isFocused = false {
        didSet { if isFocused != oldValue { setNeedsDisplay() } }
    }
    /// The fill behind a selected cell.
    open var selectionColor: Color = Color(red: 40, green: 60, blue: 100) {
        didSet { if selectionColor != oldValue { setNeedsDisplay() } }
    }
    /// The fill behind a focused cell that is not selected, and the bar of a focused selected
    /// one, as a table cell's.
    open var focusColor = Color(red: 60, green: 60, blue: 60) {
        didSet { if focusColor != oldValue { setNeedsDisplay() } }
    }
    /// The index the cell shows while it is visible.
    var displayedIndex: Int?

    /// Creates a cell; `register(_:forCellReuseIdentifier:)` calls this initializer.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        textLabel.numberOfLines = 0
        addSubview(imageView)
        addSubview(textLabel)
    }

    /// Called when the cell is taken from the pool for another index: reset per-cell state.
    open func prepareForReuse() {
        isSelected = false
    }

    open override func layoutSubviews() {
        imageView.frame = bounds
        textLabel.frame = bounds
    }

    open override func draw(in context: DrawingContext) {
        drawSelectionAndFocus(
            in: context, selected: isSelected, focused: isFocused, selectionColor: selectionColor,
            focusColor: focusColor)
    }
}
