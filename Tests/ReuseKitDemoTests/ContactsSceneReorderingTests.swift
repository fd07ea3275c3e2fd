import Foundation
@_spi(Testing) @_spi(Hosting) import ReuseKit
@_spi(Testing) import ReuseKitTerminal
import Testing

@testable import ReuseKitDemo
@testable import ReuseKitGallery

@Suite("Contacts scene: editing mode and reordering")
@MainActor
struct ContactsSceneReorderingTests {
    func harness(contacts: Int = 60) throws -> SceneHarness<ContactsScene> {
        try SceneHarness { ContactsScene(clock: $0, contactCount: contacts) }
    }

    @Test("J and K move the focused contact within its letter, and the model's order follows")
    func keysReorder() throws {
        let run = try harness()
        let table = run.scene.tableView
        let section = try #require(run.scene.sections.firstIndex { $0.contacts.count >= 3 })
        let contacts = run.scene.sections[section].contacts
        table.focusRow(at: IndexPath(row: 1, section: section))
        try run.frame()
        try run.press(.character("J"))
        var expected = contacts
        expected.swapAt(1, 2)
        #expect(run.scene.sections[section].contacts == expected)
        #expect(table.focusedIndexPath == IndexPath(row: 2, section: section))
        #expect(table.indexPathsForSelectedRows == nil)
        try run.settle(checking: run.scene.tableView)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: section))?.textLabel?.text == contacts[1])
        try run.press(.character("K"))
        try run.press(.character("K"))
        expected = contacts
        expected.swapAt(0, 1)
        #expect(run.scene.sections[section].contacts == expected)
        #expect(table.focusedIndexPath == IndexPath(row: 0, section: section))
        try run.settle(checking: run.scene.tableView)
    }

    @Test("a move proposed under another letter is kept under the contact's own by the delegate")
    func movesStayUnderTheirLetter() throws {
        let run = try harness()
        let table = run.scene.tableView
        let sections = run.scene.sections
        let section = try #require(sections.indices.dropFirst().first { sections[$0].contacts.count >= 2 })
        try #require(section + 1 < sections.count)
        let count = sections[section].contacts.count
        let scene = run.scene
        // The delegate clamps a proposal to the first or last place of the source's section.
        let source = IndexPath(row: 0, section: section)
        #expect(
            scene.tableView(
                table, targetIndexPathForMoveFromRowAt: source,
                toProposedIndexPath: IndexPath(row: 0, section: section + 1))
                == IndexPath(row: count - 1, section: section))
        #expect(
            scene.tableView(
                table, targetIndexPathForMoveFromRowAt: source,
                toProposedIndexPath: IndexPath(row: 3, section: section - 1))
                == IndexPath(row: 0, section: section))
        #expect(
            scene.tableView(
                table, targetIndexPathForMoveFromRowAt: source,
                toProposedIndexPath: IndexPath(row: 1, section: section))
                == IndexPath(row: 1, section: section))
        // By the keyboard: the last contact of a letter does not pass into the next one.
        table.focusRow(at: IndexPath(row: count - 1, section: section))
        try run.press(.character("J"))
        #expect(scene.sections.map(\.contacts) == sections.map(\.contacts))
        // Nor the first into the letter before.
        table.focusRow(at: source)
        try run.press(.character("K"))
        #expect(scene.sections.map(\.contacts) == sections.map(\.contacts))
        #expect(table.checkInvariants() == nil)
    }

    @Test("e turns editing mode on, with a handle on every contact, and off again")
    func editingMode() throws {
        let run = try harness()
        let table = run.scene.tableView
        try run.press(.character("e"))
        #expect(table.isEditing)
        #expect(table.visibleCells.allSatisfy { $0.showsReorderControl })
        // The handles stand left of the index strip, which stays.
        #expect(table.sectionIndexTitles.first == "A")
        let handle = table.reorderHandleRect(forRowAt: IndexPath(row: 0, section: 0))
        #expect(!table.sectionIndexContains(CGPoint(x: handle.maxX - 0.5, y: handle.midY)))
        #expect(
            table.sectionIndexContains(
                CGPoint(x: handle.maxX + 0.5, y: table.contentOffset.y + table.bounds.height / 2)))
        #expect(run.scene.statusText.contains("editing"))
        try run.press(.character("e"))
        #expect(!table.isEditing)
        #expect(!table.visibleCells.contains { $0.showsReorderControl })
        #expect(!run.scene.statusText.contains("editing"))
        #expect(table.sectionIndexTitles.first == "A")
    }
}
