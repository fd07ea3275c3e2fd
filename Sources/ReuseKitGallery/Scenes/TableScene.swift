import Foundation
import ReuseKit

/// A `TableView` over 1,000,000 rows of variable height, two to four lines of text
/// each, with hairline separators. Heights are asked lazily (an estimate stands in for rows never seen), so the
/// scene is ready at once; each cell shows its serial number, so reuse is visible on screen
/// and in the HUD.
@MainActor
public final class TableScene: GalleryScene, TableViewDataSource, TableViewDelegate {
    /// The scene's name, article number and summary.
    public static let info = SceneInfo(
        name: "table", seed: "000", summary: "1,000,000 rows of variable height; only visible cells exist")
    /// The rows the gallery shows.
    public static let defaultRowCount = 1_000_000

    /// The table.
    public let tableView = TableView(frame: .zero)
    /// The number of rows.
    public let rowCount: Int
    /// The row selected last, by click or Enter.
    public private(set) var selectedRow: Int?
    private var cellsMade = 0
    /// The status text, and what it tells.
    private var status: (key: StatusKey, text: String)?
    /// How many status texts were built (a test hook).
    private(set) var statusTextsBuilt = 0

    /// Makes the scene with a million rows.
    public convenience init(clock: FrameClock) {
        self.init(clock: clock, rowCount: Self.defaultRowCount)
    }

    /// Makes the scene with `rowCount` rows.
    public init(clock: FrameClock, rowCount: Int) {
        self.rowCount = rowCount
        tableView.clock = clock
        // Three lines of 22 points, as the rows are on average.
        tableView.estimatedRowHeight = 66
        tableView.register(NumberedRowCell.self, forCellReuseIdentifier: NumberedRowCell.identifier)
        tableView.dataSource = self
        tableView.delegate = self
    }

    /// The table fills the scene.
    public var rootView: View { tableView }
    /// Scrolling input drives the table.
    public var initialFocus: View? { tableView }

    /// Article number, row count, the rows on screen and the selection; built again only when
    /// the first or last visible row or the selection changed (the gallery asks every frame).
    public var statusText: String {
        let visible = tableView.indexPathsForVisibleRows
        let key = StatusKey(first: visible?.first?.row, last: visible?.last?.row, selected: selectedRow)
        if let status, status.key == key { return status.text }
        var text = "seed 000 · \(rowCount.groupedDigits) rows"
        if let first = key.first, let last = key.last {
            text += " · rows \(first.groupedDigits)–\(last.groupedDigits)"
        }
        if let selectedRow { text += " · selected \(selectedRow.groupedDigits)" }
        statusTextsBuilt += 1
        status = (key, text)
        return text
    }

    /// What the status text tells.
    private struct StatusKey: Equatable {
        var first: Int?
        var last: Int?
        var selected: Int?
    }

    /// `r` reloads the data: every visible cell goes back to the pool and is reused at once.
    public func refresh() {
        tableView.reloadData()
    }

    /// A million rows, or the count given.
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        rowCount
    }

    /// A numbered cell; a cell made for the first time gets the next serial number.
    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: NumberedRowCell.identifier, for: indexPath)
        guard let row = cell as? NumberedRowCell else { return cell }
        if row.serial == 0 {
            cellsMade += 1
            row.serial = cellsMade
        }
        row.configure(title: "Row \(indexPath.row.groupedDigits)", detail: Self.detail(ofRow: indexPath.row))
        return row
    }

    /// The title and the detail as the host wraps them, and a line of space: two to four lines
    /// on a wide terminal, two lines being 44 pt on a phone-like host.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        let traits = tableView.traitCollection
        let lines = NumberedRowCell.textLines(
            detail: Self.detail(ofRow: indexPath.row), width: tableView.bounds.width, traits: traits)
        return CGFloat(lines + 1) * traits.line
    }

    /// The detail of a row: zero to two phrases.
    static func detail(ofRow row: Int) -> String {
        TableRowText.detail(ofRow: row, lines: TableRowText.contentLines(ofRow: row) - 1)
    }

    /// Remembers the selection for the status line.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        selectedRow = indexPath.row
    }
}
