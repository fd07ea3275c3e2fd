import Foundation
import ReuseKit
import ReuseKitGallery

/// The pixel gallery's root view: the tab bar at the top, the scene under it, the status line
/// at the bottom.
@MainActor
final class ChromeView: GalleryChrome {
    let tabBar: TabBar
    let statusBar = StatusBar()

    override init(names: [String]) {
        tabBar = TabBar()
        super.init(names: names)
        addSubview(tabBar)
        addSubview(statusBar)
    }

    /// Where the scene is drawn in a chrome of `size` with `text`: between the tab bar and the
    /// status line.
    static func contentFrame(size: CGSize, text: TextSystem) -> CGRect {
        let top = TabBar.height(text)
        let bottom = StatusBar.height(text)
        return CGRect(x: 0, y: top, width: size.width, height: max(0, size.height - top - bottom))
    }

    /// The tab under `point`, in the tab bar.
    override func tab(at point: CGPoint) -> Int? {
        guard point.y < tabBar.frame.maxY else { return nil }
        return tabBar.tabIndex(at: point.x)
    }

    override func statusDidChange() {
        statusBar.show(status.keys.isEmpty ? status.status : status.status + "   " + status.keys)
    }

    override func layoutSubviews() {
        let content = Self.contentFrame(size: bounds.size, text: traitCollection.textSystem)
        tabBar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: content.minY)
        statusBar.frame = CGRect(
            x: 0, y: content.maxY, width: bounds.width, height: StatusBar.height(traitCollection.textSystem))
        self.content?.frame = content
    }
}
