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
        var section = start.section
        var row = start.row + places
        while row >= numberOfRows(inSection: section) {
            row -= numberOfRows(inSection: section)
            section += 1
            guard section < numberOfSections else {
                return (0..<numberOfSections).last { numberOfRows(inSection: $0) > 0 }.map {
                    IndexPath(row: numberOfRows(inSection: $0) - 1, section: $0)
                }
            }
        }
        while row < 0 {
            section -= 1
            guard section >= 0 else {
                return (0..<numberOfSections).first { numberOfRows(inSection: $0) > 0 }.map {
                    IndexPath(row: 0, section: $0)
                }
            }
            row += numberOfRows(inSection: section)
        }
        return IndexPath(row: row, section: section)
    }

    /// The counters a HUD shows.
    var currentReuseStatistics: ReuseStatistics {
        ReuseStatistics(
            created: cellCounters.created, reused: cellCounters.reused, pooled: pooledCellCount,
            visible: visibleCells.count)
    }
}
