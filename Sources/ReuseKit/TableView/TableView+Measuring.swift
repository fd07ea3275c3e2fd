import Foundation
import ReuseKitCore

extension TableView {
    /// Measures the rows in the viewport that stand at the estimate, keeping the rows the user
    /// already saw where they are on screen (scroll anchoring), until every row in view is
    /// measured. A view resting at its top edge stays there, as UIKit's: the top was asked for
    /// (Home, a scroll to the top), and rows above an anchor pushing it down would leave the view
    /// short of it. A glide that reached the top keeps its rows still instead: rows taller than
    /// their estimate move the edge away, and the glide goes on.
    ///
    /// - Complexity: O(log n) per row entering the viewport, and O(log n) to find that every
    ///   row in view is measured.
    func measureRowsInView() {
        var anchor: (flat: Int, screenY: Double)?
        let keepsTop = contentOffset.y <= minimumContentOffsetY && !isDecelerating
        while true {
            let top = Double(contentOffset.y)
            let range = layout.items(intersecting: top, top + Double(bounds.height))
            let candidates =
                layoutState.visibleRowsMeasured
                ? RangePair(range, removing: virtualizer.visible) : RangePair(range, removing: 0..<0)
            guard var flat = firstUnmeasuredRow(in: candidates, from: range.lowerBound) else { return }
            if anchor == nil {
                // A row the user saw, as an update anchors: the first section's header stands
                // above every row, so kept still it would be the top edge kept.
                let measured =
                    range.first { isMeasuredRow($0) } ?? range.first { !isUnmeasuredRow($0) }
                    ?? range.lowerBound
                anchor = (measured, layout.span(ofItemAt: measured).origin - top)
            }
            while true {
                measureRow(flat)
                guard let next = firstUnmeasuredRow(in: candidates, from: flat + 1) else { break }
                flat = next
            }
            if endAnchor.isFollowing || keepsTop {
                updateContentSize()
            } else if let anchor {
                let anchoredTop = layout.span(ofItemAt: anchor.flat).origin - anchor.screenY
                if anchoredTop != top { shiftContentOffset(by: CGFloat(anchoredTop - top)) }
            }
            layoutState.version += 1
        }
    }

    /// The first row at or after `start` in `candidates` that stands at its estimate.
    private func firstUnmeasuredRow(in candidates: RangePair, from start: Int) -> Int? {
        // Each part asked in turn: an array of the two would be allocated every layout pass.
        firstUnmeasuredRow(in: candidates.lower, from: start)
            ?? firstUnmeasuredRow(in: candidates.upper, from: start)
    }

    private func firstUnmeasuredRow(in part: Range<Int>, from start: Int) -> Int? {
        var from = max(start, part.lowerBound)
        while from < part.upperBound, let flat = layout.firstUnmeasuredItem(in: from..<part.upperBound) {
            if case .row = layout.item(at: flat) { return flat }
            from = flat + 1
        }
        return nil
    }

    private func isMeasuredRow(_ flat: Int) -> Bool {
        guard case .row = layout.item(at: flat) else { return false }
        return layout.isMeasured(itemAt: flat)
    }

    func isUnmeasuredRow(_ flat: Int) -> Bool {
        guard case .row = layout.item(at: flat) else { return false }
        return !layout.isMeasured(itemAt: flat)
    }

    /// Asks a row's height (or sizes its cell) and records it.
    func measureRow(_ flat: Int) {
        guard case .row(let section, let row) = layout.item(at: flat) else { return }
        let indexPath = IndexPath(row: row, section: section)
        var height = askRowHeight(indexPath)
        if height == Self.automaticDimension {
            let cell = pendingCells[flat] ?? askCell(indexPath)
            cell.frame = CGRect(x: 0, y: 0, width: bounds.width, height: cell.frame.height)
            // Sized as it will show: narrower by its handle in editing mode.
            configureReorderControl(of: cell, at: indexPath)
            // A cell not yet in the table sizes itself in the table's traits (its host's text),
            // not in those of a view in no host.
            let isDetached = cell.superview == nil
            if isDetached { cell.traitOverrides = traitCollection }
            height = max(0, cell.sizeThatFits(CGSize(width: bounds.width, height: 0)).height)
            if isDetached { cell.traitOverrides = nil }
            pendingCells[flat] = cell
        }
        recordHeight(height, forRow: row, inSection: section)
    }

    /// Asks the height of a row whose cell stays on screen again (a self-sizing row sizes that
    /// same cell) and records it.
    func remeasure(_ cell: TableViewCell, at position: ListPosition) {
        let indexPath = IndexPath(row: position.row, section: position.section)
        var height = askRowHeight(indexPath)
        if height == Self.automaticDimension {
            height = max(0, cell.sizeThatFits(CGSize(width: bounds.width, height: 0)).height)
        }
        recordHeight(height, forRow: position.row, inSection: position.section)
    }

    /// Moves the content offset and any running motion by `delta`, so that content shifted by
    /// the same amount stays where it is on screen.
    func shiftContentOffset(by delta: CGFloat) {
        guard delta != 0 else { return }
        adjustingOffset {
            contentOffset.y += delta
            shiftMotion(by: delta)
        }
    }

    /// Reloads after a width change, keeping the first visible row where it was on screen:
    /// the same part of it stays at the top edge (a row a third above the top stays a third
    /// above it at its new height), so a row partly in view stays in view, and a glide under way
    /// carries on from there. The selection and the focus stay on their rows, as a rotation
    /// keeps them in UIKit; rows the data source no longer has leave them.
    func reloadKeepingPosition() {
        let top = Double(contentOffset.y)
        var anchor: (section: Int, row: Int, screenY: Double, height: Double)?
        let visible = layout.items(intersecting: top, top + Double(bounds.height))
        for flat in visible {
            if case .row(let section, let row) = layout.item(at: flat) {
                let span = layout.span(ofItemAt: flat)
                anchor = (section, row, span.origin - top, span.height)
                break
            }
        }
        let kept = (selected: selection.selected, focused: focus.focused, remembered: focus.remembered)
        reloadData()
        let isRow = { (indexPath: IndexPath) in self.flatIndexIfValid(indexPath) != nil }
        selection.selected = kept.selected.filter(isRow)
        focus.focused = kept.focused.flatMap { isRow($0) ? $0 : nil }
        focus.remembered = kept.remembered.flatMap { isRow($0) ? $0 : nil }
        guard let anchor, anchor.section < layout.numberOfSections,
            anchor.row < layout.numberOfRows(inSection: anchor.section)
        else { return }
        let flat = layout.flatIndex(ofRow: anchor.row, inSection: anchor.section)
        // Measured at the new width first: at its estimate a row partly above the top could
        // fall out of the viewport, and a later row would be kept in its place.
        if layoutState.usesEstimates, isUnmeasuredRow(flat) {
            measureRow(flat)
            updateContentSize()
        }
        let span = layout.span(ofItemAt: flat)
        let screenY = anchor.height > 0 ? anchor.screenY * span.height / anchor.height : anchor.screenY
        shiftContentOffset(by: CGFloat(span.origin - screenY) - contentOffset.y)
        keepEndIfFollowing()
    }
}
