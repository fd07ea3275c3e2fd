import Foundation
import ReuseKit

/// One step of the scripted tour: input sent to the host, after which frames are rendered.
///
/// Steps are host-neutral: keys by name, pointer positions in points of the scene's root view.
/// Each host turns them into its own events (the terminal: a column and a row per point).
public enum TourStep: Hashable, Sendable {
    /// A key press.
    case key(Key)
    /// Each character typed as a key press, one frame each.
    case keys(String)
    /// The wheel turned by `notches` (negative: up or left) at a point; `horizontal` for a
    /// sideways wheel. The clock moves on by a frame first.
    case wheel(notches: Int, horizontal: Bool = false, at: CGPoint)
    /// The primary button pressed at a point; the clock moves on by a frame first.
    case press(CGPoint)
    /// The pressed pointer moved to a point; the clock moves on by a frame first, so drags have
    /// a speed.
    case drag(to: CGPoint)
    /// The button released at a point.
    case release(CGPoint)
    /// The host's area for scenes resized to `numerator / denominator` of its size at the start
    /// (1/1 restores it); each host keeps its own minimum.
    case resize(numerator: Int, denominator: Int)
    /// Frames every frame interval until nothing moves (momentum, bounces, animations).
    case settle

    /// The script every scene gets, for a scene area of `size` points and text lines of
    /// `lineHeight`: line and page scrolls, the wheel, a fling with momentum, clicks and Enter,
    /// both ends, a resize and back, the HUD (`h`).
    public static func common(size: CGSize, lineHeight: CGFloat) -> [TourStep] {
        let middle = (size.width / 2).rounded(.down)
        let bottom = max(lineHeight, size.height - 3 * lineHeight)
        let top = max(0, bottom - 16 * lineHeight)
        var steps: [TourStep] = [.keys(String(repeating: "j", count: 30))]
        steps += Array(repeating: .key(.pageDown), count: 4)
        steps += Array(repeating: .wheel(notches: 1, at: CGPoint(x: middle, y: bottom)), count: 6)
        steps.append(.press(CGPoint(x: middle, y: bottom)))
        for y in stride(from: bottom - 2 * lineHeight, through: top, by: -2 * lineHeight) {
            steps.append(.drag(to: CGPoint(x: middle, y: y)))
        }
        steps.append(.release(CGPoint(x: middle, y: top)))
        steps.append(.settle)
        steps.append(.keys(String(repeating: "k", count: 10)))
        steps.append(.key(.pageUp))
        steps.append(.key(.enter))
        steps.append(.press(CGPoint(x: middle, y: 3 * lineHeight)))
        steps.append(.release(CGPoint(x: middle, y: 3 * lineHeight)))
        steps += [.keys("G"), .keys("g"), .keys("jj")]
        steps.append(.resize(numerator: 2, denominator: 3))
        steps += [.keys("jjj"), .resize(numerator: 1, denominator: 1), .keys("hjjh")]
        return steps
    }
}
