import Foundation
@_spi(Hosting) import ReuseKit

extension TerminalHost {
    /// Maps a key to a command: scrolling the focused view, switching scenes, selecting,
    /// refreshing, the HUD, quitting; keys the host does not use go to the scene.
    func handleKey(_ event: KeyEvent) {
        if event.modifiers.contains(.control) {
            switch event.key {
            case .character("c"): finish()
            case .character("z"): suspendHandler?()
            default: _ = scene.handleKey(event)
            }
            setNeedsDisplay()
            return
        }
        switch event.key {
        case .character("q"): finish()
        case .tab: showScene(at: currentSceneIndex + (event.modifiers.contains(.shift) ? -1 : 1))
        case .up, .character("k"): scrollRows(-1)
        case .down, .character("j"): scrollRows(1)
        case .pageUp: scrollPages(-1)
        case .pageDown, .character(" "): scrollPages(1)
        case .home, .character("g"): scrollToTop()
        case .end, .character("G"): scrollToBottom()
        case .enter: scene.selectFocusedRow()
        case .character("r"): scene.refresh()
        case .character("h"): isHUDVisible.toggle()
        default:
            guard scene.handleKey(event) else { return }
        }
        setNeedsDisplay()
    }

    /// Scrolls the focused view by `count` rows of text (up when negative).
    func scrollRows(_ count: CGFloat) {
        scene.focusedScrollView?.scroll(by: CGPoint(x: 0, y: count * textSystem.lineHeight))
    }

    /// Scrolls the focused view by `count` pages, a page being its height less one row.
    func scrollPages(_ count: CGFloat) {
        scene.focusedScrollView?.scrollByPage(Int(count))
    }

    /// Shows the top of the focused view's content.
    func scrollToTop() {
        scene.focusedScrollView?.scrollToEdge(.top)
    }

    /// Shows the end of the focused view's content; a table lands exactly on its last row,
    /// measuring the rows that come into view first, and then shows its load-more footer, if any.
    func scrollToBottom() {
        scene.focusedScrollView?.scrollToEdge(.bottom)
    }
}
