@testable import ReuseKitCore

/// What an apply asked its sizing for.
final class UpdateSizingLog {
    var headers: [Int] = []
    var footers: [Int] = []
    var rows: [ListPosition] = []

    /// Sizing that answers from `batch` and records every question; a height it was not meant to
    /// be asked for comes back as 1000, which the layout comparison then catches.
    func sizing(for batch: RandomListBatch, exact: Bool) -> ListLayout.UpdateSizing {
        ListLayout.UpdateSizing(
            headerHeight: { section in
                self.headers.append(section)
                return batch.sectionHeights[section]?.header ?? 1000
            },
            footerHeight: { section in
                self.footers.append(section)
                return batch.sectionHeights[section]?.footer ?? 1000
            },
            rowHeight: exact
                ? { position in
                    self.rows.append(position)
                    return batch.askedRowHeights[position] ?? 1000
                } : nil)
    }
}
