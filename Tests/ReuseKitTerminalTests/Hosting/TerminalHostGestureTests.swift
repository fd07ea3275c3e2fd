import Foundation
import ReuseKit
import Testing

@testable import ReuseKitTerminal

@Suite("Terminal host gestures")
@MainActor
struct TerminalHostGestureTests {
    func mouse(_ kind: MouseEvent.Kind, _ column: Int, _ row: Int) -> ScreenEvent {
        .input(.mouse(MouseEvent(kind, column: column, row: row)))
    }

    func key(_ key: Key, _ modifiers: KeyModifiers = []) -> ScreenEvent {
        .input(.key(KeyEvent(key, modifiers: modifiers)))
    }

    @Test("A wheel notch scrolls three rows, and is clamped at the top")
    func wheel() throws {
        let (host, scene, _, _) = HostTestScene.host()
        try host.renderFrame()
        host.handle(mouse(.wheel(.down), 5, 5))
        #expect(scene.tableView.contentOffset.y == 3)
        host.handle([mouse(.wheel(.down), 5, 5), mouse(.wheel(.up), 5, 5)])
        #expect(scene.tableView.contentOffset.y == 3)
        host.handle([mouse(.wheel(.up), 5, 5), mouse(.wheel(.up), 5, 5)])
        #expect(scene.tableView.contentOffset.y == 0)
        host.handle(mouse(.wheel(.down), 5, 0))
        #expect(scene.tableView.contentOffset.y == 0, "the wheel over the tab bar does nothing")
    }

    @Test("The scene may take mouse events first, with the point in its root view")
    func sceneTakesMouse() throws {
        let (host, scene, _, _) = HostTestScene.host()
        try host.renderFrame()
        host.handle([mouse(.wheel(.right), 7, 3), mouse(.wheel(.down), 7, 3)])
        #expect(scene.claimed == [CGPoint(x: 7.5, y: 2.5)])
        #expect(scene.tableView.contentOffset.y == 3)
    }

    @Test("A drag moves the content with the pointer, then momentum carries it on and stops")
    func dragAndMomentum() throws {
        let (host, scene, _, clock) = HostTestScene.host()
        try host.renderFrame()
        host.handle(mouse(.press(.left), 10, 10))
        for row in stride(from: 9, through: 2, by: -1) {
            clock.advance(by: 0.016)
            host.handle(mouse(.drag(.left), 10, row))
        }
        #expect(scene.tableView.contentOffset.y == 8)
        #expect(scene.tableView.isDragging)
        clock.advance(by: 0.016)
        host.handle(mouse(.release(.left), 10, 2))
        #expect(scene.tableView.isDecelerating)
        #expect(scene.selected.isEmpty, "a drag is not a tap")
        var frames = 0
        while host.advanceAnimations() && frames < 1000 {
            try host.renderFrameIfNeeded()
            clock.advance(by: 1.0 / 60)
            frames += 1
        }
        #expect(frames > 5 && frames < 1000)
        #expect(!scene.tableView.isMoving)
        #expect(scene.tableView.contentOffset.y > 20, "momentum carried the content past the drag")
        #expect(scene.tableView.checkInvariants() == nil)
    }

    @Test("A press on gliding content stops it without selecting")
    func pressStopsGlide() throws {
        let (host, scene, _, clock) = HostTestScene.host()
        try host.renderFrame()
        host.handle(mouse(.press(.left), 10, 10))
        for row in stride(from: 8, through: 2, by: -2) {
            clock.advance(by: 0.016)
            host.handle(mouse(.drag(.left), 10, row))
        }
        host.handle(mouse(.release(.left), 10, 2))
        clock.advance(by: 0.05)
        host.advanceAnimations()
        #expect(scene.tableView.isMoving)
        host.handle([mouse(.press(.left), 10, 5), mouse(.release(.left), 10, 5)])
        #expect(!scene.tableView.isMoving)
        #expect(scene.selected.isEmpty)
    }

