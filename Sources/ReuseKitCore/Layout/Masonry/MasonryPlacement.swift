/// How a masonry layout chooses the column of each item.
public enum MasonryPlacement: Hashable, Sendable {
    /// Each item goes to the shortest column, the leftmost among equally short ones (as
    /// CHTCollectionViewWaterfallLayout's "shortest first").
    case shortestColumn
    /// Items fill the columns left to right in turn: item `i` goes to column `i % columns`.
    case leftToRight
}
