import Foundation

/// A view a collection view recycles: the base of its cells and of its supplementary views
/// (headers, footers).
@MainActor
open class CollectionReusableView: View {
    /// The identifier the view is pooled under.
    public internal(set) var reuseIdentifier: String?

    /// Creates a view; `register(_:forCellWithReuseIdentifier:)` and
    /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)` call this initializer.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Called when the view is taken from the pool for another element: reset per-item state.
    open func prepareForReuse() {}

    /// The attributes the view would like, given those the layout chose: the same, with the
    /// height that ``View/sizeThatFits(_:)`` gives for the layout's width; in a layout whose
    /// lines run sideways (a horizontal flow layout), the width it gives for the layout's height.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes)
        -> CollectionViewLayoutAttributes
    {
        // Laid out at the layout's size first, as UIKit's: a cell's content view takes its bounds.
        layoutIfNeeded()
        let preferred = layoutAttributes.copy()
        let size = layoutAttributes.size
        if (superview as? CollectionView)?.collectionViewLayout.fitsItemWidths == true {
            let proposal = CGSize(width: .greatestFiniteMagnitude, height: size.height)
            preferred.size = CGSize(width: max(0, sizeThatFits(proposal).width), height: size.height)
        } else {
            preferred.size = CGSize(
                width: size.width, height: max(0, sizeThatFits(CGSize(width: size.width, height: 0)).height))
        }
        return preferred
    }

    /// Takes on the layout's attributes (frame aside, which the collection view sets).
    open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {}
}

extension CollectionReusableView: ReusableView {}
