import Foundation
@_spi(Hosting) import ReuseKit

/// What the pixel host drives with the pointer and keys: every scroll view, and the pager,
/// through the same gesture methods. Found by hit-testing and walking up `superview`.
@MainActor
protocol PixelScrollable: View {
    var isMoving: Bool { get }
    func beginDragging()
    func drag(translation: CGPoint)
    @discardableResult func endDragging() -> Bool
    @discardableResult func step() -> Bool
    func scroll(by delta: CGPoint)
    func tap(at point: CGPoint)
}

extension ScrollView: PixelScrollable {
    func tap(at point: CGPoint) {
        if let table = self as? TableView {
            _ = table.handleTap(at: point)
        } else if let waterfall = self as? WaterfallView {
            _ = waterfall.handleTap(at: point)
        } else {
            _ = handleControlTap(at: point)
        }
    }
}

extension PagerView: PixelScrollable {
    func scroll(by delta: CGPoint) {
        let direction = axis == .horizontal ? delta.x : delta.y
        guard direction != 0 else { return }
        scrollToPage(currentIndex + (direction > 0 ? 1 : -1), animated: true)
    }

    func tap(at point: CGPoint) {}
}
