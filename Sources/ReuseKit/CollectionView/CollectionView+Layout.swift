import Foundation
import ReuseKitCore

extension CollectionView {
    /// One layout pass: bring the layout up to date with the bounds, fit self-sizing cells in
    /// view, then recycle the views whose elements left the bounds and make those that entered.
    ///
    /// - Complexity: what the layout's query costs, plus O(elements in view).
    func layoutItems() {
        guard !layoutState.isApplying else { return }
        layoutState.isApplying = true
        defer { layoutState.isApplying = false }
        prepareLayout()
        if let laidOutBounds = layoutState.laidOutBounds, laidOutBounds != bounds,
            collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds)
        {
            let anchor = firstVisibleItem()
            collectionViewLayout.invalidateLayout()
            prepareLayout()
            if let anchor { restore(anchor) }
        }
        // A view that changed height (a window resized, a keyboard shown) keeps its end.
        keepEndIfFollowing()
        settleOffset()
        followAnimatedJump()
        layoutState.laidOutBounds = bounds
        collectVisibleElements()
        applyElements()
        // The pool holds at least a screen of cells: a jump then fills the new place with the
        // cells of the old one, however many items a screen shows.
        cells.limitPerIdentifier = max(cells.limitPerIdentifier, visibleCellsByIndexPath.count)
        for (_, cell) in pendingCells { recycle(cell) }
        pendingCells.removeAll(keepingCapacity: true)
        reportPrefetch()
    }

    /// Recycles the cells whose items lie outside `rect` before cells are made to fit what
    /// entered, so that a jump fills the new place from the pool.
    ///
    /// The cells are judged by the frames they stand at (a cell kept wrongly leaves in the pass;
    /// one let go wrongly comes back from the pool), and sorted out of one dictionary into the
    /// other: removing while iterating would copy the dictionary.
    func recycleCells(outside rect: CGRect) {
        swap(&visibleCellsByIndexPath, &passStorage.leavingCells)
        for (indexPath, cell) in passStorage.leavingCells {
            if cell.frame.overlaps(rect) {
                visibleCellsByIndexPath[indexPath] = cell
            } else {
                endDisplaying(cell, indexPath)
            }
        }
        passStorage.leavingCells.removeAll(keepingCapacity: true)
    }

    /// Fills `passStorage.elements` with the elements the layout puts in the bounds: exactly those
    /// whose frames intersect them.
    ///
    /// - Complexity: what the layout's query costs; allocates nothing with a built-in layout
    ///   once the buffer has grown.
    func collectVisibleElements() {
        passStorage.elements.removeAll(keepingCapacity: true)
        guard bounds.width > 0, bounds.height > 0 else { return }
        let bounds = self.bounds
        forEachElement(in: bounds) { element in
            if !element.isHidden && element.frame.overlaps(bounds) && isValid(element) {
                passStorage.elements.append(element)
            }
        }
    }

    /// Calls `body` with every element the layout puts in `rect`: the built-in layouts answer
    /// with values, an app's layout with its attributes.
    func forEachElement(in rect: CGRect, _ body: (CollectionLayoutElement) -> Void) {
        if let elementLayout {
            elementLayout.forEachElement(in: rect, body)
        } else {
            for attributes in collectionViewLayout.layoutAttributesForElements(in: rect) ?? [] {
                body(CollectionLayoutElement(attributes))
            }
        }
    }

    /// The frame the layout gives an item's cell.
    func frameOfItem(at indexPath: IndexPath) -> CGRect? {
        if let elementLayout { return elementLayout.frameOfItem(at: indexPath) }
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame
    }

    /// Whether an element names something that exists.
    private func isValid(_ element: CollectionLayoutElement) -> Bool {
        let indexPath = element.indexPath
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < itemCounts.count else {
            return false
        }
        return !element.isCell || (indexPath.item >= 0 && indexPath.item < itemCounts[indexPath.section])
    }

    /// Keeps the views of elements still in view (moved to their new frames), recycles the
    /// others, then makes views for the elements that entered. The dictionaries and buffers
    /// are kept from pass to pass, so a step that reuses pooled cells allocates nothing.
    private func applyElements() {
        swap(&visibleCellsByIndexPath, &passStorage.leavingCells)
        swap(&visibleSupplementaryViews, &passStorage.leavingViews)
        passStorage.entering.removeAll(keepingCapacity: true)
        for index in passStorage.elements.indices {
            let element = passStorage.elements[index]
            if element.isCell {
                if let cell = passStorage.leavingCells.removeValue(forKey: element.indexPath) {
                    place(cell, element)
                    cell.showsSeparator = element.showsSeparator
                    visibleCellsByIndexPath[element.indexPath] = cell
                } else {
                    passStorage.entering.append(index)
                }
            } else {
                let key = SupplementaryKey(kind: element.kind ?? "", indexPath: element.indexPath)
                if let view = passStorage.leavingViews.removeValue(forKey: key) {
                    place(view, element)
                    visibleSupplementaryViews[key] = view
                } else {
                    passStorage.entering.append(index)
                }
            }
        }
        for (indexPath, cell) in passStorage.leavingCells { endDisplaying(cell, indexPath) }
        for (key, view) in passStorage.leavingViews { endDisplaying(view, key) }
        passStorage.leavingCells.removeAll(keepingCapacity: true)
        passStorage.leavingViews.removeAll(keepingCapacity: true)
        for index in passStorage.entering {
            let element = passStorage.elements[index]
            if element.isCell {
                visibleCellsByIndexPath[element.indexPath] = makeCell(element)
            } else {
                let key = SupplementaryKey(kind: element.kind ?? "", indexPath: element.indexPath)
                visibleSupplementaryViews[key] = makeSupplementaryView(element, key)
            }
        }
    }

    /// Puts a view at its element's frame, on the host's grid, and hands it the attributes.
    private func place(_ view: CollectionReusableView, _ element: CollectionLayoutElement) {
        view.frame = traitCollection.snapped(element.frame)
        view.alpha = element.alpha
        if let attributes = element.attributes {
            view.apply(attributes)
        } else {
            // The built-in layouts' attributes are values; one object carries them to
            // `apply(_:)`, refilled for each call, so that a scroll step allocates nothing.
            let attributes = scratchAttributes(element)
            view.apply(attributes)
        }
    }

    private func makeCell(_ element: CollectionLayoutElement) -> CollectionViewCell {
        let indexPath = element.indexPath
        let cell = pendingCells.removeValue(forKey: indexPath) ?? askCell(indexPath)
        place(cell, element)
        cell.showsSeparator = element.showsSeparator
        cell.isSelected = selection.selected.contains(indexPath)
        cell.isFocused = indexPath == focusedItem
        // A cell made to fit its line joined the view then.
        if cell.superview !== self { insertSubview(cell, at: 0) }
        collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        return cell
    }

    private func makeSupplementaryView(_ element: CollectionLayoutElement, _ key: SupplementaryKey)
        -> CollectionReusableView
    {
        guard let dataSource else {
            preconditionFailure("a collection view with elements needs a data source")
        }
        let view = dataSource.collectionView(
            self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
        place(view, element)
        addSubview(view)
        collectionDelegate?.collectionView(
            self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
        return view
    }

    func askCell(_ indexPath: IndexPath) -> CollectionViewCell {
        guard let dataSource else { preconditionFailure("a collection view with items needs a data source") }
        return dataSource.collectionView(self, cellForItemAt: indexPath)
    }

    private func endDisplaying(_ cell: CollectionViewCell, _ indexPath: IndexPath) {
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        recycle(cell)
    }

    private func endDisplaying(_ view: CollectionReusableView, _ key: SupplementaryKey) {
        collectionDelegate?.collectionView(
            self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
        view.removeFromSuperview()
        if let identifier = view.reuseIdentifier {
            supplementaryViews.enqueue(view, identifier: Self.poolKey(key.kind, identifier))
        }
    }

    /// Takes a cell out of the view and pools it.
    func recycle(_ cell: CollectionViewCell) {
        forgetSwipe(of: cell)
        itemAnimator.forget(cell)
        cell.removeFromSuperview()
        cell.isSelected = false
        cell.isHighlighted = false
        cell.isFocused = false
        cells.enqueue(cell, identifier: cell.reuseIdentifier)
    }

    /// Recycles every view on screen (before a reload or a new layout).
    func recycleEverything() {
        for (indexPath, cell) in visibleCellsByIndexPath { endDisplaying(cell, indexPath) }
        for (key, view) in visibleSupplementaryViews { endDisplaying(view, key) }
        visibleCellsByIndexPath.removeAll(keepingCapacity: true)
        visibleSupplementaryViews.removeAll(keepingCapacity: true)
        for (_, cell) in pendingCells { recycle(cell) }
        pendingCells.removeAll(keepingCapacity: true)
    }
}

extension CollectionView {
    /// The attributes of a built-in layout's element in an object kept for the purpose: a
    /// cell's for cells, one per supplementary kind met last.
    func scratchAttributes(_ element: CollectionLayoutElement) -> CollectionViewLayoutAttributes {
        let attributes: CollectionViewLayoutAttributes
        if element.isCell {
            attributes =
                passStorage.reusedAttributes.cell
                ?? CollectionViewLayoutAttributes(forCellWith: element.indexPath)
            passStorage.reusedAttributes.cell = attributes
        } else if let kept = passStorage.reusedAttributes.supplementary,
            kept.representedElementKind == element.kind
        {
            attributes = kept
        } else {
            attributes = element.makeAttributes()
            passStorage.reusedAttributes.supplementary = attributes
        }
        attributes.indexPath = element.indexPath
        attributes.frame = element.frame
        attributes.zIndex = element.zIndex
        attributes.alpha = element.alpha
        attributes.isHidden = element.isHidden
        return attributes
    }
}

/// A collection view settles its offset through the list base: it fits the cells in view,
/// keeps its end when following it, and clamps its offset along both axes.
extension CollectionView: OffsetSettlingList {
    func fitContentInView() {
        fitItemsInView()
        contentSize = collectionViewLayout.collectionViewContentSize
        keepEndIfFollowing()
    }

    var nearestRestingOffset: CGPoint {
        // Content that stopped being wider than the view comes back from its right end too.
        let clampsX = scrollsHorizontally || contentOffset.x > maximumContentOffsetX
        return CGPoint(
            x: clampsX ? clampedOffsetX(contentOffset.x) : contentOffset.x, y: clampedOffsetY(contentOffset.y)
        )
    }
}
