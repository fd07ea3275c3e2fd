import Foundation

/// One element a layout places, as a value: what ``CollectionViewLayoutAttributes`` says,
/// without an object per element, so that the built-in layouts answer a scroll step without
/// allocating.
struct CollectionLayoutElement {
    /// The kind of a supplementary view; `nil` for a cell.
    var kind: String?
    var indexPath: IndexPath
    var frame: CGRect
    var zIndex = 0
    var alpha: CGFloat = 1
    var isHidden = false
    /// Whether a cell shows a separator over its bottom edge (a list section's rows).
    var showsSeparator = false
    /// The attributes an app's layout gave, when it gave some (passed on to `apply(_:)`).
    var attributes: CollectionViewLayoutAttributes?

    var isCell: Bool { kind == nil }

    /// The element an app's layout described with attributes.
    @MainActor
    init(_ attributes: CollectionViewLayoutAttributes) {
        kind = attributes.representedElementKind
        indexPath = attributes.indexPath
        frame = attributes.frame
        zIndex = attributes.zIndex
        alpha = attributes.alpha
        isHidden = attributes.isHidden
        self.attributes = attributes
    }

    /// A cell or supplementary view at `frame`.
    init(kind: String?, indexPath: IndexPath, frame: CGRect, zIndex: Int = 0) {
        self.kind = kind
        self.indexPath = indexPath
        self.frame = frame
        self.zIndex = zIndex
    }

    /// The element as attributes: the app layout's own, else new ones.
    @MainActor
    func makeAttributes() -> CollectionViewLayoutAttributes {
        if let attributes { return attributes }
        let made =
            kind.map { CollectionViewLayoutAttributes(forSupplementaryViewOfKind: $0, with: indexPath) }
            ?? CollectionViewLayoutAttributes(forCellWith: indexPath)
        made.frame = frame
        made.zIndex = zIndex
        made.alpha = alpha
        made.isHidden = isHidden
        return made
    }
}

/// A layout that answers the collection view's per-pass questions with values: the built-in
/// layouts. The view asks these instead of the attribute methods, which build on them.
@MainActor
protocol ElementLayout: CollectionViewLayout {
    /// Calls `body` with every element whose frame intersects `rect`.
    func forEachElement(in rect: CGRect, _ body: (CollectionLayoutElement) -> Void)
    /// The frame of an item's cell, or `nil` when there is no such item.
    func frameOfItem(at indexPath: IndexPath) -> CGRect?
}
