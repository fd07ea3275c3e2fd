extension ListUpdatePlan {
    /// The section half of a plan: which old section becomes which new one.
    struct SectionPlan {
        var newIndex: [Int?]
        var sources: [SectionSource]
        var deleted: Set<Int> = []
        var reloaded: Set<Int> = []
        var inserted: Set<Int> = []

        init(_ update: ListUpdate, before: Int, after: Int) throws(ListUpdateError) {
            for section in update.deletedSections {
                try Self.check(section, "delete", before)
                if !deleted.insert(section).inserted {
                    throw .conflict("section \(section) is deleted twice")
                }
            }
            for section in update.reloadedSections {
                try Self.check(section, "reload", before)
                if deleted.contains(section) {
                    throw .conflict("section \(section) is both deleted and reloaded")
                }
                if !reloaded.insert(section).inserted {
                    throw .conflict("section \(section) is reloaded twice")
                }
            }
            var reserved = [SectionSource?](repeating: nil, count: after)
            var movedFrom: Set<Int> = []
            for move in update.movedSections {
                try Self.check(move.from, "move", before)
                try Self.check(move.to, "move to", after)
                if deleted.contains(move.from) || reloaded.contains(move.from) {
                    throw .conflict("section \(move.from) is moved and also deleted or reloaded")
                }
                if !movedFrom.insert(move.from).inserted {
                    throw .conflict("section \(move.from) is moved twice")
                }
                if reserved[move.to] != nil {
                    throw .conflict("two sections are moved to section \(move.to)")
                }
                reserved[move.to] = .moved(old: move.from)
            }
            for section in update.insertedSections {
                try Self.check(section, "insert", after)
                if reserved[section] != nil {
                    throw .conflict("section \(section) is inserted twice or is also a move destination")
                }
                reserved[section] = .inserted
                inserted.insert(section)
            }
            let expected = before - deleted.count + inserted.count
            if expected != after {
                throw .invalidSectionCount(
                    before: before, after: after, inserted: inserted.count, deleted: deleted.count)
            }
            newIndex = [Int?](repeating: nil, count: before)
            sources = []
            sources.reserveCapacity(after)
            var old = 0
            for slot in 0..<after {
                if let source = reserved[slot] {
                    if case .moved(let from) = source { newIndex[from] = slot }
                    sources.append(source)
                    continue
                }
                while deleted.contains(old) || movedFrom.contains(old) { old += 1 }
                newIndex[old] = slot
                sources.append(reloaded.contains(old) ? .reloaded(old: old) : .kept(old: old))
                old += 1
            }
        }

        static func check(_ section: Int, _ operation: String, _ count: Int) throws(ListUpdateError) {
            if section < 0 || section >= count {
                throw .sectionOutOfRange(operation: operation, section: section, count: count)
            }
        }

        /// Whether rows of the old section may be deleted, moved out or reloaded one by one.
        func allowsRowChanges(inOld section: Int) -> Bool {
            !deleted.contains(section) && !reloaded.contains(section)
        }

        /// Whether rows may be inserted or moved into the new section one by one.
        func allowsRowChanges(inNew section: Int) -> Bool {
            switch sources[section] {
            case .inserted, .reloaded: return false
            case .kept, .moved: return true
            }
        }
    }
}
