import Foundation

/// One object the bridge serves, found again from its D-Bus path whenever it is asked for: the
/// application, its window, and the elements of the window's view tree, each named by its
/// position: the indices from the window's elements down (`…/accessible/n0_500000`, a table's
/// row 500,000), so a list of a million rows makes an object only for a row that is read. A
/// list's children carry its generation (`500000x3`): after the list's items change, paths
/// handed out before name nothing, as a screen reader expects of objects that went away.
enum AccessibleNode: Hashable {
    /// The process: AT-SPI's root object, embedded in the desktop.
    case application
    /// The window, the application's one child.
    case window
    /// An element of the window: its index among the window's elements, then among each
    /// container's.
    case element([Step])

    /// One step down: a child's index, and its container's generation when it counts one.
    struct Step: Hashable {
        let index: Int
        let generation: Int
    }

    /// Where objects' paths start.
    static let pathPrefix = "/org/a11y/atspi/accessible/"
    /// The application's path, which AT-SPI fixes.
    static let rootPath = pathPrefix + "root"
    private static let windowPath = pathPrefix + "window"

    /// The node's object path.
    var path: String {
        switch self {
        case .application: Self.rootPath
        case .window: Self.windowPath
        case .element(let steps):
            Self.pathPrefix + "n"
                + steps.map { $0.generation == 0 ? "\($0.index)" : "\($0.index)x\($0.generation)" }.joined(
                    separator: "_")
        }
    }

    /// The node at `path`, or `nil` for a path that names nothing.
    init?(path: String) {
        switch path {
        case Self.rootPath: self = .application
        case Self.windowPath: self = .window
        default:
            guard path.hasPrefix(Self.pathPrefix + "n") else { return nil }
            let parts = path.dropFirst(Self.pathPrefix.count + 1).split(
                separator: "_", omittingEmptySubsequences: false)
            var steps: [Step] = []
            for part in parts {
                let fields = part.split(separator: "x", omittingEmptySubsequences: false)
                guard (1...2).contains(fields.count), let index = Int(fields[0]), index >= 0,
                    let generation = fields.count == 2 ? Int(fields[1]) : 0
                else { return nil }
                steps.append(Step(index: index, generation: generation))
            }
            guard !steps.isEmpty else { return nil }
            self = .element(steps)
        }
    }

    /// The node's parent, or `nil` for the application.
    var parent: AccessibleNode? {
        switch self {
        case .application: nil
        case .window: .application
        case .element(let steps): steps.count == 1 ? .window : .element(Array(steps.dropLast()))
        }
    }

    /// The node's child at `index` in a container of `generation`.
    func child(_ index: Int, generation: Int) -> AccessibleNode {
        switch self {
        case .application: .window
        case .window: .element([Step(index: index, generation: generation)])
        case .element(let steps): .element(steps + [Step(index: index, generation: generation)])
        }
    }

    /// The node's index in its parent.
    var index: Int {
        switch self {
        case .application: -1
        case .window: 0
        case .element(let steps): steps.last?.index ?? 0
        }
    }
}
