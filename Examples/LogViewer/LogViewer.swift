import Foundation
import ReuseKit

/// A log file's lines, read on demand: where each line starts is indexed once (then only what
/// was appended), and a line's bytes are read when its row is shown.
@MainActor final class LogFile {
    private let handle: FileHandle
    /// Where each complete line starts, then where the next one will: a line counts once its
    /// newline is written.
    private var starts: [UInt64] = [0]
    var lineCount: Int { starts.count - 1 }

    init(path: String) throws {
        handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
        indexNewLines()
    }

    /// Finds the lines written since the last call, a megabyte at a time.
    func indexNewLines() {
        guard var offset = starts.last, (try? handle.seekToEnd()) ?? 0 > offset else { return }
        try? handle.seek(toOffset: offset)
        while let chunk = try? handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            chunk.withUnsafeBytes { bytes in
                guard let base = bytes.baseAddress else { return }
                var next = base
                while let newline = memchr(next, 10, base + bytes.count - next) {
                    next = UnsafeRawPointer(newline) + 1
                    starts.append(offset + UInt64(next - base))
                }
            }
            offset += UInt64(chunk.count)
        }
    }

    /// The text of line `index` (from 0), without its newline.
    func line(_ index: Int) -> String {
        try? handle.seek(toOffset: starts[index])
        let data = try? handle.read(upToCount: Int(starts[index + 1] - starts[index]) - 1)
        return String(decoding: data ?? Data(), as: UTF8.self)
    }

    /// The first line from `line` on that contains `text` (its bytes as written), searching the
    /// file a megabyte at a time rather than line by line.
    func firstLine(containing text: String, from line: Int) -> Int? {
        let needle = Array(text.utf8)
        guard !needle.isEmpty, line < lineCount else { return nil }
        var offset = starts[line]
        while offset < starts[lineCount] {
            try? handle.seek(toOffset: offset)
            let length = min((1 << 20) + needle.count - 1, Int(starts[lineCount] - offset))
            guard let chunk = try? handle.read(upToCount: length) else { return nil }
            if let found = chunk.withUnsafeBytes({ Self.firstIndex(of: needle, in: $0) }) {
                return self.line(at: offset + UInt64(found))
            }
            offset += 1 << 20
        }
        return nil
    }

    /// Where `needle` first starts in `bytes`: memchr finds each candidate first byte.
    private static func firstIndex(of needle: [UInt8], in bytes: UnsafeRawBufferPointer) -> Int? {
        guard let base = bytes.baseAddress, bytes.count >= needle.count else { return nil }
        var at = base
        let last = base + (bytes.count - needle.count)  // the last place a match can start
        while at <= last, let hit = memchr(at, Int32(needle[0]), last - at + 1) {
            if memcmp(hit, needle, needle.count) == 0 { return UnsafeRawPointer(hit) - base }
            at = UnsafeRawPointer(hit) + 1
        }
        return nil
    }

    /// The line that holds the byte at `offset`, by binary search.
    private func line(at offset: UInt64) -> Int {
        var (low, high) = (0, lineCount - 1)
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }
}

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
                readAppendedLines()
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

    func readAppendedLines() {
        let old = file.lineCount
        file.indexNewLines()
        guard file.lineCount > old else { return }
        try? table.insertRows(at: (old..<file.lineCount).map { IndexPath(row: $0, section: 0) }, with: .none)
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
