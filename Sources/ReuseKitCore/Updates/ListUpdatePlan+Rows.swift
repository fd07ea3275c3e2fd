extension ListUpdatePlan {
    /// The row half of a plan: which rows leave which old section and arrive in which new one.
    struct RowPlan {
        var removed: [Int: [Int]] = [:]
        var added: [Int: [Int]] = [:]
        var moveSources: [ListPosition: ListPosition] = [:]
        var moveDestinations: [ListPosition: ListPosition] = [:]
        var reloaded: Set<ListPosition> = []

        init(
            _ update: ListUpdate, sections: SectionPlan, oldRowCounts: [Int], newRowCounts: [Int]
        ) throws(ListUpdateError) {
            // Sets find a row named by two kinds of change; a batch of one kind (a page inserted
            // or deleted) finds its duplicates by sorting instead, which costs no hashing.
            let crossChecks = !update.movedRows.isEmpty || !update.reloadedRows.isEmpty
            var deleted: Set<ListPosition> = []
            var arriving: Set<ListPosition> = []
            for position in update.deletedRows {
                try Self.checkOld(position, "delete", sections, oldRowCounts)
                if crossChecks && !deleted.insert(position).inserted {
                    throw .conflict("\(Self.name(position)) is deleted twice")
                }
                removed[position.section, default: []].append(position.row)
            }
            for move in update.movedRows {
                try Self.checkOld(move.from, "move", sections, oldRowCounts)
                try Self.checkNew(move.to, "move to", sections, newRowCounts)
                if deleted.contains(move.from) || moveDestinations[move.from] != nil {
                    throw .conflict("\(Self.name(move.from)) is moved twice or moved and deleted")
                }
                if !arriving.insert(move.to).inserted {
                    throw .conflict("two rows are moved to \(Self.name(move.to))")
                }
                moveDestinations[move.from] = move.to
                moveSources[move.to] = move.from
                removed[move.from.section, default: []].append(move.from.row)
                added[move.to.section, default: []].append(move.to.row)
            }
            // A page of rows arrives in one section: its rows are gathered before the table of
            // sections is touched.
            var gathered: (section: Int, rows: [Int])?
            for position in update.insertedRows {
                try Self.checkNew(position, "insert", sections, newRowCounts)
                if !update.movedRows.isEmpty && !arriving.insert(position).inserted {
                    throw .conflict("\(Self.name(position)) is inserted twice or is also a move destination")
                }
                if gathered?.section != position.section {
                    if let run = gathered { added[run.section, default: []].append(contentsOf: run.rows) }
                    gathered = (position.section, [])
                }
                gathered?.rows.append(position.row)
            }
            if let run = gathered { added[run.section, default: []].append(contentsOf: run.rows) }
            for position in update.reloadedRows {
                try Self.checkOld(position, "reload", sections, oldRowCounts)
                if deleted.contains(position) || moveDestinations[position] != nil {
                    throw .conflict("\(Self.name(position)) is reloaded and also deleted or moved")
                }
                reloaded.insert(position)
            }
            for key in removed.keys { removed[key]?.sort() }
            for key in added.keys { added[key]?.sort() }
            if let row = Self.firstRepeated(in: removed) {
                throw .conflict("\(Self.name(row)) is deleted twice")
            }
            if let row = Self.firstRepeated(in: added) {
                throw .conflict("\(Self.name(row)) is inserted twice or is also a move destination")
            }
            try checkCounts(update, sections, oldRowCounts, newRowCounts)
        }

        /// A row that appears twice in the sorted rows of its section, if any.
        ///
        /// - Complexity: O(rows).
        private static func firstRepeated(in rows: [Int: [Int]]) -> ListPosition? {
            for (section, sorted) in rows {
                for index in sorted.indices.dropFirst() where sorted[index] == sorted[index - 1] {
                    return ListPosition(section: section, row: sorted[index])
                }
            }
            return nil
        }

        private func checkCounts(
            _ update: ListUpdate, _ sections: SectionPlan, _ oldRowCounts: [Int], _ newRowCounts: [Int]
        ) throws(ListUpdateError) {
            var movedIn = [Int](repeating: 0, count: newRowCounts.count)
            var movedOut = [Int](repeating: 0, count: oldRowCounts.count)
            for move in update.movedRows where sections.newIndex[move.from.section] != move.to.section {
                movedIn[move.to.section] += 1
                movedOut[move.from.section] += 1
            }
            var inserted = [Int](repeating: 0, count: newRowCounts.count)
            for position in update.insertedRows { inserted[position.section] += 1 }
            var deleted = [Int](repeating: 0, count: oldRowCounts.count)
            for position in update.deletedRows { deleted[position.section] += 1 }
            for (section, source) in sections.sources.enumerated() {
                let old: Int
                switch source {
                case .kept(let index), .moved(let index): old = index
                case .inserted, .reloaded: continue
                }
                let expected = oldRowCounts[old] - (removed[old]?.count ?? 0) + (added[section]?.count ?? 0)
                if expected != newRowCounts[section] {
                    throw .invalidRowCount(
                        section: section, before: oldRowCounts[old], after: newRowCounts[section],
                        inserted: inserted[section], deleted: deleted[old], movedIn: movedIn[section],
                        movedOut: movedOut[old])
                }
            }
        }

        static func name(_ position: ListPosition) -> String {
            "row \(position.row) of section \(position.section)"
        }

        static func checkOld(
            _ position: ListPosition, _ operation: String, _ sections: SectionPlan, _ counts: [Int]
        ) throws(ListUpdateError) {
            try check(
                position, operation, counts, allowed: { sections.allowsRowChanges(inOld: $0) }, "deleted")
        }

        static func checkNew(
            _ position: ListPosition, _ operation: String, _ sections: SectionPlan, _ counts: [Int]
        ) throws(ListUpdateError) {
            try check(
                position, operation, counts, allowed: { sections.allowsRowChanges(inNew: $0) }, "inserted")
        }

        /// Checks a row names an existing section whose rows may change one by one, and lies in
        /// it; `counts` are the row counts before (old positions) or after (new ones).
        private static func check(
            _ position: ListPosition, _ operation: String, _ counts: [Int], allowed: (Int) -> Bool,
            _ sectionChange: String
        ) throws(ListUpdateError) {
            try SectionPlan.check(position.section, operation, counts.count)
            if !allowed(position.section) {
                throw .conflict(
                    "cannot \(operation) \(name(position)): its section is \(sectionChange) or reloaded")
            }
            if position.row < 0 || position.row >= counts[position.section] {
                throw .rowOutOfRange(
                    operation: operation, section: position.section, row: position.row,
                    count: counts[position.section])
            }
        }
    }
}
