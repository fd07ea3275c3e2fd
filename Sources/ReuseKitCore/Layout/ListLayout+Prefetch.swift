extension ListLayout {
    /// The items just beyond the viewport in the direction of travel, within `distance` of its
    /// edge: what a prefetch data source is asked to prepare, nearest first.
    ///
    /// - Complexity: O(log n).
    public func prefetchRange(
        visible: Range<Int>, top: Double, bottom: Double, direction: ScrollDirection, distance: Double
    ) -> Range<Int> {
        guard distance > 0, sizes.count > 0 else { return visible.upperBound..<visible.upperBound }
        switch direction {
        case .forward, .none:
            let end = sizes.countOfItems(startingBefore: bottom + distance - topInset)
            return visible.upperBound..<max(visible.upperBound, end)
        case .backward:
            let edge = top - distance
            var start = sizes.countOfItems(endingAtOrBefore: edge - topInset)
            // A row ends at its own bottom, not at the bottom of the gap under it.
            while start < visible.lowerBound && rowSpacing > 0 && span(ofItemAt: start).end <= edge {
                start += 1
            }
            return min(start, visible.lowerBound)..<visible.lowerBound
        }
    }

    /// Verifies that the per-section counts and the size tree agree and the tree is sound.
    ///
    /// Returns a description of the first violation, or `nil`.
    @_spi(Testing)
    public func checkInvariants() -> String? {
        if let problem = sizes.checkInvariants() { return problem }
        if sections.total != sizes.count {
            return "sections count \(sections.total) items but the size tree holds \(sizes.count)"
        }
        for section in 0..<sections.count where sections[section] < 2 {
            return "section \(section) lost its header or footer"
        }
        return nil
    }
}
