import Foundation

/// Where a gallery's tabs stand along its bar, on every host: side by side at their own
/// widths from `start`, `gap` apart. When they are wider than the bar, the first ones slide out
/// of view, as few as keep the active tab whole; those have empty ranges.
public struct TabStrip: Equatable, Sendable {
    /// Each tab's place along the bar, in points; empty for a tab out of view.
    public let ranges: [Range<CGFloat>]

    /// Lays out tabs of `widths` from `start`, `gap` apart, in a bar `width` wide with tab
    /// `active` in view.
    public init(widths: [CGFloat], start: CGFloat, gap: CGFloat, width: CGFloat, active: Int) {
        var x = start
        let natural = widths.map { tab in
            defer { x += tab + gap }
            return x..<(x + tab)
        }
        var first = 0
        if natural.indices.contains(active) {
            while first < active, natural[active].upperBound - (natural[first].lowerBound - start) > width {
                first += 1
            }
        }
        let shift = natural.isEmpty ? 0 : natural[first].lowerBound - start
        ranges = natural.indices.map { index in
            index < first
                ? start..<start : (natural[index].lowerBound - shift)..<(natural[index].upperBound - shift)
        }
    }

    /// Whether tabs slid out of view at the start (the bar marks it).
    public var hidesLeadingTabs: Bool { ranges.first?.isEmpty == true }

    /// The tab under `x`, if one shows there.
    public func tab(at x: CGFloat) -> Int? { ranges.firstIndex { $0.contains(x) } }
}
