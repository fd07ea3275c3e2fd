import Foundation

/// A view that shows text, laid out by its host's text system (see `traitCollection`).
///
/// Its ``View/backgroundColor`` fills its bounds, as UILabel's; a ``textStyle`` background (or a
/// run's `backgroundColor`) is the text's highlight, behind its glyphs only, as
/// `NSAttributedString`'s.
@MainActor
open class Label: View {
    private var textStorage: String?
    /// The styled text, when ``attributedText`` was set and ``text`` not since.
    private(set) var attributedStorage: AttributedString?

    /// The text shown; `nil` shows nothing. Setting it drops the attributes of
    /// ``attributedText``: the whole text takes ``textStyle`` again, as UILabel's.
    open var text: String? {
        get { textStorage }
        set {
            let hadAttributes = attributedStorage != nil
            attributedStorage = nil
            if newValue != textStorage {
                textStorage = newValue
                textDidChangeSize()
            } else if hadAttributes {
                setNeedsDisplay()
            }
        }
    }

    /// The text with runs of colour, background, bold, dim and underline (see
    /// `AttributeScopes.ReuseKitAttributes`), as UILabel's: setting it sets ``text`` to its
    /// characters; what a run does not set comes from ``textStyle``. Reading it after ``text``
    /// was set gives that text without attributes.
    ///
    /// Wrapping and truncation keep each run on its characters; an ellipsis takes the style of
    /// the character before it.
    open var attributedText: AttributedString? {
        get { attributedStorage ?? textStorage.map { AttributedString($0) } }
        set {
            let characters = newValue.map { String($0.characters) }
            attributedStorage = newValue
            styledLines = nil
            if characters != textStorage {
                textStorage = characters
                textDidChangeSize()
            } else {
                setNeedsDisplay()
            }
        }
    }

    /// How the text is drawn: colour, highlight behind the glyphs, bold, dim, underline.
    open var textStyle: TextStyle = .plain {
        didSet {
            guard textStyle != oldValue else { return }
            styledLines = nil
            setNeedsDisplay()
        }
    }
    /// The text's colour, as UILabel's: ``textStyle``'s colour; `nil` is the host's default.
    open var textColor: Color? {
        get { textStyle.color }
        set { textStyle.color = newValue }
    }
    /// The most lines shown; 0 means as many as the text needs.
    open var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { textDidChangeSize() } }
    }
    /// How text wider than the label is broken; UILabel's default, truncating the last line.
    open var lineBreakMode = LineBreakMode.byTruncatingTail {
        didSet { if lineBreakMode != oldValue { textDidChangeSize() } }
    }

    /// The text's lines change: laid out again here, and in the superview, whose layout may
    /// depend on the label's natural size.
    private func textDidChangeSize() {
        // Drawn again with the layout the request below asks for: one walk up the tree, not two.
        invalidArea = .infinite
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// Creates a label.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        // As UILabel: a label hugs its text a little more than a plain view.
        huggingPriorities = (LayoutPriority(251), LayoutPriority(251))
    }

    /// The text's size on one line per line break it allows (unbounded width).
    open override var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 0))
    }

    /// The last layout, reused while the text, width, limits and text system stay the same (a
    /// label draws every frame; its text changes only when its cell is reused).
    private var wrapCache: WrapKey?
    private var cachedLines: [String] = []
    /// The runs of `cachedLines`, for attributed text: made when first drawn, dropped with the
    /// lines, the attributes or the style they came from.
    var styledLines: [[TextRun]]?

    private struct WrapKey: Equatable {
        var text: String
        var width: CGFloat
        var numberOfLines: Int
        var lineBreakMode: LineBreakMode
        var textSystem: ObjectIdentifier
    }

    /// The text broken into the lines it takes at `width`.
    public func lines(forWidth width: CGFloat) -> [String] {
        lines(forWidth: width, textSystem: traitCollection.textSystem)
    }

    func lines(forWidth width: CGFloat, textSystem: TextSystem) -> [String] {
        guard let text, !text.isEmpty else { return [] }
        let key = WrapKey(
            text: text, width: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
            textSystem: ObjectIdentifier(textSystem))
        if key == wrapCache { return cachedLines }
        cachedLines = textSystem.lines(
            of: text, width: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
        wrapCache = key
        styledLines = nil
        return cachedLines
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let textSystem = traitCollection.textSystem
        let lines = lines(forWidth: size.width, textSystem: textSystem)
        let width = lines.map { textSystem.width(of: $0) }.max() ?? 0
        return CGSize(width: min(width, size.width), height: CGFloat(lines.count) * textSystem.lineHeight)
    }

    open override func draw(in context: DrawingContext) {
        let textSystem = traitCollection.textSystem
        if attributedStorage != nil {
            drawAttributedText(in: context, textSystem: textSystem)
            return
        }
        var y: CGFloat = 0
        for line in lines(forWidth: bounds.width, textSystem: textSystem) {
            if y >= bounds.height { break }
            context.drawText(line, at: CGPoint(x: 0, y: y), width: bounds.width, style: textStyle)
            y += textSystem.lineHeight
        }
    }
}
