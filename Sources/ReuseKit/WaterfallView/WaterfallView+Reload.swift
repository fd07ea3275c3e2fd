import Foundation
import ReuseKitCore

extension WaterfallView {
    /// Asks the data source and delegate again: the cell and column counts and the margins now,
    /// heights and cells lazily, only for the cells that come into view.
    ///
    /// - Complexity: O(columns): no height is asked and no cell is placed.
    public func reloadData() {
        enqueueAllVisible()
        indexForSelectedCell = nil
        focus.focused = nil
        focus.remembered = nil
        pendingJump = nil
        let count = dataSource.map { $0.numberOfCells(in: self) } ?? 0
        precondition(count >= 0, "numberOfCells(in:) returned \(count)")
        let columns = askColumnCount()
        layout.estimatedItemHeight = Double(
            max(0, estimatedCellHeight).inWholeSteps(of: traitCollection.displayCellSize.height))
        layout.reset(
            itemCount: count, columnCount: columns, width: Double(bounds.width), margins: askMargins(),
            placement: placement)
        resetColumns(columns)
        needsReloadFlag = false
        loadedWidth = bounds.width
        loadedGridStep = traitCollection.displayCellSize.height
        accessibilityItemsDidChange()
        updateContentSize()
        setNeedsLayout()
    }

    /// Tells the view that `count` cells were added at the end of the data source (load more).
    /// Only the new cells are placed, lazily; nothing placed before moves and no height is asked
    /// again.
    ///
    /// - Throws: ``ListUpdateError/invalidRowCount(section:before:after:inserted:deleted:movedIn:movedOut:)``
    ///   when the data source's count is not the old count plus `count`; the view is left as it was.
    /// - Complexity: O(columns).
    public func appendCells(count: Int) throws(ListUpdateError) {
        precondition(count >= 0, "cannot append \(count) cells")
        loadIfNeeded()
        let before = layout.itemCount
        let after = dataSource.map { $0.numberOfCells(in: self) } ?? 0
        guard after == before + count else {
            throw .invalidRowCount(
                section: 0, before: before, after: after, inserted: count, deleted: 0, movedIn: 0, movedOut: 0
            )
        }
        layout.append(count: count)
        accessibilityItemsDidChange()
        updateContentSize()
        setNeedsLayout()
    }

    /// The number of cells.
    public var numberOfCells: Int {
        loadIfNeeded()
        return layout.itemCount
    }

    /// The number of columns.
    public var numberOfColumns: Int {
        loadIfNeeded()
        return layout.columnCount
    }

    /// Marks the view for a reload at the next layout pass.
    func setNeedsReload() {
        needsReloadFlag = true
        setNeedsLayout()
    }

    func loadIfNeeded() {
        if needsReloadFlag { reloadData() }
    }

    /// Places the cells again for a new width, once, keeping the heights already asked and the
    /// topmost visible cell where it was on screen.
    func relayoutForWidth() {
        let top = contentOffset.y
        var anchor: (index: Int, screenY: CGFloat)?
        for cells in columnCells {
            for cell in cells.prefix(1) {
                if let index = cell.displayedIndex, index < (anchor?.index ?? Int.max) {
                    anchor = (index, cell.frame.minY - top)
                }
            }
        }
        enqueueAllVisible()
        let columns = askColumnCount()
        layout.relayout(width: Double(bounds.width), columnCount: columns, margins: askMargins())
        resetColumns(columns)
        loadedWidth = bounds.width
        guard let anchor, anchor.index < layout.itemCount else { return }
        place(upTo: anchor.index)
        let origin = CGFloat(layout.frame(ofItemAt: anchor.index).y)
        updateContentSize()
        contentOffset.y = origin - anchor.screenY
    }

    func resetColumns(_ columns: Int) {
        if virtualizers.count != columns {
            virtualizers = Array(repeating: Virtualizer(), count: columns)
            columnCells = Array(repeating: [], count: columns)
        } else {
            for column in 0..<columns { virtualizers[column].reset() }
        }
    }

