import Foundation
import ReuseKit

extension CollectionView {
    /// " · A–B on screen" for the first and last items in view, each named by `label`; empty
    /// when none is: the part of a scene's status line that says where the view stands.
    func onScreenSummary(_ label: (IndexPath) -> String) -> String {
        let visible = indexPathsForVisibleItems
        guard let first = visible.first, let last = visible.last else { return "" }
        return " · \(label(first))–\(label(last)) on screen"
    }
}
