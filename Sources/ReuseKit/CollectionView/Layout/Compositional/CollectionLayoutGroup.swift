import Foundation

/// Items side by side (``horizontal(layoutSize:subitems:)``) or one above another
/// (``vertical(layoutSize:subitems:)``): the shape a compositional section repeats, one group
/// after another, as long as it has items.
///
/// A group of subitems repeats them in order as long as the next one fits; a group of a
/// repeating subitem holds exactly `count` of it, sized to fill the group. Groups nest.
@MainActor
public final class CollectionLayoutGroup: CollectionLayoutItem {
    enum Axis { case horizontal, vertical }

    /// The items (or groups) the group holds.
    public let subitems: [CollectionLayoutItem]
    /// The space between the group's items; `nil` (the default) for none.
    public var interItemSpacing: CollectionLayoutSpacing? { didSet { CompositionalRevision.bump() } }
    let axis: Axis
    /// The number of times the one subitem repeats, sized to fill the group.
    let repeatCount: Int?

    private init(layoutSize: CollectionLayoutSize, axis: Axis, subitems: [CollectionLayoutItem], count: Int?)
    {
        precondition(!subitems.isEmpty, "a group holds at least one item")
        precondition(count.map { $0 > 0 } ?? true, "a group repeats its item at least once")
        self.axis = axis
        self.subitems = subitems
        repeatCount = count
        super.init(layoutSize: layoutSize)
    }

    /// A group of `subitems` side by side, repeated as long as the next one fits.
    public static func horizontal(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem])
        -> CollectionLayoutGroup
    {
        CollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: subitems, count: nil)
    }

    /// A group of `count` of `subitem` side by side, as wide as fills the group.
    public static func horizontal(
        layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int
    ) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], count: count)
    }

    /// A group of `subitems` one above another, repeated as long as the next one fits.
    public static func vertical(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem])
        -> CollectionLayoutGroup
    {
        CollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: subitems, count: nil)
    }

    /// A group of `count` of `subitem` one above another, as tall as fills the group.
    public static func vertical(
        layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int
    ) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], count: count)
    }
}
