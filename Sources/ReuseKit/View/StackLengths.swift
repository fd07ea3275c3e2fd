import Foundation

/// How a stack shares its length: the arithmetic alone, testable without views.
///
/// Every distribution covers the stack exactly, as UIKit's: the first view starts at the
/// leading edge and the last ends at the trailing edge (one view alone takes the whole length),
/// and the views with the gaps between them fill what lies between.
enum StackLengths {
    /// An arranged view as the arithmetic sees it: its natural length along the stack (`nil`:
    /// none) and its content-hugging priority along it.
    typealias Item = (natural: CGFloat?, hugging: LayoutPriority)

    /// Where each view goes along a stack `length` long whose neighbours are at least `spacing`
    /// apart, as `distribution` says: positions from the leading edge, lengths ≥ 0.
    ///
    /// - Complexity: O(views).
    static func place(
        _ views: [Item], in length: CGFloat, spacing: CGFloat, distribution: StackView.Distribution
    ) -> [(position: CGFloat, length: CGFloat)] {
        guard views.count > 1 else { return views.map { _ in (0, max(0, length)) } }
        let room = length - spacing * CGFloat(views.count - 1)
        switch distribution {
        case .fill: return packed(share(room, among: views), spacing: spacing)
        case .fillEqually: return packed(equal(room, count: views.count), spacing: spacing)
        case .fillProportionally: return packed(proportional(room, among: views), spacing: spacing)
        case .equalSpacing: return spaced(views, in: length, spacing: spacing)
        case .equalCentering: return centred(views, in: length, spacing: spacing)
        }
    }

    /// The lengths that fill `available` (`.fill`): natural lengths kept; the room left goes to
    /// one view, the first (as UIKit resolves equal priorities, by index) of the lowest hugging
    /// priority among the views without a natural length, or among all when every view has one;
    /// room missing is taken from the views of the lowest priority, then from the last views.
    ///
    /// - Complexity: O(views).
    static func share(_ available: CGFloat, among views: [Item]) -> [CGFloat] {
        guard !views.isEmpty else { return [] }
        let room = max(0, available)
        var lengths = views.map { $0.natural ?? 0 }
        // Views without a natural length give way first; among them, or among the rest, the
        // lowest priority does.
        let flexible = views.indices.filter { views[$0].natural == nil }
        let candidates = flexible.isEmpty ? Array(views.indices) : flexible
        let lowest = candidates.map { views[$0].hugging }.min() ?? .defaultLow
        let givers = candidates.filter { views[$0].hugging == lowest }
        var extra = room - lengths.reduce(0, +)
        if extra >= 0 {
            lengths[givers[0]] += extra
            return lengths
        }
        // Whole points each, the remainder to the last, so equal views stay equal on a grid.
        let share = (extra / CGFloat(givers.count)).rounded(.down)
        for index in givers {
            let part = index == givers.last ? extra : share
            let length = max(0, lengths[index] + part)
            extra -= length - lengths[index]
            lengths[index] = length
        }
        // Still too long (the givers reached 0): the last views are cut, as a clipped stack.
        for index in lengths.indices.reversed() where extra < 0 {
            let cut = min(lengths[index], -extra)
            lengths[index] -= cut
            extra += cut
        }
        return lengths
    }

    /// `count` equal lengths in whole points filling `available` (`.fillEqually`), the
    /// remainder to the last.
    static func equal(_ available: CGFloat, count: Int) -> [CGFloat] {
        let room = max(0, available)
        return cumulative(count) { room * CGFloat($0) / CGFloat(count) }
    }

    /// Lengths in proportion to the natural ones filling `available` (`.fillProportionally`);
    /// a view without a natural length counts as 0; when no view has any, as ``share(_:among:)``.
    static func proportional(_ available: CGFloat, among views: [Item]) -> [CGFloat] {
        let naturals = views.map { max(0, $0.natural ?? 0) }
        let total = naturals.reduce(0, +)
        guard total > 0 else { return share(available, among: views) }
        let room = max(0, available)
        var sums: [CGFloat] = [0]
        for natural in naturals { sums.append(sums[sums.count - 1] + natural) }
        return cumulative(views.count) { room * sums[$0] / total }
    }

    /// Natural lengths with equal gaps of at least `spacing` between them (`.equalSpacing`);
    /// when they do not fit with `spacing`, the gaps are `spacing` and the views give way as in
    /// `.fill`.
    static func spaced(_ views: [Item], in length: CGFloat, spacing: CGFloat) -> [(
        position: CGFloat, length: CGFloat
    )] {
        let lengths = views.map { max(0, $0.natural ?? 0) }
        let gaps = length - lengths.reduce(0, +)
        let count = views.count - 1
        guard gaps >= spacing * CGFloat(count) else {
            return packed(share(length - spacing * CGFloat(count), among: views), spacing: spacing)
        }
        let gapLengths = cumulative(count) { gaps * CGFloat($0) / CGFloat(count) }
        var placed: [(position: CGFloat, length: CGFloat)] = []
        var position: CGFloat = 0
        for (index, view) in lengths.enumerated() {
            placed.append((position, view))
            position += view + (index < count ? gapLengths[index] : 0)
        }
        return placed
    }

    /// Natural lengths whose centres are equally far apart, the first at the leading edge and
    /// the last at the trailing one (`.equalCentering`); when that brings two views closer than
    /// `spacing`, as `.equalSpacing` (UIKit's centring is the weaker rule too).
    static func centred(_ views: [Item], in length: CGFloat, spacing: CGFloat) -> [(
        position: CGFloat, length: CGFloat
    )] {
        let lengths = views.map { max(0, $0.natural ?? 0) }
        let first = lengths[0] / 2
        let step = (length - first - lengths[lengths.count - 1] / 2) / CGFloat(views.count - 1)
        let positions = lengths.indices.map { index in
            index == lengths.count - 1
                ? length - lengths[index]
                : (first + step * CGFloat(index) - lengths[index] / 2).rounded(.down)
        }
        let fits = lengths.indices.dropLast().allSatisfy {
            positions[$0 + 1] - positions[$0] - lengths[$0] >= spacing
        }
        guard fits else { return spaced(views, in: length, spacing: spacing) }
        return Array(zip(positions, lengths))
    }

    /// `lengths` one after another, `spacing` apart.
    private static func packed(_ lengths: [CGFloat], spacing: CGFloat) -> [(
        position: CGFloat, length: CGFloat
    )] {
        var position: CGFloat = 0
        return lengths.map { length in
            defer { position += length + spacing }
            return (position, length)
        }
    }

    /// `count` parts in whole points, the `i`th from `end(i)` to `end(i + 1)` rounded down, the
    /// last to `end(count)` exactly: the parts add up to the whole, none drifting from its share.
    private static func cumulative(_ count: Int, end: (Int) -> CGFloat) -> [CGFloat] {
        (0..<count).map { index in
            let upper = index == count - 1 ? end(count) : end(index + 1).rounded(.down)
            return upper - end(index).rounded(.down)
        }
    }
}
