import Foundation
@_spi(Hosting) import ReuseKit
import Testing

@testable import ReuseKitTerminal

@Suite("Key bindings")
@MainActor
struct KeyBindingsTests {
    @Test("The defaults bind no letter key, and Ctrl-C quits")
    func defaults() throws {
        let standard = KeyBindings.standard
        let letters = standard.keys.filter { key in
            if case .character(let character) = key.key {
                return character.isLetter && !key.modifiers.contains(.control)
            }
            return false
        }
        #expect(letters.isEmpty, "\(letters)")
        let fixture = SideBySide()
        var unhandled: [KeyEvent] = []
        fixture.window.unhandledKeyHandler = { key in
            unhandled.append(key)
            return false
        }
        fixture.window.handle(SideBySide.key(.character("q")))
        #expect(!fixture.window.isFinished, "q does not quit unless the app binds it")
        #expect(unhandled == [KeyEvent(.character("q"))])
        fixture.window.handle(SideBySide.key(.character("c"), .control))
        #expect(fixture.window.isFinished)
    }

    @Test("An app adds, rebinds and removes bindings")
    func rebinding() throws {
        let fixture = SideBySide()
        let window = fixture.window
        try window.renderFrame()
        var tabs = 0
        window.keyBindings[KeyEvent(.character("q"))] = .quit
        window.keyBindings[KeyEvent(.character("j"))] = .scrollLines(2)
        window.keyBindings[KeyEvent(.tab)] = .perform { tabs += 1 }
        window.keyBindings[KeyEvent(.down)] = nil
        window.handle(SideBySide.key(.down))
        #expect(fixture.left.tableView.contentOffset.y == 0, "a removed binding does nothing")
        window.handle(SideBySide.key(.character("j")))
        #expect(fixture.left.tableView.contentOffset.y == 2)
        window.handle(SideBySide.key(.tab))
        #expect(tabs == 1)
        #expect(window.focusedView === fixture.left.tableView, "Tab no longer moves focus")
        window.handle(SideBySide.key(.character("q")))
        #expect(window.isFinished)
    }

    @Test("Paging, the edges and Enter act on the focused list")
    func scrollingActions() throws {
        let fixture = SideBySide()
        let window = fixture.window
        try window.renderFrame()
        let table = fixture.left.tableView
        window.handle(SideBySide.key(.pageDown))
        #expect(table.contentOffset.y == 9, "a page is the height less one line")
        window.handle(SideBySide.key(.end))
        #expect(table.contentOffset.y == 990)
        window.handle(SideBySide.key(.home))
        #expect(table.contentOffset.y == 0)
        window.handle(SideBySide.key(.down))
        window.handle(SideBySide.key(.enter))
        #expect(fixture.left.selected == [1], "Enter selects the first whole row on screen")
    }
}
