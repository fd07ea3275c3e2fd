import Foundation

@testable import ReuseKitTerminal

/// A screen read on the main actor whose input comes from a closure, which sees each wait's
/// timeout.
final class ScriptedScreen: Screen {
    let size: TerminalSize
    private(set) var totalBytesWritten = 0
    private(set) var frames: [ScreenBuffer] = []
    var events: (Int32) -> [ScreenEvent] = { _ in [] }

    init(size: TerminalSize) {
        self.size = size
    }

    func present(_ frame: ScreenBuffer, scroll hint: ScrollHint?, changedRows: [Range<Int>]?)
        throws(TerminalError)
    {
        frames.append(frame)
    }

    func nextEvents(timeoutMilliseconds: Int32) throws(TerminalError) -> [ScreenEvent] {
        events(timeoutMilliseconds)
    }

    /// The text of row `y` of the last frame.
    func row(_ y: Int) -> String {
        guard let frame = frames.last else { return "" }
        return String(frame.row(y).filter { !$0.isContinuation }.map(\.character))
    }
}
