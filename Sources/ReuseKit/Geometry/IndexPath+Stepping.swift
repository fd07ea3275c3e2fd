import Foundation

extension IndexPath {
    /// The row (item) `steps` rows after this one, before it when negative, in order across
    /// sections and past empty ones, clamped to the first and the last row; `nil` when no
    /// section has rows.
    ///
    /// - Complexity: O(sections crossed).
    func stepped(by steps: Int, sectionCount: Int, rowCount: (Int) -> Int) -> IndexPath? {
        var section = self.section
        var row = self.row + steps
        while row >= rowCount(section) {
            row -= rowCount(section)
            section += 1
            guard section < sectionCount else {
                return (0..<sectionCount).last { rowCount($0) > 0 }.map {
                    IndexPath(row: rowCount($0) - 1, section: $0)
                }
            }
        }
        while row < 0 {
            section -= 1
            guard section >= 0 else {
                return (0..<sectionCount).first { rowCount($0) > 0 }.map { IndexPath(row: 0, section: $0) }
            }
            row += rowCount(section)
        }
        return IndexPath(row: row, section: section)
    }
}
