import Foundation
import ReuseKit

@testable import ReuseKitTerminal

/// A scene over a table of `rowCount` rows, each `rowHeight` rows tall, showing "row N", that
/// records what the host asked of it.
@MainActor
final class HostTestScene: HostedScene, TableViewDataSource, TableViewDelegate {
    let name: String
    let tableView = TableView(frame: .zero)
    let rowCount: Int
    var selected: [Int] = []
    var keys: [KeyEvent] = []
    var refreshes = 0
    var texts: [Int: String] = [:]
    var claimed: [CGPoint] = []
    /// What `hasPendingWork` answers: work off the clock the host should wait for.
    var pendingWork = false

    init(name: String = "test", rowCount: Int = 1000, rowHeight: CGFloat = 2, clock: FrameClock) {
        self.name = name
        self.rowCount = rowCount
        tableView.clock = clock
        tableView.rowHeight = rowHeight
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.dataSource = self
        tableView.delegate = self
    }

    var rootView: View { tableView }
    var focusedScrollView: ScrollView? { tableView }
    var statusText: String { "status of \(name)" }

    func handleKey(_ event: KeyEvent) -> Bool {
        keys.append(event)
        return event.key == .character("x")
    }

    func refresh() { refreshes += 1 }

    var hasPendingWork: Bool { pendingWork }

    /// Takes horizontal wheel events, as a pager would.
    func handleMouse(_ event: MouseEvent, at point: CGPoint) -> Bool {
        guard event.kind == .wheel(.left) || event.kind == .wheel(.right) else { return false }
        claimed.append(point)
        return true
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rowCount }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel.text = texts[indexPath.row] ?? "row \(indexPath.row)"
        cell.showsSeparator = false
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath.row)
    }

    /// A host on a headless screen of `size` showing this scene.
    static func host(
        size: TerminalSize = TerminalSize(columns: 40, rows: 12),
        clock: ManualFrameClock = ManualFrameClock(),
        configure: (HostTestScene) -> Void = { _ in }
    ) -> (TerminalHost, HostTestScene, HeadlessScreen, ManualFrameClock) {
        let screen = HeadlessScreen(size: size)
        let scene = HostTestScene(clock: clock)
        configure(scene)
        let host = TerminalHost(
            screen: screen, scenes: [SceneFactory(name: "test") { _ in scene }], clock: clock)
        return (host, scene, screen, clock)
    }
}
