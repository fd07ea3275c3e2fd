import Foundation

extension IndexPath {
    /// The row (item) at `position` among all rows, section after section; `nil` out of range.
    ///
    /// - Complexity: O(sections).
    static func row(at position: Int, sectionCount: Int, rowCount: (Int) -> Int) -> IndexPath? {
        guard position >= 0 else { return nil }
        var remaining = position
        for section in 0..<sectionCount {
            let rows = rowCount(section)
            if remaining < rows { return IndexPath(row: remaining, section: section) }
            remaining -= rows
        }
        return nil
    }

    /// Where this row (item) is among all rows, section after section.
    ///
    /// - Complexity: O(sections before it).
    func position(rowCount: (Int) -> Int) -> Int {
        (0..<section).reduce(row) { $0 + rowCount($1) }
    }
}
