import Foundation
import ReuseKitCore

/// The geometry a table supplies so that the list base chooses and keeps the anchor of an
/// update (``UpdateAnchoredList``): its rows on screen, a row's frame, and a vertical shift.
extension TableView: UpdateAnchoredList {
    var itemsOnScreen: [(indexPath: IndexPath, frame: CGRect)] {
        var rows: [(indexPath: IndexPath, frame: CGRect)] = []
        for flat in virtualizer.visible {
            guard case .row(let section, let row) = layout.item(at: flat) else { continue }
            rows.append((IndexPath(row: row, section: section), frameOfItem(flat)))
        }
        return rows
    }

    func anchorFrame(of indexPath: IndexPath) -> CGRect? {
        flatIndexIfValid(indexPath).map(frameOfItem)
    }

    var scrollAxisIsHorizontal: Bool { false }

    func shiftContent(by delta: CGPoint) { shiftContentOffset(by: delta.y) }
}
