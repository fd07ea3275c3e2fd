import Foundation
import ReuseKitCore

extension CollectionLayoutSection {
    /// A masonry (waterfall) section, ReuseKit's own: the items in `columnCount` columns of one
    /// width, `spacing` apart across and down, each under the shortest column (the waterfall
    /// view's engine), as tall as `itemHeightProvider` says for an item (its index in the
    /// section) in a column of the given width.
    ///
    /// Items are placed from the top as the view reaches them, so a section of a million costs
    /// nothing until shown; until all are placed the section stands at an estimate from the
    /// items placed (`estimatedItemHeight` before any), and items on screen never move when it
    /// is corrected. `contentInsets` keep the columns off the section's edges; a section's
    /// `interGroupSpacing` and orthogonal scrolling do not apply to it.
    public static func masonry(
        columnCount: Int, spacing: CGFloat = 0, estimatedItemHeight: CGFloat = 70,
        itemHeightProvider: @escaping @MainActor (_ item: Int, _ columnWidth: CGFloat) -> CGFloat
    ) -> CollectionLayoutSection {
        precondition(
            columnCount >= 1 && columnCount <= MasonryColumns.maximumColumnCount,
            "a masonry section has 1...\(MasonryColumns.maximumColumnCount) columns, not \(columnCount)")
        precondition(spacing >= 0 && spacing.isFinite, "a masonry section's spacing is finite, ≥ 0")
        precondition(
            estimatedItemHeight >= 0 && estimatedItemHeight.isFinite, "an estimated height is finite, ≥ 0")
        let item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimatedItemHeight)))
        let column = CollectionLayoutGroup.vertical(
            layoutSize: CollectionLayoutSize(
                widthDimension: .fractionalWidth(1 / CGFloat(columnCount)),
                heightDimension: .estimated(estimatedItemHeight)),
            subitems: [item])
        let section = CollectionLayoutSection(group: column)
        section.masonry = MasonryColumns(
            count: columnCount, spacing: spacing, estimatedItemHeight: estimatedItemHeight,
            itemHeight: itemHeightProvider)
        return section
    }
}

/// How a masonry section stands: its columns, their spacing, and its items' heights.
@MainActor
struct MasonryColumns {
    static let maximumColumnCount = MasonryLayout.maximumColumnCount
    var count: Int
    var spacing: CGFloat
    var estimatedItemHeight: CGFloat
    var itemHeight: @MainActor (_ item: Int, _ columnWidth: CGFloat) -> CGFloat
}
