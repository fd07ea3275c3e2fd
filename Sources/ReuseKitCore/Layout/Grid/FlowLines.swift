/// Items of different sizes broken into lines, by the rule of UIKit's flow layout: each line
/// takes items while they fit with the minimum spacing between them (an item wider than the
/// line gets a line of its own); a full line spreads its items from edge to edge (one item
/// alone stands in the middle), the last line keeps the minimum spacing from the start; items
/// are centred along the scroll axis in their line, as long as its longest item.
///
/// Sizes are kept as `Float` pairs and line starts as `Int32`: about 8 bytes an item.
public struct FlowLines: Equatable, Sendable {
    var crossLengths: [Float] = []
    var mainLengths: [Float] = []
    var lineStarts: [Int32] = []
    var lineLengths: [Float] = []
    /// How many items the fullest line holds (zero without items).
    public private(set) var widestLineItemCount = 0
    /// Where lines start across the scroll axis.
    public let start: Double
    /// The room across the scroll axis.
    public let available: Double
    /// The least space between two items of a line.
    public let minimumSpacing: Double

    /// Breaks items of the given lengths across (`crossLengths`) and along (`mainLengths`) the
    /// scroll axis into lines `available` long from `start`.
    ///
    /// - Complexity: O(items).
    public init(
        crossLengths: [Double], mainLengths: [Double], available: Double, start: Double = 0,
        minimumSpacing: Double
    ) {
        precondition(crossLengths.count == mainLengths.count, "every item needs both lengths")
        precondition(crossLengths.count <= Int(Int32.max), "too many items for one section")
        self.start = start
        self.available = Swift.max(0, available)
        self.minimumSpacing = minimumSpacing
        self.crossLengths = crossLengths.map { Float(Swift.max(0, $0)) }
        self.mainLengths = mainLengths.map { Float(Swift.max(0, $0)) }
        var used = 0.0
        var longest: Float = 0
        for item in crossLengths.indices {
            let length = Double(self.crossLengths[item])
            let isFirst = lineStarts.last.map { Int($0) == item } ?? false
            if lineStarts.isEmpty || (!isFirst && used + minimumSpacing + length > self.available + 1e-9) {
                if !lineStarts.isEmpty { lineLengths.append(longest) }
                lineStarts.append(Int32(item))
                used = length
                longest = self.mainLengths[item]
            } else {
                used += minimumSpacing + length
                longest = Swift.max(longest, self.mainLengths[item])
            }
        }
        if !lineStarts.isEmpty { lineLengths.append(longest) }
        for line in lineStarts.indices {
            widestLineItemCount = Swift.max(widestLineItemCount, items(inLine: line).count)
        }
    }

    /// The number of items.
    public var itemCount: Int { crossLengths.count }

    /// The number of lines.
    public var lineCount: Int { lineStarts.count }

    /// The items of `line`.
    public func items(inLine line: Int) -> Range<Int> {
        Int(lineStarts[line])..<(line + 1 < lineStarts.count ? Int(lineStarts[line + 1]) : itemCount)
    }

    /// The line holding `item`.
    ///
    /// - Complexity: O(log lines).
    public func line(ofItem item: Int) -> Int {
        var low = 0
        var high = lineStarts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if Int(lineStarts[middle]) <= item { low = middle } else { high = middle }
        }
        return low
    }

    /// A line's length along the scroll axis: its longest item's.
    public func length(ofLine line: Int) -> Double { Double(lineLengths[line]) }

    /// An item's length across the scroll axis.
    public func crossLength(ofItem item: Int) -> Double { Double(crossLengths[item]) }

    /// An item's length along the scroll axis.
    public func mainLength(ofItem item: Int) -> Double { Double(mainLengths[item]) }

    /// Calls `body` with each item of `line` and where it starts across the scroll axis.
    ///
    /// - Complexity: O(items in the line).
    public func forEachItem(inLine line: Int, _ body: (_ item: Int, _ crossOrigin: Double) -> Void) {
        let items = items(inLine: line)
        let isLast = line == lineStarts.count - 1
        var total = 0.0
        for item in items { total += Double(crossLengths[item]) }
        var spacing = minimumSpacing
        var cursor = start
        if !isLast {
            if items.count == 1 {
                cursor = start + Swift.max(0, (available - total) / 2)
            } else {
                spacing = (available - total) / Double(items.count - 1)
            }
        }
        for item in items {
            body(item, cursor)
            cursor += Double(crossLengths[item]) + spacing
        }
    }

    /// Where `item` starts across the scroll axis.
    ///
    /// - Complexity: O(log lines + items in its line).
    public func crossOrigin(ofItem item: Int) -> Double {
        var origin = start
        forEachItem(inLine: line(ofItem: item)) { other, position in
            if other == item { origin = position }
        }
        return origin
    }
}
