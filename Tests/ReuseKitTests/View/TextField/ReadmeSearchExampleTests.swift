import Foundation
import Testing

@_spi(Hosting) @testable import ReuseKit

// The README's search example, compiled and run here; ReadmeExampleTests keeps the two identical.
// README:begin
@MainActor final class Search: TextFieldDelegate {
    let names: [String]
    let field = TextField()
    let list: ListController<Int, String>

    init(names: [String], table: TableView) {
        self.names = names
        table.register(TableViewCell.self, forCellReuseIdentifier: "name")
        list = ListController(tableView: table) { table, indexPath, name in
            let cell = table.dequeueReusableCell(withIdentifier: "name", for: indexPath)
            cell.textLabel?.text = name
            return cell
        }
        field.placeholder = "Search"
        field.delegate = self
        field.addAction(for: .editingChanged) { [unowned self] field in show(matching: field.text ?? "") }
        show(matching: "")
    }

    func show(matching query: String) {
        var snapshot = ListSnapshot<Int, String>()
        let matching = query.isEmpty ? names : names.filter { $0.localizedCaseInsensitiveContains(query) }
        snapshot.appendSection(0, items: matching)
        try? list.apply(snapshot)  // animated; rows that stay keep their cells, the selection follows
    }

    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        textField.resignFirstResponder()  // Return leaves the field; the list keeps its filter
        return false
    }
}

@MainActor func showSearch(_ search: Search, in window: HostWindow) {
    let stack = StackView(arrangedSubviews: [search.field, search.list.tableView])
    stack.axis = .vertical  // the field keeps its line, the list takes the rest
    window.rootView = stack
    window.keyBindings[KeyEvent(.character("q"))] = .quit  // typed as q while the field edits
    window.keyBindings[KeyEvent(.character("/"))] = .perform { search.field.becomeFirstResponder() }
}
// README:end

@Suite("README search example")
@MainActor
struct ReadmeSearchExampleTests {
    @Test("/ starts the search, typing filters the list, Return leaves the field and q quits again")
    func exampleRuns() throws {
        let window = HostWindow(
            rootView: View(frame: .zero), traits: TraitCollection(textSystem: PlainTextSystem()),
            clock: ManualFrameClock())
        let table = TableView(frame: .zero)
        table.rowHeight = 1
        let search = Search(names: ["Apple", "Banana", "Cherry", "Quince", "桃子"], table: table)
        showSearch(search, in: window)
        window.rootView.frame = CGRect(x: 0, y: 0, width: 20, height: 8)
        window.rootView.layoutIfNeeded()
        for key in "/qu" { window.handleKey(KeyEvent(.character(key))) }
        #expect(search.field.text == "qu")
        #expect(!window.isFinished)
        #expect(search.list.snapshot.allItems == ["Quince"])
        window.handleKey(KeyEvent(.backspace))
        #expect(search.list.snapshot.allItems == ["Quince"])
        window.handleKey(KeyEvent(.backspace))
        #expect(search.list.snapshot.allItems.count == 5)
        window.handleKey(KeyEvent(.character("桃")))
        #expect(search.list.snapshot.allItems == ["桃子"])
        window.handleKey(KeyEvent(.enter))
        #expect(!search.field.isFirstResponder)
        window.handleKey(KeyEvent(.character("q")))
        #expect(window.isFinished)
    }
}
