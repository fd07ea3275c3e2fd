import Foundation
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

/// A table of 40 ten-point rows whose delegate answers UIKit's focus questions as told and
/// records what it hears.
@MainActor
final class FocusTableFixture: TableViewDataSource, TableViewDelegate {
    var unfocusable: Set<IndexPath> = []
    var refused: Set<IndexPath> = []
    var preferred: IndexPath?
    var updates: [FocusUpdateContextRecord] = []
    var selected: [IndexPath] = []
    var count = 40
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 30, height: 100), style: .plain)

    init() {
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = 10
        table.dataSource = self
        table.delegate = self
        table.layoutIfNeeded()
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }

    func tableView(_ tableView: TableView, canFocusRowAt indexPath: IndexPath) -> Bool {
        !unfocusable.contains(indexPath)
    }

    func tableView(_ tableView: TableView, shouldUpdateFocusIn context: TableView.FocusUpdateContext) -> Bool
    {
        context.nextFocusedIndexPath.map { !refused.contains($0) } ?? true
    }

    func tableView(_ tableView: TableView, didUpdateFocusIn context: TableView.FocusUpdateContext) {
        updates.append(FocusUpdateContextRecord(context))
    }

    func indexPathForPreferredFocusedView(in tableView: TableView) -> IndexPath? { preferred }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
}

/// A focus update as rows: previous and next row, and the heading.
struct FocusUpdateContextRecord: Equatable {
    var previous: Int?
    var next: Int?
    var heading: FocusHeading?

    init(_ context: ListFocusUpdateContext) {
        previous = context.previouslyFocusedIndexPath?.item
        next = context.nextFocusedIndexPath?.item
        heading = context.focusHeading
    }

    init(_ previous: Int?, _ next: Int?, _ heading: FocusHeading?) {
        self.previous = previous
        self.next = next
        self.heading = heading
    }
}

/// UIKit's focus API on both list views: which items may take the focus, the delegate's say
/// over each move, selection following the focus, and where the focus lands when it comes back.
@MainActor
@Suite("Keyboard focus, UIKit's API")
struct ListFocusDelegateTests {
    static func row(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

    @Test(
        "table: moves pass over rows that cannot take the focus; the delegate may refuse one and hears each")
    func tableDelegate() {
        let fixture = FocusTableFixture()
        let table = fixture.table
        fixture.unfocusable = [Self.row(1), Self.row(2)]
        fixture.refused = [Self.row(5)]
        table.focusRow(at: Self.row(0))
        table.moveFocus(.down)
        #expect(table.focusedIndexPath == Self.row(3), "rows 1 and 2 cannot take the focus")
        table.moveFocus(by: 1)
        #expect(table.focusedIndexPath == Self.row(4))
        #expect(!table.moveFocus(.next), "the delegate refuses row 5")
        #expect(table.focusedIndexPath == Self.row(4))
        table.moveFocus(.up)
        #expect(table.focusedIndexPath == Self.row(3))
        #expect(
            fixture.updates == [
                FocusUpdateContextRecord(0, 3, .down), FocusUpdateContextRecord(3, 4, .next),
                FocusUpdateContextRecord(4, 3, .up),
            ])
        table.allowsFocus = false
        #expect(table.focusedIndexPath == nil, "turning focus off removes it")
    }

    @Test("table: with selectionFollowsFocus each move selects the row it lands on")
    func tableSelectionFollowsFocus() {
        let fixture = FocusTableFixture()
        let table = fixture.table
        table.selectionFollowsFocus = true
        table.focusRow(at: Self.row(0))
        table.moveFocus(.down)
        table.moveFocus(.down)
        #expect(table.indexPathForSelectedRow == Self.row(2))
        #expect(fixture.selected == [Self.row(1), Self.row(2)])
    }

    @Test(
        "table: the focus comes back to the remembered row, else the delegate's preferred one, else the first on screen"
    )
    func tableLanding() throws {
        let fixture = FocusTableFixture()
        let table = fixture.table
        table.focusRow(at: Self.row(7))
        table.focusRow(at: nil)
        table.moveFocus(.next)
        #expect(table.focusedIndexPath == Self.row(0), "without remembering: the first whole row on screen")
        fixture.preferred = Self.row(12)
        table.focusRow(at: nil)
        table.moveFocus(.next)
        #expect(table.focusedIndexPath == Self.row(12), "the delegate's preferred row")
        table.remembersLastFocusedIndexPath = true
        table.focusRow(at: Self.row(20))
        table.focusRow(at: nil)
        fixture.count = 41
        try table.insertRows(at: [Self.row(0)], with: .none)
        table.moveFocus(.next)
        #expect(table.focusedIndexPath == Self.row(21), "the remembered row, followed through the insert")
    }
}

/// A three-column grid whose delegate says which items may take the focus and records the
/// selection.
@MainActor
final class FocusGridFixture: CollectionViewDataSource, CollectionViewDelegate {
    var unfocusable: Set<IndexPath> = []
    var updates: [FocusUpdateContextRecord] = []
    var selected: [IndexPath] = []
    let view: CollectionView

    init() {
        view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 250),
            collectionViewLayout: ListFocusVisibilityTests.pinnedGrid(columns: 3))
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.register(
            CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        view.register(
            CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter,
            withReuseIdentifier: "footer")
        view.dataSource = self
        view.delegate = self
        view.layoutIfNeeded()
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 30 }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> CollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(
            ofKind: kind,
            withReuseIdentifier: kind == CollectionView.elementKindSectionHeader ? "header" : "footer",
            for: indexPath)
    }

    func collectionView(_ collectionView: CollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
        !unfocusable.contains(indexPath)
    }

    func collectionView(
        _ collectionView: CollectionView, didUpdateFocusIn context: CollectionView.FocusUpdateContext
    ) {
        updates.append(FocusUpdateContextRecord(context))
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}

extension ListFocusDelegateTests {
    static func item(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    @Test("grid: ↓ passes over an item below that cannot take the focus; selection follows the focus")
    func gridDelegate() {
        let fixture = FocusGridFixture()
        let view = fixture.view
        fixture.unfocusable = [Self.item(4)]
        view.selectionFollowsFocus = true
        view.focusItem(at: Self.item(1))
        view.moveFocus(.down)
        #expect(view.focusedIndexPath == Self.item(7), "item 4 cannot take the focus: the next below")
        view.moveFocus(.left)
        #expect(view.focusedIndexPath == Self.item(6))
        #expect(fixture.selected == [Self.item(7), Self.item(6)])
        #expect(view.indexPathsForSelectedItems == [Self.item(6)])
        #expect(
            fixture.updates == [FocusUpdateContextRecord(1, 7, .down), FocusUpdateContextRecord(7, 6, .left)])
    }
}
