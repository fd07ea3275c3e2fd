/// One section of a grid along its scroll axis: a header, the items in lines of
/// ``GridColumns/count``, a footer, and insets around the lines.
///
/// Lines stand at an estimated length until measured; their lengths live in a ``SizeTree``
/// (each line's extent is its length plus the spacing after it), so a section of a million
/// unmeasured items is one run, and finding a line at an offset is O(log lines). Offsets here
/// are from the section's start.
public struct GridSection: Sendable {
    /// How many items the section holds.
    public let itemCount: Int
    /// Where the items stand across the scroll axis.
    public let columns: GridColumns
    /// The space between two lines.
    public let lineSpacing: Double
    /// The header's length (zero: none).
    public let headerLength: Double
    /// The space between the header and the first line.
    public let insetBefore: Double
    /// The space between the last line and the footer.
    public let insetAfter: Double
    /// The footer's length (zero: none).
    public let footerLength: Double
    var lines: SizeTree

    /// A section whose lines all stand at `estimatedLineLength` until measured.
    ///
    /// - Complexity: O(1).
    public init(
        itemCount: Int, columns: GridColumns, estimatedLineLength: Double, lineSpacing: Double = 0,
        headerLength: Double = 0, insetBefore: Double = 0, insetAfter: Double = 0, footerLength: Double = 0
    ) {
        precondition(itemCount >= 0, "a section cannot hold a negative number of items")
        for length in [estimatedLineLength, lineSpacing, headerLength, insetBefore, insetAfter, footerLength]
        {
            precondition(length >= 0 && length.isFinite, "a section's lengths must be finite, ≥ 0")
        }
        self.itemCount = itemCount
        self.columns = columns
        self.lineSpacing = lineSpacing
        self.headerLength = headerLength
        self.insetBefore = insetBefore
        self.insetAfter = insetAfter
        self.footerLength = footerLength
        let lineCount = (itemCount + columns.count - 1) / columns.count
        lines = SizeTree(count: lineCount, estimatedExtent: estimatedLineLength + lineSpacing)
    }

    /// The number of lines.
    public var lineCount: Int { lines.count }

    /// The length a line stands at until measured.
    public var estimatedLineLength: Double { lines.estimatedExtent - lineSpacing }

    /// The line holding `item`.
    public func line(ofItem item: Int) -> Int { item / columns.count }

    /// The column holding `item`.
    public func column(ofItem item: Int) -> Int { item % columns.count }

    /// The items of `line`.
    public func items(inLine line: Int) -> Range<Int> {
        line * columns.count..<Swift.min(itemCount, (line + 1) * columns.count)
    }

    /// Where the lines start: after the header and the inset before them.
    public var linesOrigin: Double { headerLength + insetBefore }

    /// The section's whole length, header to footer.
    ///
    /// - Complexity: O(1).
    public var length: Double {
        let lines = lineCount > 0 ? self.lines.totalExtent - lineSpacing : 0
        return linesOrigin + lines + insetAfter + footerLength
    }

    /// Where `line` starts.
    ///
    /// - Complexity: O(log lines).
    public func origin(ofLine line: Int) -> Double { linesOrigin + lines.offset(of: line) }

    /// The length of `line`.
    ///
    /// - Complexity: O(log lines).
    public func length(ofLine line: Int) -> Double { lines.extent(at: line) - lineSpacing }

    /// Whether `line` was measured.
    public func isMeasured(line: Int) -> Bool { lines.isMeasured(at: line) }

    /// How many lines were measured.
    public var measuredLineCount: Int { lines.measuredCount }

    /// The first line in `range` that stands at the estimate.
    ///
    /// - Complexity: O(log lines).
    public func firstUnmeasuredLine(in range: Range<Int>) -> Int? { lines.firstUnmeasured(in: range) }

    /// The lines that reach into `start..<end` (a line ends at its own end, not after the
    /// spacing under it).
    ///
    /// - Complexity: O(log lines).
    public func lines(intersecting start: Double, _ end: Double) -> Range<Int> {
        guard end > start, lineCount > 0 else { return 0..<0 }
        var first = lines.countOfItems(endingAtOrBefore: start - linesOrigin)
        let last = lines.countOfItems(startingBefore: end - linesOrigin)
        if first < last && origin(ofLine: first) + length(ofLine: first) <= start { first += 1 }
        return first < last ? first..<last : first..<first
    }

    /// Records the measured length of `line`.
    ///
    /// - Complexity: O(log lines).
    public mutating func setLength(_ length: Double, ofLine line: Int) {
        precondition(length >= 0 && length.isFinite, "line \(line): length \(length)")
        lines.setExtent(length + lineSpacing, at: line)
    }

    /// Forgets every line's length: they stand at the estimate again.
    public mutating func invalidateLines() { lines.invalidateAll() }
}
