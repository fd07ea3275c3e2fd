extension ListLayout {
    /// How new items get their heights while an update is applied.
    public struct UpdateSizing {
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
    }

    /// The row counts of every section, in order.
    public var rowCounts: [Int] { sections.allValues.map { $0 - 2 } }

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
    public mutating func apply(_ plan: ListUpdatePlan, sizing: UpdateSizing) {
        precondition(hasRowCounts(plan.oldRowCounts), "the plan was made for other row counts")
        var carriedRows: [ListPosition: Double?] = [:]
        for (destination, source) in plan.moveSources {
            carriedRows[destination] = measuredHeight(row: source.row, inSection: source.section)
        }
        for (section, rows) in plan.removedRows where plan.newSectionIndex[section] != nil {
            // Runs of neighbouring rows leave together: a page deleted is one removal.
            for run in Self.runs(of: rows).reversed() {
                let first = flatIndex(ofRow: run.lowerBound, inSection: section)
                sizes.remove(first..<first + run.count)
                sections.add(-run.count, at: section)
            }
        }
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
        for (section, rows) in plan.addedRows {
            for run in Self.runs(of: rows) {
                let start = flatIndex(ofHeader: section) + 1 + run.lowerBound
                var unmeasured = 0
                for row in run {
                    let position = ListPosition(section: section, row: row)
                    let carried = carriedRows.isEmpty ? nil : carriedRows[position]
                    let height = carried ?? sizing.rowHeight.map { $0(position) }
                    if let height {
                        // Rows at the estimate so far go in as one run, then this measured one.
                        sizes.insert(count: unmeasured, at: start + row - run.lowerBound - unmeasured)
                        unmeasured = 0
                        sizes.insert(
                            count: 1, measuredExtent: height + rowSpacing, at: start + row - run.lowerBound)
                    } else {
                        unmeasured += 1
                    }
                }
                sizes.insert(count: unmeasured, at: start + run.count - unmeasured)
                sections.add(run.count, at: section)
            }
        }
        for (section, source) in plan.sectionSources.enumerated() {
            if case .reloaded = source {
                removeSection(section)
                insertSection(section, rows: plan.newRowCounts[section], sizing: sizing)
            }
        }
        for old in plan.reloadedRows {
            guard let position = plan.newPosition(of: old) else { continue }
            if let rowHeight = sizing.rowHeight {
                setHeight(rowHeight(position), forRow: position.row, inSection: position.section)
            } else {
                invalidateHeight(ofRow: position.row, inSection: position.section)
            }
        }
        precondition(hasRowCounts(plan.newRowCounts), "an update left the layout inconsistent")
    }

    /// The runs of consecutive values of ascending `sorted`, in order: a page of rows inserted
    /// or deleted together costs one tree operation.
    ///
    /// - Complexity: O(values).
    static func runs(of sorted: [Int]) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var index = sorted.startIndex
        while index < sorted.endIndex {
            var end = index + 1
            while end < sorted.endIndex && sorted[end] == sorted[end - 1] + 1 { end += 1 }
            runs.append(sorted[index]..<sorted[end - 1] + 1)
            index = end
        }
        return runs
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

    private mutating func insertSection(_ section: Int, rows: Int, sizing: UpdateSizing) {
        var index = section < sections.count ? flatIndex(ofHeader: section) : sizes.count
        sizes.insert(count: 1, measuredExtent: sizing.headerHeight(section), at: index)
        index += 1
        if let rowHeight = sizing.rowHeight {
            for row in 0..<rows {
                let height = Self.checked(rowHeight(ListPosition(section: section, row: row)), section, row)
                sizes.insert(count: 1, measuredExtent: height + rowSpacing, at: index)
                index += 1
            }
        } else {
            sizes.insert(count: rows, at: index)
            index += rows
        }
        sizes.insert(count: 1, measuredExtent: sizing.footerHeight(section), at: index)
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
