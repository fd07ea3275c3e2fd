import Foundation

/// What a compositional layout's section provider knows of where its sections go: the
/// container's size and the traits of the host.
@MainActor
public struct CollectionLayoutEnvironment {
    /// The collection view's size and insets.
    public let container: CollectionLayoutContainer
    /// The host's traits (its text system, scale and grid).
    public let traitCollection: TraitCollection
}

/// The size of the space a compositional layout lays sections out in.
public struct CollectionLayoutContainer: Equatable, Sendable {
    /// The collection view's size.
    public let contentSize: CGSize
    /// The insets sections keep from the container's leading and trailing edges.
    public let contentInsets: DirectionalEdgeInsets
    /// The size inside ``contentInsets``.
    public var effectiveContentSize: CGSize {
        CGSize(
            width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
            height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }
    /// The insets sections keep: ``contentInsets``.
    public var effectiveContentInsets: DirectionalEdgeInsets { contentInsets }
}
