import Foundation
@_spi(Testing) @_spi(Hosting) import ReuseKit
@_spi(Testing) import ReuseKitTerminal
import Testing

@testable import ReuseKitDemo
@testable import ReuseKitGallery

@Suite("Contacts scene: swipe actions")
@MainActor
struct ContactsSceneSwipeActionsTests {
    func harness(contacts: Int = 60) throws -> SceneHarness<ContactsScene> {
        try SceneHarness { ContactsScene(clock: $0, contactCount: contacts) }
    }

    /// The contacts of every letter, flattened.
    static func names(_ scene: ContactsScene) -> [String] { scene.sections.flatMap(\.contacts) }

    @Test("a full swipe deletes exactly that contact: its row animates out, then the invariants hold")
    func fullSwipeDeletes() throws {
        let run = try harness()
        let table = run.scene.tableView
        let before = Self.names(run.scene)
        let section = try #require(run.scene.sections.firstIndex { $0.contacts.count >= 2 })
        let path = IndexPath(row: 1, section: section)
        let name = run.scene.name(at: path)
        table.focusRow(at: path)
        try run.frame()
        let row = table.rectForRow(at: path)
        #expect(table.beginSwipe(at: CGPoint(x: row.maxX - 4, y: row.midY)))
        table.swipe(translation: -0.8 * table.bounds.width)
        #expect(table.endSwipe())
        var sawLeaving = false
        var frames = 0
        while table.isMoving && frames < 600 {
            try run.frame()
            frames += 1
            sawLeaving = sawLeaving || table.leavingViewCount > 0
            #expect(table.checkInvariants() == nil, "frame \(frames): \(table.checkInvariants() ?? "")")
        }
        #expect(sawLeaving, "the deleted row is drawn while it animates out")
        #expect(table.leavingViewCount == 0 && table.indexPathForRowShowingSwipeActions == nil)
        var expected = before
        expected.removeAll { $0 == name }
        #expect(Self.names(run.scene) == expected)
        #expect(table.numberOfRows(inSection: section) == run.scene.sections[section].contacts.count)
        #expect(run.scene.deletedCount == 1 && run.scene.statusText.contains("1 deleted"))
        #expect(!run.text.contains(name))
    }

    @Test("s opens the focused contact's Delete, 1 performs it, and s again closes the actions")
    func keysOpenPerformAndClose() throws {
        let run = try harness()
        let table = run.scene.tableView
        // With no focus, s focuses the first whole contact as Enter would, selecting nothing.
        try run.press(.character("s"))
        let focused = try #require(table.focusedIndexPath)
        #expect(table.indexPathsForSelectedRows == nil)
        try run.settle()
        #expect(table.indexPathForRowShowingSwipeActions == focused)
        #expect(table.visibleSwipeActions.map(\.title) == ["Delete"])
        #expect(run.scene.statusText.contains("actions: Delete"))
        #expect(run.text.contains("Delete"))
        try run.press(.character("s"))
        try run.settle()
        #expect(table.indexPathForRowShowingSwipeActions == nil)
        #expect(!run.scene.statusText.contains("actions"))
        // Digits are the scene's only while a row shows its actions.
        #expect(!run.scene.handleKey(.character("1")))
        let name = run.scene.name(at: focused)
        try run.press(.character("s"))
        try run.press(.character("1"))
        try run.settle(checking: run.scene.tableView)
        #expect(!Self.names(run.scene).contains(name))
        #expect(Self.names(run.scene).count == 59 && run.scene.deletedCount == 1)
    }

    @Test("deleting a letter's last contact by a swipe removes its section in the same batch")
    func lastContactTakesItsLetter() throws {
        let run = try harness()
        let table = run.scene.tableView
        let sections = run.scene.sections
        let section = try #require(sections.firstIndex { $0.contacts.count == 1 })
        let letter = sections[section].letter
        let path = IndexPath(row: 0, section: section)
        table.focusRow(at: path)
        try run.frame()
        #expect(table.showSwipeActions(forRowAt: path, edge: .trailing))
        try run.settle()
        #expect(table.performSwipeAction(at: 0))
        #expect(run.scene.sections.count == sections.count - 1)
        #expect(!run.scene.sections.contains { $0.letter == letter })
        #expect(table.numberOfSections == run.scene.sections.count)
        try run.settle(checking: run.scene.tableView)
        #expect(run.scene.deletedCount == 1)
        #expect(table.checkInvariants() == nil)
    }

    @Test("Favourite stars a contact, shows ★ before its name, and a second time takes the star away")
    func favouriteToggles() throws {
        let run = try harness()
        let table = run.scene.tableView
        try run.press(.character("n"))
        try run.press(.character("n"))
        let path = try #require(table.focusedIndexPath)
        let name = run.scene.name(at: path)
        try run.press(.character("a"))
        try run.settle()
        #expect(table.visibleSwipeActions.map(\.title) == ["Favourite"])
        #expect(table.visibleSwipeActions.first?.backgroundColor == ContactsScene.favouriteColor)
        try run.press(.character("1"))
        try run.settle(checking: run.scene.tableView)
        #expect(run.scene.favourites == [name])
        #expect(table.cellForRow(at: path)?.textLabel?.text == "★ " + name)
        #expect(run.text.contains("★ " + name))
        #expect(run.scene.statusText.contains("1 ★"))
        #expect(table.indexPathForRowShowingSwipeActions == nil)
        try run.press(.character("a"))
        try run.settle()
        #expect(table.visibleSwipeActions.map(\.title) == ["Unfavourite"])
        try run.press(.character("1"))
        try run.settle(checking: run.scene.tableView)
        #expect(run.scene.favourites.isEmpty)
        #expect(table.cellForRow(at: path)?.textLabel?.text == name)
    }
}
