import Foundation

/// One object the bridge serves, found again from its D-Bus path whenever it is asked for: the
/// application, its window, and the elements of the window's view tree.
enum AccessibleNode: Equatable {
    /// The process: AT-SPI's root object, embedded in the desktop.
    case application
    /// The window, the application's one child.
    case window

    /// Where objects' paths start.
    static let pathPrefix = "/org/a11y/atspi/accessible/"
    /// The application's path, which AT-SPI fixes.
    static let rootPath = pathPrefix + "root"

    /// The node's object path.
    var path: String {
        switch self {
        case .application: Self.rootPath
        case .window: Self.pathPrefix + "window"
        }
    }

    /// The node at `path`, or `nil` for a path that names nothing (any more).
    init?(path: String) {
        switch path {
        case Self.rootPath: self = .application
        case Self.pathPrefix + "window": self = .window
        default: return nil
        }
    }
}
