import Foundation
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

/// Rows of 10 points with a "Delete" and a "Flag" action on their trailing side.
@MainActor
final class SwipeFixture: TableViewDataSource, TableViewDelegate {
    var rows: [String] = (0..<20).map { "row \($0)" }
    var selected: [IndexPath] = []
    var endedDisplaying: [IndexPath] = []
    var performed: [String] = []
    var hasLeadingActions = false
    var flagImage: Image?
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 40, height: 100))
    let clock = ManualFrameClock()

    init() {
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = 10
        table.clock = clock
        table.dataSource = self
        table.delegate = self
        table.layoutIfNeeded()
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }

    func tableView(
        _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
    ) {
        endedDisplaying.append(indexPath)
    }

    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    {
        let delete = ContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, done in
            performed.append("Delete \(indexPath.row)")
            rows.remove(at: indexPath.row)
            try? tableView.deleteRows(at: [indexPath], with: .automatic)
            done(true)
        }
        let flag = ContextualAction(style: .normal, title: "Flag") { [unowned self] _, _, done in
            performed.append("Flag \(indexPath.row)")
            done(true)
        }
        flag.image = flagImage
        return SwipeActionsConfiguration(actions: [delete, flag])
    }

    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    {
        guard hasLeadingActions else { return nil }
        return SwipeActionsConfiguration(actions: [
            ContextualAction(style: .normal, title: "Read") { [unowned self] _, _, done in
                performed.append("Read \(indexPath.row)")
                done(true)
            }
        ])
    }

    /// Steps frames until the table rests, checking its invariants at every frame; returns the
    /// number of frames.
    @discardableResult
    func runToEnd() -> Int {
        var frames = 0
        while table.isMoving && frames < 1000 {
            clock.advance(by: 1.0 / 60)
            table.step()
            table.layoutIfNeeded()
            frames += 1
            #expect(table.checkInvariants() == nil, "frame \(frames): \(table.checkInvariants() ?? "")")
        }
        return frames
    }

    var actionsViews: [SwipeActionsView] { table.subviews.compactMap { $0 as? SwipeActionsView } }
}

@MainActor
@Suite("Swipe actions: drag a row sideways to reveal, full swipe, taps and keys")
struct TableViewSwipeActionsTests {
    @Test(
        "dragging a row left reveals its actions; past half of them it opens, and a tap elsewhere closes it")
    func revealOpenAndClose() throws {
        let fixture = SwipeFixture()
        let table = fixture.table
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(table.beginSwipe(at: CGPoint(x: 20, y: 25)))
        table.swipe(translation: -12)
        #expect(cell.bounds.origin.x == 12 && cell.frame.minX == 0)
        #expect(table.indexPathForRowShowingSwipeActions == IndexPath(row: 2, section: 0))
        let strip = try #require(fixture.actionsViews.first)
        #expect(strip.frame == CGRect(x: 28, y: 20, width: 12, height: 10))
        #expect(table.checkInvariants() == nil)
        // "Delete" and "Flag" with two spaces each side: 10 and 8 points; 12 is past half of 18.
        #expect(table.endSwipe())
        let frames = fixture.runToEnd()
        // 0.25 s: fifteen sixtieths summed in binary fall a hair short, so the 16th frame lands.
        #expect(frames == 16)
        #expect(cell.bounds.origin.x == 18 && strip.frame.width == 18)
        #expect(table.visibleSwipeActions.map(\.title) == ["Delete", "Flag"])
        // The first action sits at the edge.
        #expect(strip.buttons[0].frame == CGRect(x: 8, y: 0, width: 10, height: 10))
        #expect(strip.buttons[1].frame == CGRect(x: 0, y: 0, width: 8, height: 10))
        #expect(table.tapRow(at: CGPoint(x: 5, y: 55)) == nil)
        #expect(fixture.selected.isEmpty)
        fixture.runToEnd()
        #expect(cell.bounds.origin.x == 0 && fixture.actionsViews.isEmpty)
        #expect(table.indexPathForRowShowingSwipeActions == nil && fixture.performed.isEmpty)
    }

    @Test("an action's image shows above its title, centred, on the action's background colour")
    func imageAndBackground() throws {
        let fixture = SwipeFixture()
        let star = Image(width: 1, height: 1, pixels: [255, 200, 0, 255])
        fixture.flagImage = star
        let table = fixture.table
        table.rowHeight = 4
        table.reloadData()
        table.layoutIfNeeded()
        #expect(table.showSwipeActions(forRowAt: IndexPath(row: 1, section: 0)))
        fixture.runToEnd()
        let strip = try #require(fixture.actionsViews.first)
        let flag = try #require(strip.buttons.first { $0.action.title == "Flag" })
        #expect(flag.backgroundColor == flag.action.backgroundColor)
        #expect(flag.imageView.image == star)
        // One line for the image, one for the title, centred in the 4-point row.
        #expect(flag.imageView.frame == CGRect(x: 3, y: 1, width: 1, height: 1))
        #expect(flag.titleLabel.frame == CGRect(x: 2, y: 2, width: 4, height: 1))
        let delete = try #require(strip.buttons.first { $0.action.title == "Delete" })
        #expect(delete.imageView.image == nil && delete.imageView.frame.width == 0)
        #expect(delete.titleLabel.frame.minY == 1)
    }

