import Foundation
@_spi(Hosting) import ReuseKit

extension PixelWindow {
    /// Handles everything the window reported.
    public func handle(_ events: [WindowEvent]) {
        for event in events { handle(event) }
    }

    /// Handles one event: keys go through `HostWindow.keyBindings`, the pointer (device pixels
    /// of the window, turned into points) to the scroll view under it, a resize to a new frame.
    public func handle(_ event: WindowEvent) {
        let scale = CGFloat(renderer.scale)
        func point(_ x: Double, _ y: Double) -> CGPoint {
            rootPoint(fromWindow: CGPoint(x: x / scale, y: y / scale))
        }
        switch event {
        case .pointerDown(let x, let y): handlePointer(PointerEvent(.press, at: point(x, y)))
        case .pointerMoved(let x, let y):
            // Motion without a press is no gesture.
            guard gestures.isPressed else { return }
            handlePointer(PointerEvent(.drag, at: point(x, y)))
        case .pointerUp(let x, let y): handlePointer(PointerEvent(.release, at: point(x, y)))
        case .scroll(let dx, let dy, let x, let y):
            handlePointer(PointerEvent(.wheel(dx: dx, dy: dy), at: point(x, y)))
        case .key(let key): handleKey(key)
        case .resized: setNeedsDisplay()
        case .exposed:
            // The image holds only what the last frames drew again, not the whole picture.
            setNeedsWholeFrame()
        case .closed: quit()
        }
    }
}
