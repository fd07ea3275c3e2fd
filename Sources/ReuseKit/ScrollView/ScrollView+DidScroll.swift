import Foundation

/// Whether a scroll view is in the middle of its own work, and whether its offset moved meanwhile.
struct ScrollNotificationDeferral {
    private var depth = 0
    private var isPending = false

    /// Notes an offset change; returns whether the notification waits for the work to end.
    mutating func deferNotification() -> Bool {
        guard depth > 0 else { return false }
        isPending = true
        return true
    }

    mutating func begin() { depth += 1 }

    /// Ends one level of work; returns whether the outermost ended with a change to report.
    mutating func end() -> Bool {
        depth -= 1
        guard depth == 0, isPending else { return false }
        isPending = false
        return true
    }
}

extension ScrollView {
    /// Runs `body`, work of the view's own that may move the offset several times (a layout
    /// pass measuring rows, an update keeping a row in place), and tells the delegate of the
    /// change once it is done: `scrollViewDidScroll` hears of every change of the offset, as
    /// UIKit's, but never while the view is half way through it, so what the delegate asks
    /// (`indexPathsForVisibleRows`) answers for the offset it is told of.
    func deferringDidScroll<Result>(_ body: () throws -> Result) rethrows -> Result {
        beginDeferringDidScroll()
        defer { endDeferringDidScroll() }
        return try body()
    }

    /// Starts work that holds `scrollViewDidScroll` back (see ``deferringDidScroll(_:)``).
    func beginDeferringDidScroll() { didScrollDeferral.begin() }

    /// Ends it: the outermost end tells the delegate if the offset moved meanwhile.
    func endDeferringDidScroll() {
        if didScrollDeferral.end() { delegate?.scrollViewDidScroll(self) }
    }
}
