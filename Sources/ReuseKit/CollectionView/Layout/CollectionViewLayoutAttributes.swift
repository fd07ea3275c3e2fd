import Foundation

/// Where a layout puts one element of a collection view: a cell or a supplementary view.
@MainActor
open class CollectionViewLayoutAttributes {
    /// What kind of element the attributes describe.
    public enum ElementCategory: Hashable, Sendable {
        /// A cell, one per item.
        case cell
        /// A supplementary view (a header, a footer) of a kind the layout names.
        case supplementaryView
    }

    /// The element's frame in the collection view's content.
    open var frame: CGRect
    /// The item or section (and item) the element stands for.
    open var indexPath: IndexPath
    /// Whether the element is a cell or a supplementary view.
    public let representedElementCategory: ElementCategory
    /// The kind of a supplementary view (`nil` for a cell).
    public let representedElementKind: String?
    /// Elements with a higher index draw over those with a lower one.
    open var zIndex = 0
    /// Whether the element is left off screen.
    open var isHidden = false
    /// The element's opacity.
    open var alpha: CGFloat = 1

    /// The attributes of the cell for `indexPath`.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        frame = .zero
        representedElementCategory = .cell
        representedElementKind = nil
    }

    /// The attributes of a supplementary view of `elementKind` for `indexPath`.
    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        frame = .zero
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// The element's size.
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }

    /// The element's centre.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// A copy, for a cell to adjust without touching the layout's own.
    open func copy() -> CollectionViewLayoutAttributes {
        let copy =
            representedElementKind.map {
                CollectionViewLayoutAttributes(forSupplementaryViewOfKind: $0, with: indexPath)
            } ?? CollectionViewLayoutAttributes(forCellWith: indexPath)
        copy.frame = frame
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.alpha = alpha
        return copy
    }
}
