import Foundation
import ReuseKit

extension TerminalCanvas {
    /// The spinner's frames: a dot circling in a Braille cell.
    nonisolated public static let activityIndicatorFrames: [Character] = [
        "⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏",
    ]

    /// How many frames the spinner shows a second.
    nonisolated public static let activityIndicatorFramesPerSecond: Double = 12

    /// The spinner frame shown `time` seconds into the clock.
    nonisolated public static func activityIndicatorFrame(at time: Double) -> Character {
        let tick = time.isFinite ? Int(max(0, time * activityIndicatorFramesPerSecond)) : 0
        return activityIndicatorFrames[tick % activityIndicatorFrames.count]
    }

    /// Draws one Braille spinner frame in the middle cell of `rect`, in `color`, over the
    /// background already there.
    public func drawActivityIndicator(in rect: CGRect, color: Color, time: Double) {
        let area = cellRect(rect)
        guard area.width > 0, area.height > 0 else { return }
        let x = area.x + (area.width - 1) / 2
        let y = area.y + (area.height - 1) / 2
        let cell = CellRect(x: x, y: y, width: 1, height: 1).intersection(clip)
        guard !cell.isEmpty else { return }
        let style = CellStyle(
            foreground: Self.terminalColor(color), background: buffer[x, y].style.background)
        buffer.put(String(Self.activityIndicatorFrame(at: time)), x: x, y: y, style: style, clip: cell)
    }
}
