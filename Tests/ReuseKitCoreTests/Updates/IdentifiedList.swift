@testable import ReuseKitCore

/// A list whose sections and rows carry identities, so an update is checked by where each one
/// went rather than by index arithmetic.
struct IdentifiedList {
    struct Row: Equatable {
        var id: Int
        /// The measured height, or `nil` while the row stands at the estimate.
        var height: Double?
    }

    struct Section: Equatable {
        var id: Int
        var header: Double
        var footer: Double
        var rows: [Row]
    }

    var sections: [Section] = []
    var estimate: Double = 0
    var spacing: Double = 0

    var rowCounts: [Int] { sections.map(\.rows.count) }

    /// The layout this list should produce, as the linear reference.
    var layoutReference: ListLayoutReference {
        ListLayoutReference(
            sections: sections.map { section in
                ListLayoutReference.Section(
                    header: section.header, rows: section.rows.map(\.height), footer: section.footer)
            },
            estimate: estimate, spacing: spacing)
    }

    /// Where each row is, by its identity.
    func positionsByID() -> [Int: ListPosition] {
        var positions: [Int: ListPosition] = [:]
        for (section, content) in sections.enumerated() {
            for (row, item) in content.rows.enumerated() {
                positions[item.id] = ListPosition(section: section, row: row)
            }
        }
        return positions
    }

    /// Loads `self` into `layout`: an estimated reload, then the measured rows one by one.
    func load(into layout: inout ListLayout) {
        layout.reload(
            rowCounts: rowCounts, estimatedRowHeight: estimate, rowSpacing: spacing,
            headerHeights: sections.map(\.header), footerHeights: sections.map(\.footer))
        for (section, content) in sections.enumerated() {
            for (row, item) in content.rows.enumerated() {
                if let height = item.height { layout.setHeight(height, forRow: row, inSection: section) }
            }
        }
    }
}
