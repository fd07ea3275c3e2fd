import Foundation
@_spi(Hosting) import ReuseKit

@testable import ReuseKitTerminal

/// A table of `count` one-line rows "<prefix> N" that records the rows selected.
@MainActor
final class NumberedList: TableViewDataSource, TableViewDelegate {
    let tableView: TableView
    let prefix: String
    let count: Int
    var selected: [Int] = []

    init(prefix: String, count: Int = 1000, frame: CGRect = .zero, clock: FrameClock) {
        self.prefix = prefix
        self.count = count
        tableView = TableView(frame: frame)
        tableView.clock = clock
        tableView.rowHeight = 1
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.dataSource = self
        tableView.delegate = self
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "\(prefix) \(indexPath.row)"
        cell.showsSeparator = false
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath.row)
    }
}

/// Two lists side by side on a headless 40×10 screen: "L" in columns 0–19, "R" in 20–39.
@MainActor
struct SideBySide {
    let clock = ManualFrameClock()
    let screen: HeadlessScreen
    let left: NumberedList
    let right: NumberedList
    let window: TerminalWindow

    init(waitsForInput: Bool = false) {
        screen = HeadlessScreen(size: TerminalSize(columns: 40, rows: 10), waitsForInput: waitsForInput)
        left = NumberedList(prefix: "L", frame: CGRect(x: 0, y: 0, width: 20, height: 10), clock: clock)
        right = NumberedList(prefix: "R", frame: CGRect(x: 20, y: 0, width: 20, height: 10), clock: clock)
        let root = View(frame: .zero)
        root.addSubview(left.tableView)
        root.addSubview(right.tableView)
        window = TerminalWindow(rootView: root, screen: screen, grid: .unit, clock: clock)
    }

    static func key(_ key: Key, _ modifiers: KeyModifiers = []) -> ScreenEvent {
        .input(.key(KeyEvent(key, modifiers: modifiers)))
    }

    static func mouse(_ kind: MouseEvent.Kind, _ column: Int, _ row: Int) -> ScreenEvent {
        .input(.mouse(MouseEvent(kind, column: column, row: row)))
    }
}
