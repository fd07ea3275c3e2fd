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
        gestures.pressMoved(to: scenePoint(point))
        setNeedsDisplay()
    }

    /// The primary button went up at `point` (window points).
    public func pointerUp(at point: CGPoint) {
        guard gestures.isPressed else { return }
        gestures.pressEnded(at: scenePoint(point), in: scene.rootView)
        setNeedsDisplay()
    }

    /// The wheel scrolled by `notches` (fractional from smooth scrolling) over `point`; the
    /// scene sees it first, as whole notches.
    public func scroll(notches: CGPoint, at point: CGPoint) {
        let horizontal = abs(notches.x) > abs(notches.y)
        let amount = horizontal ? notches.x : notches.y
        if amount != 0,
            scene.handleWheel(
                notches: amount < 0 ? -max(1, Int(-amount)) : max(1, Int(amount)), horizontal: horizontal,
                at: scenePoint(point))
        {
            setNeedsDisplay()
            return
        }
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
    /// selecting, refreshing, the HUD, quitting.
    public func handleKey(_ key: PixelKey) {
        if let galleryKey = Self.galleryKey(key), scene.handleKey(galleryKey) {
            setNeedsDisplay()
            return
        }
        let line = textSystem.lineHeight
        switch key {
        case .character("q"), .escape: finish()
        case .tab: showScene(at: currentIndex + 1)
        case .backTab: showScene(at: currentIndex - 1)
        case .up, .character("k"): focusedScrollView?.scroll(by: CGPoint(x: 0, y: -line))
        case .down, .character("j"): focusedScrollView?.scroll(by: CGPoint(x: 0, y: line))
        case .pageUp: scrollPages(-1)
        case .pageDown, .character(" "): scrollPages(1)
        case .home, .character("g"): scrollToEdge(bottom: false)
        case .end, .character("G"): scrollToEdge(bottom: true)
        case .left: pager?.scrollToPage((pager?.currentIndex ?? 0) - 1, animated: true)
        case .right: pager?.scrollToPage((pager?.currentIndex ?? 0) + 1, animated: true)
        case .enter: selectFirstWholeRow()
        case .character("h"): isHUDVisible.toggle()
        case .character("r"): scene.refresh()
        case .character: return
        }
        setNeedsDisplay()
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

    var focusedScrollView: ScrollView? { scene.initialFocus as? ScrollView }
    var pager: PagerView? { scene.initialFocus as? PagerView }

    private func scrollPages(_ count: CGFloat) {
        if let pager {
            pager.scrollToPage(pager.currentIndex + Int(count), animated: true)
            return
        }
        guard let view = focusedScrollView else { return }
        let line = textSystem.lineHeight
        view.scroll(by: CGPoint(x: 0, y: count * max(line, view.bounds.height - line)))
    }

    private func scrollToEdge(bottom: Bool) {
        guard let view = focusedScrollView else { return }
        if bottom, let table = view as? TableView,
            let section = (0..<table.numberOfSections).last(where: { table.numberOfRows(inSection: $0) > 0 })
        {
            table.scrollToRow(
                at: IndexPath(row: table.numberOfRows(inSection: section) - 1, section: section), at: .bottom,
                animated: false)
            if table.loadMoreControl == nil { return }
        }
        let y = bottom ? view.maximumContentOffsetY : view.minimumContentOffsetY
        view.setContentOffset(CGPoint(x: view.contentOffset.x, y: y), animated: false)
    }

    private func selectFirstWholeRow() {
        guard let table = focusedScrollView as? TableView else { return }
        let top = table.contentOffset.y
        let rows = table.indexPathsForRows(in: CGRect(x: 0, y: top, width: 1, height: table.bounds.height))
        guard let row = rows.first(where: { table.rectForRow(at: $0).minY >= top }) ?? rows.first else {
            return
        }
        _ = table.handleTap(at: CGPoint(x: 1, y: table.rectForRow(at: row).midY))
    }
}
