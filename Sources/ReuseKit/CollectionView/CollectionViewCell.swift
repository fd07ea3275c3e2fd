import Foundation

/// A cell of a collection view, reused as items scroll by.
///
/// Put what the cell shows in ``contentView``, which fills it; a selected cell draws a fill
/// behind it, a focused one the focus as a table cell does.
@MainActor
open class CollectionViewCell: CollectionReusableView {
    /// The view holding the cell's content, filling the cell.
    public let contentView = View(frame: .zero)
    /// Whether the cell is selected.
    open var isSelected = false { didSet { if isSelected != oldValue { setNeedsDisplay() } } }
    /// Whether the cell is highlighted (pressed).
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { setNeedsDisplay() } } }
    /// Whether the cell has the keyboard focus.
    open var isFocused = false { didSet { if isFocused != oldValue { setNeedsDisplay() } } }
    /// The fill behind a selected or highlighted cell.
    open var selectionColor = Color(red: 40, green: 60, blue: 100) {
        didSet { if selectionColor != oldValue { setNeedsDisplay() } }
    }
    /// The fill behind a focused cell that is not selected, and the bar of a focused selected
    /// one, as a table cell's.
    open var focusColor = Color(red: 60, green: 60, blue: 60) {
        didSet { if focusColor != oldValue { setNeedsDisplay() } }
    }
    /// The depth of the cell's item in an outline: its content view moves in by this many
    /// ``indentationWidth``s, as UIKit's list cell's.
    open var indentationLevel: Int {
        get { outlineSettings.level }
        set { setIndentationLevel(newValue) }
    }
    /// The width of one ``indentationLevel``, in points; by default two spaces of the host's text
    /// system.
    open var indentationWidth: CGFloat {
        get { outlineSettings.width ?? CellOutline.defaultWidth(in: self) }
        set { setIndentationWidth(newValue) }
    }
    /// The outline disclosure before the content view (after the indentation), as UIKit's
    /// outline disclosure accessory; `nil` shows none and takes no room.
    open var outlineDisclosure: OutlineDisclosure? {
        get { outlineSettings.disclosure }
        set { setOutlineDisclosure(newValue) }
    }
    /// Called when the disclosure is tapped; a list controller sets it to toggle the item.
    public var outlineDisclosureHandler: (@MainActor () -> Void)? {
        get { outlineSettings.handler }
        set { outlineSettings.handler = newValue }
    }
    /// The indentation, disclosure and handler the properties above forward to.
    var outlineSettings = CellOutline()
    /// Whether the cell's row in a list section shows a separator under it.
    var showsSeparator = false { didSet { if showsSeparator != oldValue { setNeedsDisplay() } } }

    public required init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    open override func prepareForReuse() {
        isSelected = false
        isHighlighted = false
        isFocused = false
    }

    /// What the content view's subviews need, as the content view itself sizes them.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { contentView.sizeThatFits(size) }

    open override func layoutSubviews() {
        // The bounds' size, not their origin: a swiped row moves its content by the origin.
        let textSystem = traitCollection.textSystem
        let lead = outline.leadingRoom(textSystem)
        let trail = outline.messageWidth(textSystem, in: bounds.width)
        contentView.frame = CGRect(
            x: lead, y: 0, width: max(0, bounds.width - lead - trail), height: bounds.height)
    }

    /// A list row's separator goes over the content, as a table cell's.
    override func drawOverSubviews(in context: DrawingContext) {
        guard showsSeparator, bounds.height > 0 else { return }
        context.drawHorizontalLine(at: bounds.maxY, x: bounds.minX, width: bounds.width, color: .separator)
    }

    open override func draw(in context: DrawingContext) {
        drawSelectionAndFocus(
            in: context, selected: isSelected || isHighlighted, focused: isFocused,
            selectionColor: selectionColor, focusColor: focusColor)
        outline.draw(in: context, bounds: bounds, traits: traitCollection)
    }
}
