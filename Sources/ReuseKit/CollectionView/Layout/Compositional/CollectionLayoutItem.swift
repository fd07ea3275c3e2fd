import Foundation

/// One cell's place in a compositional layout's group: its size relative to the group, and
/// insets that shrink its cell inside that size.
@MainActor
public class CollectionLayoutItem {
    /// The item's size; fractions are of the group that holds it.
    public let layoutSize: CollectionLayoutSize
    /// Space inside the item's size around its cell.
    public var contentInsets: DirectionalEdgeInsets = .zero { didSet { CompositionalRevision.bump() } }

    /// An item of `layoutSize`.
    public init(layoutSize: CollectionLayoutSize) {
        self.layoutSize = layoutSize
    }
}

/// Counts changes to compositional sections, groups and items once made, so a section object
/// the provider returns again unchanged is known without comparing it (an app may change any
/// of them at any time, and share them between sections).
@MainActor
enum CompositionalRevision {
    private(set) static var current = 0
    static func bump() { current &+= 1 }
}
