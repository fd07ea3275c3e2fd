/// How new items get their heights while an update is applied to a ``ListLayout``.
public protocol ListUpdateSizing {
    /// The header height of a section, by its index after the update.
    func height(ofHeader section: Int) -> Double
    /// The footer height of a section, by its index after the update.
    func height(ofFooter section: Int) -> Double
    /// Whether new rows are measured through ``height(ofRow:)``; else they stand at the estimate
    /// until they are shown.
    var measuresRows: Bool { get }
    /// The exact height of a row by its position after the update (asked only when
    /// ``measuresRows``).
    func height(ofRow position: ListPosition) -> Double
    /// The height of every new row, when one height is known for all of them (a table of one
    /// row height): a run of new rows then goes in as one run, asking ``height(ofRow:)``
    /// nothing. `nil` (the default) asks each row.
    var uniformRowHeight: Double? { get }
}

extension ListUpdateSizing {
    /// `nil`: each new row is asked its height.
    public var uniformRowHeight: Double? { nil }
}

extension ListLayout {
    /// Sizing given by closures.
    public struct UpdateSizing: ListUpdateSizing {
        /// The header height of a section, by its index after the update.
        public var headerHeight: (Int) -> Double
        /// The footer height of a section, by its index after the update.
        public var footerHeight: (Int) -> Double
        /// The exact height of a row by its position after the update, or `nil` when new rows
        /// stand at the estimate until they are shown.
        public var rowHeight: ((ListPosition) -> Double)?

        /// Creates the sizing of an update.
        public init(
            headerHeight: @escaping (Int) -> Double, footerHeight: @escaping (Int) -> Double,
            rowHeight: ((ListPosition) -> Double)?
        ) {
            self.headerHeight = headerHeight
            self.footerHeight = footerHeight
            self.rowHeight = rowHeight
        }

        public func height(ofHeader section: Int) -> Double { headerHeight(section) }
        public func height(ofFooter section: Int) -> Double { footerHeight(section) }
        public var measuresRows: Bool { rowHeight != nil }
        public func height(ofRow position: ListPosition) -> Double { rowHeight?(position) ?? .nan }
    }

    /// The row counts of every section, in order.
    public var rowCounts: [Int] {
        var counts: [Int] = []
        copyRowCounts(into: &counts)
        return counts
    }

    /// Replaces `counts` with the row counts of every section, keeping its storage.
    ///
    /// - Complexity: O(sections).
    public func copyRowCounts(into counts: inout [Int]) {
        counts.removeAll(keepingCapacity: true)
        for section in 0..<sections.count { counts.append(sections[section] - 2) }
    }

    /// Whether the sections have exactly `counts` rows, in order.
    ///
    /// - Complexity: O(sections), allocating nothing.
    public func hasRowCounts(_ counts: [Int]) -> Bool {
        guard counts.count == sections.count else { return false }
        for (section, count) in counts.enumerated() where sections[section] - 2 != count { return false }
        return true
    }

    /// Applies a checked update. Rows that stay keep their measured heights; moved rows and
    /// sections carry theirs; new and reloaded rows are measured through `sizing` or left at the
    /// estimate.
    ///
    /// - Complexity: O((changes + sections) · log n), plus the rows of moved, inserted and
    ///   reloaded sections.
    public mutating func apply(_ plan: ListUpdatePlan, sizing: some ListUpdateSizing) {
        precondition(hasRowCounts(plan.oldRowCounts), "the plan was made for other row counts")
        var carriedRows: [ListPosition: Double?] = [:]
        for (destination, source) in plan.moveSources {
            carriedRows[destination] = measuredHeight(row: source.row, inSection: source.section)
        }
        removeRows(plan)
        // Taken after the row removals, which name old sections, so deleted rows stay behind.
        var carriedSections: [Int: [Double?]] = [:]
        for (section, source) in plan.sectionSources.enumerated() {
            if case .moved(let old) = source { carriedSections[section] = sectionExtents(old) }
        }
        for old in stride(from: plan.oldRowCounts.count - 1, through: 0, by: -1) {
            let kept: Bool
            if let new = plan.newSectionIndex[old], case .moved = plan.sectionSources[new] {
                kept = false
            } else {
                kept = plan.newSectionIndex[old] != nil
            }
            if !kept { removeSection(old) }
        }
        for (section, source) in plan.sectionSources.enumerated() {
            switch source {
            case .inserted:
                insertSection(section, rows: plan.newRowCounts[section], sizing: sizing)
            case .moved:
                insertSection(section, extents: carriedSections[section] ?? [])
            case .kept, .reloaded:
                break
            }
        }
        // Runs of neighbouring rows arrive together: a page inserted is one insertion.
        var index = plan.added.startIndex
        while index < plan.added.endIndex {
            let first = plan.added[index]
            var next = index + 1
            while next < plan.added.endIndex, plan.added[next].section == first.section,
                plan.added[next].row == plan.added[next - 1].row + 1
            {
                next += 1
            }
            insertRun(first.row..<first.row + next - index, inSection: first.section, carriedRows, sizing)
            index = next
        }
        for (section, source) in plan.sectionSources.enumerated() {
            if case .reloaded = source {
                removeSection(section)
                insertSection(section, rows: plan.newRowCounts[section], sizing: sizing)
            }
        }
        for old in plan.reloadedRows {
            guard let position = plan.newPosition(of: old) else { continue }
            if sizing.measuresRows {
                setHeight(sizing.height(ofRow: position), forRow: position.row, inSection: position.section)
            } else {
                invalidateHeight(ofRow: position.row, inSection: position.section)
            }
        }
        precondition(hasRowCounts(plan.newRowCounts), "an update left the layout inconsistent")
    }