    @Test("a short drag closes again, and a drag towards a side without actions leaves the row still")
    func shortDragAndMissingSide() throws {
        let fixture = SwipeFixture()
        let table = fixture.table
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(table.beginSwipe(at: CGPoint(x: 20, y: 5)))
        table.swipe(translation: 15)
        #expect(cell.bounds.origin.x == 0 && fixture.actionsViews.isEmpty)
        table.swipe(translation: -5)
        #expect(cell.bounds.origin.x == 5)
        table.endSwipe()
        fixture.runToEnd()
        #expect(cell.bounds.origin.x == 0 && fixture.actionsViews.isEmpty)
        #expect(table.indexPathForRowShowingSwipeActions == nil)
        fixture.hasLeadingActions = true
        #expect(table.beginSwipe(at: CGPoint(x: 20, y: 15)))
        table.swipe(translation: 6)
        let row1 = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(row1.bounds.origin.x == -6)
        #expect(fixture.actionsViews.first?.frame == CGRect(x: 0, y: 10, width: 6, height: 10))
        table.endSwipe()
        fixture.runToEnd()
        #expect(table.visibleSwipeActions.map(\.title) == ["Read"])
    }

    @Test("a full swipe performs the first action once, and its delete animates the row out")
    func fullSwipeDeletes() throws {
        let fixture = SwipeFixture()
        let table = fixture.table
        let cell = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
        #expect(table.beginSwipe(at: CGPoint(x: 30, y: 35)))
        table.swipe(translation: -30)
        table.endSwipe()
        var leavingSeen = false
        var frames = 0
        while table.isMoving && frames < 1000 {
            fixture.clock.advance(by: 1.0 / 60)
            table.step()
            table.layoutIfNeeded()
            frames += 1
            leavingSeen = leavingSeen || table.leavingViewCount == 1
            #expect(table.checkInvariants() == nil)
        }
        #expect(fixture.performed == ["Delete 3"])
        #expect(leavingSeen && table.leavingViewCount == 0)
        #expect(table.numberOfRows(inSection: 0) == 19)
        #expect(fixture.endedDisplaying.filter { $0 == IndexPath(row: 3, section: 0) }.count == 1)
        #expect(cell.superview == nil && cell.bounds.origin.x == 0)
        #expect(fixture.actionsViews.isEmpty && table.indexPathForRowShowingSwipeActions == nil)
    }

    @Test("tapping a button performs its action, whose completion closes the row")
    func tapAButton() throws {
        let fixture = SwipeFixture()
        let table = fixture.table
        #expect(table.showSwipeActions(forRowAt: IndexPath(row: 3, section: 0)))
        fixture.runToEnd()
        #expect(table.indexPathForRowShowingSwipeActions == IndexPath(row: 3, section: 0))
        // "Flag" spans x 22..<30 of the row.
        #expect(table.tapRow(at: CGPoint(x: 26, y: 35)) == nil)
        #expect(fixture.performed == ["Flag 3"] && fixture.selected.isEmpty)
        fixture.runToEnd()
        #expect(table.indexPathForRowShowingSwipeActions == nil && fixture.actionsViews.isEmpty)
        #expect(table.numberOfRows(inSection: 0) == 20)
    }

    @Test("the keyboard opens the actions of a row and performs one by its place")
    func keyboard() throws {
        let fixture = SwipeFixture()
        let table = fixture.table
        #expect(!table.showSwipeActions(forRowAt: IndexPath(row: 1, section: 0), edge: .leading))
        #expect(table.showSwipeActions(forRowAt: IndexPath(row: 1, section: 0)))
        fixture.runToEnd()
        #expect(table.performSwipeAction(at: 0))
        #expect(!table.performSwipeAction(at: 5))
        fixture.runToEnd()
        #expect(fixture.performed == ["Delete 1"])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "row 2")
    }

    @Test("scrolling closes a row showing its actions")
    func scrollingCloses() throws {
        let fixture = SwipeFixture()
        let table = fixture.table
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(table.showSwipeActions(forRowAt: IndexPath(row: 2, section: 0)))
        fixture.runToEnd()
        table.scroll(by: CGPoint(x: 0, y: 5))
        #expect(table.isMoving)
        fixture.runToEnd()
        #expect(cell.bounds.origin.x == 0 && fixture.actionsViews.isEmpty)
        #expect(table.indexPathForRowShowingSwipeActions == nil)
    }

    @Test("a row showing its actions that scrolls out of view closes; its cell comes back in place")
    func scrolledAway() throws {
        let fixture = SwipeFixture()
        let table = fixture.table
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(table.showSwipeActions(forRowAt: IndexPath(row: 0, section: 0)))
        fixture.runToEnd()
        table.scroll(by: CGPoint(x: 0, y: 100))
        table.layoutIfNeeded()
        #expect(table.checkInvariants() == nil)
        #expect(table.indexPathForRowShowingSwipeActions == nil && fixture.actionsViews.isEmpty)
        #expect(cell.bounds.origin.x == 0)
    }
}
