import Foundation
import ReuseKit

/// A file tree in a table: a generated tree of a million nodes, made as it is expanded, and the
/// project's own directory, read off the main actor as folders open (a spinner on the row
/// meanwhile). → expands or goes to the first child, ← collapses or goes to the parent, a tap
/// on a disclosure toggles; the pane beside it shows the selected file.
@MainActor
public final class FilesScene: GalleryScene {
    /// The scene's name, article number and summary.
    public static let info = SceneInfo(
        name: "files", seed: "000",
        summary: "an outline: 1,000,000 generated nodes and this directory, read lazily")

    /// The tree.
    public let tableView = TableView(frame: .zero)
    /// The list controller applying the tree as a section snapshot.
    public let controller: ListController<String, FileItem>
    /// The selected file's name and size.
    public let titleLabel = Label()
    /// The selected file's first lines.
    public let contentLabel = Label()
    private let stack: StackView
    private let pane: StackView
    /// The item selected last.
    public private(set) var selected: FileItem?
    /// The directory shown under the generated tree.
    public let directory: String

    /// Makes the scene over the current directory.
    public convenience init(clock: FrameClock) {
        self.init(clock: clock, directory: FileManager.default.currentDirectoryPath)
    }

    /// Makes the scene over `directory`.
    public init(clock: FrameClock, directory: String) {
        self.directory = directory
        tableView.clock = clock
        tableView.rowHeight = TableView.automaticDimension
        tableView.estimatedRowHeight = 22
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "file")
        controller = ListController(tableView: tableView) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "file", for: indexPath)
            cell.textLabel?.text = item.name
            cell.textLabel?.numberOfLines = 1
            return cell
        }
        titleLabel.numberOfLines = 0
        contentLabel.numberOfLines = 0
        contentLabel.textStyle = TextStyle(color: .secondaryText)
        pane = StackView(arrangedSubviews: [titleLabel, contentLabel])
        pane.axis = .vertical
        pane.alignment = .leading
        stack = StackView(arrangedSubviews: [tableView, pane])
        stack.axis = .horizontal
        stack.distribution = .fillEqually
        titleLabel.text = "Select a file"
        configureTree()
    }

    private func configureTree() {
        var handlers = SectionSnapshotHandlers<FileItem>()
        handlers.mayHaveChildren = { $0.isDirectory }
        // The generated tree is made as it opens; folders on disk are read off the main actor.
        handlers.snapshotForExpandingParent = { parent, current in
            guard parent.path.hasPrefix("generated"), current.items.isEmpty else { return current }
            return FileItem.generatedChildren(of: parent)
        }
        handlers.loadChildren = { parent in try FileItem.entries(ofDirectory: parent.path) }
        controller.sectionSnapshotHandlers = handlers
        controller.selectionHandler = { [unowned self] item in show(item) }
        var tree = ListSectionSnapshot<FileItem>()
        let project = FileItem(
            path: directory, name: "this directory/", isDirectory: true)
        try? tree.append([FileItem.generatedRoot, project])
        try? controller.apply(tree, to: "files", animatingDifferences: false)
        // Open at the first thousand files, so there is a list to scroll at once.
        for path in ["generated", "generated/0", "generated/0/0"] {
            _ = try? controller.expand(FileItem.folder(path), animatingDifferences: false)
        }
    }

    /// Shows `item` in the pane: its name and size, and a file's first lines.
    private func show(_ item: FileItem) {
        selected = item
        let size = item.size.map { " · \($0.groupedDigits) bytes" } ?? (item.isDirectory ? " · folder" : "")
        titleLabel.text = item.name + size
        contentLabel.text = item.isDirectory ? "" : item.firstLines(12)
        pane.setNeedsLayout()
    }

    /// The tree beside the pane.
    public var rootView: View { stack }
    /// Keys drive the tree.
    public var initialFocus: View? { tableView }
    /// → and ← open and close folders, as GTK's and Finder's.
    public var keyBindings: KeyBindings {
        var keys = KeyBindings()
        keys[KeyEvent(.right)] = .perform { [weak self] in _ = self?.controller.expandFocusedItem() }
        keys[KeyEvent(.left)] = .perform { [weak self] in _ = self?.controller.collapseFocusedItem() }
        return keys
    }
    /// The scene's own keys.
    public var keyHints: String { "→ open · ← close · ⏎ show" }

    /// The rows shown, and the selection.
    public var statusText: String {
        var text = "seed 000 · \(controller.snapshot.numberOfItems.groupedDigits) rows shown"
        if let selected { text += " · \(selected.name)" }
        return text
    }

    /// Folders on disk being read.
    public var hasPendingWork: Bool { controller.isLoadingChildren }
}
