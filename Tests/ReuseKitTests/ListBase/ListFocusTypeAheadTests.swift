import Foundation
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

/// Type-ahead, opted in with `typeSelectString`: letters no binding takes, typed through the
/// window, move the focus to the next item whose text starts with them, on the table and the
/// collection view alike; off by default, and never before a binding or with Ctrl or Alt.
@MainActor
@Suite("Keyboard focus: type-ahead")
struct ListFocusTypeAheadTests {
    static func row(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

    static let names = ["Alpha", "Bravo", "Beta", "Charlie", "Bob"] + (5..<40).map { "Row \($0)" }

    @Test("table: letters find the next row whose text starts with them; a pause starts anew; off by default")
    func table() {
        let fixture = FocusTableFixture()
        let table = fixture.table
        let clock = ManualFrameClock()
        table.clock = clock
        let window = ListFocusKeyTests.window(showing: table)
        var unhandled: [KeyEvent] = []
        window.unhandledKeyHandler = { event in
            unhandled.append(event)
            return false
        }
        window.handleKey(KeyEvent(.character("b")))
        #expect(table.focusedIndexPath == nil && unhandled == [KeyEvent(.character("b"))], "off by default")
        table.typeSelectString = { Self.names[$0.row] }
        ListFocusKeyTests.press(window, .character("b"))
        #expect(table.focusedIndexPath == Self.row(1))
        ListFocusKeyTests.press(window, .character("E"))
        #expect(table.focusedIndexPath == Self.row(2), "“be”, case aside")
        clock.advance(by: 2)
        ListFocusKeyTests.press(window, .character("b"))
        #expect(table.focusedIndexPath == Self.row(4), "after a pause a new search, from the next row on")
        ListFocusKeyTests.press(window, .character("b"))
        #expect(table.focusedIndexPath == Self.row(1), "b again goes round to the next b")
        clock.advance(by: 2)
        ListFocusKeyTests.press(window, .character("z"))
        #expect(table.focusedIndexPath == Self.row(1), "no match: the focus stays")
        #expect(unhandled.count == 1)
        #expect(
            fixture.updates.map(\.heading) == [nil, nil, nil, nil], "the delegate hears each move, no heading"
        )
    }

    @Test(
        "table: a row found far below is scrolled wholly into view; rows that cannot take the focus are passed"
    )
    func tableFarAndUnfocusable() throws {
        let fixture = FocusTableFixture()
        let table = fixture.table
        fixture.unfocusable = [Self.row(33)]
        table.clock = ManualFrameClock()
        let window = ListFocusKeyTests.window(showing: table)
        var names = Self.names
        names[33] = "Zulu"
        names[35] = "Zeta"
        let titles = names
        table.typeSelectString = { titles[$0.row] }
        ListFocusKeyTests.press(window, .character("z"))
        let found = try #require(table.focusedIndexPath)
        #expect(found == Self.row(35), "Zulu cannot take the focus: Zeta")
        #expect(ListFocus.isWhollyVisible(found, in: table) && table.contentOffset.y > 0)
        ListFocusKeyTests.press(window, .character("u"))
        #expect(table.focusedIndexPath == Self.row(35), "only Zulu starts with “zu”: no match, it stays")
    }

    @Test("a bound letter runs its binding; Ctrl and Alt letters are not typed")
    func bindingsFirst() {
        let fixture = FocusTableFixture()
        let table = fixture.table
        table.clock = ManualFrameClock()
        let window = ListFocusKeyTests.window(showing: table)
        table.typeSelectString = { Self.names[$0.row] }
        var ran = 0
        window.keyBindings[KeyEvent(.character("c"))] = .perform { ran += 1 }
        ListFocusKeyTests.press(window, .character("c"))
        #expect(ran == 1 && table.focusedIndexPath == nil, "the binding takes c")
        var unhandled: [KeyEvent] = []
        window.unhandledKeyHandler = { event in
            unhandled.append(event)
            return true
        }
        window.handleKey(KeyEvent(.character("b"), modifiers: .control))
        window.handleKey(KeyEvent(.character("b"), modifiers: .alt))
        #expect(table.focusedIndexPath == nil && unhandled.count == 2)
        window.handleKey(KeyEvent(.character("B"), modifiers: .shift))
        #expect(table.focusedIndexPath == Self.row(1), "a shifted letter is typed")
    }

    @Test("collection: the same type-ahead over a grid's items, passing those that cannot take the focus")
    func collection() {
        let fixture = FocusGridFixture()
        let view = fixture.view
        view.clock = ManualFrameClock()
        let window = ListFocusKeyTests.window(showing: view)
        fixture.unfocusable = [IndexPath(item: 1, section: 0)]
        view.typeSelectString = { Self.names[$0.item] }
        ListFocusKeyTests.press(window, .character("b"))
        #expect(view.focusedIndexPath == IndexPath(item: 2, section: 0), "Bravo cannot take the focus: Beta")
        ListFocusKeyTests.press(window, .character("b"))
        #expect(view.focusedIndexPath == IndexPath(item: 4, section: 0), "b again: the next b")
        #expect(view.cellForItem(at: IndexPath(item: 4, section: 0))?.isFocused == true)
        #expect(
            fixture.updates == [FocusUpdateContextRecord(nil, 2, nil), FocusUpdateContextRecord(2, 4, nil)])
    }
}
