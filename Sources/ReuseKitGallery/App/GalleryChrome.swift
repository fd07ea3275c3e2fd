import Foundation
import ReuseKit

/// What a host's gallery draws around the scenes: the window's root view, with the scene's view
/// tree inside, a tab per scene and a status line. Each host's gallery subclasses it for its
/// own look (laying the bars out around ``content`` in `layoutSubviews`); the ``Gallery`` drives
/// any of them. Alone it shows the scene over the whole window.
@MainActor
open class GalleryChrome: View {
    /// The scene's view tree: the chrome's first subview, under the bars.
    public var content: View? {
        didSet {
            guard content !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let content { insertSubview(content, at: 0) }
            setNeedsLayout()
        }
    }
    /// The scenes' names, one tab each.
    public let names: [String]
    /// The index of the highlighted tab.
    public var activeTab = 0 {
        didSet { if activeTab != oldValue { setNeedsDisplay() } }
    }
    /// The status line's text: the scene's status and the scene's own keys. The gallery sets it
    /// after each frame's layout, so it tells what the frame shows.
    public var status: (status: String, keys: String) = ("", "") {
        didSet { if status != oldValue { statusDidChange() } }
    }

    /// Creates a chrome with a tab for each of `names`; the gallery fills in its content and
    /// text.
    public init(names: [String] = []) {
        self.names = names
        super.init(frame: .zero)
    }

    /// The status changed: a subclass's status line draws it again.
    open func statusDidChange() {}

    /// The tab under `point` (root-view coordinates), if any: none without a tab bar.
    open func tab(at point: CGPoint) -> Int? { nil }

    /// The scene over the whole chrome.
    open override func layoutSubviews() {
        content?.frame = bounds
    }
}
