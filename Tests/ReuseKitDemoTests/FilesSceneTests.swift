import Foundation
@_spi(Testing) @_spi(Hosting) import ReuseKit
@_spi(Testing) import ReuseKitTerminal
import Testing

@testable import ReuseKitDemo
@testable import ReuseKitGallery

@Suite("Files scene")
@MainActor
struct FilesSceneTests {
    /// The package's own directory, two levels above this file's folder.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    func harness() throws -> SceneHarness<FilesScene> {
        try SceneHarness { FilesScene(clock: $0, directory: Self.packageRoot) }
    }

    @Test("the generated tree opens at its first thousand files, indented with disclosures")
    func opensGenerated() throws {
        let run = try harness()
        #expect(run.scene.controller.snapshot.numberOfItems == 1 + 10 + 100 + 1000 + 1)
        let lines = run.text.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("▾ generated (1,001,011 nodes)") })
        #expect(lines.contains { $0.hasPrefix("  ▾ folder 0") })
        #expect(lines.contains { $0.hasPrefix("        file 0.txt") })
    }

    @Test("← closes the focused folder or goes to its parent, → opens it or goes to its first child")
    func arrows() throws {
        let run = try harness()
        let table = run.scene.tableView
        table.focusRow(at: IndexPath(row: 0, section: 0))
        try run.press(.right)
        #expect(table.focusedIndexPath == IndexPath(row: 1, section: 0))
        // ← on an open folder closes it; on a closed one goes to its parent.
        try run.press(.left)
        #expect(run.scene.controller.snapshot.numberOfItems == 1 + 10 + 1)
        #expect(table.focusedIndexPath == IndexPath(row: 1, section: 0))
        try run.press(.left)
        #expect(table.focusedIndexPath == IndexPath(row: 0, section: 0))
        try run.press(.left)
        #expect(run.scene.controller.snapshot.numberOfItems == 2)
        #expect(run.text.contains("▸ generated"))
        try run.press(.right)
        #expect(run.scene.controller.snapshot.numberOfItems == 1 + 10 + 1)
    }

    @Test("this directory is read off the main actor as it opens; Enter shows a file in the pane")
    func directory() async throws {
        let run = try harness()
        let controller = run.scene.controller
        let project = try #require(controller.snapshot.itemIdentifiers.last)
        try controller.collapse(FileItem.generatedRoot, animatingDifferences: false)
        #expect(try controller.expand(project, animatingDifferences: false))
        #expect(controller.isLoadingChildren)
        for _ in 0..<500 where controller.isLoadingChildren { try await Task.sleep(for: .milliseconds(10)) }
        let package = try #require(controller.snapshot.itemIdentifiers.first { $0.name == "Package.swift" })
        let path = try #require(controller.indexPath(for: package))
        run.scene.tableView.focusRow(at: path)
        try run.press(.enter)
        #expect(run.scene.titleLabel.text?.hasPrefix("Package.swift · ") == true)
        #expect(run.scene.contentLabel.text?.contains("swift-tools-version") == true)
    }
}
