import Foundation

/// What an accessibility element is and how it behaves, as UIKit's `UIAccessibilityTraits`: a
/// screen reader says them (a button, a header, selected) and acts by them (an adjustable
/// element is incremented and decremented). Combine them as a set.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64

    /// Creates traits from their bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No traits.
    public static let none: AccessibilityTraits = []
    /// Acts when activated, as a button.
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// Opens a link when activated.
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    /// A picture.
    public static let image = AccessibilityTraits(rawValue: 1 << 2)
    /// Selected (a list's selected row).
    public static let selected = AccessibilityTraits(rawValue: 1 << 3)
    /// Plays a sound when activated.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 4)
    /// A key of a keyboard.
    public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 5)
    /// Text that does not change.
    public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
    /// A summary of the app's state, read when it starts.
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 7)
    /// Not enabled: it does not respond now.
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
    /// Its label or value changes often.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
    /// A search field.
    public static let searchField = AccessibilityTraits(rawValue: 1 << 10)
    /// Starts a media session when activated.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// Takes ``View/accessibilityIncrement()`` and ``View/accessibilityDecrement()`` (a pager,
    /// a slider).
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 12)
    /// Takes the user's touches directly.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 13)
    /// Turns a page when a reader reaches its end.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 14)
    /// A header over the content that follows it (a section header).
    public static let header = AccessibilityTraits(rawValue: 1 << 15)
    /// A tab bar.
    public static let tabBar = AccessibilityTraits(rawValue: 1 << 16)
    /// A button that is on or off.
    public static let toggleButton = AccessibilityTraits(rawValue: 1 << 17)
    /// Zooms.
    public static let supportsZoom = AccessibilityTraits(rawValue: 1 << 18)
    /// Text the user edits (a text field). UIKit keeps this trait private; ReuseKit names it, so
    /// a host can give a field its editable role.
    public static let textEntry = AccessibilityTraits(rawValue: 1 << 32)
}
