import Foundation

extension CollectionView {
    /// Which way a layout's content scrolls, as UIKit's `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Sendable {
        /// Up and down: lines are rows.
        case vertical
        /// Sideways: lines are columns.
        case horizontal
    }
}
