import Foundation
import ReuseKit

/// A log viewer in any window: a title, the file's lines as wrapped rows, a search field and a
/// status line. `/` searches, `n` finds the next match, `f` follows the end of a growing file,
/// `j` / `k` move a row, `q` quits.
@MainActor final class LogViewer: TableViewDataSource, TableViewDelegate, TextFieldDelegate {
    let file: LogFile
    let title = Label()
    let table = TableView(frame: .zero)
    let searchField = TextField()
    let status = Label()
    let rootView = StackView()
    private var query = ""
    private var match: Int?
    private var note = ""

    init(path: String) throws {
        file = try LogFile(path: path)
        title.text = "\((path as NSString).lastPathComponent) — / search · n next · f follow · q quit"
        table.rowHeight = TableView.automaticDimension  // each row as tall as its wrapped line
        table.separatorStyle = .none
        table.register(TableViewCell.self, forCellReuseIdentifier: "line")
        table.dataSource = self
        table.delegate = self
        searchField.placeholder = "Search"
        searchField.delegate = self
        searchField.isHidden = true  // until / shows it
        for view in [title, table, searchField, status] { rootView.addArrangedSubview(view) }
        rootView.axis = .vertical  // the labels and the field keep their lines, the table takes the rest
    }

    /// Binds the keys and polls the file for appended lines while the window runs.
    func start(in window: HostWindow) {
        table.estimatedRowHeight = window.textSystem.lineHeight  // a line until measured
        // Half a line from the end still follows it (the default, 44 points, is 44 lines in a terminal).
        table.endFollowingDistance = window.textSystem.lineHeight / 2
        window.keyBindings[KeyEvent(.character("q"))] = .quit  // types q while the field edits
        window.keyBindings[KeyEvent(.character("n"))] = .perform { [unowned self] in
            find(from: match.map { $0 + 1 } ?? currentLine)
        }
        window.keyBindings[KeyEvent(.character("f"))] = .perform { [unowned self] in toggleFollowing() }
        window.keyBindings[KeyEvent(.character("/"))] = .perform { [unowned self] in
            setSearchFieldHidden(false)
            searchField.becomeFirstResponder()
        }
        window.keyBindings[KeyEvent(.character("j"))] = .scrollRows(1)  // a whole row, however tall
        window.keyBindings[KeyEvent(.character("k"))] = .scrollRows(-1)
        // After each frame's layout: the first frame's rows, and lines counted with no scroll.
        window.didLayoutSubviews = { [unowned self] in updateStatus() }
        // Main-actor work runs while the window's loop waits, and what it changes is drawn.
        Task {
            while !window.isFinished {
                try? await Task.sleep(for: .milliseconds(100))
                readChanges()
            }
        }
    }

    /// The first line on screen, from 0.
    var currentLine: Int { table.indexPathForRow(at: table.contentOffset)?.row ?? 0 }

    func updateStatus() {
        var text = "line \(min(currentLine + 1, file.lineCount)) of \(file.lineCount)"
        if table.anchorsContentToEnd {
            text += table.isAtEnd ? " · following" : " · \(table.numberOfRowsAddedBelow) new below"
        }
        status.text = note.isEmpty ? text : "\(text) · \(note)"
    }

    func find(from line: Int) {
        guard !query.isEmpty else { return }
        if let found = file.firstLine(containing: query, from: line) {
            match = found
            note = "“\(query)” on line \(found + 1)"
            table.selectRow(at: IndexPath(row: found, section: 0), animated: false, scrollPosition: .top)
        } else {
            note = "no “\(query)” from line \(line + 1)"
        }
    }

    func toggleFollowing() {
        table.anchorsContentToEnd.toggle()  // a table anchored to its end follows rows added there
        if table.anchorsContentToEnd { table.scrollToEnd(animated: false) }
    }

    /// Reads what changed in the file: appended lines become rows at the end; a file cut shorter
    /// or replaced (rotated) is shown again from its start.
    func readChanges() {
        switch file.readChanges() {
        case .unchanged: return
        case .appended(let lines):
            try? table.insertRows(at: lines.map { IndexPath(row: $0, section: 0) }, with: .none)
        case .truncated: restart(because: "truncated")
        case .replaced: restart(because: "replaced")
        }
    }

    /// Shows the file again from its start; a match found before is gone with its line.
    func restart(because reason: String) {
        match = nil
        note = "file \(reason): read from its start"
        table.reloadData()
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { file.lineCount }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "line", for: indexPath)
        cell.textLabel?.numberOfLines = 0  // wrapped, as many lines as the text needs
        cell.textLabel?.text = file.line(indexPath.row)
        return cell
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) { updateStatus() }

    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        query = textField.text ?? ""
        match = nil
        textField.resignFirstResponder()
        find(from: currentLine)
        return false
    }

    func textFieldDidEndEditing(_ textField: TextField) { setSearchFieldHidden(true) }

    func setSearchFieldHidden(_ hidden: Bool) {
        searchField.isHidden = hidden  // the stack gives the list the field's line back
    }
}
