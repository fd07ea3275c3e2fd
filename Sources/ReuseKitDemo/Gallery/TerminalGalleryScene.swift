import Foundation
@_spi(Hosting) import ReuseKit
import ReuseKitGallery
import ReuseKitTerminal

/// A gallery scene on the terminal host: the terminal's keys and mouse in the scene's terms.
@MainActor
final class TerminalGalleryScene: HostedScene {
    /// The scene shown.
    let scene: any GalleryScene
    /// A press on the pager, which the host does not drag itself yet.
    private var pagerDragStart: CGFloat?

    init(_ scene: any GalleryScene) {
        self.scene = scene
    }

    var name: String { scene.name }
    var rootView: View { scene.rootView }
    var focusedScrollView: ScrollView? { scene.initialFocus as? ScrollView }
    var statusText: String { scene.statusText }
    var keyHints: String { scene.keyHints }
    var hasPendingWork: Bool { scene.hasPendingWork }

    /// The focused scroll view's cells.
    var reuseStatistics: ReuseStatistics? {
        (scene.initialFocus as? any Scrollable)?.reuseStatistics
    }

    func handleKey(_ event: KeyEvent) -> Bool {
        guard event.modifiers.isEmpty, let key = Self.galleryKey(event.key) else { return false }
        return scene.handleKey(key)
    }

    /// The wheel goes to the scene first; a pager takes left-button drags across it.
    func handleMouse(_ event: MouseEvent, at point: CGPoint) -> Bool {
        switch event.kind {
        case .wheel(let direction):
            let notches = direction == .up || direction == .left ? -1 : 1
            let horizontal = direction == .left || direction == .right
            return scene.handleWheel(notches: notches, horizontal: horizontal, at: point)
        case .press(.left):
            guard let pager = scene.initialFocus as? PagerView, pager.bounds.contains(point) else {
                return false
            }
            pagerDragStart = point.x
            pager.beginDragging()
        case .drag(.left):
            guard let pager = scene.initialFocus as? PagerView, let start = pagerDragStart else {
                return false
            }
            pager.drag(translation: CGPoint(x: point.x - start, y: 0))
        case .release:
            guard let pager = scene.initialFocus as? PagerView, pagerDragStart != nil else { return false }
            pagerDragStart = nil
            pager.endDragging()
        default:
            return false
        }
        return true
    }

    func refresh() { scene.refresh() }
    func willRenderFrame() { scene.willRenderFrame() }
    func advanceAnimations() -> Bool { scene.advanceAnimations() }

    func selectFocusedRow() {
        if scene.handleKey(.enter) { return }
        guard let table = focusedScrollView as? TableView else { return }
        let top = table.contentOffset.y
        let rows = table.indexPathsForRows(in: CGRect(x: 0, y: top, width: 1, height: table.bounds.height))
        guard let row = rows.first(where: { table.rectForRow(at: $0).minY >= top }) ?? rows.first else {
            return
        }
        table.handleTap(at: CGPoint(x: 0, y: table.rectForRow(at: row).minY))
    }

    /// The gallery's name for a terminal key, if it has one.
    static func galleryKey(_ key: Key) -> GalleryKey? {
        switch key {
        case .character(let character): .character(character)
        case .enter: .enter
        case .up: .up
        case .down: .down
        case .left: .left
        case .right: .right
        case .pageUp: .pageUp
        case .pageDown: .pageDown
        case .home: .home
        case .end: .end
        default: nil
        }
    }
}

extension SceneRegistry {
    /// Factories a `TerminalHost` makes the scenes with, handing them `settings`.
    static func factories(_ types: [any GalleryScene.Type] = all, settings: SceneSettings = SceneSettings())
        -> [SceneFactory]
    {
        types.map { type in
            SceneFactory(name: type.info.name) { clock in
                TerminalGalleryScene(type.init(clock: clock, settings: settings))
            }
        }
    }
}
