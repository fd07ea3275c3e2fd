import Foundation
@_spi(Hosting) @_spi(Testing) import ReuseKit
import ReuseKitTerminal
import Testing

@testable import ReuseKitDemo
@testable import ReuseKitGallery

@Suite("Contacts search under a storm of keys")
@MainActor
struct ContactsSceneSearchStormTests {
    /// The most bytes one read of the terminal brings (`TTY.read`'s buffer).
    static let readSize = 4096

    /// Sends `bytes` as the terminal would deliver them: a read of at most `readSize` bytes at a
    /// time, each read's events handled together, then a frame.
    func deliver(_ bytes: [UInt8], to run: SceneHarness<ContactsScene>) throws {
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + Self.readSize)
            run.screen.send(Array(bytes[start..<end]))
            run.host.handle(try run.screen.nextEvents(timeoutMilliseconds: 0))
            try run.frame()
            start = end
        }
    }

    @Test("5,000 combining marks typed into the search filter a handful of times, not once a key")
    func combiningMarkStorm() throws {
        let run = try SceneHarness { ContactsScene(clock: $0) }
        try deliver(Array("/".utf8), to: run)
        #expect(run.scene.searchField.isFirstResponder)
        let before = run.scene.search.statistics
        let marks = 5_000
        let clock = ContinuousClock()
        let started = clock.now
        try deliver(Array(String(repeating: "\u{301}", count: marks).utf8), to: run)
        let elapsed = clock.now - started
        let statistics = run.scene.search.statistics
        let reads = (marks * 2 + Self.readSize - 1) / Self.readSize
        #expect(statistics.filters - before.filters <= reads, "at most one filter per read: \(statistics)")
        #expect(statistics.fullFilters - before.fullFilters <= 1, "\(statistics)")
        #expect(
            statistics.examined - before.examined <= 2 * ContactsScene.defaultContactCount,
            "a query that only grows filters the last result: \(statistics)")
        #expect(elapsed < .seconds(2), "the storm took \(elapsed)")
        #expect(run.scene.searchField.text?.unicodeScalars.count == marks)
        #expect(run.scene.query == run.scene.searchField.text)
        #expect(run.scene.tableView.checkInvariants() == nil)
    }

    @Test("Keys after the query in the same read act on the filtered list")
    func keysAfterQueryInOneRead() throws {
        let run = try SceneHarness { ContactsScene(clock: $0) }
        // Return leaves the field; n focuses the first contact of the filtered list.
        try deliver(Array("/urquhart\rn".utf8), to: run)
        #expect(run.scene.query == "urquhart")
        #expect(run.scene.sections.map(\.letter) == ["U"])
        let focused = try #require(run.scene.tableView.focusedIndexPath)
        #expect(run.scene.name(at: focused).hasPrefix("Urquhart"))
    }

    @Test("A query that grows narrows the last result; one that shrinks or changes filters the whole book")
    func narrowing() throws {
        let run = try SceneHarness { ContactsScene(clock: $0) }
        let everyone = ContactsScene.defaultContactCount
        run.scene.filter(by: "ch")
        let afterCh = run.scene.search.statistics
        #expect(afterCh.fullFilters == 1 && afterCh.examined == everyone)
        let matchingCh = run.scene.sections.reduce(0) { $0 + $1.contacts.count }
        run.scene.filter(by: "che")
        var statistics = run.scene.search.statistics
        #expect(statistics.fullFilters == 1 && statistics.examined == everyone + matchingCh)
        run.scene.filter(by: "CHÉ")
        #expect(run.scene.search.statistics == statistics, "the same query, folded: nothing examined")
        let narrowed = run.scene.sections.flatMap(\.contacts)
        run.scene.filter(by: "c")
        statistics = run.scene.search.statistics
        #expect(statistics.fullFilters == 2)
        run.scene.filter(by: "che")
        #expect(run.scene.sections.flatMap(\.contacts) == narrowed)
        #expect(
            narrowed == ContactsScene.filtered(run.scene.book, by: "che").flatMap(\.contacts),
            "narrowing finds what a whole filter finds")
        #expect(
            narrowed.allSatisfy {
                $0.range(of: "che", options: [.caseInsensitive, .diacriticInsensitive]) != nil
            })
    }

    @Test("Keys that arrive in one read filter once, for the last text; keys a frame apart, once each")
    func keysInOneReadFilterOnce() throws {
        let run = try SceneHarness { ContactsScene(clock: $0) }
        try deliver(Array("/".utf8), to: run)
        let before = run.scene.search.statistics.filters
        try deliver(Array("chen".utf8), to: run)
        #expect(run.scene.search.statistics.filters == before + 1)
        #expect(run.scene.query == "chen")
        #expect(
            run.scene.sections.flatMap(\.contacts)
                == ContactsScene.filtered(run.scene.book, by: "chen").flatMap(\.contacts))
        for letter in "\u{7f}\u{7f}" { try deliver(Array(String(letter).utf8), to: run) }
        #expect(run.scene.search.statistics.filters == before + 3)
        #expect(run.scene.query == "ch")
    }
}
