import Foundation
import ReuseKit
import ReuseKitGallery
import ReuseKitPixels

/// The pixel gallery's tab bar: the scenes' names at their own widths, the active one on a
/// rounded highlight and always in view (the first tabs slide out at the left, marked ‹, when
/// they do not all fit).
@MainActor
final class TabBar: View {
    /// Room on each side of a name, and before the first tab (where ‹ goes).
    static let padding: CGFloat = 10

    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        backgroundColor = ChromeStyle.bar
    }

    /// The bar's height for `text`: a line and room around it.
    static func height(_ text: TextSystem) -> CGFloat { text.lineHeight + 14 }

    /// The chrome's scenes, one tab each.
    var names: [String] { chrome?.names ?? [] }
    private var chrome: GalleryChrome? { superview as? GalleryChrome }

    /// Where each tab stands along the bar.
    func tabStrip() -> TabStrip {
        let text = traitCollection.textSystem
        return TabStrip(
            widths: names.map { text.width(of: $0) + 2 * Self.padding }, start: Self.padding, gap: 0,
            width: bounds.width, active: chrome?.activeTab ?? 0)
    }

    /// The tab under `x`.
    func tabIndex(at x: CGFloat) -> Int? { tabStrip().tab(at: x) }

    override func draw(in context: DrawingContext) {
        let text = traitCollection.textSystem
        let strip = tabStrip()
        let textY = (bounds.height - text.lineHeight) / 2
        if strip.hidesLeadingTabs {
            context.drawText(
                "‹", at: CGPoint(x: 2, y: textY), width: Self.padding,
                style: TextStyle(color: .secondaryText))
        }
        for (index, range) in strip.ranges.enumerated()
        where !range.isEmpty && range.lowerBound < bounds.width {
            let frame = CGRect(
                x: range.lowerBound, y: 0, width: range.upperBound - range.lowerBound, height: bounds.height)
            let isActive = index == chrome?.activeTab
            if isActive {
                let highlight = frame.insetBy(dx: 3, dy: 4)
                if let canvas = context as? PixelCanvas {
                    canvas.fillRoundedRect(highlight, radius: 8, with: ChromeStyle.activeTab)
                } else {
                    context.fill(highlight, with: ChromeStyle.activeTab)
                }
            }
            let labelWidth = min(text.width(of: names[index]), bounds.width - frame.minX - Self.padding)
            guard labelWidth > 0 else { continue }
            context.drawText(
                names[index], at: CGPoint(x: frame.minX + Self.padding, y: textY), width: labelWidth + 1,
                style: TextStyle(color: isActive ? .white : .secondaryText, isBold: isActive))
        }
    }
}
