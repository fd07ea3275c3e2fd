import Foundation
@_spi(Testing) @_spi(Hosting) import ReuseKit
@_spi(Testing) import ReuseKitTerminal
import Testing

@testable import ReuseKitDemo
@testable import ReuseKitGallery

/// The contacts scene in the terminal gallery, driven by the mouse as a user drives it: the
/// strip, a swipe, a long press and the handle, with the table's invariants checked each frame.
@Suite("Contacts scene: the pointer")
@MainActor
struct ContactsScenePointerTests {
    func harness() throws -> SceneHarness<ContactsScene> {
        try SceneHarness { ContactsScene(clock: $0, contactCount: 300) }
    }

    /// The screen cell in the middle of `indexPath`'s first line of text, `column` from the left.
    func cell(of indexPath: IndexPath, column: Int, in run: SceneHarness<ContactsScene>) -> (
        column: Int, row: Int
    ) {
        let table = run.scene.tableView
        let frame = run.host.window.screenRect(of: table)
        let row = table.rectForRow(at: indexPath)
        return (frame.x + column, frame.y + run.host.window.grid.row(row.minY - table.contentOffset.y))
    }

    func line(_ row: Int, of run: SceneHarness<ContactsScene>) -> Substring {
        run.text.split(separator: "\n", omittingEmptySubsequences: false)[row]
    }

    @Test("A press on the index strip jumps to the letter under it, and a drag along it follows")
    func strip() throws {
        let run = try harness()
        let table = run.scene.tableView
        let frame = run.host.window.screenRect(of: table)
        let stripColumn = frame.x + frame.width - 1
        // The titles stand one a line, centred: the row of "M" is found on screen.
        let row = try #require(
            (frame.y..<frame.y + frame.height).first {
                line($0, of: run).dropFirst(stripColumn - 1).trimmingCharacters(in: .whitespaces) == "M"
            }, "\(run.text)")
        try run.mouse(.press(.left), column: stripColumn, row: row)
        let letter = run.scene.sections[(table.indexPathsForVisibleRows ?? [])[0].section].letter
        #expect(letter >= "M", "the letter at the top is M's or the next with contacts: \(letter)")
        try run.mouse(.drag(.left), column: stripColumn, row: row + 3)
        #expect(run.scene.sections[(table.indexPathsForVisibleRows ?? [])[0].section].letter > letter)
        try run.mouse(.release(.left), column: stripColumn, row: row + 3)
        try run.settle(checking: table)
        #expect(table.indexPathsForSelectedRows == nil)
    }

    @Test("A sideways drag on a contact shows Delete; a click on it deletes that contact")
    func swipeDelete() throws {
        let run = try harness()
        let table = run.scene.tableView
        let target = IndexPath(row: 1, section: 0)
        let name = run.scene.sections[0].contacts[1]
        let start = cell(of: target, column: 40, in: run)
        try run.drag(from: start, to: (start.column - 20, start.row), steps: 4)
        try run.settle(checking: table)
        #expect(table.indexPathForRowShowingSwipeActions == target)
        let shown = line(start.row, of: run)
        let button = try #require(shown.range(of: "Delete"), "\(shown)")
        try run.click(
            column: shown.distance(from: shown.startIndex, to: button.lowerBound) + 2, row: start.row)
        try run.settle(checking: table)
        #expect(!run.scene.sections[0].contacts.contains(name))
        #expect(run.scene.deletedCount == 1)
        #expect(run.status.contains("299 contacts"), "\(run.status)")
    }

    @Test("A long press lifts a contact; dragged over the pinned header and back it drops under its letter")
    func longPressOverHeader() throws {
        let run = try harness()
        let table = run.scene.tableView
        let section = try #require(
            run.scene.sections.indices.dropFirst().first { run.scene.sections[$0].contacts.count >= 4 })
        table.scrollToRow(at: IndexPath(row: 0, section: section), at: .top, animated: false)
        table.contentOffset.y += 2 * table.traitCollection.textSystem.lineHeight
        try run.frame()
        let pinned = try #require(table.floatingHeaderView)
        let visible = try #require(
            (table.indexPathsForVisibleRows ?? []).first { $0.section == section && $0.row >= 2 })
        let name = run.scene.sections[section].contacts[visible.row]
        let start = cell(of: visible, column: 10, in: run)
        try run.mouse(.press(.left), column: start.column, row: start.row)
        for _ in 0..<40 where !table.isReordering { try run.frame() }
        #expect(table.isReordering, "half a second held still lifts the contact")
        // Up over the pinned header (the lifted row is drawn above it), then down two rows.
        let headerRow = run.host.window.screenRect(of: pinned).y
        for row in stride(from: start.row - 1, through: headerRow, by: -1) {
            try run.mouse(.drag(.left), column: start.column, row: row)
            #expect(table.checkInvariants() == nil, "\(table.checkInvariants() ?? "")")
        }
        try run.mouse(.drag(.left), column: start.column, row: start.row + 4)
        try run.mouse(.release(.left), column: start.column, row: start.row + 4)
        try run.settle(checking: table)
        #expect(!table.isReordering)
        let landed = try #require(run.scene.indexPath(ofContact: name))
        #expect(landed.section == section, "the contact stayed under its letter")
        #expect(landed.row != visible.row, "and moved")
        #expect(
            table.subviews.firstIndex { $0 === pinned } ?? -1 > table.subviews.firstIndex {
                $0 === table.cellForRow(at: landed)
            } ?? Int.max,
            "the dropped cell is back under the pinned header")
        #expect(table.indexPathsForSelectedRows == nil)
    }

    @Test("In editing mode the handle beside the strip drags a contact at once")
    func handle() throws {
        let run = try harness()
        let table = run.scene.tableView
        try run.press(.character("e"))
        try run.settle(checking: table)
        let names = run.scene.sections[0].contacts
        let handle = table.reorderHandleRect(forRowAt: IndexPath(row: 0, section: 0))
        #expect(!table.sectionIndexContains(CGPoint(x: handle.midX, y: handle.midY)))
        let handleColumn = run.host.window.grid.cell(containing: CGPoint(x: handle.midX, y: 0)).column
        let start = cell(of: IndexPath(row: 0, section: 0), column: handleColumn, in: run)
        #expect(line(start.row, of: run).contains("≡"))
        try run.drag(from: start, to: (start.column, start.row + 4), steps: 4)
        try run.settle(checking: table)
        #expect(run.scene.sections[0].contacts.first == names[1])
        #expect(run.scene.sections[0].contacts.contains(names[0]))
    }
}
