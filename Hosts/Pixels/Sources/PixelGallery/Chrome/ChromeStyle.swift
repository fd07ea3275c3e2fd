import ReuseKit

/// The colours of the pixel gallery's bars.
enum ChromeStyle {
    static let bar = Color(red: 28, green: 28, blue: 34)
    static let activeTab = Color(red: 10, green: 132, blue: 255)
}
