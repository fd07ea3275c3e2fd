import ReuseKitCore

/// The colours widgets draw with by default, as UIKit's system colours.
extension Color {
    /// Black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// White.
    public static let white = Color(red: 255, green: 255, blue: 255)
    /// A light grey, UIKit's separator tone.
    public static let separator = Color(red: 88, green: 88, blue: 96)
    /// A grey for secondary text.
    public static let secondaryText = Color(red: 150, green: 150, blue: 160)
    /// The tint used for selection and accents.
    public static let tint = Color(red: 10, green: 132, blue: 255)
    // UIKit's `red`, `green` and `blue` would hide a colour's own channels (`color.red`); its
    // system colours are what apps use, in their dark appearance, as the hosts draw on dark.
    /// UIKit's `systemRed`.
    public static let systemRed = Color(red: 255, green: 69, blue: 58)
    /// UIKit's `systemGreen`.
    public static let systemGreen = Color(red: 48, green: 209, blue: 88)
    /// UIKit's `systemBlue`.
    public static let systemBlue = Color(red: 10, green: 132, blue: 255)
    /// UIKit's `systemYellow`.
    public static let systemYellow = Color(red: 255, green: 214, blue: 10)
    /// UIKit's `systemOrange`.
    public static let systemOrange = Color(red: 255, green: 159, blue: 10)
    /// UIKit's `systemGray`.
    public static let systemGray = Color(red: 142, green: 142, blue: 147)
}
