import Foundation

/// Posting to a screen reader and asking whether one runs, as UIKit's `UIAccessibility`.
@MainActor
public enum Accessibility {
    /// What an app tells a screen reader, as UIKit's `UIAccessibility.Notification`.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32

        /// Creates a notification from its number.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Most of the screen changed (a new scene): the reader starts again; the argument is
        /// the element to read first, or `nil`.
        public static let screenChanged = Notification(rawValue: 1000)
        /// Part of the screen changed: the argument is the element to move to, or `nil`.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// The argument, a `String`, is read aloud.
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished: the argument, a `String`, says where the content is now.
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Tells the screen reader something changed, as UIKit's `post(notification:argument:)`; a
    /// host passes it on (the pixel host over AT-SPI). With no host listening it costs nothing.
    public static func post(notification: Notification, argument: Any?) {
        send(.notification(notification, argument: argument))
    }

    /// Whether a screen reader runs, as UIKit's `isVoiceOverRunning`: a host sets it (see
    /// `setScreenReaderRunning(_:)`) when a reader is listening.
    public static var isVoiceOverRunning: Bool { screenReaderRunning }

    /// Posted to `NotificationCenter.default` when ``isVoiceOverRunning`` changes, as UIKit's.
    public static let voiceOverStatusDidChangeNotification = NSNotification.Name(
        "ReuseKitAccessibilityVoiceOverStatusDidChangeNotification")

    private static var screenReaderRunning = false
    private static var observers: [(id: Int, handler: (AccessibilityEvent) -> Void)] = []
    private static var nextObserverID = 0

    /// Says whether a screen reader runs (what ``isVoiceOverRunning`` answers); a change posts
    /// ``voiceOverStatusDidChangeNotification``.
    @_spi(Hosting)
    public static func setScreenReaderRunning(_ running: Bool) {
        guard running != screenReaderRunning else { return }
        screenReaderRunning = running
        NotificationCenter.default.post(name: voiceOverStatusDidChangeNotification, object: nil)
    }

    /// Calls `handler` with every accessibility event until the observation is cancelled:
    /// notifications posted, a list's keyboard focus moving, a list's elements changing.
    @_spi(Hosting)
    public static func addObserver(_ handler: @escaping (AccessibilityEvent) -> Void)
        -> AccessibilityObservation
    {
        nextObserverID += 1
        observers.append((nextObserverID, handler))
        return AccessibilityObservation(id: nextObserverID)
    }

    static func removeObserver(id: Int) {
        observers.removeAll { $0.id == id }
    }

    /// Whether anything listens, so that making an event's argument can be skipped.
    static var hasObservers: Bool { !observers.isEmpty }

    /// Gives `event` to every observer.
    static func send(_ event: AccessibilityEvent) {
        for observer in observers { observer.handler(event) }
    }
}

/// What a host hears from ``Accessibility/addObserver(_:)``.
@_spi(Hosting)
public enum AccessibilityEvent {
    /// The app posted a notification (``Accessibility/post(notification:argument:)``).
    case notification(Accessibility.Notification, argument: Any?)
    /// A list's keyboard focus moved: `element` is the focused item's element (its cell when on
    /// screen), `nil` when no item has the focus.
    case focusChanged(container: View, element: Any?)
    /// A list's elements changed (a reload or an update): elements asked for before are stale.
    /// `changes` says which went and came when the update knows it; `nil`: any may have.
    case elementsChanged(container: View, changes: AccessibilityElementChanges?)
    /// An item of a list's outline expanded or collapsed: `element` is its element (its cell
    /// when on screen). Sent after the rows it shows or hides changed the list's elements.
    case expandedChanged(container: View, element: Any, isExpanded: Bool)
}

/// Which of a list's elements an update took away and brought, by position among all its
/// items (see ``AccessibilityEvent/elementsChanged(container:changes:)``).
@_spi(Hosting)
public struct AccessibilityElementChanges: Equatable, Sendable {
    /// The positions before the update of the elements that went, last first: taken away one
    /// by one in this order, each next one is still where it was.
    public var removed: [Int]
    /// The positions after the update of the elements that came, first first: put in one by
    /// one in this order, each lands where it is.
    public var added: [Int]

    /// Changes of these positions.
    public init(removed: [Int], added: [Int]) {
        self.removed = removed
        self.added = added
    }

    /// How many elements an update may change and still be told one by one: beyond, a host
    /// says the list's children all changed.
    static let limit = 64
}

/// An observer added by ``Accessibility/addObserver(_:)``; ``cancel()`` removes it.
@_spi(Hosting)
@MainActor
public final class AccessibilityObservation {
    let id: Int

    init(id: Int) { self.id = id }

    /// Stops the observer hearing events.
    public func cancel() { Accessibility.removeObserver(id: id) }
}
