import Foundation

extension CollectionLayoutSection {
    /// A list section, as UIKit's `list(using:layoutEnvironment:)`: one row a group, the
    /// section's width (less the insets of an inset-grouped list), each as tall as its cell
    /// sizes itself (44 points until then), separators between them, a header and footer if
    /// the configuration asks, pinned in a plain list.
    ///
    /// - Complexity: O(1); the rows are computed, as any section's, and a million cost nothing
    ///   until shown.
    public static func list(
        using configuration: CollectionLayoutListConfiguration, layoutEnvironment: CollectionLayoutEnvironment
    ) -> CollectionLayoutSection {
        let row = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let section = CollectionLayoutSection(
            group: .horizontal(layoutSize: row, subitems: [CollectionLayoutItem(layoutSize: row)]))
        let grouped = configuration.appearance != .plain
        let inset: CGFloat = configuration.appearance == .insetGrouped ? 16 : 0
        section.contentInsets = DirectionalEdgeInsets(
            top: grouped ? 8 : 0, leading: inset, bottom: grouped ? 16 : 0, trailing: inset)
        var boundaries: [CollectionLayoutBoundarySupplementaryItem] = []
        if configuration.headerMode == .supplementary {
            let header = CollectionLayoutBoundarySupplementaryItem(
                layoutSize: CollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(grouped ? 38 : 28)),
                elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = !grouped
            boundaries.append(header)
        }
        if configuration.footerMode == .supplementary {
            let footer = CollectionLayoutBoundarySupplementaryItem(
                layoutSize: CollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(28)),
                elementKind: CollectionView.elementKindSectionFooter, alignment: .bottom)
            footer.pinToVisibleBounds = !grouped
            boundaries.append(footer)
        }
        section.boundarySupplementaryItems = boundaries
        section.list = configuration
        return section
    }
}

extension CollectionViewCompositionalLayout {
    /// A layout whose every section is a list of `configuration`, as UIKit's `list(using:)`.
    public static func list(using configuration: CollectionLayoutListConfiguration)
        -> CollectionViewCompositionalLayout
    {
        var section: CollectionLayoutSection?
        // One section object for every section and every pass: sections are resolved once.
        return CollectionViewCompositionalLayout { _, environment in
            if let section { return section }
            let made = CollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
            section = made
            return made
        }
    }
}
