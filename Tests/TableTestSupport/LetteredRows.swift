import Foundation
import ReuseKit

/// A data source and delegate over sections of named rows (`"A0"`, `"A1"`, … or any names), for
/// the tests of row gestures in every host: an index strip of the sections' titles, every row
/// movable, a trailing "Delete" on the rows of sections that `swipes` allows, and a record of
/// moves, selections and actions performed.
@MainActor
public final class LetteredRows: TableViewDataSource, TableViewDelegate {
    /// The rows' names, by section.
    public var sections: [[String]]
    /// The index titles, one a section.
    public var titles: [String]
    /// Which sections' rows have the Delete action.
    public var swipes: (Int) -> Bool = { _ in true }
    /// Moves the data source heard of, as `"A1 to 0.4"` (name, then section.row).
    public private(set) var moves: [String] = []
    /// Rows selected, in order.
    public private(set) var selected: [IndexPath] = []
    /// Actions performed, as `"Delete A3"`.
    public private(set) var performed: [String] = []

    /// `rows` named rows in each section titled by `titles`.
    public init(titles: [String], rows: Int) {
        self.titles = titles
        sections = titles.map { title in (0..<rows).map { "\(title)\($0)" } }
    }

    /// Registers the cell class under "cell" and connects `table` to the rows.
    public func attach(_ table: TableView) {
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = self
        table.delegate = self
    }

    public func numberOfSections(in tableView: TableView) -> Int { sections.count }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].count
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        cell.showsSeparator = false
        return cell
    }

    public func sectionIndexTitles(for tableView: TableView) -> [String]? { titles }

    public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    public func tableView(_ tableView: TableView, moveRowAt source: IndexPath, to destination: IndexPath) {
        let row = sections[source.section].remove(at: source.row)
        sections[destination.section].insert(row, at: destination.row)
        moves.append("\(row) to \(destination.section).\(destination.row)")
    }

    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath)
    }

    public func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    )
        -> SwipeActionsConfiguration?
    {
        guard swipes(indexPath.section) else { return nil }
        return SwipeActionsConfiguration(actions: [
            ContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, done in
                performed.append("Delete \(sections[indexPath.section][indexPath.row])")
                sections[indexPath.section].remove(at: indexPath.row)
                try? tableView.deleteRows(at: [indexPath], with: .fade)
                done(true)
            }
        ])
    }
}
