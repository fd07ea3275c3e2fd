import Foundation
import TestSupport
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

/// A collection view of list sections whose rows have "Delete" and "Flag" on their trailing side
/// (and "Read" on their leading side in section 1), driven through the hosts' gesture driver.
@MainActor
final class ListSectionFixture: CollectionViewDataSource, CollectionViewDelegate {
    var sections: [[String]] = [(0..<30).map { "a\($0)" }, (0..<30).map { "b\($0)" }]
    var performed: [String] = []
    var selected: [IndexPath] = []
    let clock = ManualFrameClock()
    let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
    let gestures = PointerGestures()
    let view: CollectionView

    init(
        appearance: CollectionLayoutListConfiguration.Appearance = .plain, separators: Bool = true,
        headerMode: CollectionLayoutListConfiguration.HeaderMode = .supplementary
    ) {
        var configuration = CollectionLayoutListConfiguration(appearance: appearance)
        configuration.headerMode = headerMode
        configuration.showsSeparators = separators
        view = CollectionView(
            frame: root.bounds,
            collectionViewLayout: CollectionViewCompositionalLayout.list(using: configuration))
        configuration.trailingSwipeActionsConfigurationProvider = { [unowned self] indexPath in
            let delete = ContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, done in
                performed.append("Delete \(indexPath)")
                sections[indexPath.section].remove(at: indexPath.item)
                try? self.view.performBatchUpdates { () throws(ListUpdateError) in
                    try self.view.deleteItems(at: [indexPath])
                }
                done(true)
            }
            let flag = ContextualAction(style: .normal, title: "Flag") { [unowned self] _, _, done in
                performed.append("Flag \(indexPath)")
                done(true)
            }
            return SwipeActionsConfiguration(actions: [delete, flag])
        }
        configuration.leadingSwipeActionsConfigurationProvider = { indexPath in
            guard indexPath.section == 1 else { return nil }
            return SwipeActionsConfiguration(actions: [
                ContextualAction(style: .normal, title: "Read") { [unowned self] _, _, done in
                    performed.append("Read \(indexPath)")
                    done(true)
                }
            ])
        }
        view.setCollectionViewLayout(
            CollectionViewCompositionalLayout.list(using: configuration), animated: false)
        view.clock = clock
        view.register(FittingCell.self, forCellWithReuseIdentifier: "cell")
        view.register(
            SectionHeader.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        view.dataSource = self
        view.delegate = self
        root.addSubview(view)
        view.layoutIfNeeded()
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        (cell as? FittingCell)?.fittedHeight = indexPath.item % 3 == 0 ? 60 : 44
        return cell
    }

    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> CollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
    }

    /// Drags from `start` sideways by `dx` in a few moves, then lifts.
    func drag(from start: CGPoint, by dx: CGFloat) {
        gestures.pressBegan(at: start, in: root)
        for step in 1...4 {
            gestures.pressMoved(
                to: CGPoint(x: start.x + dx * CGFloat(step) / 4, y: start.y), in: root)
        }
        gestures.pressEnded(at: CGPoint(x: start.x + dx, y: start.y), in: root)
    }

    /// Steps frames until the view rests, checking its invariants every frame.
    func runToEnd() {
        var frames = 0
        while view.isMoving && frames < 1000 {
            clock.advance(by: 1.0 / 60)
            view.step()
            view.layoutIfNeeded()
            frames += 1
            if let problem = view.checkInvariants() {
                Issue.record("frame \(frames): \(problem)")
                return
            }
        }
    }

    func rowCenter(_ indexPath: IndexPath) throws -> CGPoint {
        let frame = try #require(view.layoutAttributesForItem(at: indexPath)?.frame)
        return CGPoint(x: frame.midX, y: frame.midY - view.contentOffset.y)
    }
}

@MainActor
@Suite("Collection view list sections")
struct CollectionViewListSectionTests {
    @Test("a plain list: rows the view's width that size themselves, under pinned headers")
    func plainGeometry() throws {
        let fixture = ListSectionFixture()
        let view = fixture.view
        let first = try #require(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame)
        let second = try #require(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame)
        #expect(first == CGRect(x: 0, y: 28, width: 390, height: 60))
        #expect(second == CGRect(x: 0, y: 88, width: 390, height: 44))
        view.scroll(by: CGPoint(x: 0, y: 300))
        view.layoutIfNeeded()
        let header = view.layoutAttributesForSupplementaryElement(
            ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame.minY == view.contentOffset.y)
        #expect(view.checkInvariants() == nil)
    }

    @Test("an inset-grouped list keeps its rows off the edges; grouped headers scroll with their rows")
    func groupedGeometry() throws {
        let fixture = ListSectionFixture(appearance: .insetGrouped)
        let view = fixture.view
        let first = try #require(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame)
        #expect(first.minX == 16 && first.width == 390 - 32)
        view.scroll(by: CGPoint(x: 0, y: 300))
        view.layoutIfNeeded()
        let header = view.layoutAttributesForSupplementaryElement(
            ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame.minY == 0)
    }

