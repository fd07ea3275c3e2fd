import Foundation
import ReuseKit
import ReuseKitTerminal

/// A million rows: Enter opens a row, Escape goes back, q quits.
final class Numbers: TableViewDataSource, TableViewDelegate {
    let table = TableView(frame: .zero)
    let window: TerminalWindow

    init() throws {
        window = try TerminalWindow(rootView: table)
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = self
        table.delegate = self
        window.keyBindings[KeyEvent(.character("q"))] = .quit
        window.keyBindings[KeyEvent(.escape)] = .perform { [unowned self] in window.rootView = table }
        // With a screen reader running, the list says its keys.
        _ = NotificationCenter.default.addObserver(
            forName: Accessibility.voiceOverStatusDidChangeNotification, object: nil, queue: nil
        ) { [weak self] _ in MainActor.assumeIsolated { self?.sayKeysWhileAReaderRuns() } }
    }

    func sayKeysWhileAReaderRuns() {
        table.accessibilityHint =
            Accessibility.isVoiceOverRunning ? "Enter opens a row, Escape goes back, q quits." : nil
    }

    func run() async throws { try await window.run() }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1_000_000 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row + 1)"
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let detail = Label()
        detail.text = "Row \(indexPath.row + 1) of 1,000,000. Escape goes back, q quits."
        window.rootView = detail
    }
}

// The main thread serves the main actor: the window's loop, and in a terminal Ctrl-Z, run there.
MainThreadLoop.run {
    do {
        try await Numbers().run()
        return 0
    } catch {
        print(error)
        return 1
    }
}
