import Foundation
import ReuseKit
import ReuseKitGallery
import ReuseKitPixels

/// The pixel gallery's tab bar: the width split evenly between the scenes, the active one on a
/// rounded highlight.
@MainActor
final class TabBar: View {
    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        backgroundColor = ChromeStyle.bar
    }

    /// The bar's height for `text`: a line and room around it.
    static func height(_ text: TextSystem) -> CGFloat { text.lineHeight + 14 }

    /// The chrome's scenes, one tab each.
    var names: [String] { (superview as? GalleryChrome)?.names ?? [] }

    /// The tab under `x`.
    func tabIndex(at x: CGFloat) -> Int? {
        guard !names.isEmpty, bounds.width > 0, x >= 0, x < bounds.width else { return nil }
        return min(names.count - 1, Int(x / (bounds.width / CGFloat(names.count))))
    }

    override func draw(in context: DrawingContext) {
        let text = traitCollection.textSystem
        let tabWidth = bounds.width / CGFloat(max(1, names.count))
        for (index, name) in names.enumerated() {
            let frame = CGRect(x: CGFloat(index) * tabWidth, y: 0, width: tabWidth, height: bounds.height)
            let isActive = index == (superview as? GalleryChrome)?.activeTab
            if isActive {
                let highlight = frame.insetBy(dx: 4, dy: 4)
                if let canvas = context as? PixelCanvas {
                    canvas.fillRoundedRect(highlight, radius: 8, with: ChromeStyle.activeTab)
                } else {
                    context.fill(highlight, with: ChromeStyle.activeTab)
                }
            }
            let labelWidth = min(text.width(of: name), frame.width - 8)
            context.drawText(
                name, at: CGPoint(x: frame.midX - labelWidth / 2, y: (bounds.height - text.lineHeight) / 2),
                width: labelWidth + 1,
                style: TextStyle(color: isActive ? .white : .secondaryText, isBold: isActive))
        }
    }
}
