import Foundation

/// The frame-statistics overlay a window draws over its root view when ``HostWindow/isHUDVisible``
/// is on: frame times, bytes per frame and the focused scroll view's cells, in the host's text.
@MainActor
final class HUDView: View {
    static let background = Color(red: 16, green: 18, blue: 26)
    static let title = TextStyle(color: Color(red: 120, green: 200, blue: 255), isBold: true)
    static let body = TextStyle(color: Color(red: 230, green: 230, blue: 240))

    private(set) var lines: [String] = []

    init() {
        super.init(frame: .zero)
    }

    /// Shows the figures of `statistics` and `reuse`.
    func update(statistics: FrameStatistics, reuse: ReuseStatistics?) {
        func ms(_ value: Double?) -> String { value.map { NumberFormat.milliseconds($0) } ?? "–" }
        func count(_ value: Int?) -> String { value.map(\.groupedDigits) ?? "–" }
        var lines = [
            "frame  \(ms(statistics.medianFrameTime)) ms med  \(ms(statistics.p99FrameTime)) ms p99",
            "bytes  \(count(statistics.lastBytes)) last  \(count(statistics.medianBytes)) med",
            "frames \(count(statistics.frameCount))",
        ]
        if let reuse {
            lines.append("cells  \(count(reuse.created)) created  \(count(reuse.reused)) reused")
            lines.append("pool   \(count(reuse.pooled))  visible \(count(reuse.visible))")
        }
        self.lines = lines
    }

    /// The title line.
    static let heading = "HUD · h hides"

    /// The panel's size: the widest line with two spaces each side, a line above for the
    /// title and one below.
    var fittingSize: CGSize {
        let text = traitCollection.textSystem
        let widest = ([Self.heading] + lines).map { text.width(of: $0) }.max() ?? 0
        return CGSize(
            width: (widest + 4 * text.width(of: " ")).rounded(.up),
            height: CGFloat(lines.count + 2) * text.lineHeight)
    }

    override func draw(in context: DrawingContext) {
        let text = traitCollection.textSystem
        let inset = 2 * text.width(of: " ")
        let width = bounds.width - 2 * inset
        context.fill(bounds, with: Self.background)
        context.drawText(Self.heading, at: CGPoint(x: inset, y: 0), width: width, style: Self.title)
        for (index, line) in lines.enumerated() {
            context.drawText(
                line, at: CGPoint(x: inset, y: CGFloat(index + 1) * text.lineHeight), width: width,
                style: Self.body)
        }
    }
}
