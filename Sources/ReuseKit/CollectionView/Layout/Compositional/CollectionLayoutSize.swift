import Foundation

/// One side of an element's size in a compositional layout: a fraction of its container's
/// width or height, a fixed length, or an estimate its cells correct.
public struct CollectionLayoutDimension: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case fractionalWidth, fractionalHeight, absolute, estimated }

    let kind: Kind
    /// The fraction, the length or the estimate.
    public let dimension: CGFloat

    private init(_ kind: Kind, _ dimension: CGFloat) {
        precondition(dimension.isFinite && dimension >= 0, "a layout dimension must be finite, ≥ 0")
        self.kind = kind
        self.dimension = dimension
    }

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
        Self(.fractionalWidth, fractionalWidth)
    }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
        Self(.fractionalHeight, fractionalHeight)
    }
    /// A length in points.
    public static func absolute(_ absoluteDimension: CGFloat) -> Self { Self(.absolute, absoluteDimension) }
    /// A length in points that the element's cells correct when shown.
    public static func estimated(_ estimatedDimension: CGFloat) -> Self {
        Self(.estimated, estimatedDimension)
    }

    /// Whether the dimension is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether the dimension is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether the dimension is a length in points.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether the dimension is an estimate.
    public var isEstimated: Bool { kind == .estimated }

    /// The length in a container of `size` (an estimate stands at its value).
    func resolved(in size: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: dimension * size.width
        case .fractionalHeight: dimension * size.height
        case .absolute, .estimated: dimension
        }
    }
}

/// An element's width and height in a compositional layout.
public struct CollectionLayoutSize: Equatable, Sendable {
    /// The width.
    public let widthDimension: CollectionLayoutDimension
    /// The height.
    public let heightDimension: CollectionLayoutDimension

    /// A size of these dimensions.
    public init(widthDimension: CollectionLayoutDimension, heightDimension: CollectionLayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    /// The size in a container of `size`.
    func resolved(in size: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: size), height: heightDimension.resolved(in: size))
    }
}

/// The space between the items of a group: fixed, or at least some and spread to fill.
public struct CollectionLayoutSpacing: Equatable, Sendable {
    /// The space, or the least space for flexible spacing.
    public let spacing: CGFloat
    /// Whether the space is flexible: the group's left-over length spreads between its items.
    public let isFlexibleSpacing: Bool
    /// Whether the space is fixed.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    /// Exactly `fixedSpacing` points between items.
    public static func fixed(_ fixedSpacing: CGFloat) -> Self {
        Self(spacing: fixedSpacing, isFlexibleSpacing: false)
    }
    /// At least `flexibleSpacing` points between items, the group's left-over length spread
    /// evenly between them.
    public static func flexible(_ flexibleSpacing: CGFloat) -> Self {
        Self(spacing: flexibleSpacing, isFlexibleSpacing: true)
    }

    private init(spacing: CGFloat, isFlexibleSpacing: Bool) {
        precondition(spacing.isFinite && spacing >= 0, "spacing must be finite, ≥ 0")
        self.spacing = spacing
        self.isFlexibleSpacing = isFlexibleSpacing
    }
}
