extension ListUpdatePlan {
    /// Where a row after the update was before it, or `nil` when it is new: inserted, or in an
    /// inserted or reloaded section. The inverse of ``newPosition(of:)``, so an animation can
    /// start a row from its old place.
    ///
    /// - Complexity: O(log changes).
    public func oldPosition(of new: ListPosition) -> ListPosition? {
        guard new.section >= 0, new.section < sectionSources.count else { return nil }
        if !moveSources.isEmpty, let source = moveSources[new] { return source }
        guard let section = oldSection(of: new.section), !isSectionReloaded(new.section) else { return nil }
        let arriving = Self.rows(of: new.section, in: added)
        if Self.contains(arriving, new.row) { return nil }
        let row = Self.shifted(
            new.row - Self.countBelow(arriving, new.row), past: Self.rows(of: section, in: removed))
        return ListPosition(section: section, row: row)
    }

    /// The index before the update of a section after it, or `nil` when it is inserted; a
    /// reloaded section names its old index.
    ///
    /// - Complexity: O(1).
    public func oldSection(of new: Int) -> Int? {
        guard new >= 0, new < sectionSources.count else { return nil }
        switch sectionSources[new] {
        case .inserted: return nil
        case .kept(let old), .moved(let old), .reloaded(let old): return old
        }
    }

    /// The index after the update of a section before it, or `nil` when it is deleted.
    ///
    /// - Complexity: O(1).
    public func newSection(of old: Int) -> Int? {
        guard old >= 0, old < newSectionIndex.count else { return nil }
        return newSectionIndex[old]
    }

    /// Whether the section at an index after the update is a reloaded one.
    ///
    /// - Complexity: O(1).
    public func isSectionReloaded(_ new: Int) -> Bool {
        guard new >= 0, new < sectionSources.count, case .reloaded = sectionSources[new] else { return false }
        return true
    }
}
