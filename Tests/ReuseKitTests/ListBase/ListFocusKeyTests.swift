import Foundation
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

/// The default keys, through the window's key path, move the focus in a list that has one and
/// scroll elsewhere, on the table and the collection view alike.
@MainActor
@Suite("Keyboard focus keys through the window")
struct ListFocusKeyTests {
    /// A window showing one list, which has the window's focus.
    static func window(showing list: ScrollView) -> HostWindow {
        let root = View(frame: list.frame)
        root.addSubview(list)
        let window = HostWindow(
            rootView: root, traits: TraitCollection(textSystem: PlainTextSystem()), clock: ManualFrameClock())
        window.focusedView = list
        return window
    }

    static func press(_ window: HostWindow, _ keys: Key...) {
        for key in keys { window.handleKey(KeyEvent(key)) }
    }

    @Test("table: arrows scroll until a row has the focus, then move it; PgDn, End, ↑ and Home go on from it")
    func table() throws {
        let fixture = SectionedTableFixture(rowCounts: [30, 30, 30])
        fixture.headerHeight = 28
        let table = fixture.makeTable(height: 200)
        let window = Self.window(showing: table)
        table.layoutIfNeeded()
        Self.press(window, .down)
        #expect(table.contentOffset.y > 0, "no focus yet: ↓ scrolls")
        #expect(table.focusedIndexPath == nil)
        Self.press(window, .home, .enter)
        #expect(table.focusedIndexPath == IndexPath(row: 0, section: 0), "Enter lands the focus")
        Self.press(window, .down, .down)
        #expect(table.focusedIndexPath == IndexPath(row: 2, section: 0))
        Self.press(window, .right, .left)
        #expect(table.focusedIndexPath == IndexPath(row: 2, section: 0), "← → go nowhere in a table")
        let before = table.rectForRow(at: IndexPath(row: 2, section: 0))
        Self.press(window, .pageDown)
        let paged = try #require(table.focusedIndexPath)
        let after = table.rectForRow(at: paged)
        let screen = table.focusVisibleRect(for: paged).height
        #expect(abs(after.midY - before.midY - screen) <= after.height, "about one screen on: \(paged)")
        #expect(ListFocus.isWhollyVisible(paged, in: table))
        Self.press(window, .end)
        #expect(table.focusedIndexPath == IndexPath(row: 29, section: 2))
        #expect(ListFocus.isWhollyVisible(IndexPath(row: 29, section: 2), in: table))
        Self.press(window, .up)
        #expect(table.focusedIndexPath == IndexPath(row: 28, section: 2), "↑ after End goes on from the end")
        Self.press(window, .pageUp)
        let pagedUp = try #require(table.focusedIndexPath)
        #expect(pagedUp < IndexPath(row: 28, section: 2) && ListFocus.isWhollyVisible(pagedUp, in: table))
        Self.press(window, .home)
        #expect(table.focusedIndexPath == IndexPath(row: 0, section: 0))
        #expect(table.contentOffset.y == table.minimumContentOffsetY)
        Self.press(window, .character(" "))
        #expect(
            fixture.events.filter { $0 == "didSelect 0.0" }.count == 2,
            "Enter, then Space, act on the focused row: \(fixture.events)")
        #expect(table.checkInvariants() == nil)
    }

    static func grid(columns: Int) -> CollectionViewCompositionalLayout {
        ListFocusVisibilityTests.pinnedGrid(columns: columns)
    }

    @Test("grid: ↓ goes to the item visually below, → ← along the row, PgDn a page, End and Home the ends")
    func grid() throws {
        let fixture = CollectionFixture(counts: [10, 12])
        let view = fixture.makeView(layout: Self.grid(columns: 3), width: 300, height: 250)
        let window = Self.window(showing: view)
        view.layoutIfNeeded()
        view.focusItem(at: IndexPath(item: 1, section: 0))
        Self.press(window, .down)
        #expect(view.focusedIndexPath == IndexPath(item: 4, section: 0), "the item below, not the next")
        Self.press(window, .right, .right)
        #expect(view.focusedIndexPath == IndexPath(item: 5, section: 0), "→ stops at the row's end")
        Self.press(window, .left)
        #expect(view.focusedIndexPath == IndexPath(item: 4, section: 0))
        Self.press(window, .down, .down)
        // Under item 7 the last row's item 9 stands in column 0 only: the item below in column 1
        // is the next section's item 1.
        #expect(view.focusedIndexPath == IndexPath(item: 1, section: 1))
        Self.press(window, .up)
        #expect(view.focusedIndexPath == IndexPath(item: 7, section: 0))
        Self.press(window, .pageDown)
        let paged = try #require(view.focusedIndexPath)
        #expect(paged > IndexPath(item: 7, section: 0) && ListFocus.isWhollyVisible(paged, in: view))
        Self.press(window, .end)
        #expect(view.focusedIndexPath == IndexPath(item: 11, section: 1))
        Self.press(window, .up)
        #expect(view.focusedIndexPath == IndexPath(item: 8, section: 1), "↑ after End goes on from the end")
        Self.press(window, .home)
        #expect(view.focusedIndexPath == IndexPath(item: 0, section: 0))
        #expect(ListFocus.isWhollyVisible(IndexPath(item: 0, section: 0), in: view))
        #expect(view.checkInvariants() == nil)
    }

    @Test("a view without items to focus keeps what the keys did: lines, screens and edges")
    func plainScrollView() {
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 50, height: 40))
        scroll.contentSize = CGSize(width: 50, height: 1_000)
        let window = Self.window(showing: scroll)
        Self.press(window, .down)
        let line = scroll.contentOffset.y
        #expect(line > 0)
        Self.press(window, .pageDown)
        #expect(scroll.contentOffset.y > line + 20)
        Self.press(window, .end)
        #expect(scroll.contentOffset.y == scroll.maximumContentOffsetY)
        Self.press(window, .home)
        #expect(scroll.contentOffset.y == scroll.minimumContentOffsetY)
    }
}
