import Foundation
@_spi(Testing) import ReuseKit
@_spi(Testing) import ReuseKitTerminal
import Testing

@testable import ReuseKitDemo
@testable import ReuseKitGallery

@Suite("Table scene status")
@MainActor
struct TableSceneStatusTests {
    func harness() throws -> SceneHarness<TableScene> {
        try SceneHarness { TableScene(clock: $0, rowCount: 1_000) }
    }

    @Test("The status read again for the same row range and selection builds no text")
    func unchangedRangeBuildsNothing() throws {
        let run = try harness()
        let table = run.scene.tableView
        // Less than a row: the frame lays out, and sets the status, for the rows it shows.
        table.contentOffset.y += 1
        try run.frame()
        let visible = try #require(table.indexPathsForVisibleRows)
        let text = "seed 000 · 1,000 rows · rows \(visible[0].row)–\(visible[visible.count - 1].row)"
        let built = run.scene.statusTextsBuilt
        for _ in 0..<3 { #expect(run.scene.statusText == text) }
        #expect(run.scene.statusTextsBuilt == built)
    }

    @Test("A new row range or selection builds the status text again, as the frame shows it")
    func changedRangeBuildsAgain() throws {
        let run = try harness()
        let table = run.scene.tableView
        table.scrollToRow(at: IndexPath(row: 500, section: 0), at: .top, animated: false)
        try run.frame()
        let visible = try #require(table.indexPathsForVisibleRows)
        let range = "rows \(visible[0].row)–\(visible[visible.count - 1].row)"
        #expect(run.scene.statusText == "seed 000 · 1,000 rows · \(range)")
        #expect(run.status.contains(range))
        let built = run.scene.statusTextsBuilt
        run.scene.tableView(table, didSelectRowAt: IndexPath(row: 501, section: 0))
        #expect(run.scene.statusText == "seed 000 · 1,000 rows · \(range) · selected 501")
        #expect(run.scene.statusTextsBuilt == built + 1)
    }
}
