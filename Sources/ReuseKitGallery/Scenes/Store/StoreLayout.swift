import Foundation
import ReuseKit

/// The store's compositional layout: UIKit's numbers, 96-point thumbnails under a 22-point name,
/// 8 points apart, each shelf under a pinned header.
@MainActor
enum StoreLayout {
    /// Holds the scene weakly for the layout, which is made first.
    final class Owner {
        weak var scene: StoreScene?
    }

    /// The layout; `swipeActions` gives an update's trailing actions.
    static func make(
        swipeActions: @escaping CollectionLayoutListConfiguration.SwipeActionsConfigurationProvider
    )
        -> CollectionViewCompositionalLayout
    {
        CollectionViewCompositionalLayout { index, environment in
            let shelf = StoreScene.Shelf(rawValue: index) ?? .allApps
            let section: CollectionLayoutSection
            switch shelf {
            case .featured:
                section = band(width: .fractionalWidth(0.8), height: 132, behavior: .groupPagingCentered)
            case .newThisWeek:
                section = band(width: .absolute(96), height: 110, behavior: .continuous)
            case .picks:
                let line = environment.traitCollection.textSystem.lineHeight
                section = .masonry(columnCount: columns(environment), spacing: 8, estimatedItemHeight: 140) {
                    item, width in
                    // Pictures from wide to tall, a name under each.
                    let mixed = StoreScene.mixed(IndexPath(item: item, section: index))
                    return width * CGFloat(6 + mixed % 9) / 10 + line
                }
            case .updates:
                var configuration = CollectionLayoutListConfiguration(appearance: .plain)
                configuration.trailingSwipeActionsConfigurationProvider = swipeActions
                section = .list(using: configuration, layoutEnvironment: environment)
            case .allApps:
                let thumbnail = CollectionLayoutItem(
                    layoutSize: CollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let row = CollectionLayoutGroup.horizontal(
                    layoutSize: CollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(110)),
                    repeatingSubitem: thumbnail, count: columns(environment))
                row.interItemSpacing = .fixed(8)
                section = CollectionLayoutSection(group: row)
                section.interGroupSpacing = 8
            }
            if shelf != .updates {
                section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
            }
            let header = CollectionLayoutBoundarySupplementaryItem(
                layoutSize: CollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(22)),
                elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = true
            section.boundarySupplementaryItems = [header]
            section.supplementariesFollowContentInsets = false
            return section
        }
    }

    /// As many 96-point columns as fit, 8 apart inside 8-point insets; at least two.
    static func columns(_ environment: CollectionLayoutEnvironment) -> Int {
        max(2, Int((environment.container.effectiveContentSize.width - 16 + 8) / (96 + 8)))
    }

    /// A carousel of one item a group, groups 8 apart.
    static func band(
        width: CollectionLayoutDimension, height: CGFloat,
        behavior: CollectionLayoutSectionOrthogonalScrollingBehavior
    ) -> CollectionLayoutSection {
        let item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let section = CollectionLayoutSection(
            group: .horizontal(
                layoutSize: CollectionLayoutSize(widthDimension: width, heightDimension: .absolute(height)),
                subitems: [item]))
        section.orthogonalScrollingBehavior = behavior
        section.interGroupSpacing = 8
        return section
    }
}
