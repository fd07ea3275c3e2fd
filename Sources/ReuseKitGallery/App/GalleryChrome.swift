import Foundation
import ReuseKit

/// What a host's gallery draws around the scenes: a root view with a tab per scene, the scene's
/// view tree laid out inside, and a status line. Each host's gallery has its own look; the
/// ``Gallery`` drives any of them.
@MainActor
public protocol GalleryChrome: View {
    /// The scene's view tree, laid out between the bars.
    var content: View? { get set }
    /// The index of the highlighted tab.
    var activeTab: Int { get set }
    /// The status line's text, read as it is drawn (after the frame's layout, so it tells what
    /// the frame shows): the scene's status and the scene's own keys.
    var statusText: () -> (status: String, keys: String) { get set }
    /// The tab under `point` (root-view coordinates), if any.
    func tab(at point: CGPoint) -> Int?
}
