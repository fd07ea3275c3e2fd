import Foundation
import ReuseKit
import ReuseKitGallery

/// The gallery's tab bar: the brand, one tab per scene with the active one highlighted, and a
/// hint on the right when it fits.
@MainActor
final class GalleryTabBar: View {
    static let brand = " ReuseKit "
    static let hint = "Tab ⇥ next scene "

    init() {
        super.init(frame: .zero)
        backgroundColor = GalleryChromeStyle.bar
    }

    /// The chrome's scenes, one tab each.
    var names: [String] { chrome?.names ?? [] }
    /// The highlighted tab.
    var active: Int { chrome?.activeTab ?? 0 }
    private var chrome: GalleryChrome? { superview as? GalleryChrome }

    /// Where each tab lies along the bar, in points.
    func tabRanges() -> [Range<CGFloat>] {
        let text = traitCollection.textSystem
        var x = text.width(of: Self.brand + " ")
        return names.map { name in
            let width = text.width(of: " \(name) ")
            defer { x += width + text.width(of: " ") }
            return x..<(x + width)
        }
    }

    override func draw(in context: DrawingContext) {
        let text = traitCollection.textSystem
        let line = bounds.height
        context.drawText(Self.brand, at: .zero, width: bounds.width, style: GalleryChromeStyle.brand)
        let ranges = tabRanges()
        for (index, range) in ranges.enumerated() {
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
