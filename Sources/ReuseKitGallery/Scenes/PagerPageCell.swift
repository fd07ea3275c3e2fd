import Foundation
import ReuseKit

/// A page of the pager scene: a heading, the page's text once loaded (a spinner until then) and
/// the page dots, on a background tinted per page so that sliding pages are easy to follow.
@MainActor
final class PagerPageCell: PagerPageView {
    /// Which page view this is, given by the scene the first time it configures it; 0 before.
    var serial = 0
    /// The text under the heading: the article, or the loading line.
    let bodyLabel = Label()
    /// The page dots.
    let dotsLabel = Label()
    /// Turns beside the loading line while the page loads.
    let spinner = ActivityIndicatorView()

    required init() {
        super.init()
        textLabel.numberOfLines = 1
        textLabel.textStyle = TextStyle(color: .white, isBold: true)
        bodyLabel.numberOfLines = 0
        bodyLabel.textStyle = TextStyle(color: Color(red: 220, green: 220, blue: 230))
        dotsLabel.textStyle = TextStyle(color: Color(red: 150, green: 170, blue: 200))
        spinner.color = Color(red: 255, green: 200, blue: 90)
        addSubview(bodyLabel)
        addSubview(dotsLabel)
        addSubview(spinner)
    }

    /// Shows page `index` of `count` before its data: the heading, a loading line and the dots.
    func configure(index: Int, count: Int) {
        let tints: [(UInt8, UInt8, UInt8)] = [(24, 32, 52), (30, 44, 40), (48, 30, 44), (44, 40, 26)]
        let tint = tints[index % tints.count]
        backgroundColor = Color(red: tint.0, green: tint.1, blue: tint.2)
        textLabel.text = PagerArticle(index: index).title
        bodyLabel.textStyle = TextStyle(color: .secondaryText)
        bodyLabel.text = "… page \(index + 1) is not loaded yet"
        dotsLabel.text = Self.dots(index: index, count: count)
        spinner.stopAnimating()
        setNeedsLayout()
    }

    /// Shows a load in progress: the spinner, turning on `clock`, and a loading line.
    func showLoading(index: Int, clock: FrameClock) {
        bodyLabel.textStyle = TextStyle(color: Color(red: 255, green: 200, blue: 90))
        bodyLabel.text = "Loading page \(index + 1)…"
        spinner.clock = clock
        spinner.startAnimating()
        setNeedsLayout()
    }

    /// Shows the loaded article.
    func showArticle(_ article: PagerArticle) {
        bodyLabel.textStyle = TextStyle(color: Color(red: 220, green: 220, blue: 230))
        bodyLabel.text = article.body
        spinner.stopAnimating()
        setNeedsLayout()
    }

    /// "○ ○ ● ○": one dot a page, the current one filled.
    static func dots(index: Int, count: Int) -> String {
        (0..<count).map { $0 == index ? "●" : "○" }.joined(separator: " ")
    }

    override func layoutSubviews() {
        let traits = traitCollection
        let line = traits.line
        let inset = traits.spaces(2)
        let width = max(0, bounds.width - 2 * inset)
        textLabel.frame = CGRect(x: inset, y: line, width: width, height: line)
        let spinnerSize = spinner.sizeThatFits(bounds.size)
        spinner.frame = CGRect(origin: CGPoint(x: inset, y: 3 * line), size: spinnerSize)
        let bodyX = spinner.isAnimating ? inset + spinnerSize.width + traits.spaces(1) : inset
        bodyLabel.frame = CGRect(
            x: bodyX, y: 3 * line, width: max(0, width - (bodyX - inset)),
            height: max(0, bounds.height - 6 * line))
        let dotsWidth = min(width, traits.textSystem.width(of: dotsLabel.text ?? ""))
        dotsLabel.frame = CGRect(
            x: max(inset, (bounds.width - dotsWidth) / 2), y: max(0, bounds.height - 2 * line),
            width: dotsWidth, height: line)
    }

    /// A hairline under the heading.
    override func draw(in context: DrawingContext) {
        let traits = traitCollection
        let inset = traits.spaces(2)
        context.drawHorizontalLine(
            at: 2 * traits.line, x: inset, width: max(0, bounds.width - 2 * inset), color: .separator)
    }
}
