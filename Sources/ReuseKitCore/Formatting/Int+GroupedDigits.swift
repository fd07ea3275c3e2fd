extension Int {
    /// The number in decimal with a comma between groups of three digits, whatever the locale:
    /// `1,000,000`. Status lines, HUDs and reports of every host and tool read numbers this way.
    ///
    /// - Complexity: O(digits).
    public var groupedDigits: String {
        let digits = String(magnitude).utf8
        var bytes: [UInt8] = []
        bytes.reserveCapacity(digits.count + digits.count / 3 + 1)
        if self < 0 { bytes.append(UInt8(ascii: "-")) }
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(digit)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
