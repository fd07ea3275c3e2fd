extension LineBreakClass {
    /// The class of `scalar`, from the generated table.
    ///
    /// - Complexity: O(1) for ASCII, O(log n) in the number of runs otherwise.
    init(of scalar: Unicode.Scalar) {
        let value = scalar.value
        if value < 0x80 {
            self = Self.ascii[Int(value)]
            return
        }
        self = Self.lookUp(value)
    }

    /// Classes of the ASCII range, looked up once so plain text skips the binary search.
    private static let ascii: [LineBreakClass] = (0..<0x80).map { lookUp(UInt32($0)) }

    private static func lookUp(_ value: UInt32) -> LineBreakClass {
        let starts = LineBreakTable.runStarts
        var low = 0
        var high = starts.count
        // The last run whose start is at or below `value`.
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] <= value { low = middle } else { high = middle }
        }
        return LineBreakClass(rawValue: LineBreakTable.runClasses[low]) ?? .al
    }

    /// Whether `scalar` is opening or closing punctuation of East Asian width.
    static func isEastAsianBracket(_ scalar: Unicode.Scalar) -> Bool {
        TerminalText.contains(scalar.value, in: LineBreakTable.eastAsianBrackets)
    }

    /// Whether `scalar` is an Extended_Pictographic code point not yet assigned.
    static func isUnassignedPictographic(_ scalar: Unicode.Scalar) -> Bool {
        TerminalText.contains(scalar.value, in: LineBreakTable.unassignedPictographic)
    }
}
