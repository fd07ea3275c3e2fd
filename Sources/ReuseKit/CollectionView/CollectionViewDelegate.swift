import Foundation

/// Hears of a collection view's selection, highlighting and cells coming and going.
@MainActor
public protocol CollectionViewDelegate: ScrollViewDelegate {
    /// Whether an item may be selected (`true` by default).
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// An item was selected by the user.
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
    /// Whether a selected item may be deselected (`true` by default).
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// An item was deselected by the user.
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
    /// Whether an item highlights when pressed (`true` by default).
    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// An item was highlighted.
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath)
    /// An item stopped being highlighted.
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath)
    /// A cell is about to come on screen.
    func collectionView(
        _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
    )
    /// A cell left the screen.
    func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
        forItemAt indexPath: IndexPath)
    /// A supplementary view is about to come on screen.
    func collectionView(
        _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath)
    /// A supplementary view left the screen.
    func collectionView(
        _ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath)
    /// Whether an item can take the keyboard focus; ``CollectionView/allowsFocus`` by default.
    /// A move of the focus passes over items that cannot.
    func collectionView(_ collectionView: CollectionView, canFocusItemAt indexPath: IndexPath) -> Bool
    /// Whether the focus may move as `context` says (a key, or Enter landing it); `true` by
    /// default.
    func collectionView(
        _ collectionView: CollectionView, shouldUpdateFocusIn context: CollectionView.FocusUpdateContext
    ) -> Bool
    /// The focus moved as `context` says.
    func collectionView(
        _ collectionView: CollectionView, didUpdateFocusIn context: CollectionView.FocusUpdateContext)
    /// The item the focus lands on when it comes to the collection view; `nil` (the default)
    /// for the first whole visible item.
    func indexPathForPreferredFocusedView(in collectionView: CollectionView) -> IndexPath?
}

extension CollectionViewDelegate {
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath)
        -> Bool
    {
        true
    }
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath)
        -> Bool
    {
        true
    }
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath)
        -> Bool
    {
        true
    }
    public func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    public func collectionView(
        _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {}
    public func collectionView(_ collectionView: CollectionView, canFocusItemAt indexPath: IndexPath) -> Bool
    {
        collectionView.allowsFocus
    }
    public func collectionView(
        _ collectionView: CollectionView, shouldUpdateFocusIn context: CollectionView.FocusUpdateContext
    ) -> Bool { true }
    public func collectionView(
        _ collectionView: CollectionView, didUpdateFocusIn context: CollectionView.FocusUpdateContext
    ) {}
    public func indexPathForPreferredFocusedView(in collectionView: CollectionView) -> IndexPath? { nil }
}
