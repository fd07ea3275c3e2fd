import Foundation

/// A view that shows text, wrapped to its width when it has more than one line.
@MainActor
open class Label: View {
    /// The measurer every label lays text out with; a host installs its own at start.
    public static var measurer: TextMeasuring = GridTextMeasurer()

    /// The text shown; `nil` shows nothing.
    open var text: String? {
        didSet { if text != oldValue { setNeedsLayout() } }
    }
    /// How the text is drawn.
    open var style: TextStyle = .plain
    /// The most lines shown; 0 means as many as the text needs.
    open var numberOfLines = 1

    /// Creates a label.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// The last wrap, reused while the text, width, line limit and measurer stay the same (a
    /// label draws every frame; its text changes only when its cell is reused).
    private var wrapCache:
        (text: String, width: CGFloat, limit: Int, measurer: ObjectIdentifier, lines: [String])?

    /// The text broken into the lines it takes at `width`.
    public func lines(forWidth width: CGFloat) -> [String] {
        guard let text, !text.isEmpty else { return [] }
        let measurer = ObjectIdentifier(Self.measurer)
        if let cache = wrapCache, cache.width == width, cache.limit == numberOfLines,
            cache.measurer == measurer, cache.text == text
        {
            return cache.lines
        }
        let all = TextWrapper(measurer: Self.measurer).wrap(text, width: width)
        let lines = numberOfLines > 0 ? Array(all.prefix(numberOfLines)) : all
        wrapCache = (text, width, numberOfLines, measurer, lines)
        return lines
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let lines = lines(forWidth: size.width)
        let width = lines.map { Self.measurer.width(of: $0) }.max() ?? 0
        return CGSize(width: min(width, size.width), height: CGFloat(lines.count) * Self.measurer.lineHeight)
    }

    open override func draw(in context: DrawingContext) {
        var y: CGFloat = 0
        for line in lines(forWidth: bounds.width) {
            if y >= bounds.height { break }
            context.drawText(line, at: CGPoint(x: 0, y: y), width: bounds.width, style: style)
            y += Self.measurer.lineHeight
        }
    }
}
