import ReuseKitTerminal

/// The spinner frame the demo's loading text starts with: the terminal canvas's own, so the
/// text and a drawn activity indicator turn alike.
enum LoadingSpinner {
    /// The frame to show at `time` seconds.
    static func frame(at time: Double) -> String {
        String(TerminalCanvas.activityIndicatorFrame(at: time))
    }
}
