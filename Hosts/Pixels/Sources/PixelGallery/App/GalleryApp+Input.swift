import Foundation
@_spi(Hosting) import ReuseKit
import ReuseKitGallery
import ReuseKitPixels

extension GalleryApp {
    /// The primary button went down at `point` (window points): a tab shows its scene, the
    /// content starts a drag or a tap.
    public func pointerDown(at point: CGPoint) {
        if point.y < contentFrame.minY {
            if let index = GalleryChrome.tabIndex(at: point.x, names: sceneNames, width: size.width) {
                showScene(at: index)
            }
            return
        }
        gestures.pressBegan(at: scenePoint(point), in: scene.rootView)
        setNeedsDisplay()
    }

    /// The pointer moved to `point` (window points).
    public func pointerMoved(to point: CGPoint) {
        guard gestures.isPressed else { return }
        gestures.pressMoved(to: scenePoint(point), in: scene.rootView)
        setNeedsDisplay()
    }

    /// The primary button went up at `point` (window points).
    public func pointerUp(at point: CGPoint) {
        guard gestures.isPressed else { return }
        gestures.pressEnded(at: scenePoint(point), in: scene.rootView)
        setNeedsDisplay()
    }

    /// The wheel scrolled by `notches` (fractional from smooth scrolling) over `point`.
    public func scroll(notches: CGPoint, at point: CGPoint) {
        let distance = wheelLines * textSystem.lineHeight
        gestures.wheel(
            by: CGPoint(x: notches.x * distance, y: notches.y * distance), at: scenePoint(point),
            in: scene.rootView)
        setNeedsDisplay()
    }

    /// A point of the window in the scene's root view coordinates.
    func scenePoint(_ point: CGPoint) -> CGPoint {
        let root = scene.rootView
        return CGPoint(
            x: point.x - contentFrame.minX + root.bounds.minX,
            y: point.y - contentFrame.minY + root.bounds.minY)
    }

    /// A key: the scene sees it first; then scrolling the focused view, switching scenes,
    /// selecting, refreshing, the HUD, backing out (Escape), quitting.
    public func handleKey(_ key: PixelKey) {
        if let galleryKey = Self.galleryKey(key), scene.handleKey(galleryKey) {
            setNeedsDisplay()
            return
        }
        let line = textSystem.lineHeight
        switch key {
        case .character("q"): finish()
        case .escape: cancelOrFinish()
        case .tab: showScene(at: currentIndex + 1)
        case .backTab: showScene(at: currentIndex - 1)
        case .up, .character("k"): focus?.scroll(by: CGPoint(x: 0, y: -line))
        case .down, .character("j"): focus?.scroll(by: CGPoint(x: 0, y: line))
        case .left: focus?.scroll(by: CGPoint(x: -line, y: 0))
        case .right: focus?.scroll(by: CGPoint(x: line, y: 0))
        case .pageUp: focus?.scrollByPage(-1)
        case .pageDown, .character(" "): focus?.scrollByPage(1)
        case .home, .character("g"): focus?.scrollToEdge(.top)
        case .end, .character("G"): focus?.scrollToEdge(.bottom)
        case .enter: focus?.performPrimaryAction()
        case .character("h"): isHUDVisible.toggle()
        case .character("r"): scene.refresh()
        case .character: return
        }
        setNeedsDisplay()
    }

    /// Escape backs out of what is under way — a row dragged by the pointer goes back, a row
    /// showing its swipe actions closes — and otherwise quits.
    func cancelOrFinish() {
        if gestures.isPressed {
            gestures.cancel()
        } else if let rows = focus as? any RowGestures, rows.indexPathForRowShowingSwipeActions != nil {
            rows.closeSwipeActions(animated: true)
        } else {
            finish()
        }
    }

    /// The gallery's name for a key, if it has one.
    static func galleryKey(_ key: PixelKey) -> GalleryKey? {
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
        case .tab, .backTab, .escape: nil
        }
    }
}