    @Test("A click selects the row drawn under the pointer, scrolled or not")
    func click() throws {
        let (host, scene, screen, _) = HostTestScene.host()
        try host.renderFrame()
        host.handle([mouse(.press(.left), 3, 1), mouse(.release(.left), 3, 1)])
        #expect(scene.selected == [0])
        host.handle(key(.character("j")))
        host.handle(mouse(.wheel(.down), 3, 3))
        try host.renderFrame()
        // Offset 4, rows 2 tall: screen rows 5 and 6 are content rows 8 and 9, row 4.
        let line = screen.text.split(separator: "\n")[5]
        #expect(line.hasPrefix("row 4"))
        host.handle([mouse(.press(.left), 3, 6), mouse(.release(.left), 3, 6)])
        #expect(scene.selected == [0, 4])
        #expect(scene.tableView.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
        host.handle(key(.enter))
        #expect(scene.selected.last == 2, "Enter selects the first whole row on screen")
    }

    @Test("Keys scroll by a row, a page and to either end")
    func keys() throws {
        let (host, scene, _, _) = HostTestScene.host()
        try host.renderFrame()
        let table = scene.tableView
        host.handle([key(.character("j")), key(.down)])
        #expect(table.contentOffset.y == 2)
        host.handle(key(.character("k")))
        #expect(table.contentOffset.y == 1)
        host.handle(key(.pageDown))
        #expect(table.contentOffset.y == 10, "a page is the view's height (10) less one row")
        host.handle([key(.character(" ")), key(.pageUp)])
        #expect(table.contentOffset.y == 10)
        host.handle(key(.character("G")))
        #expect(table.contentOffset.y == 1990, "\(table.contentOffset.y - 1990)")
        host.handle(key(.home))
        #expect(table.contentOffset.y == 0)
        host.handle(key(.end))
        try host.renderFrame()
        #expect(table.indexPathsForVisibleRows.last == IndexPath(row: 999, section: 0))
        host.handle(key(.character("g")))
        #expect(table.contentOffset.y == 0)
    }

    @Test("Commands: HUD, refresh, scene keys, and quitting with q or Ctrl-C")
    func commands() throws {
        let (host, scene, screen, _) = HostTestScene.host(size: TerminalSize(columns: 60, rows: 12))
        try host.renderFrame()
        host.handle(key(.character("h")))
        #expect(host.isHUDVisible)
        try host.renderFrame()
        #expect(screen.text.contains("HUD"))
        #expect(screen.text.contains("created"))
        host.handle([key(.character("r")), key(.character("x")), key(.character("y"))])
        #expect(scene.refreshes == 1)
        #expect(scene.keys.map(\.key) == [.character("x"), .character("y")])
        #expect(!host.isFinished)
        host.handle(key(.character("c"), .control))
        #expect(host.isFinished)
        let (other, _, _, _) = HostTestScene.host()
        other.handle(key(.character("q")))
        #expect(other.isFinished)
    }

    @Test("Tab and Shift-Tab switch scenes, and a click on a tab shows it")
    func sceneSwitching() throws {
        let clock = ManualFrameClock()
        let screen = HeadlessScreen(size: TerminalSize(columns: 60, rows: 10))
        let names = ["one", "two", "three"]
        let host = TerminalHost(
            screen: screen,
            scenes: names.map { name in
                SceneFactory(name: name) { clock in HostTestScene(name: name, clock: clock) }
            },
            clock: clock)
        try host.renderFrame()
        #expect(screen.text.contains("status of one"))
        host.handle(key(.tab))
        #expect(host.scene.name == "two")
        host.handle([key(.tab, .shift), key(.tab, .shift)])
        #expect(host.scene.name == "three")
        let tabs = HostChrome.tabRanges(names: names)
        host.handle(mouse(.press(.left), tabs[1].lowerBound + 1, 0))
        #expect(host.currentSceneIndex == 1)
        try host.renderFrame()
        #expect(screen.text.contains("status of two"))
    }
}
