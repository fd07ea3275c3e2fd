import Foundation
import ReuseKit

/// A data source and delegate over a list of sections of row heights that counts every call.
@MainActor
final class TableFixture: TableViewDataSource, TableViewDelegate, TableViewDataSourcePrefetching {
    var sections: [[CGFloat]]
    var ids: [[Int]]
    var nextID = 0
    var heightCalls = 0
    var cellCalls = 0
    var heightRequests: [IndexPath] = []
    var displayed: [IndexPath] = []
    var endedDisplaying: [IndexPath] = []
    var selected: [IndexPath] = []
    var prefetched: [[IndexPath]] = []
    var cancelled: [[IndexPath]] = []
    var headerHeight: CGFloat = 0
    var implementsHeights = true
    let identifier = "cell"

    init(sections: [[CGFloat]]) {
        self.sections = sections
        ids = []
        for section in sections {
            ids.append(section.indices.map { _ in nextIdentifier() })
        }
    }

    func nextIdentifier() -> Int {
        nextID += 1
        return nextID
    }

    func makeTable(height: CGFloat = 667, width: CGFloat = 40, estimate: CGFloat = 0) -> TableView {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        table.register(TableViewCell.self, forCellReuseIdentifier: identifier)
        table.estimatedRowHeight = estimate
        table.dataSource = self
        table.delegate = self
        return table
    }

    func numberOfSections(in tableView: TableView) -> Int { sections.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cellCalls += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        cell.textLabel?.text = "\(ids[indexPath.section][indexPath.row])"
        return cell
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heightCalls += 1
        heightRequests.append(indexPath)
        return implementsHeights ? sections[indexPath.section][indexPath.row] : tableView.rowHeight
    }

    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { headerHeight }

    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        displayed.append(indexPath)
    }

    func tableView(
        _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
    ) {
        endedDisplaying.append(indexPath)
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }

    func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {
        prefetched.append(indexPaths)
    }

    func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        cancelled.append(indexPaths)
    }

    /// The titles of the trailing swipe actions every row offers (none by default).
    var swipeActionTitles: [String] = []

    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    {
        guard !swipeActionTitles.isEmpty else { return nil }
        return SwipeActionsConfiguration(
            actions: swipeActionTitles.map {
                ContextualAction(style: .normal, title: $0) { _, _, done in done(true) }
            })
    }

    /// Whether rows can be reordered, the moves the table told of, the delegate's proposals
    /// and an optional redirection of them.
    var movable = false
    var moves: [(from: IndexPath, to: IndexPath)] = []
    var proposals: [IndexPath] = []
    var redirect: ((IndexPath, IndexPath) -> IndexPath)?

    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { movable }

    func tableView(
        _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        moves.append((sourceIndexPath, destinationIndexPath))
        let height = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        let id = ids[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        sections[destinationIndexPath.section].insert(height, at: destinationIndexPath.row)
        ids[destinationIndexPath.section].insert(id, at: destinationIndexPath.row)
    }

    func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        proposals.append(proposedDestinationIndexPath)
        return redirect?(sourceIndexPath, proposedDestinationIndexPath) ?? proposedDestinationIndexPath
    }

    /// Whether every visible cell shows the id the data source has at its row.
    func visibleCellsMatch(_ table: TableView) -> Bool {
        (table.indexPathsForVisibleRows ?? []).allSatisfy { indexPath in
            table.cellForRow(at: indexPath)?.textLabel?.text == "\(ids[indexPath.section][indexPath.row])"
        }
    }

    /// The rows whose frames intersect `top..<top+height`, by a linear scan of the heights.
    func expectedVisibleRows(top: CGFloat, height: CGFloat) -> [IndexPath] {
        var y = headerHeight
        var rows: [IndexPath] = []
        for (section, heights) in sections.enumerated() {
            if section > 0 { y += headerHeight }
            for (row, rowHeight) in heights.enumerated() {
                if y + rowHeight > top && y < top + height {
                    rows.append(IndexPath(row: row, section: section))
                }
                y += rowHeight
            }
        }
        return rows
    }
}
