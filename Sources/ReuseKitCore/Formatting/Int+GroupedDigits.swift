extension Int {
    /// The number in decimal with a comma between groups of three digits, whatever the locale:
    /// `1,000,000`. Status lines, HUDs and reports of every host and tool read numbers this way.
    ///
    /// - Complexity: O(digits).
    public var groupedDigits: String {
        let digits = String(magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return self < 0 ? "-" + result : result
    }
}
