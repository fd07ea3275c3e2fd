/// The braille spinner the demo's loading states share.
enum LoadingSpinner {
    static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// The frame to show at `time` seconds: twelve a second.
    static func frame(at time: Double) -> String {
        frames[max(0, Int(time * 12)) % frames.count]
    }
}
