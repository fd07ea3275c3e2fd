extension ListUpdatePlan {
    /// What checking an update needs only while it runs; kept in the plan so that rebuilding it
    /// reuses the storage.
    struct Scratch: Sendable {
        var deletedSections: Set<Int> = []
        var reloadedSections: Set<Int> = []
        var movedSections: Set<Int> = []
        /// What each section after the update is, for the slots named by moves and insertions.
        var reserved: [SectionSource?] = []
        var deletedRows: Set<ListPosition> = []
        var arrivingRows: Set<ListPosition> = []

        mutating func removeAll() {
            if !deletedSections.isEmpty { deletedSections.removeAll(keepingCapacity: true) }
            if !reloadedSections.isEmpty { reloadedSections.removeAll(keepingCapacity: true) }
            if !movedSections.isEmpty { movedSections.removeAll(keepingCapacity: true) }
            reserved.removeAll(keepingCapacity: true)
            if !deletedRows.isEmpty { deletedRows.removeAll(keepingCapacity: true) }
            if !arrivingRows.isEmpty { arrivingRows.removeAll(keepingCapacity: true) }
        }
    }

    /// The section half of a plan: which old section becomes which new one.
    mutating func planSections(_ update: ListUpdate) throws(ListUpdateError) {
        let before = oldRowCounts.count
        let after = newRowCounts.count
        for section in update.deletedSections {
            try Self.check(section, "delete", before)
            if !scratch.deletedSections.insert(section).inserted {
                throw .conflict("section \(section) is deleted twice")
            }
        }
        for section in update.reloadedSections {
            try Self.check(section, "reload", before)
            if scratch.deletedSections.contains(section) {
                throw .conflict("section \(section) is both deleted and reloaded")
            }
            if !scratch.reloadedSections.insert(section).inserted {
                throw .conflict("section \(section) is reloaded twice")
            }
        }
        scratch.reserved.append(contentsOf: repeatElement(nil, count: after))
        for move in update.movedSections {
            try Self.check(move.from, "move", before)
            try Self.check(move.to, "move to", after)
            if scratch.deletedSections.contains(move.from) || scratch.reloadedSections.contains(move.from) {
                throw .conflict("section \(move.from) is moved and also deleted or reloaded")
            }
            if !scratch.movedSections.insert(move.from).inserted {
                throw .conflict("section \(move.from) is moved twice")
            }
            if scratch.reserved[move.to] != nil {
                throw .conflict("two sections are moved to section \(move.to)")
            }
            scratch.reserved[move.to] = .moved(old: move.from)
        }
        var insertedCount = 0
        for section in update.insertedSections {
            try Self.check(section, "insert", after)
            if scratch.reserved[section] != nil {
                throw .conflict("section \(section) is inserted twice or is also a move destination")
            }
            scratch.reserved[section] = .inserted
            insertedCount += 1
        }
        let deletedCount = scratch.deletedSections.count
        if before - deletedCount + insertedCount != after {
            throw .invalidSectionCount(
                before: before, after: after, inserted: insertedCount, deleted: deletedCount)
        }
        newSectionIndex.append(contentsOf: repeatElement(nil, count: before))
        var old = 0
        for slot in 0..<after {
            if let source = scratch.reserved[slot] {
                if case .moved(let from) = source { newSectionIndex[from] = slot }
                sectionSources.append(source)
                continue
            }
            while scratch.deletedSections.contains(old) || scratch.movedSections.contains(old) { old += 1 }
            newSectionIndex[old] = slot
            sectionSources.append(
                scratch.reloadedSections.contains(old) ? .reloaded(old: old) : .kept(old: old))
            old += 1
        }
    }

    static func check(_ section: Int, _ operation: String, _ count: Int) throws(ListUpdateError) {
        if section < 0 || section >= count {
            throw .sectionOutOfRange(operation: operation, section: section, count: count)
        }
    }

    /// Whether rows of the old section may be deleted, moved out or reloaded one by one: it is
    /// neither deleted nor reloaded.
    func allowsRowChanges(inOld section: Int) -> Bool {
        guard let new = newSectionIndex[section], case .reloaded = sectionSources[new] else {
            return newSectionIndex[section] != nil
        }
        return false
    }

    /// Whether rows may be inserted or moved into the new section one by one.
    func allowsRowChanges(inNew section: Int) -> Bool {
        switch sectionSources[section] {
        case .inserted, .reloaded: return false
        case .kept, .moved: return true
        }
    }
}
