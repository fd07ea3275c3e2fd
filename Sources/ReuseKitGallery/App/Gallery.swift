import Foundation
import ReuseKit

/// The gallery app on any host: the scenes as tabs in a window's chrome, and the gallery's keys
/// (vi-style scrolling, `q`, `r`, `h`, Tab for the next scene). Everything else — gestures,
/// focus, stepping, frames — is the window's, so every host's gallery behaves alike; a host's
/// gallery adds only its chrome's look.
@MainActor
public final class Gallery {
    /// The window the gallery runs in.
    public let window: HostWindow
    /// The chrome around the scenes: the window's root view.
    public let chrome: GalleryChrome
    /// The names of the scenes Tab cycles through, in order.
    public let names: [String]
    /// The index of the scene on screen.
    public private(set) var currentIndex: Int
    /// The keys of the gallery itself, for a status line to show after the scene's own.
    public static let keyHelp =
        "jk↑↓ scroll  PgUp/PgDn  g/G  Tab scene  Enter select  r refresh  h HUD  q quit"

    private let make: (Int, FrameClock) -> any GalleryScene
    private var made: [Int: any GalleryScene] = [:]
    /// The keys the gallery binds, under those of the scene shown.
    private var galleryKeys = KeyBindings()

    /// Creates the gallery of the scenes `types` (at least one) in `window`, starting with
    /// `initialScene`; `chrome` becomes the window's root view.
    public convenience init(
        window: HostWindow, chrome: GalleryChrome, types: [any GalleryScene.Type] = SceneRegistry.all,
        initialScene: Int = 0, settings: SceneSettings = SceneSettings()
    ) {
        self.init(
            window: window, chrome: chrome, names: types.map { $0.info.name }, initialScene: initialScene
        ) { index, clock in types[index].init(clock: clock, settings: settings) }
    }

    /// Creates the gallery of the scenes called `names`, made by `make` (given a scene's index
    /// and the window's clock) the first time each is shown.
    public init(
        window: HostWindow, chrome: GalleryChrome, names: [String], initialScene: Int = 0,
        make: @escaping (Int, FrameClock) -> any GalleryScene
    ) {
        precondition(names.indices.contains(initialScene), "no scene \(initialScene)")
        self.window = window
        self.chrome = chrome
        self.names = names
        self.make = make
        currentIndex = initialScene
        window.rootView = chrome
        bindKeys()
        window.addFrameHandler { [weak self] in self?.scene.advanceAnimations() ?? false }
        window.willRenderFrame = { [weak self] in self?.scene.willRenderFrame() }
        // Work off the clock (a load) or on it (a page due after its latency) keeps frames coming.
        window.hasPendingWork = { [weak self] in
            guard let scene = self?.scene else { return false }
            return scene.hasPendingWork || scene.isWaitingOnClock
        }
        window.pointerEventHandler = { [weak self] event in self?.handleTabPress(event) ?? false }
        window.didLayoutSubviews = { [weak self] in
            guard let self else { return }
            chrome.status = (scene.statusText, scene.keyHints)
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

    private func show(_ scene: any GalleryScene) {
        // The scene's own keys over the gallery's, while it shows.
        var keys = galleryKeys
        let own = scene.keyBindings
        for key in own.keys { keys[key] = own[key] }
        window.keyBindings = keys
        chrome.activeTab = currentIndex
        chrome.content = scene.rootView
        window.focusedView = scene.initialFocus
        window.setNeedsDisplay()
    }

    /// A press on a tab shows its scene.
    private func handleTabPress(_ event: PointerEvent) -> Bool {
        guard event.kind == .press, let index = chrome.tab(at: event.location) else { return false }
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
        galleryKeys = keys
        window.unhandledKeyHandler = { [weak self] event in
            guard let self, event.modifiers.isEmpty else { return false }
            return scene.handleKey(event.key)
        }
    }
}
