/// Where the items of a grid's lines stand across the scroll axis: how many fit on a line and
/// how far apart they are, by the rule of UIKit's flow layout for items of one size.
///
/// As many items fit as the available length holds with the minimum spacing between them; the
/// length left over widens the spacing, so a full line reaches from edge to edge. Every line
/// uses the same columns, a short last line included, so items stand in columns down the grid.
/// A line that holds one item holds it in the middle.
public struct GridColumns: Equatable, Sendable {
    /// How many items a line holds (at least one).
    public let count: Int
    /// Where the first column starts across the scroll axis.
    public let origin: Double
    /// The distance from one column's start to the next one's.
    public let pitch: Double
    /// An item's length across the scroll axis.
    public let itemLength: Double

    /// The columns for items `itemLength` long in `available` points that start at `start`, at
    /// least `minimumSpacing` apart.
    ///
    /// - Complexity: O(1).
    public init(itemLength: Double, available: Double, start: Double = 0, minimumSpacing: Double) {
        precondition(itemLength >= 0 && itemLength.isFinite, "an item's length must be finite, ≥ 0")
        precondition(minimumSpacing >= 0 && minimumSpacing.isFinite, "spacing must be finite, ≥ 0")
        let room = Swift.max(0, available)
        let fitting =
            itemLength + minimumSpacing > 0
            ? Int(((room + minimumSpacing) / (itemLength + minimumSpacing) + 1e-9).rounded(.down)) : 1
        count = Swift.max(1, fitting)
        self.itemLength = itemLength
        if count == 1 {
            origin = start + Swift.max(0, (room - itemLength) / 2)
            pitch = itemLength + minimumSpacing
        } else {
            origin = start
            pitch = itemLength + (room - Double(count) * itemLength) / Double(count - 1)
        }
    }

    /// Where column `column` starts.
    ///
    /// - Complexity: O(1).
    public func origin(ofColumn column: Int) -> Double { origin + Double(column) * pitch }

    /// The columns whose items reach into `start..<end` (an item ends at its own end, not at the
    /// end of the spacing after it).
    ///
    /// - Complexity: O(1).
    public func columns(intersecting start: Double, _ end: Double) -> Range<Int> {
        guard end > start, pitch > 0 else { return end > start ? 0..<count : 0..<0 }
        var first = Swift.max(0, Int(((start - origin) / pitch).rounded(.down)))
        if first < count && origin(ofColumn: first) + itemLength <= start { first += 1 }
        var last = Swift.min(count, Int(((end - origin) / pitch).rounded(.up)))
        while last > 0 && origin(ofColumn: last - 1) >= end { last -= 1 }
        first = Swift.min(first, count)
        return first < last ? first..<last : first..<first
    }
}
