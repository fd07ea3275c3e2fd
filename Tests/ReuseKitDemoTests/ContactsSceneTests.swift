import Foundation
@_spi(Testing) @_spi(Hosting) import ReuseKit
@_spi(Testing) import ReuseKitTerminal
import Testing

@testable import ReuseKitDemo
@testable import ReuseKitGallery

@Suite("Contacts scene")
@MainActor
struct ContactsSceneTests {
    func harness(contacts: Int = ContactsScene.defaultContactCount) throws -> SceneHarness<ContactsScene> {
        try SceneHarness { ContactsScene(clock: $0, contactCount: contacts) }
    }

    /// The title of a header or footer view.
    static func title(_ view: View?) -> String? { (view as? TableViewHeaderFooterView)?.textLabel?.text }

    @Test("the letter at the top stays pinned as the book scrolls, and the next one takes over")
    func pinnedLetter() throws {
        let run = try harness()
        let table = run.scene.tableView
        let first = run.scene.sections[0]
        #expect(Self.title(table.floatingHeaderView) == first.letter)
        #expect(Self.title(table.floatingFooterView) == "\(first.contacts.count) contacts")
        var letters: [String] = []
        for _ in 0..<400 {
            try run.press(.character("j"))
            // While a letter's footer passes the top edge its header has been pushed off.
            guard let header = table.floatingHeaderView else { continue }
            #expect(header.frame.minY <= table.contentOffset.y)
            #expect(header.frame.maxY > table.contentOffset.y)
            if let title = Self.title(header), letters.last != title { letters.append(title) }
        }
        #expect(letters == Array(run.scene.sections.prefix(letters.count).map(\.letter)))
        #expect(letters.count > 1)
        #expect(run.scene.statusText.contains("pinned \(letters.last ?? "")"))
        #expect(table.checkInvariants() == nil)
    }

    @Test("n and p move the focus without selecting; Enter selects the focused contact")
    func focusThenSelect() throws {
        let run = try harness()
        let table = run.scene.tableView
        try run.press(.character("n"))
        try run.press(.character("n"))
        try run.press(.character("n"))
        try run.press(.character("p"))
        #expect(table.focusedIndexPath == IndexPath(row: 1, section: 0))
        #expect(table.indexPathsForSelectedRows == nil)
        let name = run.scene.sections[0].contacts[1]
        #expect(run.scene.statusText.contains("focus \(name)"))
        try run.press(.enter)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
        #expect(run.scene.statusText.contains("selected \(name)"))
    }

    @Test("a click on the index strip jumps to a letter's header, exactly at the top")
    func stripJumps() throws {
        let run = try harness()
        let table = run.scene.tableView
        let strip = try #require(table.subviews.first { $0 is SectionIndexView })
        let frame = run.host.window.screenRect(of: strip)
        let column = frame.x + frame.width - 1
        try run.click(column: column, row: frame.y + frame.height - 1)
        #expect(Self.title(table.floatingHeaderView) == run.scene.sections.last?.letter)
        var jumped: [String] = []
        for row in frame.y..<frame.y + frame.height {
            try run.click(column: column, row: row)
            let letter = try #require(Self.title(table.floatingHeaderView))
            if jumped.last != letter { jumped.append(letter) }
            let section = try #require(run.scene.sections.firstIndex { $0.letter == letter })
            let top = table.rectForHeader(inSection: section).minY
            #expect(table.contentOffset.y == min(top, table.maximumContentOffsetY))
        }
        #expect(jumped.first == "A")
        #expect(jumped == jumped.sorted())
        #expect(jumped.count > 8)
        #expect(table.indexPathsForSelectedRows == nil)
        #expect(table.checkInvariants() == nil)
    }

    @Test("x deletes the selected contacts in one batch, and a letter left empty goes with them")
    func deleteSelected() throws {
        let run = try harness(contacts: 60)
        let table = run.scene.tableView
        try run.press(.character("m"))
        let sections = run.scene.sections
        let emptied = try #require(sections.firstIndex { $0.contacts.count <= 3 })
        let other = emptied == 0 ? 1 : 0
        for row in sections[emptied].contacts.indices {
            table.selectRow(at: IndexPath(row: row, section: emptied))
        }
        table.selectRow(at: IndexPath(row: 0, section: other))
        let kept = sections[other].contacts.dropFirst()
        try run.press(.character("x"))
        #expect(run.scene.sections.count == sections.count - 1)
        #expect(!run.scene.sections.contains { $0.letter == sections[emptied].letter })
        let now = try #require(run.scene.sections.first { $0.letter == sections[other].letter })
        #expect(Array(now.contacts) == Array(kept))
        #expect(table.numberOfSections == run.scene.sections.count)
        #expect(table.indexPathsForSelectedRows == nil)
        #expect(table.checkInvariants() == nil)
        #expect(run.scene.statusText.contains("\(sections[emptied].contacts.count + 1) deleted"))
    }

    @Test("the scene leaves the gallery's own keys alone and keeps its new ones off them")
    func keysDoNotCollide() throws {
        let run = try harness()
        for key in "jkgG qrh" {
            #expect(!run.scene.handleKey(.character(key)), "\(key)")
        }
        for key in "esaJK" {
            #expect(run.scene.handleKey(.character(key)), "\(key)")
        }
    }
}
