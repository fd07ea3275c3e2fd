import Foundation

extension TableView {
    /// Shows the top; or lands exactly on the last row (measuring what comes into view first),
    /// then shows the load-more footer, if any.
    func scrollToEdgeRow(_ edge: ScrollEdge) {
        guard edge == .bottom,
            let section = (0..<numberOfSections).last(where: { numberOfRows(inSection: $0) > 0 })
        else {
            super.scrollToEdge(edge)
            return
        }
        scrollToRow(
            at: IndexPath(row: numberOfRows(inSection: section) - 1, section: section), at: .bottom,
            animated: false)
        if loadMoreControl != nil { super.scrollToEdge(.bottom) }
    }

    /// Puts the row `rows` places after the first row on screen at the top, exactly (measured
    /// first), clamped to the first and the last row; a first row cut off at the top is itself
    /// a place up. At the end of the content the end stays where it is.
    ///
    /// - Complexity: O(log n), plus O(sections) when the move crosses sections.
    func scrollByRow(_ rows: Int) {
        layoutIfNeeded()
        let top = Double(contentOffset.y + contentInset.top)
        let range = layout.items(intersecting: top, top + Double(bounds.height))
        guard rows != 0,
            let flat = range.first(where: { if case .row = layout.item(at: $0) { true } else { false } }),
            case .row(let section, let row) = layout.item(at: flat)
        else { return }
        let isCut = layout.span(ofItemAt: flat).origin < top
        let places = rows < 0 && isCut ? rows + 1 : rows
        guard let target = indexPath(ofRowFrom: IndexPath(row: row, section: section), places: places) else {
            return
        }
        scrollToRow(at: target, at: .top, animated: false)
    }

    /// The row `places` rows after `start` (before it when negative), across sections, clamped to
    /// the first and the last row; `nil` in a table without rows.
    func indexPath(ofRowFrom start: IndexPath, places: Int) -> IndexPath? {
        start.stepped(by: places, sectionCount: numberOfSections) { numberOfRows(inSection: $0) }
    }

    /// The counters a HUD shows.
    var currentReuseStatistics: ReuseStatistics { cells.statistics(visible: visibleCells.count) }
}
