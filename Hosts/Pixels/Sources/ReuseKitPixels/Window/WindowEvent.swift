import Foundation
import ReuseKit

/// What a window reports, in device pixels of the window.
public enum WindowEvent: Equatable, Sendable {
    /// The primary button went down at a point.
    case pointerDown(x: Double, y: Double)
    /// The pointer moved (with or without a button down).
    case pointerMoved(x: Double, y: Double)
    /// The primary button went up at a point.
    case pointerUp(x: Double, y: Double)
    /// The wheel or touchpad scrolled, in notches (fractions from smooth scrolling), positive
    /// down and right, over a point.
    case scroll(dx: Double, dy: Double, x: Double, y: Double)
    /// A key was pressed.
    case key(KeyEvent)
    /// The window has a new size in device pixels.
    case resized(width: Int, height: Int)
    /// Part of the window must be shown again (the frame is unchanged).
    case exposed
    /// The window manager asked the window to close.
    case closed
}
