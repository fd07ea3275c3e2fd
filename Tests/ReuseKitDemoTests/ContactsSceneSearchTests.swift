import Foundation
@_spi(Hosting) @_spi(Testing) import ReuseKit
import ReuseKitTerminal
import Testing

@testable import ReuseKitDemo
@testable import ReuseKitGallery

@Suite("Contacts search")
@MainActor
struct ContactsSceneSearchTests {
    func harness() throws -> SceneHarness<ContactsScene> {
        try SceneHarness { ContactsScene(clock: $0) }
    }

    /// Types `text` as a terminal sends it (UTF-8 and escape sequences through the input
    /// decoder), then lets a frame pass.
    func type(_ text: String, in run: SceneHarness<ContactsScene>) throws {
        run.screen.send(Array(text.utf8))
        run.host.handle(try run.screen.nextEvents(timeoutMilliseconds: 0))
        try run.frame()
    }

    /// Every contact's name shown, letter by letter.
    func shown(_ scene: ContactsScene) -> [String] { scene.sections.flatMap(\.contacts) }

    @Test(
        "/ opens the search; letters bound to the gallery's keys type into it, and the list filters as they do"
    )
    func typingBoundLetters() throws {
        let run = try harness()
        let table = run.scene.tableView
        try type("/", in: run)
        #expect(run.scene.searchField.isFirstResponder)
        #expect(
            run.text.split(separator: "\n")[1].hasPrefix(" Search contacts"), "the field shows under the tabs"
        )
        // u r q h a t: r refreshes, q quits, h shows the HUD, a opens actions — none may run.
        for (count, letter) in "urquhart".enumerated() {
            try type(String(letter), in: run)
            let query = String("urquhart".prefix(count + 1))
            #expect(run.scene.query == query)
            #expect(
                shown(run.scene).allSatisfy {
                    $0.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil
                })
            try run.settle(checking: table)
        }
        #expect(!run.host.window.isFinished)
        #expect(!run.host.window.isHUDVisible)
        #expect(table.indexPathForRowShowingSwipeActions == nil)
        #expect(run.scene.sections.map(\.letter) == ["U"])
        #expect(shown(run.scene) == run.scene.book.first { $0.letter == "U" }?.contacts)
        #expect(run.status.contains("matching “urquhart”"))
        #expect(table.checkInvariants() == nil)
        // Return leaves the field with its filter; q is the gallery's again.
        try type("\r", in: run)
        #expect(!run.scene.searchField.isFirstResponder)
        #expect(run.scene.sections.map(\.letter) == ["U"])
        try type("q", in: run)
        #expect(run.host.window.isFinished)
    }

    @Test("Each keystroke keeps the selection on its contact and the first row on screen in its place")
    func selectionAndAnchor() throws {
        let run = try harness()
        let table = run.scene.tableView
        // Scroll into the book, then select the first whole row on screen.
        for _ in 0..<40 { try run.press(.character("j")) }
        try run.press(.enter)
        let selected = try #require(table.indexPathForSelectedRow)
        let name = run.scene.name(at: selected)
        let top = table.rectForRow(at: selected).minY - table.contentOffset.y
        let family = String(name.prefix { $0 != "," })
        try type("/" + family.lowercased(), in: run)
        try run.settle(checking: table)
        let now = try #require(table.indexPathForSelectedRow)
        #expect(run.scene.name(at: now) == name)
        #expect(table.indexPathsForSelectedRows?.count == 1)
        #expect(table.rectForRow(at: now).minY - table.contentOffset.y == top, "the selected row stayed put")
        // Backspace until empty brings every contact back, the selection still on its contact.
        for _ in family { try type("\u{7F}", in: run) }
        try run.settle(checking: table)
        #expect(shown(run.scene).count == ContactsScene.defaultContactCount)
        #expect(run.scene.name(at: try #require(table.indexPathForSelectedRow)) == name)
        #expect(table.checkInvariants() == nil)
    }

    @Test("Escape leaves the field; left empty, the field hides and the table takes its place")
    func escape() throws {
        let run = try harness()
        try type("/zz", in: run)
        #expect(run.scene.sections.isEmpty, "no name has zz")
        try type("\u{7F}\u{7F}", in: run)
        run.host.handle(.input(.key(KeyEvent(.escape))))
        try run.frame()
        #expect(!run.scene.searchField.isFirstResponder)
        #expect(run.scene.searchField.isHidden)
        #expect(run.host.window.screenRect(of: run.scene.tableView).y == 1)
        #expect(!run.host.window.isFinished)
        try type("/\u{03}", in: run)
        #expect(run.host.window.isFinished, "Ctrl-C quits while the field is first responder")
    }

    @Test("A paste holding a paste's end and keys is text in the field: it deletes no contact")
    func hostilePaste() throws {
        let run = try harness()
        try type("/chen", in: run)
        let matching = shown(run.scene)
        #expect(!matching.isEmpty)
        // A whole paste inside the paste (as copied from a terminal log), then six Backspaces
        // (what that paste's start would type), Return (leave the field), n (focus), Return
        // (select), x (delete the selection), Ctrl-D and Delete.
        let content =
            "\u{1B}[200~\u{1B}[201~" + String(repeating: "\u{7F}", count: 6) + "\rn\rx\u{04}\u{1B}[3~"
        try type("\u{1B}[200~" + content + "\u{1B}[201~", in: run)
        try run.settle()
        #expect(run.scene.deletedCount == 0)
        #expect(run.scene.book.flatMap(\.contacts).count == ContactsScene.defaultContactCount)
        #expect(run.scene.searchField.isFirstResponder, "Return in the paste did not leave the field")
        #expect(run.scene.tableView.indexPathsForSelectedRows == nil)
        let text = try #require(run.scene.searchField.text)
        #expect(text == "chen␛[200~␛[201~␡␡␡␡␡␡ n x␄␛[3~")
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
        #expect(run.scene.query == text)
    }

    @Test("Deleting and moving contacts while filtered keeps the whole book in step")
    func editingWhileFiltered() throws {
        let run = try harness()
        try type("/chen\r", in: run)
        let shownBefore = shown(run.scene)
        #expect(shownBefore.count > 2)
        // Delete the first match with its swipe action, then move the (new) first one down.
        try run.press(.character("n"))
        try run.press(.character("s"))
        try run.settle()
        try run.press(.character("1"))
        try run.settle()
        #expect(shown(run.scene) == Array(shownBefore.dropFirst()))
        #expect(!run.scene.book.flatMap(\.contacts).contains(shownBefore[0]))
        if run.scene.tableView.focusedIndexPath == nil { try run.press(.character("n")) }
        #expect(run.scene.tableView.focusedIndexPath == IndexPath(row: 0, section: 0))
        try run.press(.character("J"))
        try run.settle()
        let moved = shown(run.scene)
        #expect(moved.prefix(2) == [shownBefore[2], shownBefore[1]])
        // The book has the two in that order too, so clearing the filter shows it.
        run.scene.filter(by: "")
        let book = shown(run.scene)
        let first = try #require(book.firstIndex(of: shownBefore[2]))
        let second = try #require(book.firstIndex(of: shownBefore[1]))
        #expect(first < second)
        #expect(book.count == ContactsScene.defaultContactCount - 1)
    }
}
