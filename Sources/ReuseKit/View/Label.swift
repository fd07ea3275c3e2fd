import Foundation

/// A view that shows text, laid out by its host's text system (see `traitCollection`).
@MainActor
open class Label: View {
    /// The text shown; `nil` shows nothing.
    open var text: String? {
        didSet { if text != oldValue { textDidChangeSize() } }
    }
    /// How the text is drawn.
    open var style: TextStyle = .plain {
        didSet { if style != oldValue { setNeedsDisplay() } }
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

    private func lines(forWidth width: CGFloat, textSystem: TextSystem) -> [String] {
        guard let text, !text.isEmpty else { return [] }
        let key = WrapKey(
            text: text, width: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
            textSystem: ObjectIdentifier(textSystem))
        if key == wrapCache { return cachedLines }
        cachedLines = textSystem.lines(
            of: text, width: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
        wrapCache = key
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
        var y: CGFloat = 0
        for line in lines(forWidth: bounds.width, textSystem: textSystem) {
            if y >= bounds.height { break }
            context.drawText(line, at: CGPoint(x: 0, y: y), width: bounds.width, style: style)
            y += textSystem.lineHeight
        }
    }
}
