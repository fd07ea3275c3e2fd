import Foundation
import ReuseKit
import ReuseKitGallery
import ReuseKitTerminal

/// The terminal gallery: the scenes as tabs in a `TerminalWindow`, with a tab bar above them,
/// a status line below, and the gallery's own keys (vi-style scrolling, `q`, `r`, `h`, Tab for
/// the next scene). Everything else — gestures, focus, the run loop — is the window's.
@MainActor
public final class GalleryApp {
    /// The window the gallery runs in.
    public let window: TerminalWindow
    /// The names of the scenes Tab cycles through, in order.
    public let names: [String]
    /// The index of the scene on screen.
    public private(set) var currentIndex: Int
    /// The keys of the gallery itself, shown after each scene's own in the status line.
    static let keyHelp = "jk↑↓ scroll  PgUp/PgDn  g/G  Tab scene  Enter select  r refresh  h HUD  q quit"

    private let chrome: GalleryChromeView
    private let make: (Int, FrameClock) -> any GalleryScene
    private var made: [Int: any GalleryScene] = [:]

    /// Creates the gallery on `screen` showing `types` (at least one), starting with
    /// `initialScene`; the scenes' views read `clock`.
    public convenience init(
        screen: Screen, types: [any GalleryScene.Type] = SceneRegistry.all, initialScene: Int = 0,
        settings: SceneSettings = SceneSettings(), clock: FrameClock
    ) {
        self.init(
            screen: screen, names: types.map { $0.info.name }, initialScene: initialScene, clock: clock
        ) { index, clock in types[index].init(clock: clock, settings: settings) }
    }

    /// Creates the gallery of the scenes called `names`, made by `make` (given a scene's index
    /// and the clock) the first time each is shown.
    init(
        screen: Screen, names: [String], initialScene: Int = 0, clock: FrameClock,
        make: @escaping (Int, FrameClock) -> any GalleryScene
    ) {
        precondition(names.indices.contains(initialScene), "no scene \(initialScene)")
        self.names = names
        self.make = make
        currentIndex = initialScene
        chrome = GalleryChromeView(names: names)
        window = TerminalWindow(rootView: chrome, screen: screen, clock: clock)
        bindKeys()
        window.addFrameHandler { [weak self] in self?.scene.advanceAnimations() ?? false }
        window.willRenderFrame = { [weak self] in self?.prepareFrame() }
        window.hasPendingWork = { [weak self] in
            guard let scene = self?.scene else { return false }
            return scene.hasPendingWork || scene.isWaitingOnClock
        }
        window.mouseEventHandler = { [weak self] event, point in
            self?.handleTabClick(event, at: point) ?? false
        }
        chrome.statusLine.text = { [weak self] in
            guard let self else { return ("", "") }
            let hints = scene.keyHints
            return (scene.statusText, hints.isEmpty ? Self.keyHelp : hints + "  " + Self.keyHelp)
        }
        show(scene(at: initialScene))
    }

    /// The scene on screen.
    public var scene: any GalleryScene { scene(at: currentIndex) }

    /// The scene at `index`, made on first use.
    public func scene(at index: Int) -> any GalleryScene {
        if let existing = made[index] { return existing }
        let scene = make(index, window.clock)
        made[index] = scene
        return scene
    }

    /// Shows the scene at `index` (wrapping around), with fresh frame statistics.
    public func showScene(at index: Int) {
        let wrapped = ((index % names.count) + names.count) % names.count
        guard wrapped != currentIndex else { return }
        currentIndex = wrapped
        show(scene(at: wrapped))
        window.resetStatistics()
    }

    /// The rows between the tab bar and the status line, where scenes are drawn.
    public var contentArea: CellRect {
        let size = window.screen.size
        return CellRect(x: 0, y: 1, width: size.columns, height: max(0, size.rows - 2))
    }

    /// The focused scroll view's cells (for the tour's summary).
    public var reuseStatistics: ReuseStatistics? { window.focusedReuseStatistics }

    private func show(_ scene: any GalleryScene) {
        chrome.active = currentIndex
        chrome.content = scene.rootView
        window.focusedView = scene.initialFocus
        window.setNeedsDisplay()
    }

    private func prepareFrame() {
        scene.willRenderFrame()
    }

    /// A press on a tab shows its scene.
    private func handleTabClick(_ event: MouseEvent, at point: CGPoint) -> Bool {
        guard event.kind == .press(.left), point.y < chrome.tabBar.frame.maxY,
            let index = chrome.tabBar.tabRanges().firstIndex(where: { $0.contains(point.x) })
        else { return false }
        showScene(at: index)
        return true
    }

    private func bindKeys() {
        var keys = window.keyBindings
        keys[KeyEvent(.character("q"))] = .quit
        keys[KeyEvent(.character("j"))] = .scrollLines(1)
        keys[KeyEvent(.character("k"))] = .scrollLines(-1)
        keys[KeyEvent(.character(" "))] = .scrollPages(1)
        keys[KeyEvent(.character("g"))] = .scrollToTop
        keys[KeyEvent(.character("G"))] = .scrollToBottom
        keys[KeyEvent(.character("h"))] = .toggleHUD
        keys[KeyEvent(.character("r"))] = .perform { [weak self] in self?.scene.refresh() }
        keys[KeyEvent(.tab)] = .perform { [weak self] in self.map { $0.showScene(at: $0.currentIndex + 1) } }
        keys[KeyEvent(.tab, modifiers: .shift)] = .perform { [weak self] in
            self.map { $0.showScene(at: $0.currentIndex - 1) }
        }
        keys[KeyEvent(.enter)] = .perform { [weak self] in
            guard let self, !scene.handleKey(.enter) else { return }
            window.perform(.primaryAction)
        }
        window.keyBindings = keys
        window.unhandledKeyHandler = { [weak self] event in
            guard let self, event.modifiers.isEmpty, case .character(let character) = event.key else {
                return false
            }
            return scene.handleKey(.character(character))
        }
    }
}
