import Foundation

/// The strip of section index titles a table view shows along its trailing edge, as UIKit's
/// section index: a tap or a drag over a title jumps to its section.
///
/// Titles stand one line apart, centred in the strip; when they do not all fit, every k-th is
/// drawn and a touch maps proportionally onto the whole list, so every title stays reachable.
@MainActor
public final class SectionIndexView: View {
    /// The titles, top to bottom.
    public internal(set) var titles: [String] = []
    /// The colour of the titles.
    public var color: Color = .tint
    /// Where, in the strip's coordinates, the press of a scrub began; `nil` when none is on.
    var scrubStart: CGFloat?

    /// Creates an empty strip; a table view fills it from its data source.
    public init() {
        super.init(frame: .zero)
        backgroundColor = Color(red: 28, green: 28, blue: 32)
    }

    /// The width the strip needs: its widest title plus a space. A loop, not a `map`: the
    /// table asks it every layout pass, which must not allocate.
    var preferredWidth: CGFloat {
        let textSystem = traitCollection.textSystem
        var widest: CGFloat = 0
        for title in titles { widest = max(widest, textSystem.width(of: title)) }
        return widest + textSystem.width(of: " ")
    }

    /// How many titles apart the drawn ones are: 1 when all fit.
    private var stride: Int {
        let line = traitCollection.textSystem.lineHeight
        let fitting = max(1, Int((bounds.height / line).rounded(.down)))
        return max(1, (titles.count + fitting - 1) / fitting)
    }

    /// The drawn block of titles: its top and height in the strip's coordinates.
    private var block: (top: CGFloat, height: CGFloat) {
        let line = traitCollection.textSystem.lineHeight
        let drawn = (titles.count + stride - 1) / stride
        let height = min(bounds.height, CGFloat(drawn) * line)
        return ((bounds.height - height) / 2, height)
    }

    /// The title under `y` (the strip's coordinates); above or below the titles the first or
    /// last, so a drag that overshoots keeps to the ends.
    ///
    /// - Complexity: O(1).
    public func titleIndex(at y: CGFloat) -> Int? {
        guard !titles.isEmpty else { return nil }
        let block = self.block
        guard block.height > 0 else { return 0 }
        let fraction = (y - block.top) / block.height
        let index = Int((fraction * CGFloat(titles.count)).rounded(.down))
        return min(titles.count - 1, max(0, index))
    }

    public override func draw(in context: DrawingContext) {
        let textSystem = traitCollection.textSystem
        let line = textSystem.lineHeight
        let block = self.block
        let style = TextStyle(color: color, isBold: true)
        var y = block.top
        for index in Swift.stride(from: 0, to: titles.count, by: stride) {
            let title = titles[index]
            let x = traitCollection.centringInset(
                bounds.width - textSystem.width(of: title), horizontal: true)
            context.drawText(title, at: CGPoint(x: x, y: y), width: bounds.width - x, style: style)
            y += line
        }
    }
}
