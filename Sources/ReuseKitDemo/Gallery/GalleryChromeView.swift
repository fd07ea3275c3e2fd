import Foundation
import ReuseKit
import ReuseKitGallery

/// The gallery's root view: the tab bar on the first line, the scene under it, the status line
/// on the last line.
@MainActor
final class GalleryChromeView: GalleryChrome {
    let tabBar: GalleryTabBar
    let statusLine = GalleryStatusLine()

    override init(names: [String]) {
        tabBar = GalleryTabBar()
        super.init(names: names)
        addSubview(tabBar)
        addSubview(statusLine)
    }

    /// The tab under `point`, on the first line.
    override func tab(at point: CGPoint) -> Int? {
        guard point.y < tabBar.frame.maxY else { return nil }
        return tabBar.tabStrip().tab(at: point.x)
    }

    override func statusDidChange() {
        statusLine.setNeedsDisplay()
    }

    override func layoutSubviews() {
        let line = traitCollection.textSystem.lineHeight
        let width = bounds.width
        tabBar.frame = CGRect(x: 0, y: 0, width: width, height: min(line, bounds.height))
        statusLine.isHidden = bounds.height < 2 * line
        statusLine.frame = CGRect(x: 0, y: max(0, bounds.height - line), width: width, height: line)
        content?.frame = CGRect(x: 0, y: line, width: width, height: max(0, bounds.height - 2 * line))
    }
}

/// The colours of the gallery's bars.
enum GalleryChromeStyle {
    static let bar = Color(red: 28, green: 30, blue: 40)
    static let text = Color(red: 220, green: 220, blue: 230)
    static let hint = Color(red: 150, green: 150, blue: 165)
    static let brand = TextStyle(
        color: .white, background: Color(red: 10, green: 132, blue: 255), isBold: true)
    static let activeTab = TextStyle(
        color: Color(red: 20, green: 20, blue: 28), background: text, isBold: true)
}
