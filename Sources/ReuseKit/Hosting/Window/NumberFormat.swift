/// Locale-independent number formatting for the HUD and every host's summaries (counts read
/// `Int.groupedDigits`).
public enum NumberFormat {
    /// `seconds` in milliseconds with `decimals` digits after the point: 0.42.
    public static func milliseconds(_ seconds: Double, decimals: Int = 2) -> String {
        fixed(seconds * 1000, decimals: decimals)
    }

    /// `value` rounded to `decimals` digits after the point.
    public static func fixed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "–" }
        var scale = 1.0
        for _ in 0..<max(0, decimals) { scale *= 10 }
        let scaled = Int((abs(value) * scale).rounded())
        let whole = scaled / Int(scale)
        var text = (value < 0 && scaled > 0 ? "-" : "") + String(whole)
        if decimals > 0 {
            let fraction = String(scaled % Int(scale))
            text += "." + String(repeating: "0", count: decimals - fraction.count) + fraction
        }
        return text
    }
}
