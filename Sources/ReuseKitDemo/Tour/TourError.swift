import ReuseKitTerminal

/// Why a tour stopped: the host failed, or a `.settle` step did not reach rest in time (its
/// result would depend on how fast the machine is, so the tour refuses to go on).
public enum TourError: Error, CustomStringConvertible {
    /// The host could not render or read input.
    case terminal(TerminalError)
    /// Work off the clock (pages, thumbnails) was still pending after `seconds` real seconds.
    case workTimedOut(scene: String, seconds: Double)
    /// Animations were still running after `frames` frames.
    case stillMoving(scene: String, frames: Int)

    public var description: String {
        switch self {
        case .terminal(let error): "\(error)"
        case .workTimedOut(let scene, let seconds):
            "the \(scene) scene still had work in flight (pages or images) after \(seconds) s of waiting"
        case .stillMoving(let scene, let frames): "the \(scene) scene was still moving after \(frames) frames"
        }
    }
}
