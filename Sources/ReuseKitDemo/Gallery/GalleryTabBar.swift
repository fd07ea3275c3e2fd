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

    /// Where each tab lies along the bar, in points. When the tabs are wider than the bar, the
    /// first ones slide out under the brand, as few as keep the active tab wholly in view; a
    /// tab out of view has an empty range.
    func tabRanges() -> [Range<CGFloat>] {
        let text = traitCollection.textSystem
        let space = text.width(of: " ")
        let start = text.width(of: Self.brand) + space
        var x = start
        let ranges = names.map { name in
            let width = text.width(of: " \(name) ")
            defer { x += width + space }
            return x..<(x + width)
        }
        guard active < ranges.count else { return ranges }
        var first = 0
        while first < active, ranges[active].upperBound - (ranges[first].lowerBound - start) > bounds.width {
            first += 1
        }
        let shift = ranges[first].lowerBound - start
        return ranges.indices.map { index in
            index < first
                ? start..<start : (ranges[index].lowerBound - shift)..<(ranges[index].upperBound - shift)
        }
    }

    override func draw(in context: DrawingContext) {
        let text = traitCollection.textSystem
        let line = bounds.height
        context.drawText(Self.brand, at: .zero, width: bounds.width, style: GalleryChromeStyle.brand)
        let ranges = tabRanges()
        // Tabs slid out of view to the left are marked where they went.
        if ranges.first?.isEmpty == true {
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
