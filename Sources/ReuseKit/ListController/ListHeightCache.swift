import Foundation

/// The heights a list controller asked of its height provider, by item, each with the width it
/// was asked at: a height is asked again only for another width or once its item is reloaded.
/// The table's and the waterfall's controllers keep one. A class, so that a provider may look at
/// its controller while it is asked.
@MainActor
final class ListHeightCache<ItemID: Hashable & Sendable> {
    private var heights: [ItemID: (width: CGFloat, height: CGFloat)] = [:]
    /// How many heights were asked (the cache's misses).
    private(set) var calculations = 0

    /// The number of heights cached.
    var count: Int { heights.count }

    /// The height of `item` at `width`: the one cached at that width, else `measure`'s, kept.
    func height(of item: ItemID, width: CGFloat, measure: (ItemID, CGFloat) -> CGFloat) -> CGFloat {
        if let cached = heights[item], cached.width == width { return cached.height }
        calculations += 1
        let height = measure(item, width)
        heights[item] = (width, height)
        return height
    }

    /// Forgets the heights of `items`: they are asked again.
    func forget<Items: Sequence<ItemID>>(_ items: Items) {
        for item in items { heights[item] = nil }
    }

    /// Forgets the heights of items `snapshot` no longer has, so a list refreshed for hours
    /// keeps only what it shows: `exactly`, every time (a waterfall, which measures its new
    /// items only as they come into view); else only once the cache holds more heights than the
    /// snapshot has items, so that an update removing nothing costs O(1).
    ///
    /// - Complexity: O(items) when it forgets.
    func forgetItems<SectionID>(notIn snapshot: ListSnapshot<SectionID, ItemID>, exactly: Bool = false) {
        let shown = snapshot.numberOfItems
        guard !heights.isEmpty, exactly || heights.count > shown || shown == 0 else { return }
        let kept = Set(snapshot.allItems)
        heights = heights.filter { kept.contains($0.key) }
    }
}
