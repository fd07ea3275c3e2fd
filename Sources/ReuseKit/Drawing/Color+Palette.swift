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
}
