import Foundation
import ReuseKitPixels

/// One step of the scripted tour, with pointer positions in points of the scene's area (its
/// root view); after each step the tour draws a frame.
public enum PixelTourStep: Hashable, Sendable {
    /// A key press.
    case key(PixelKey)
    /// Each character typed as a key press.
    case keys(String)
    /// Wheel notches over a point.
    case wheel(notches: Double, x: Double, y: Double)
    /// A press at one point, motion to another in `steps` frames, and a release (a fling).
    case drag(fromX: Double, fromY: Double, toX: Double, toY: Double, steps: Int)
    /// A press and release without motion.
    case tap(x: Double, y: Double)
    /// Frames until nothing moves.
    case settle
    /// The window takes a fraction of its size.
    case resize(widthFraction: Double, heightFraction: Double)

    /// The script every scene gets in a window of `size` points: rows and pages, the wheel, a
    /// fling with momentum, a pull past the top (the rubber band), a tap and Enter, both ends,
    /// the HUD, a resize and back.
    public static func common(width: Double, height: Double) -> [PixelTourStep] {
        let middle = width / 2
        return [
            .keys("jjj"), .key(.pageDown), .wheel(notches: 2, x: middle, y: height / 2),
            .drag(fromX: middle, fromY: height * 0.8, toX: middle, toY: height * 0.3, steps: 4), .settle,
            .key(.home), .drag(fromX: middle, fromY: height * 0.2, toX: middle, toY: height * 0.45, steps: 5),
            .settle, .tap(x: middle, y: height * 0.3), .key(.enter), .key(.end), .key(.home), .keys("h"),
            .resize(widthFraction: 0.8, heightFraction: 0.7), .resize(widthFraction: 1, heightFraction: 1),
        ]
    }
}
