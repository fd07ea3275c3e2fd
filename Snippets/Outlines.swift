// An outline: a tree of items in a list section (UIKit's section snapshot), expanded and
// collapsed from code and from the keys → and ←, and folders whose children are read late.
import Foundation
import ReuseKit
import ReuseKitTerminal

// snippet.tree
/// A project's files as a tree: top-level items, children appended under their parent, and
/// one folder expanded.
func makeProjectTree() throws(ListSectionSnapshotError<String>) -> ListSectionSnapshot<String> {
    var tree = ListSectionSnapshot<String>()
    try tree.append(["Sources", "Tests", "README.md"])  // the top level
    try tree.append(["ReuseKit", "ReuseKitCore"], to: "Sources")
    try tree.append(["TableView.swift", "CollectionView.swift"], to: "ReuseKit")
    tree.expand(["Sources"])  // its children show; ReuseKit's wait until it expands too
    return tree
}
// snippet.end

// snippet.apply
@MainActor func makeFileList(_ tree: ListSectionSnapshot<String>) throws(ListControllerError)
    -> ListController<String, String>
{
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220))
    table.rowHeight = 22
    table.register(TableViewCell.self, forCellReuseIdentifier: "file")
    let list = ListController<String, String>(tableView: table) { table, indexPath, name in
        let cell = table.dequeueReusableCell(withIdentifier: "file", for: indexPath)
        cell.textLabel?.text = name
        // The controller sets the cell's indentationLevel and outlineDisclosure itself.
        return cell
    }
    try list.apply(tree, to: "project", animatingDifferences: false)  // the section "project"
    return list
}
// snippet.end

let tree = try makeProjectTree()
print(tree.visibleItems)  // Sources, ReuseKit, ReuseKitCore, Tests, README.md
print(tree.level(of: "TableView.swift") == 2, tree.parent(of: "ReuseKit") == "Sources")
let list = try makeFileList(tree)
list.tableView.layoutIfNeeded()

// snippet.expand
var handlers = SectionSnapshotHandlers<String>()
handlers.shouldCollapseItem = { $0 != "Sources" }  // the sources stay open
handlers.willExpandItem = { print("opening", $0) }
list.sectionSnapshotHandlers = handlers
try list.expand("ReuseKit")  // its two files come in under it, as one animated insert
let collapsed = try list.collapse("Sources")  // false: shouldCollapseItem said no
print(list.snapshot(for: "project").visualDescription())
// snippet.end
print("Sources collapsed:", collapsed)

// snippet.hide
let window = TerminalWindow(
    rootView: list.tableView, screen: HeadlessScreen(size: TerminalSize(columns: 40, rows: 12)),
    clock: ManualFrameClock())
// snippet.show
// snippet.keys
window.keyBindings[KeyEvent(.right)] = .perform { _ = list.expandFocusedItem() }
window.keyBindings[KeyEvent(.left)] = .perform { _ = list.collapseFocusedItem() }
// snippet.end
list.tableView.focusRow(at: IndexPath(row: 1, section: 0))  // ReuseKit, expanded
window.handle(.input(.key(KeyEvent(.left))))  // collapses it
window.handle(.input(.key(KeyEvent(.left))))  // collapsed: the focus goes to Sources
print(
    "after ← ←:", list.snapshot(for: "project").isExpanded("ReuseKit"),
    list.tableView.focusedIndexPath?.row == 0)

// snippet.late
/// A file or folder on disk; a folder's entries are read as it expands.
struct Entry: Hashable, Sendable {
    let path: String
    let isFolder: Bool

    /// The entries of the folder at `path`, read off the main actor, as a snapshot of their own.
    static func children(of path: String) throws -> ListSectionSnapshot<Entry> {
        let names = try FileManager.default.contentsOfDirectory(atPath: path).sorted()
        let entries = names.map { name in
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: path + "/" + name, isDirectory: &isFolder)
            return Entry(path: path + "/" + name, isFolder: isFolder.boolValue)
        }
        var children = ListSectionSnapshot<Entry>()
        try children.append(entries)
        return children
    }
}

@MainActor func loadFoldersLate(_ list: ListController<String, Entry>) {
    var handlers = SectionSnapshotHandlers<Entry>()
    handlers.mayHaveChildren = { $0.isFolder }  // a disclosure on folders not read yet
    handlers.loadChildren = { folder in try Entry.children(of: folder.path) }  // off the main actor
    list.sectionSnapshotHandlers = handlers
}
// snippet.end

// snippet.hide
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("outlines-\(getpid())").path
try FileManager.default.createDirectory(atPath: folder + "/docs", withIntermediateDirectories: true)
try Data("notes".utf8).write(to: URL(fileURLWithPath: folder + "/notes.txt"))
let disk = ListController<String, Entry>(
    tableView: TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220))
) {
    table, indexPath, entry in
    let cell = table.dequeueReusableCell(withIdentifier: "entry", for: indexPath)
    cell.textLabel?.text = entry.path
    return cell
}
disk.tableView.register(TableViewCell.self, forCellReuseIdentifier: "entry")
loadFoldersLate(disk)
var roots = ListSectionSnapshot<Entry>()
let home = Entry(path: folder, isFolder: true)
let missing = Entry(path: folder + "/missing", isFolder: true)
try roots.append([home, missing])
try disk.apply(roots, to: "disk", animatingDifferences: false)
try disk.expand(home)
try disk.expand(missing)
for _ in 0..<500 where disk.isLoadingChildren { try await Task.sleep(for: .milliseconds(10)) }
disk.tableView.layoutIfNeeded()
let failedRow = disk.snapshot(for: "disk").visibleIndex(of: missing) ?? 0
print(
    "failed:", disk.tableView.cellForRow(at: IndexPath(row: failedRow, section: 0))?.outlineDisclosure as Any)
print(
    "loaded:", disk.snapshot(for: "disk").visibleItems.map { URL(fileURLWithPath: $0.path).lastPathComponent }
)
try? FileManager.default.removeItem(atPath: folder)
