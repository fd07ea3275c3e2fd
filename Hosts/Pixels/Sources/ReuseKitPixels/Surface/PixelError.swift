/// What can go wrong in the pixel host.
public enum PixelError: Error, CustomStringConvertible, Equatable {
    /// Cairo reported `message` while doing `operation`.
    case cairo(operation: String, message: String)
    /// No X display could be opened (`DISPLAY` unset or unreachable).
    case noDisplay(String)
    /// The X server lacks something the window needs.
    case x11(String)
    /// The scripted tour could not go on.
    case tour(String)
    /// The window's clock cannot be moved as asked (it is not a `ManualFrameClock`, or the
    /// interval is not a time ahead).
    case clock(String)

    /// A readable description.
    public var description: String {
        switch self {
        case .cairo(let operation, let message): "cairo could not \(operation): \(message)"
        case .noDisplay(let name): "cannot open X display \(name.isEmpty ? "(DISPLAY is not set)" : name)"
        case .x11(let message): "X11: \(message)"
        case .tour(let message): "tour: \(message)"
        case .clock(let message): "clock: \(message)"
        }
    }
}
