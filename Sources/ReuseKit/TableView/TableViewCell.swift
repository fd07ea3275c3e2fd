import Foundation

/// A row of a table view, reused as rows scroll by, as UIKit's `UITableViewCell`. Its content is
/// its whole bounds; it draws its table's separator as a hairline over its bottom edge, so no
/// separator view per row is left behind when rows are reused and no height is taken.
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
    /// The main text; optional as UIKit's (always present here), so `cell.textLabel?.text = …`
    /// moves over unchanged.
    public var textLabel: Label? { _textLabel }
    /// The secondary text (shown by `.subtitle` and `.value1`).
    public var detailTextLabel: Label? { _detailTextLabel }
    /// The image on the left edge.
    public var imageView: ImageView? { _imageView }
    let _textLabel = Label()
    let _detailTextLabel = Label()
    let _imageView = ImageView()
    /// Whether the cell draws its table's separator; `false` hides this row's alone.
    open var showsSeparator = true {
        didSet { if showsSeparator != oldValue { setNeedsDisplay() } }
    }
    /// The separator's insets for this row, in points; `nil` uses the table's
    /// ``TableView/separatorInset``.
    open var separatorInset: EdgeInsets? {
        didSet { if separatorInset != oldValue { setNeedsDisplay() } }
    }
    /// The width given to the image view when it has an image, in points; by default four
    /// spaces of the host's text system.
    open var imageWidth: CGFloat {
        get { explicitImageWidth ?? traitCollection.textSystem.width(of: "    ") }
        set { explicitImageWidth = newValue }
    }
    private var explicitImageWidth: CGFloat?
    /// The depth of the row's item in an outline: its content moves in by this many
    /// ``indentationWidth``s, as UIKit's.
    open var indentationLevel: Int {
        get { outlineSettings.level }
        set { setIndentationLevel(newValue) }
    }
    /// The width of one ``indentationLevel``, in points; by default two spaces of the host's text
    /// system (UIKit's is 10 points).
    open var indentationWidth: CGFloat {
        get { outlineSettings.width ?? CellOutline.defaultWidth(in: self) }
        set { setIndentationWidth(newValue) }
    }
    /// The outline disclosure before the content (after the indentation), as UIKit's outline
    /// disclosure accessory; `nil` shows none and takes no room. A tap on it toggles the item
    /// through ``outlineDisclosureHandler``.
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
    /// Whether the row is selected; a selected cell draws a highlight.
    open var isSelected = false {
        didSet { if isSelected != oldValue { setNeedsDisplay() } }
    }
    /// The fill behind a selected cell.
    open var selectionColor: Color = Color(red: 40, green: 60, blue: 100) {
        didSet { if selectionColor != oldValue { setNeedsDisplay() } }
    }
    /// Whether keyboard focus is on the row (distinct from selection); a focused cell draws a
    /// fill of its own and, when also selected, a bar along its leading edge.
    open var isFocused = false {
        didSet { if isFocused != oldValue { setNeedsDisplay() } }
    }
    /// The fill behind a focused cell that is not selected, and the bar of a focused selected one.
    open var focusColor: Color = Color(red: 60, green: 60, blue: 60) {
        didSet { if focusColor != oldValue { setNeedsDisplay() } }
    }

    /// The fill behind a cell lifted to be dragged, opaque so that the rows it passes over do
    /// not show through it.
    open var liftedColor: Color = Color(red: 52, green: 52, blue: 60) {
        didSet { if liftedColor != oldValue { setNeedsDisplay() } }
    }
    /// Whether the cell is being dragged to a new place (the table sets it).
    public internal(set) var isLifted = false {
        didSet { if isLifted != oldValue { setNeedsDisplay() } }
    }

    /// Creates a cell; `register(_:forCellReuseIdentifier:)` calls this initializer.
    public required init(style: Style, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        _detailTextLabel.textStyle = TextStyle(color: .secondaryText)
        addSubview(_imageView)
        addSubview(_textLabel)
        addSubview(_detailTextLabel)
    }

    /// Called when the cell is taken from the pool for another row: reset per-row state.
    open func prepareForReuse() {
        isSelected = false
        isFocused = false
        isLifted = false
    }

    /// The room the image takes, with the gap (a space) before the text; 0 without an image.
    private func imageRoom(_ textSystem: TextSystem) -> CGFloat {
        _imageView.image == nil ? 0 : imageWidth + textSystem.width(of: " ")
    }

    /// Whether the cell shows the handle that drags its row, as UIKit's reorder control: the
    /// table sets it in editing mode for rows its data source lets move.
    public internal(set) var showsReorderControl = false {
        didSet {
            if showsReorderControl != oldValue {
                setNeedsLayout()
                setNeedsDisplay()
            }
        }
    }

    /// The room the table's section index strip takes over the cell's trailing edge: the
    /// handle stands left of it, so both stay within reach.
    var sectionIndexInset: CGFloat = 0 {
        didSet {
            if sectionIndexInset != oldValue && showsReorderControl {
                setNeedsLayout()
                setNeedsDisplay()
            }
        }
    }

    /// The room the reorder handle takes at the trailing edge: two lines wide, as
    /// ``TableView/reorderHandleRect(forRowAt:)``, plus the section index strip beyond it.
    func reorderControlWidth(_ textSystem: TextSystem, in width: CGFloat? = nil) -> CGFloat {
        showsReorderControl ? min(width ?? bounds.width, 2 * textSystem.lineHeight + sectionIndexInset) : 0
    }

    open override func layoutSubviews() {
        let textSystem = traitCollection.textSystem
        var content = bounds
        let outline = outline
        let lead = outline.leadingRoom(textSystem)
        content.size.width = max(
            0,
            content.width - reorderControlWidth(textSystem) - lead
                - outline.messageWidth(textSystem, in: bounds.width))
        let imageSpace = imageRoom(textSystem)
        _imageView.frame = CGRect(x: 0, y: 0, width: imageSpace > 0 ? imageWidth : 0, height: content.height)
        let textWidth = max(0, content.width - imageSpace)
        let line = textSystem.lineHeight
        switch style {
        case .default:
            _textLabel.frame = CGRect(x: imageSpace, y: 0, width: textWidth, height: content.height)
            _detailTextLabel.frame = .zero
        case .subtitle:
            let titleHeight = min(
                content.height, _textLabel.sizeThatFits(CGSize(width: textWidth, height: 0)).height)
            _textLabel.frame = CGRect(x: imageSpace, y: 0, width: textWidth, height: max(line, titleHeight))
            _detailTextLabel.frame = CGRect(
                x: imageSpace, y: _textLabel.frame.maxY, width: textWidth,
                height: max(0, content.height - _textLabel.frame.maxY))
        case .value1:
            let detailWidth = min(textWidth / 2, textSystem.width(of: _detailTextLabel.text ?? ""))
            _textLabel.frame = CGRect(
                x: imageSpace, y: 0, width: max(0, textWidth - detailWidth - textSystem.width(of: " ")),
                height: content.height)
            _detailTextLabel.frame = CGRect(
                x: content.width - detailWidth, y: 0, width: detailWidth, height: content.height)
        }
        if lead > 0 {
            for view in [_imageView, _textLabel, _detailTextLabel] { view.frame.origin.x += lead }
        }
    }

    /// The height the cell needs at `size.width`: its labels' wrapped text (the separator takes
    /// none).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let textSystem = traitCollection.textSystem
        let handle = reorderControlWidth(textSystem, in: size.width)
        let width = max(0, size.width - imageRoom(textSystem) - handle - outline.leadingRoom(textSystem))
        var height = _textLabel.sizeThatFits(CGSize(width: width, height: 0)).height
        if style == .subtitle {
            height += _detailTextLabel.sizeThatFits(CGSize(width: width, height: 0)).height
        }
        return CGSize(width: size.width, height: max(textSystem.lineHeight, height))
    }

    open override func draw(in context: DrawingContext) {
        if isLifted { context.fill(bounds, with: liftedColor) }
        drawSelectionAndFocus(
            in: context, selected: isSelected, focused: isFocused, selectionColor: selectionColor,
            focusColor: focusColor)
        outline.draw(in: context, bounds: bounds, traits: traitCollection)
    }

    /// The separator goes over the content, so a subclass's drawing or subviews never hide it
    /// (and a host that underlines the last line of text sees that text first). Only a cell in
    /// a table shows one: the table's style, colour and insets.
    override func drawOverSubviews(in context: DrawingContext) {
        if showsReorderControl {
            // Grip lines, on the row's middle line of text.
            let textSystem = traitCollection.textSystem
            let line = textSystem.lineHeight
            let width = reorderControlWidth(textSystem) - sectionIndexInset
            let y = (max(0, bounds.height - line) / 2 / line).rounded(.down) * line
            context.drawText(
                " ≡", at: CGPoint(x: bounds.width - sectionIndexInset - width, y: y), width: width,
                style: TextStyle(isDim: true))
        }
        if let table = superview as? TableView, let line = table.separatorLine(of: self) {
            context.drawHorizontalLine(at: line.y, x: line.x, width: line.width, color: table.separatorColor)
        }
    }
}

/// A table cell's ``TableViewCell/imageView`` takes its item's image from a list controller.
extension TableViewCell: ListImageCell {}
