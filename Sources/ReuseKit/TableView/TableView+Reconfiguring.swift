import Foundation
import ReuseKitCore

extension TableView {
    /// Configures the rows at `indexPaths` again without replacing their cells, as UIKit's:
    /// for a visible row the data source's `tableView(_:cellForRowAt:)` is asked and
    /// ``dequeueReusableCell(withIdentifier:for:)`` hands it the row's own cell; the row is then
    /// measured again, so a self-sizing row grows or shrinks in place. Nothing on screen above
    /// a changed row moves (a row above the viewport changes under it), and a table following
    /// its end keeps the end. Rows below the viewport are measured when they come into view.
    ///
    /// - Complexity: O(log n) per row, plus its cell's configuration.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        beginDeferringDidScroll()
        defer { endDeferringDidScroll() }
        layoutIfNeeded()
        let visible = virtualizer.visible
        for indexPath in indexPaths {
            guard let flat = flatIndexIfValid(indexPath) else {
                preconditionFailure(
                    "reconfigureRows(at:): no row \(indexPath.row) in section \(indexPath.section)")
            }
            let position = ListPosition(section: indexPath.section, row: indexPath.row)
            if visible.contains(flat), let cell = visibleViews[flat - visible.lowerBound] as? TableViewCell {
                reconfigure(cell, at: indexPath)
                remeasure(cell, at: position)
            } else if flat < visible.lowerBound {
                let before = layout.span(ofItemAt: flat).height
                remeasureOffScreen(position)
                shiftContentOffset(by: CGFloat(layout.span(ofItemAt: flat).height - before))
            } else {
                remeasureOffScreen(position)
            }
        }
        layoutState.version += 1
        accessibilityItemsDidChange()
        updateContentSize()
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// Asks the data source for the row's cell while dequeuing hands back `cell` for it.
    private func reconfigure(_ cell: TableViewCell, at indexPath: IndexPath) {
        let sourcePath = dataSourceIndexPath(forLayout: indexPath)
        updateState.reconfiguringCell = (sourcePath, cell)
        defer { updateState.reconfiguringCell = nil }
        let configured = askCell(indexPath)
        precondition(
            configured === cell,
            "tableView(_:cellForRowAt:) must return the dequeued cell while row \(indexPath.row) of "
                + "section \(indexPath.section) is reconfigured")
    }

    /// A row off screen: with estimates it stands unmeasured until it comes into view (measured
    /// now when above the viewport, whose rows must not move); without, its height is asked now.
    private func remeasureOffScreen(_ position: ListPosition) {
        let flat = layout.flatIndex(ofRow: position.row, inSection: position.section)
        if layoutState.usesEstimates && flat >= virtualizer.visible.upperBound {
            layout.invalidateHeight(ofRow: position.row, inSection: position.section)
            return
        }
        let height = askRowHeight(IndexPath(row: position.row, section: position.section))
        if height == Self.automaticDimension {
            layout.invalidateHeight(ofRow: position.row, inSection: position.section)
            measureRow(flat)
            if let cell = pendingCells.removeValue(forKey: flat) { recycle(cell) }
            return
        }
        recordHeight(max(0, height), forRow: position.row, inSection: position.section)
    }
}