    /// Removes the rows leaving sections that stay, last to first so that every flat index is
    /// still the one the plan names; runs of neighbouring rows leave together: a page deleted is
    /// one removal.
    private mutating func removeRows(_ plan: ListUpdatePlan) {
        let removed = plan.removed
        var end = removed.endIndex
        while end > removed.startIndex {
            let last = removed[end - 1]
            var start = end - 1
            while start > removed.startIndex, removed[start - 1].section == last.section,
                removed[start - 1].row == removed[start].row - 1
            {
                start -= 1
            }
            if plan.newSectionIndex[last.section] != nil {
                let count = end - start
                let first = flatIndex(ofRow: removed[start].row, inSection: last.section)
                sizes.remove(first..<first + count)
                sections.add(-count, at: last.section)
            }
            end = start
        }
    }

    /// Inserts a run of new rows: carried heights (moves), measured ones, or the estimate.
    ///
    /// - Complexity: O(log n) for a run at the estimate or of the sizing's uniform row height;
    ///   O(k log n) for k rows measured one by one.
    private mutating func insertRun(
        _ run: Range<Int>, inSection section: Int, _ carriedRows: [ListPosition: Double?],
        _ sizing: some ListUpdateSizing
    ) {
        let start = flatIndex(ofHeader: section) + 1 + run.lowerBound
        // A page at the estimate, or of one known height, is one insertion, and asks the sizing
        // nothing per row.
        if carriedRows.isEmpty && (!sizing.measuresRows || sizing.uniformRowHeight != nil) {
            let height = sizing.measuresRows ? sizing.uniformRowHeight : nil
            sizes.insert(
                count: run.count,
                measuredExtent: height.map { Self.checked($0, section, run.lowerBound) + rowSpacing },
                at: start)
            sections.add(run.count, at: section)
            return
        }
        var unmeasured = 0
        for row in run {
            let position = ListPosition(section: section, row: row)
            let carried = carriedRows.isEmpty ? nil : carriedRows[position]
            let height = carried ?? (sizing.measuresRows ? sizing.height(ofRow: position) : nil)
            if let height {
                // Rows at the estimate so far go in as one run, then this measured one.
                sizes.insert(count: unmeasured, at: start + row - run.lowerBound - unmeasured)
                unmeasured = 0
                sizes.insert(count: 1, measuredExtent: height + rowSpacing, at: start + row - run.lowerBound)
            } else {
                unmeasured += 1
            }
        }
        sizes.insert(count: unmeasured, at: start + run.count - unmeasured)
        sections.add(run.count, at: section)
    }

    /// A row's measured height, or `nil` when it stands at the estimate.
    public func measuredHeight(row: Int, inSection section: Int) -> Double? {
        let index = flatIndex(ofRow: row, inSection: section)
        return sizes.isMeasured(at: index) ? sizes.extent(at: index) - rowSpacing : nil
    }

    /// Every item extent of a section (header, rows, footer), `nil` for unmeasured rows.
    private func sectionExtents(_ section: Int) -> [Double?] {
        let first = flatIndex(ofHeader: section)
        return (first..<first + sections[section]).map {
            sizes.isMeasured(at: $0) ? sizes.extent(at: $0) : nil
        }
    }

    private mutating func removeSection(_ section: Int) {
        let first = flatIndex(ofHeader: section)
        sizes.remove(first..<first + sections[section])
        sections.remove(at: section)
    }

    private mutating func insertSection(_ section: Int, rows: Int, sizing: some ListUpdateSizing) {
        var index = section < sections.count ? flatIndex(ofHeader: section) : sizes.count
        sizes.insert(count: 1, measuredExtent: sizing.height(ofHeader: section), at: index)
        index += 1
        if sizing.measuresRows, let height = sizing.uniformRowHeight {
            sizes.insert(
                count: rows, measuredExtent: Self.checked(height, section, 0) + rowSpacing, at: index)
            index += rows
        } else if sizing.measuresRows {
            for row in 0..<rows {
                let height = Self.checked(
                    sizing.height(ofRow: ListPosition(section: section, row: row)), section, row)
                sizes.insert(count: 1, measuredExtent: height + rowSpacing, at: index)
                index += 1
            }
        } else {
            sizes.insert(count: rows, at: index)
            index += rows
        }
        sizes.insert(count: 1, measuredExtent: sizing.height(ofFooter: section), at: index)
        sections.insert(rows + 2, at: section)
    }

    private mutating func insertSection(_ section: Int, extents: [Double?]) {
        var index = section < sections.count ? flatIndex(ofHeader: section) : sizes.count
        for extent in extents {
            sizes.insert(count: 1, measuredExtent: extent, at: index)
            index += 1
        }
        sections.insert(extents.count, at: section)
    }
}
