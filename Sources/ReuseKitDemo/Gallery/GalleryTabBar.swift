import Foundation
import ReuseKit
import ReuseKitGallery

/// The gallery's tab bar: the brand, one tab per scene with the active one highlighted, and a
/// hint on the right when it fits.
@MainActor
final class GalleryTabBar: View {
    static let brand = " ReuseKit "
    static let hint = "Tab ⇥ next scene "
    /// Drawn after the brand when tabs slid out of view to the left.
    static let moreMark = "‹"

    init() {
        super.init(frame: .zero)
        backgroundColor = GalleryChromeStyle.bar
    }

    /// The chrome's scenes, one tab each.
    var names: [String] { chrome?.names ?? [] }
    /// The highlighted tab.
    var active: Int { chrome?.activeTab ?? 0 }
    private var chrome: GalleryChrome? { superview as? GalleryChrome }

    /// Where each tab lies along the bar, in points (a tab slid out of view under the brand has
    /// an empty range).
    func tabStrip() -> TabStrip {
        let text = traitCollection.textSystem
        let space = text.width(of: " ")
        return TabStrip(
            widths: names.map { text.width(of: " \($0) ") }, start: text.width(of: Self.brand) + space,
            gap: space, width: bounds.width, active: active)
    }

    override func draw(in context: DrawingContext) {
        let text = traitCollection.textSystem
        let line = bounds.height
        context.drawText(Self.brand, at: .zero, width: bounds.width, style: GalleryChromeStyle.brand)
        let strip = tabStrip()
        let ranges = strip.ranges
        // Tabs slid out of view to the left are marked where they went.
        if strip.hidesLeadingTabs {
            let brand = text.width(of: Self.brand)
            context.drawText(
                Self.moreMark, at: CGPoint(x: brand, y: 0), width: text.width(of: " "),
                style: TextStyle(color: GalleryChromeStyle.hint))
        }
        for (index, range) in ranges.enumerated() where !range.isEmpty {
            let style =
                index == active ? GalleryChromeStyle.activeTab : TextStyle(color: GalleryChromeStyle.text)
            let width = max(0, min(range.upperBound, bounds.width) - range.lowerBound)
            context.drawText(
                " \(names[index]) ", at: CGPoint(x: range.lowerBound, y: 0), width: width, style: style)
        }
        let hintWidth = text.width(of: Self.hint)
        let tabsEnd = ranges.last?.upperBound ?? text.width(of: Self.brand)
        guard bounds.width - hintWidth > tabsEnd + text.width(of: " "), line > 0 else { return }
        context.drawText(
            Self.hint, at: CGPoint(x: bounds.width - hintWidth, y: 0), width: hintWidth,
            style: TextStyle(color: GalleryChromeStyle.hint))
    }
}
