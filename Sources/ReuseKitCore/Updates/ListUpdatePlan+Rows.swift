extension ListUpdatePlan {
    /// The row half of a plan: which rows leave which old section and arrive in which new one.
    mutating func planRows(_ update: ListUpdate) throws(ListUpdateError) {
        if update.movedRows.isEmpty && update.reloadedRows.isEmpty {
            return try planDeletesAndInserts(update)
        }
        // Sets find a row named by two kinds of change; a batch of one kind (a page inserted or
        // deleted) finds its duplicates by sorting instead, which costs no hashing.
        let crossChecks = !update.movedRows.isEmpty || !update.reloadedRows.isEmpty
        for position in update.deletedRows {
            try checkOld(position, "delete")
            if crossChecks && !scratch.deletedRows.insert(position).inserted {
                throw .conflict("\(Self.name(position)) is deleted twice")
            }
            removed.append(position)
        }
        for move in update.movedRows {
            try checkOld(move.from, "move")
            try checkNew(move.to, "move to")
            if scratch.deletedRows.contains(move.from) || moveDestinations[move.from] != nil {
                throw .conflict("\(Self.name(move.from)) is moved twice or moved and deleted")
            }
            if !scratch.arrivingRows.insert(move.to).inserted {
                throw .conflict("two rows are moved to \(Self.name(move.to))")
            }
            moveDestinations[move.from] = move.to
            moveSources[move.to] = move.from
            removed.append(move.from)
            added.append(move.to)
        }
        for position in update.insertedRows {
            try checkNew(position, "insert")
            if !update.movedRows.isEmpty && !scratch.arrivingRows.insert(position).inserted {
                throw .conflict("\(Self.name(position)) is inserted twice or is also a move destination")
            }
            added.append(position)
        }
        for position in update.reloadedRows {
            try checkOld(position, "reload")
            if scratch.deletedRows.contains(position) || moveDestinations[position] != nil {
                throw .conflict("\(Self.name(position)) is reloaded and also deleted or moved")
            }
            reloadedRows.insert(position)
        }
        Self.sortIfNeeded(&removed)
        Self.sortIfNeeded(&added)
        if let row = Self.firstRepeated(in: removed) {
            throw .conflict("\(Self.name(row)) is deleted twice")
        }
        if let row = Self.firstRepeated(in: added) {
            throw .conflict("\(Self.name(row)) is inserted twice or is also a move destination")
        }
    }

    /// The rows of a batch that only deletes and inserts (a filter narrowing or widening): each
    /// position checked in one pass, its section's checks once a run of rows in it, and rows
    /// named in ascending order (as a difference names them) taken without sorting or looking
    /// for repeats. The same checks and errors, in the same order, as the general planning.
    ///
    /// - Complexity: O(changes) when each kind is named in ascending order.
    private mutating func planDeletesAndInserts(_ update: ListUpdate) throws(ListUpdateError) {
        let deletesAscend = try checkRows(update.deletedRows, old: true, "delete")
        let insertsAscend = try checkRows(update.insertedRows, old: false, "insert")
        Self.take(update.deletedRows, into: &removed)
        Self.take(update.insertedRows, into: &added)
        if !deletesAscend {
            Self.sortIfNeeded(&removed)
            if let row = Self.firstRepeated(in: removed) {
                throw .conflict("\(Self.name(row)) is deleted twice")
            }
        }
        if !insertsAscend {
            Self.sortIfNeeded(&added)
            if let row = Self.firstRepeated(in: added) {
                throw .conflict("\(Self.name(row)) is inserted twice or is also a move destination")
            }
        }
    }

    /// Puts `positions` into the empty `storage`: copied when the storage kept from an earlier
    /// update holds them, else shared (a filter's half a million rows are not copied).
    private static func take(_ positions: [ListPosition], into storage: inout [ListPosition]) {
        if storage.capacity >= positions.count {
            storage.append(contentsOf: positions)
        } else {
            storage = positions
        }
    }

    /// Checks old (`old`) or new positions as `checkOld` and `checkNew` do, a section's checks
    /// once a run of its rows; returns whether the positions ascend strictly.
    private func checkRows(_ positions: [ListPosition], old: Bool, _ operation: String)
        throws(ListUpdateError)
        -> Bool
    {
        let counts = old ? oldRowCounts : newRowCounts
        var ascending = true
        var checkedSection = -1
        var previous = ListPosition(section: -1, row: 0)
        for position in positions {
            if position.section != checkedSection {
                if old { try checkOld(position, operation) } else { try checkNew(position, operation) }
                checkedSection = position.section
            } else {
                try Self.checkRow(position, operation, counts)
            }
            if ascending && !(previous < position) { ascending = false }
            previous = position
        }
        return ascending
    }

    /// Sorts `positions` unless they already are, as a page of rows named in order is.
    ///
    /// - Complexity: O(n) when sorted, else O(n log n).
    private static func sortIfNeeded(_ positions: inout [ListPosition]) {
        for index in positions.indices.dropFirst() where positions[index] < positions[index - 1] {
            positions.sort()
            return
        }
    }

    /// A position that appears twice in `sorted`, if any.
    ///
    /// - Complexity: O(positions).
    private static func firstRepeated(in sorted: [ListPosition]) -> ListPosition? {
        for index in sorted.indices.dropFirst() where sorted[index] == sorted[index - 1] {
            return sorted[index]
        }
        return nil
    }

    /// Checks every section that keeps its rows ends with the count the data source gives.
    ///
    /// - Complexity: O(sections · log changes).
    mutating func checkRowCounts(_ update: ListUpdate) throws(ListUpdateError) {
        for (section, source) in sectionSources.enumerated() {
            let old: Int
            switch source {
            case .kept(let index), .moved(let index): old = index
            case .inserted, .reloaded: continue
            }
            let expected =
                oldRowCounts[old] - Self.rows(of: old, in: removed).count
                + Self.rows(of: section, in: added).count
            if expected != newRowCounts[section] {
                throw invalidRowCount(update, section: section, old: old)
            }
        }
    }

    /// The error naming what the update did to a section whose count does not add up.
    private func invalidRowCount(_ update: ListUpdate, section: Int, old: Int) -> ListUpdateError {
        var movedIn = 0
        var movedOut = 0
        for move in update.movedRows where newSectionIndex[move.from.section] != move.to.section {
            if move.to.section == section { movedIn += 1 }
            if move.from.section == old { movedOut += 1 }
        }
        return .invalidRowCount(
            section: section, before: oldRowCounts[old], after: newRowCounts[section],
            inserted: update.insertedRows.count(where: { $0.section == section }),
            deleted: update.deletedRows.count(where: { $0.section == old }), movedIn: movedIn,
            movedOut: movedOut)
    }

    static func name(_ position: ListPosition) -> String {
        "row \(position.row) of section \(position.section)"
    }

    private func checkOld(_ position: ListPosition, _ operation: String) throws(ListUpdateError) {
        try Self.check(position.section, operation, oldRowCounts.count)
        if !allowsRowChanges(inOld: position.section) {
            throw .conflict("cannot \(operation) \(Self.name(position)): its section is deleted or reloaded")
        }
        try Self.checkRow(position, operation, oldRowCounts)
    }

    private func checkNew(_ position: ListPosition, _ operation: String) throws(ListUpdateError) {
        try Self.check(position.section, operation, newRowCounts.count)
        if !allowsRowChanges(inNew: position.section) {
            throw .conflict("cannot \(operation) \(Self.name(position)): its section is inserted or reloaded")
        }
        try Self.checkRow(position, operation, newRowCounts)
    }

    /// Checks a row lies in its section; `counts` are the row counts before (old positions) or
    /// after (new ones).
    private static func checkRow(_ position: ListPosition, _ operation: String, _ counts: [Int])
        throws(ListUpdateError)
    {
        if position.row < 0 || position.row >= counts[position.section] {
            throw .rowOutOfRange(
                operation: operation, section: position.section, row: position.row,
                count: counts[position.section])
        }
    }
}