    @Test("rows show separators under them but for a section's last; none when turned off")
    func separators() {
        let fixture = ListSectionFixture()
        let view = fixture.view
        let shown = view.indexPathsForVisibleItems.filter { view.cellForItem(at: $0)?.showsSeparator == true }
        #expect(!shown.isEmpty && shown.count == view.indexPathsForVisibleItems.count)
        view.scrollToItem(at: IndexPath(item: 29, section: 0), at: .centeredVertically, animated: false)
        view.layoutIfNeeded()
        #expect(view.cellForItem(at: IndexPath(item: 29, section: 0))?.showsSeparator == false)
        #expect(view.cellForItem(at: IndexPath(item: 28, section: 0))?.showsSeparator == true)
        #expect(view.checkInvariants() == nil)
        let plain = ListSectionFixture(separators: false)
        #expect(plain.view.visibleCells.allSatisfy { !$0.showsSeparator })
    }

    @Test("with the first item as header: no header view, no separator under the first row")
    func firstItemAsHeader() {
        let fixture = ListSectionFixture(headerMode: .firstItemInSection)
        let view = fixture.view
        let first = IndexPath(item: 0, section: 0)
        #expect(view.layoutAttributesForItem(at: first)?.frame.minY == 0)
        #expect(
            view.layoutAttributesForSupplementaryElement(
                ofKind: CollectionView.elementKindSectionHeader, at: first) == nil)
        #expect(view.cellForItem(at: first)?.showsSeparator == false)
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.showsSeparator == true)
        view.scrollToItem(at: IndexPath(item: 0, section: 1), at: .centeredVertically, animated: false)
        view.layoutIfNeeded()
        #expect(view.cellForItem(at: IndexPath(item: 29, section: 0))?.showsSeparator == false)
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 1))?.showsSeparator == false)
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 1))?.showsSeparator == true)
        #expect(view.checkInvariants() == nil)
    }

    @Test("a sideways drag on a row opens its trailing actions; a tap on a button performs it")
    func swipeOpensAndPerforms() throws {
        let fixture = ListSectionFixture()
        let row = IndexPath(item: 2, section: 0)
        fixture.drag(from: try fixture.rowCenter(row), by: -150)
        fixture.runToEnd()
        #expect(fixture.view.indexPathForRowShowingSwipeActions == row)
        #expect(fixture.view.visibleSwipeActions.map(\.title) == ["Delete", "Flag"])
        let cell = try #require(fixture.view.cellForItem(at: row))
        #expect(cell.bounds.origin.x > 0)
        // A tap on the first button (nearest the row's edge, at the right) deletes the row.
        let buttons = try #require(fixture.view.subviews.first { $0 is SwipeActionsView })
        let tap = CGPoint(x: buttons.frame.maxX - 2, y: buttons.frame.midY - fixture.view.contentOffset.y)
        fixture.gestures.pressBegan(at: tap, in: fixture.root)
        fixture.gestures.pressEnded(at: tap, in: fixture.root)
        fixture.runToEnd()
        fixture.view.layoutIfNeeded()
        #expect(fixture.performed == ["Delete [0, 2]"])
        #expect(fixture.sections[0].count == 29)
        #expect(fixture.view.indexPathForRowShowingSwipeActions == nil)
        #expect(fixture.view.checkInvariants() == nil)
        #expect(fixture.selected.isEmpty)
    }

    @Test("leading actions only where the section gives them; scrolling closes an open row")
    func leadingAndScrollCloses() throws {
        let fixture = ListSectionFixture()
        fixture.view.scrollToItem(at: IndexPath(item: 0, section: 1), at: .top, animated: false)
        fixture.view.layoutIfNeeded()
        fixture.drag(from: try fixture.rowCenter(IndexPath(item: 1, section: 1)), by: 120)
        fixture.runToEnd()
        #expect(fixture.view.visibleSwipeActions.map(\.title) == ["Read"])
        fixture.view.scroll(by: CGPoint(x: 0, y: 40))
        fixture.view.layoutIfNeeded()
        fixture.runToEnd()
        #expect(fixture.view.indexPathForRowShowingSwipeActions == nil)
        // Section 0 has no leading actions: a drag to the right there scrolls nothing open.
        fixture.view.scrollToItem(at: IndexPath(item: 3, section: 0), at: .top, animated: false)
        fixture.view.layoutIfNeeded()
        fixture.drag(from: try fixture.rowCenter(IndexPath(item: 3, section: 0)), by: 120)
        fixture.runToEnd()
        #expect(fixture.view.indexPathForRowShowingSwipeActions == nil)
    }

    @Test("the keyboard opens the focused row's actions and performs one by its number")
    func keyboard() {
        let fixture = ListSectionFixture()
        let view = fixture.view
        view.focusItem(at: IndexPath(item: 1, section: 0))
        #expect(view.toggleSwipeActionsOfFocusedRow(edge: .trailing))
        fixture.runToEnd()
        #expect(view.indexPathForRowShowingSwipeActions == IndexPath(item: 1, section: 0))
        #expect(view.performSwipeAction(at: 1))
        fixture.runToEnd()
        #expect(fixture.performed == ["Flag [0, 1]"])
        #expect(view.indexPathForRowShowingSwipeActions == nil)
        #expect(view.checkInvariants() == nil)
    }
}
