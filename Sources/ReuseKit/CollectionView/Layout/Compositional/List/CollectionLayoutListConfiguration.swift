import Foundation

/// How a list section looks and behaves, as UIKit's `UICollectionLayoutListConfiguration`:
/// rows the width of the section that size themselves, separators between them, a header and
/// footer if asked, and the actions a row reveals when swiped.
public struct CollectionLayoutListConfiguration {
    /// The look of a list, as a table view's styles.
    public enum Appearance: Hashable, Sendable {
        /// Rows edge to edge under headers that stay on screen while their section is.
        case plain
        /// Sections apart, their headers scrolling with them.
        case grouped
        /// Grouped sections inset from the view's edges.
        case insetGrouped
    }

    /// Whether a list section has a header.
    public enum HeaderMode: Hashable, Sendable {
        /// No header.
        case none
        /// A supplementary view of kind ``CollectionView/elementKindSectionHeader``, from the
        /// data source.
        case supplementary
        /// The section's first item is its header: a row like the others (its cell draws it
        /// as a header), with no separator under it and no supplementary view asked.
        case firstItemInSection
    }

    /// Whether a list section has a footer.
    public enum FooterMode: Hashable, Sendable {
        /// No footer.
        case none
        /// A supplementary view of kind ``CollectionView/elementKindSectionFooter``, from the
        /// data source.
        case supplementary
    }

    /// The function asked for a row's swipe actions on one side; `nil` for none.
    public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> SwipeActionsConfiguration?

    /// The look of the list.
    public var appearance: Appearance
    /// Whether rows show a separator under them (the last row of a section shows none); `true`
    /// by default.
    public var showsSeparators = true
    /// Whether sections have a header; `.none` by default.
    public var headerMode = HeaderMode.none
    /// Whether sections have a footer; `.none` by default.
    public var footerMode = FooterMode.none
    /// The actions a swipe to the right reveals on a row's leading edge.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The actions a swipe to the left reveals on a row's trailing edge.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// A configuration of `appearance`.
    public init(appearance: Appearance) {
        self.appearance = appearance
    }
}
