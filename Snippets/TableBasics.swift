// A table, its animated updates, swipe actions, keys, a stack around it, a timeline at its end
// and focus keys: the listings of the articles on tables, chat timelines and keyboard focus.
import Foundation
import ReuseKit
import ReuseKitTerminal

// snippet.hide
@MainActor final class Inbox: TableViewDataSource, TableViewDelegate {
    var model = (1...10).map { "Message \($0)" }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { model.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
        cell.textLabel?.text = model[indexPath.row]
        return cell
    }
    // snippet.show
    // snippet.swipe
    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    {
        let delete = ContextualAction(style: .destructive, title: "Delete") { _, _, done in
            self.model.remove(at: indexPath.row)
            try? tableView.deleteRows(at: [indexPath], with: .automatic)
            done(true)
        }
        return SwipeActionsConfiguration(actions: [delete])
    }
    // snippet.end
    // snippet.hide
}
let fruits = Inbox()
// snippet.show

// snippet.table
let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 132))
table.rowHeight = 44
table.register(TableViewCell.self, forCellReuseIdentifier: "fruit")
table.dataSource = fruits  // a TableViewDataSource
table.layoutIfNeeded()  // cells for the 3 rows on screen only
// snippet.end
table.delegate = fruits

// snippet.batch
try table.performBatchUpdates(
    { () throws(ListUpdateError) in
        try table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .left)
        try table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .top)
    }, completion: { finished in print("animated:", finished) })
// snippet.end
fruits.model.remove(at: 2)
fruits.model.insert("New", at: 0)

// snippet.hide
let window = TerminalWindow(
    rootView: table, screen: HeadlessScreen(size: TerminalSize(columns: 40, rows: 12)),
    clock: ManualFrameClock())
// snippet.show
// snippet.keys
window.keyBindings[KeyEvent(.character("s"))] = .toggleSwipeActions(.trailing)  // the focused row's
window.keyBindings[KeyEvent(.character("1"))] = .performSwipeAction(0)  // the edge's first
window.keyBindings[KeyEvent(.character("J"))] = .moveFocusedRow(1)  // down one place
// snippet.end

// snippet.focus
window.keyBindings[KeyEvent(.character("n"))] = .moveFocus(.next)
window.keyBindings[KeyEvent(.character("p"))] = .moveFocus(.previous)
table.focusRow(at: IndexPath(row: 0, section: 0))  // from here the arrows move the focus too
// snippet.end

// snippet.stack
let title = Label()
title.text = "Logs"
let status = Label()
status.text = "line 1 of 2,000,000"
let stack = StackView(arrangedSubviews: [title, table, status])
stack.axis = .vertical  // a row by default, as UIStackView
window.rootView = stack  // the stack fills the window; the table takes what the labels leave
// snippet.end

// snippet.timeline
table.estimatedRowHeight = 60  // messages size themselves as they come into view
table.anchorsContentToEnd = true  // open at the end, follow it, keep the screen still
table.alignsShortContentToBottom = true  // a short conversation sits at the bottom
// a message arrives:      try table.insertRows(at: [last], with: .fade)  — followed at the end
// a reply streams in:     table.reconfigureRows(at: [last])             — grows in place
// a badge while away:     table.isAtEnd, table.numberOfRowsAddedBelow
// the badge tapped:       table.scrollToEnd(animated: true)             — lands on the end
// snippet.end

// snippet.run
/// Runs a table full-screen in the terminal until q.
@MainActor func runInTerminal(_ table: TableView) async throws {
    let window = try TerminalWindow(rootView: table)
    window.keyBindings[KeyEvent(.character("q"))] = .quit
    try await window.run()
}
// snippet.end

// snippet.headless
let screen = HeadlessScreen(size: TerminalSize(columns: 80, rows: 24))
let headless = TerminalWindow(rootView: table, screen: screen, clock: ManualFrameClock())
headless.handle(.input(.key(KeyEvent(.down))))
try headless.renderFrameIfNeeded()
print(screen.text)
// snippet.end

// snippet.titles
/// Sections with titles: nothing else to set, as in UIKit. Headers and footers are
/// `TableView.automaticDimension` tall by default, the height of their title's lines; a section
/// without a title (or a view from the delegate) has none.
@MainActor final class Shelves: TableViewDataSource {
    let shelves = [("Fiction", ["Dune", "Emma"]), ("Poetry", ["Odes"])]
    func numberOfSections(in tableView: TableView) -> Int { shelves.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        shelves[section].1.count
    }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
        cell.textLabel?.text = shelves[indexPath.section].1[indexPath.row]
        return cell
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        shelves[section].0
    }
}
// snippet.end

// snippet.controllerTitles
/// A list controller titles its sections as UIKit's diffable data source does: in a subclass.
final class ShelfList: ListController<String, String> {
    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        snapshot.sections[section].id  // the section's identifier is its title here
    }
}

let shelfList = ShelfList(tableView: TableView(frame: .zero)) { table, indexPath, book in
    let cell = table.dequeueReusableCell(withIdentifier: "book", for: indexPath)
    cell.textLabel?.text = book
    return cell
}
shelfList.tableView.register(TableViewCell.self, forCellReuseIdentifier: "book")
var shelfSnapshot = ListSnapshot<String, String>()
shelfSnapshot.appendSection("Fiction", items: ["Dune", "Emma"])
shelfSnapshot.appendSection("Poetry", items: ["Odes"])
try shelfList.apply(shelfSnapshot, animatingDifferences: false)
// snippet.end

// snippet.color
let badge = Label()
badge.textColor = .systemOrange  // the system colours, dark appearance
badge.backgroundColor = Color(red: 36, green: 36, blue: 44)  // sRGB, 8 bits a channel (0–255)
badge.textStyle.isBold = true
// snippet.end
