import Foundation
@_spi(Hosting) import ReuseKit

@testable import ReuseKitTerminal

/// A title line over a `NumberedList` of "row N" that fills the rest, in a window on a
/// headless screen: the list does not start at the screen's top, and the title is no scroll
/// view, so tests see that the window maps cells through the tree rather than assuming the
/// list fills the screen.
@MainActor
struct TitledList {
    /// The root view: the title on the first line, the list below.
    final class Root: View {
        let title = Label(frame: .zero)
        let tableView: TableView

        init(tableView: TableView) {
            self.tableView = tableView
            super.init(frame: .zero)
            title.text = "Title"
            addSubview(title)
            addSubview(tableView)
        }

        override func layoutSubviews() {
            let titleHeight = min(traitCollection.textSystem.lineHeight, bounds.height)
            title.frame = CGRect(x: 0, y: 0, width: bounds.width, height: titleHeight)
            tableView.frame = CGRect(
                x: 0, y: titleHeight, width: bounds.width, height: bounds.height - titleHeight)
        }
    }

    let clock = ManualFrameClock()
    let screen: HeadlessScreen
    let list: NumberedList
    let root: Root
    let window: TerminalWindow

    init(size: TerminalSize = TerminalSize(columns: 40, rows: 12), rowHeight: CGFloat = 1) {
        screen = HeadlessScreen(size: size)
        list = NumberedList(prefix: "row", clock: clock)
        list.tableView.rowHeight = rowHeight
        root = Root(tableView: list.tableView)
        window = TerminalWindow(rootView: root, screen: screen, grid: .unit, clock: clock)
    }

    var title: Label { root.title }
    var tableView: TableView { list.tableView }

    /// The text of every screen row of the last frame.
    var lines: [Substring] {
        screen.text.split(separator: "\n", omittingEmptySubsequences: false)
    }
}