    func updateContentSize() {
        let size = CGSize(width: bounds.width, height: CGFloat(layout.contentHeight))
        guard size != contentSize else { return }
        contentSize = size
        // A running glide or drag must feel the corrected end of the content, not the old estimate.
        guard isDragging || isMoving else { return }
        let range = OffsetRange(
            lowerBound: Double(minimumContentOffsetY), upperBound: Double(maximumContentOffsetY))
        if range != verticalMotion.range { verticalMotion.setRange(range, time: clock.now) }
    }

    func askColumnCount() -> Int {
        let columns = dataSource.map { $0.numberOfColumns(in: self) } ?? Self.defaultNumberOfColumns
        precondition(columns >= 1, "numberOfColumns(in:) returned \(columns)")
        return columns
    }

    func askMargins() -> MasonryMargins {
        func margin(_ type: MarginType) -> Double {
            let value = waterfallDelegate?.waterfallView(self, marginFor: type) ?? Self.defaultMargin
            precondition(
                value >= 0 && value.isFinite, "waterfallView(_:marginFor: .\(type)) returned \(value)")
            return Double(value)
        }
        return MasonryMargins(
            top: margin(.top), bottom: margin(.bottom), left: margin(.left), right: margin(.right),
            row: margin(.row), column: margin(.column))
    }

    /// Places cells with the delegate loaded once: a weak load per cell would cost more than the
    /// placement itself.
    func place(through position: Double) {
        let step = traitCollection.displayCellSize.height
        guard let delegate = waterfallDelegate else {
            layout.place(through: position) { _ in defaultSize(step: step) }
            return
        }
        layout.place(through: position) { size(of: $0, from: delegate, step: step) }
    }

    /// Places cells up to `index`, with the delegate loaded once and sizes asked in batches
    /// into one buffer, so that a jump far down costs the delegate's calls and little more.
    func place(upTo index: Int) {
        _ = place(upTo: index, limit: Int.max)
    }

    /// Places at most `limit` cells towards `index`; returns whether `index` is placed.
    func place(upTo index: Int, limit: Int) -> Bool {
        let step = traitCollection.displayCellSize.height
        guard let delegate = waterfallDelegate else {
            return layout.place(upTo: index, limit: limit) { _, sizes in
                sizes.update(repeating: defaultSize(step: step))
            }
        }
        return layout.place(upTo: index, limit: limit) { first, sizes in
            for offset in sizes.indices {
                sizes[offset] = size(of: first + offset, from: delegate, step: step)
            }
        }
    }

    /// The size of a cell without a delegate: the default height in whole steps of the host's grid.
    private func defaultSize(step: CGFloat) -> MasonryItemSize {
        .height(Double(Self.defaultCellHeight.inWholeSteps(of: step)))
    }

    /// The size of the cell at `index`, from the delegate (an aspect ratio first, then a height
    /// in whole steps of the host's grid, `step` points each).
    ///
    /// The delegate is unwrapped once per batch by the callers: unwrapping it here, per cell,
    /// retained and released it for every cell, and a delegate held weakly keeps its counts in
    /// a side table, where each retain is slow (a third of a jump's time at a million cells).
    private func size(of index: Int, from delegate: WaterfallViewDelegate, step: CGFloat) -> MasonryItemSize {
        if let ratio = delegate.waterfallView(self, aspectRatioAt: index) {
            precondition(
                ratio > 0 && ratio.isFinite, "waterfallView(_:aspectRatioAt: \(index)) returned \(ratio)")
            return .aspectRatio(Double(ratio))
        }
        let height = delegate.waterfallView(self, heightAt: index)
        precondition(height >= 0 && height.isFinite, "waterfallView(_:heightAt: \(index)) returned \(height)")
        return .height(Double(height.inWholeSteps(of: step)))
    }
}
