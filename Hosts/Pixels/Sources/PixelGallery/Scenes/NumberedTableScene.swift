import Foundation
import ReuseKit

/// A million rows of one and two lines of text, each cell showing the serial number it was made
/// with, so reuse shows on screen as in the HUD.
@MainActor
public final class NumberedTableScene: PixelScene, TableViewDataSource, TableViewDelegate {
    /// The tab name.
    public static let name = "table"
    /// The table.
    public let tableView = TableView(frame: .zero)
    /// The number of rows.
    public let rowCount: Int
    /// The row selected last.
    public private(set) var selectedRow: Int?
    private var cellsMade = 0

    /// Makes the scene with a million rows.
    public convenience init(clock: FrameClock) {
        self.init(clock: clock, rowCount: 1_000_000)
    }

    /// Makes the scene with `rowCount` rows.
    public init(clock: FrameClock, rowCount: Int) {
        self.rowCount = rowCount
        tableView.clock = clock
        tableView.estimatedRowHeight = 44
        tableView.register(SerialCell.self, forCellReuseIdentifier: "row")
        tableView.dataSource = self
        tableView.delegate = self
    }

    /// The table fills the scene.
    public var rootView: View { tableView }
    /// Keys scroll the table.
    public var initialFocus: View? { tableView }

    /// The rows on screen and the selection.
    public var statusText: String {
        let visible = tableView.indexPathsForVisibleRows
        var text = "\(rowCount.formatted()) rows"
        if let first = visible.first, let last = visible.last { text += " · \(first.row)–\(last.row)" }
        if let selectedRow { text += " · selected \(selectedRow)" }
        return text
    }

    /// A million, or the count given.
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rowCount }

    /// Rows of two line heights, a third of them three.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        let line = tableView.traitCollection.textSystem.lineHeight
        return max(44, line * (indexPath.row % 3 == 2 ? 3 : 2))
    }

    /// A subtitle cell naming its row and its serial.
    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        guard let serialCell = cell as? SerialCell else { return cell }
        if serialCell.serial == 0 {
            cellsMade += 1
            serialCell.serial = cellsMade
        }
        cell.textLabel.text = "Row \(indexPath.row.formatted())"
        cell.detailTextLabel.text = "cell #\(serialCell.serial) · 第 \(indexPath.row) 行"
        return cell
    }

    /// Remembers the selection.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        selectedRow = indexPath.row
    }
}

/// A subtitle cell that keeps the serial number it was made with.
@MainActor
final class SerialCell: TableViewCell {
    /// The order in which the cell was made; 0 until the scene numbers it.
    var serial = 0

    required init(style: Style, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }
}
