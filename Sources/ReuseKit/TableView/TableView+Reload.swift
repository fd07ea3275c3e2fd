import Foundation
import ReuseKitCore

extension TableView {
    /// Asks the data source again for everything: counts now, heights now (all of them when
    /// ``estimatedRowHeight`` is 0), cells at the next layout pass.
    ///
    /// - Complexity: O(sections) with an estimate, O(rows) height calls without.
    public func reloadData() {
        // The data source is the truth again: a lifted row is dropped where the model has it.
        reorderController.drop()
        finishRowAnimations()
        enqueueAllVisible()
        for (_, cell) in pendingCells { recycle(cell) }
        pendingCells.removeAll()
        selection.selected.removeAll()
        focus.focused = nil
        focus.remembered = nil
        let sectionCount = dataSource.map { $0.numberOfSections(in: self) } ?? 0
        precondition(sectionCount >= 0, "numberOfSections(in:) returned \(sectionCount)")
        var rowCounts: [Int] = []
        rowCounts.reserveCapacity(sectionCount)
        for section in 0..<sectionCount {
            let rows = dataSource.map { $0.tableView(self, numberOfRowsInSection: section) } ?? 0
            precondition(
                rows >= 0, "tableView(_:numberOfRowsInSection:) returned \(rows) for section \(section)")
            rowCounts.append(rows)
        }
        let headers = (0..<sectionCount).map { askHeaderHeight($0) }
        let footers = (0..<sectionCount).map { askFooterHeight($0) }
        layoutState.usesEstimates = estimatedRowHeight > 0 || rowHeight == Self.automaticDimension
        if layoutState.usesEstimates {
            layout.reload(
                rowCounts: rowCounts, estimatedRowHeight: Double(fallbackEstimate),
                rowSpacing: Double(rowSpacing),
                headerHeights: headers, footerHeights: footers)
        } else {
            // One strong load of the weak delegate for the whole reload: a load per row would
            // cost more than the rest of the row's work.
            let delegate = tableDelegate
            layout.reload(
                rowCounts: rowCounts, estimatedRowHeight: Double(fallbackEstimate),
                rowSpacing: Double(rowSpacing),
                headerHeights: headers, footerHeights: footers
            ) { section, firstRow, heights in
                fillRowHeights(heights, section: section, firstRow: firstRow, from: delegate)
            }
        }
        layout.topInset = 0
        layout.bottomInset = 0
        // The first display of a timeline shows its end.
        endAnchor.noteLoad()
        reloadSectionIndexTitles()
        virtualizer.reset()
        layoutState.needsReload = false
        layoutState.loadedWidth = bounds.width
        layoutState.loadedGridStep = traitCollection.displayCellSize.height
        layoutState.version += 1
        accessibilityItemsDidChange()
        updateContentSize()
        setNeedsLayout()
    }

    /// The height rows stand at until measured, in whole lines of the host's grid.
    var fallbackEstimate: CGFloat { gridHeight(estimatedRowHeight > 0 ? estimatedRowHeight : 44) }

    /// `height` in whole steps of the host's grid (`TraitCollection.displayCellSize`): rows of
    /// equal height stay equal on screen, and a terminal's rows are whole lines.
    func gridHeight(_ height: CGFloat) -> CGFloat {
        height.inWholeSteps(of: traitCollection.displayCellSize.height)
    }

    /// Records the height of a row, in whole steps of the host's grid.
    func recordHeight(_ height: CGFloat, forRow row: Int, inSection section: Int) {
        layout.setHeight(Double(gridHeight(height)), forRow: row, inSection: section)
    }

    /// Marks the table for a reload at the next layout pass.
    func setNeedsReload() {
        layoutState.needsReload = true
        setNeedsLayout()
    }

    func updateContentSize() {
        let size = CGSize(width: bounds.width, height: CGFloat(layout.contentHeight))
        if size != contentSize { contentSize = size }
        keepEndIfFollowing()
    }

    /// Asks the heights of `heights.count` rows of `section` from `firstRow` on, in order, writing
    /// each as a `Double` (`automaticDimension`, −1, leaves the row unmeasured).
    private func fillRowHeights(
        _ heights: UnsafeMutableBufferPointer<Double>, section: Int, firstRow: Int,
        from delegate: TableViewDelegate?
    ) {
        let step = traitCollection.displayCellSize.height
        guard let delegate else {
            heights.initialize(repeating: Double(rowHeight.inWholeSteps(of: step)))
            return
        }
        for offset in heights.indices {
            let row = firstRow + offset
            let height = delegate.tableView(self, heightForRowAt: IndexPath(row: row, section: section))
            if !(height >= 0 && height.isFinite) && height != Self.automaticDimension {
                preconditionFailure(
                    "tableView(_:heightForRowAt:) returned \(height) for row \(row) of section \(section)")
            }
            heights[offset] = Double(height.inWholeSteps(of: step))
        }
    }

    func askRowHeight(_ indexPath: IndexPath) -> CGFloat {
        layoutState.rowHeightsAsked += 1
        let indexPath = dataSourceIndexPath(forLayout: indexPath)
        let height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        precondition(
            height == Self.automaticDimension || (height >= 0 && height.isFinite),
            "tableView(_:heightForRowAt:) returned \(height) for row \(indexPath.row) of section \(indexPath.section)"
        )
        return height == Self.automaticDimension ? height : gridHeight(height)
    }

    func askHeaderHeight(_ section: Int) -> Double {
        let height = tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
        return headerFooterHeight(height, of: .header(section: section))
    }

    func askFooterHeight(_ section: Int) -> Double {
        let height = tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        return headerFooterHeight(height, of: .footer(section: section))
    }

    /// The height a header or footer takes: the one given, or its view's fitted height for
    /// ``automaticDimension``.
    private func headerFooterHeight(_ height: CGFloat, of item: ListItem) -> Double {
        let height = height == Self.automaticDimension ? fittedHeight(of: item) : height
        precondition(height >= 0 && height.isFinite, "\(item) height \(height)")
        return Double(gridHeight(height))
    }

    /// The number of sections.
    public var numberOfSections: Int {
        loadIfNeeded()
        return layout.numberOfSections
    }

    /// The number of rows in `section`.
    public func numberOfRows(inSection section: Int) -> Int {
        loadIfNeeded()
        return layout.numberOfRows(inSection: section)
    }

    func loadIfNeeded() {
        if layoutState.needsReload { reloadData() }
    }
}
