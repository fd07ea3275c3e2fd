import Foundation
import ReuseKitCore

/// The geometry a table supplies so that the list base chooses and keeps the anchor of an
/// update (``UpdateAnchoredList``): its rows on screen, a row's frame, and a vertical shift.
extension TableView: UpdateAnchoredList {
    /// The rows in view, top to bottom, their spans found in one descent.
    func forEachItemOnScreen(_ body: (ListPosition, CGRect) -> Bool) {
        let width = bounds.width
        layout.forEachSpan(in: virtualizer.visible) { flat, span in
            guard case .row(let section, let row) = layout.item(at: flat) else { return true }
            return body(
                ListPosition(section: section, row: row),
                CGRect(x: 0, y: CGFloat(span.origin), width: width, height: CGFloat(span.height)))
        }
    }

    var itemsOnScreenComeInOrder: Bool { true }

    func anchorFrame(of indexPath: IndexPath) -> CGRect? {
        guard let flat = flatIndexIfValid(indexPath) else { return nil }
        return frameOfItem(flat)
    }

    var scrollAxisIsHorizontal: Bool { false }

    func shiftContent(by delta: CGPoint) { shiftContentOffset(by: delta.y) }
}
