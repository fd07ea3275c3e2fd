import Foundation
import ReuseKitCore

extension TableView {
    /// What one layout pass leaves for the next: whether the rows must be reloaded, what the
    /// rows were laid out for, and the glide of an animated `scrollToRow`.
    struct LayoutState {
        /// Whether the next pass asks the data source for everything again.
        var needsReload = true
        /// Whether the rows stand at an estimate until measured (``TableView/estimatedRowHeight``
        /// above 0), as of the last reload.
        var usesEstimates = false
        /// The width the rows were laid out in; -1 before the first pass.
        var loadedWidth: CGFloat = -1
        /// The height of the host's grid step the rows were laid out in.
        var loadedGridStep: CGFloat = -1
        /// Counts the changes to the rows' geometry, so a pass can tell whether the rows it
        /// placed are still where they stand.
        var version = 0
        /// The ``version`` the visible rows were last placed at.
        var placedVersion = -1
        /// Whether a pass is placing the rows now (re-entrant layout requests wait for it).
        var isApplying = false
        /// Whether every visible row is known to be measured, so a pass checks entering rows only.
        var visibleRowsMeasured = false
        /// Row heights asked so far (of the delegate, or the table's ``TableView/rowHeight``):
        /// what a test counts.
        var rowHeightsAsked = 0
        /// The row an animated `scrollToRow` glides to, and where it puts it.
        var animatedRowJump: (indexPath: IndexPath, position: ScrollPosition, aimedY: CGFloat)?
    }
}
