import Foundation

extension CollectionView {
    /// The selected items, in order; `nil` when none is, as UIKit.
    public var indexPathsForSelectedItems: [IndexPath]? {
        selection.selected.isEmpty ? nil : selection.selected.sorted()
    }

    /// Selects an item (in single selection, instead of the selected one) without telling the
    /// delegate, as UIKit, and scrolls it to `scrollPosition` (none: where it is).
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard allowsSelection else { return }
        guard let indexPath else {
            for selected in selection.selected { deselectItem(at: selected, animated: animated) }
            return
        }
        if !allowsMultipleSelection {
            for selected in selection.selected where selected != indexPath {
                deselectItem(at: selected, animated: animated)
            }
        }
        selection.selected.insert(indexPath)
        cellForItem(at: indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item without telling the delegate.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selection.selected.remove(indexPath)
        cellForItem(at: indexPath)?.isSelected = false
    }

    /// A tap at `point` (content coordinates): the item there highlights, then is selected, or
    /// deselected when several may be selected and it was, with the delegate asked and told at
    /// each step as UIKit's. Returns the item, if any.
    @_spi(Hosting)
    @discardableResult
    public func tapItem(at point: CGPoint) -> IndexPath? {
        if handleControlTap(at: point) { return nil }
        guard let indexPath = indexPathForItem(at: point) else { return nil }
        if let cell = cellForItem(at: indexPath), cell.handleOutlineTap(at: cell.convert(point, from: self)) {
            return nil
        }
        guard allowsSelection else { return nil }
        let delegate = collectionDelegate
        if delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true {
            cellForItem(at: indexPath)?.isHighlighted = true
            delegate?.collectionView(self, didHighlightItemAt: indexPath)
            cellForItem(at: indexPath)?.isHighlighted = false
            delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
        }
        if allowsMultipleSelection, selection.selected.contains(indexPath) {
            guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else {
                return indexPath
            }
            deselectItem(at: indexPath, animated: false)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return indexPath
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return indexPath }
        let previous = allowsMultipleSelection ? [] : selection.selected.subtracting([indexPath])
        selectItem(at: indexPath, animated: false, scrollPosition: [])
        for deselected in previous.sorted() { delegate?.collectionView(self, didDeselectItemAt: deselected) }
        delegate?.collectionView(self, didSelectItemAt: indexPath)
        return indexPath
    }
}
