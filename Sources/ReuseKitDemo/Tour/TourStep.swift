import ReuseKitTerminal

/// One step of the scripted tour: input sent to the host, after which frames are rendered.
public enum TourStep: Hashable, Sendable {
    /// A key press.
    case key(KeyEvent)
    /// Each character typed as a key press, one frame each.
    case keys(String)
    /// A mouse event; the clock moves on by a frame first, so drags have a speed.
    case mouse(MouseEvent)
    /// The screen changes size.
    case resize(TerminalSize)
    /// Frames every frame interval until nothing moves (momentum, bounces, animations).
    case settle

    /// The script every scene gets, for a screen of `size`: row and page scrolls, the wheel,
    /// a fling with momentum, clicks and Enter, both ends, a resize and back, the HUD.
    public static func common(size: TerminalSize) -> [TourStep] {
        let middle = size.columns / 2
        let bottom = max(2, size.rows - 4)
        var steps: [TourStep] = [.keys(String(repeating: "j", count: 30))]
        steps += Array(repeating: .key(KeyEvent(.pageDown)), count: 4)
        steps += Array(repeating: .mouse(MouseEvent(.wheel(.down), column: middle, row: bottom)), count: 6)
        steps.append(.mouse(MouseEvent(.press(.left), column: middle, row: bottom)))
        for row in stride(from: bottom - 2, through: max(1, bottom - 16), by: -2) {
            steps.append(.mouse(MouseEvent(.drag(.left), column: middle, row: row)))
        }
        steps.append(.mouse(MouseEvent(.release(.left), column: middle, row: max(1, bottom - 16))))
        steps.append(.settle)
        steps.append(.keys(String(repeating: "k", count: 10)))
        steps.append(.key(KeyEvent(.pageUp)))
        steps.append(.key(KeyEvent(.enter)))
        steps.append(.mouse(MouseEvent(.press(.left), column: middle, row: 4)))
        steps.append(.mouse(MouseEvent(.release(.left), column: middle, row: 4)))
        steps += [.keys("G"), .keys("g"), .keys("jj")]
        steps.append(
            .resize(TerminalSize(columns: max(20, size.columns * 2 / 3), rows: max(6, size.rows * 2 / 3))))
        steps += [.keys("jjj"), .resize(size), .keys("hjjh")]
        return steps
    }
}
