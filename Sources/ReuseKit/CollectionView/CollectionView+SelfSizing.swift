import Foundation
import ReuseKitCore

extension CollectionView {
    /// Places the masonry items in view and fits the self-sizing cells there, line by line,
    /// keeping the items the user already saw where they are on screen (scroll anchoring): the
    /// focused item on screen, else the first item on screen that was measured (or placed),
    /// stays put while lines around it learn their lengths and sections above it their
    /// placements. A view at its top edge without a focused item on screen stays there.
    func fitItemsInView() {
        guard let sizing = collectionViewLayout as? SelfSizingLayout else { return }
        var anchor: ListScreenAnchor?
        let keepsStart = isAtContentStart
        var items = sizing.unmeasuredItems(in: bounds)
        // Cells that left the bounds go to the pool before cells are made to fit what came in.
        if !items.isEmpty { recycleCells(outside: bounds) }
        while !items.isEmpty || sizing.needsPlacing(in: bounds) {
            if anchor == nil { anchor = sizingAnchor(sizing, keepingStart: keepsStart) }
            sizing.placeItems(in: bounds)
            fit(items)
            // A view following its end keeps the end while lines learn their lengths.
            if isFollowingEnd {
                keepEndIfFollowing()
            } else if let anchor {
                keep(anchor)
            }
            items = sizing.unmeasuredItems(in: bounds)
        }
    }

    /// Places the masonry items that reach into `rect`, anywhere in the content, so that a
    /// question about it has its answer; the items on screen stay where they are.
    func placeItems(in rect: CGRect) {
        guard let sizing = collectionViewLayout as? SelfSizingLayout, sizing.needsPlacing(in: rect) else {
            return
        }
        let anchor = sizingAnchor(sizing, keepingStart: isAtContentStart)
        // Placing a section moves those after it: the rectangle may reach others then.
        while sizing.needsPlacing(in: rect) { sizing.placeItems(in: rect) }
        contentSize = collectionViewLayout.collectionViewContentSize
        if isFollowingEnd {
            keepEndIfFollowing()
        } else if let anchor {
            keep(anchor)
        }
        setNeedsLayout()
    }

    /// Places the masonry items from the start of the content through `indexPath` and a screen
    /// past it, so that its frame is final: the sections before it stand at their placed
    /// lengths, not their estimates. An update that keeps an item on screen places this first.
    ///
    /// - Complexity: O(items placed · log columns); the items before those on screen are
    ///   placed for the screen anyway.
    func placeItems(through indexPath: IndexPath) {
        guard let sizing = collectionViewLayout as? SelfSizingLayout else { return }
        while let frame = frameOfItem(at: indexPath) {
            let rect =
                scrollAxis.isHorizontal
                ? CGRect(x: 0, y: 0, width: frame.maxX + bounds.width, height: bounds.height)
                : CGRect(x: 0, y: 0, width: bounds.width, height: frame.maxY + bounds.height)
            guard sizing.needsPlacing(in: rect) else { break }
            sizing.placeItems(in: rect)
        }
        contentSize = collectionViewLayout.collectionViewContentSize
    }

    /// The item that stays put on screen while lengths and placements are learned: the focused
    /// item on screen (the reader looks at it, at the top edge too, as through an update), else
    /// the first item on screen that was measured (or placed), unless the view keeps its start.
    private func sizingAnchor(_ sizing: SelfSizingLayout, keepingStart: Bool) -> ListScreenAnchor? {
        if let focusedItem, let frame = frameOfItem(at: focusedItem),
            frame.intersects(CGRect(origin: contentOffset, size: bounds.size))
        {
            return ListScreenAnchor(indexPath: focusedItem, screenOrigin: screenOrigin(of: frame))
        }
        guard !keepingStart, let measured = sizing.firstMeasuredItem(in: bounds),
            let frame = frameOfItem(at: measured)
        else { return nil }
        return ListScreenAnchor(indexPath: measured, screenOrigin: screenOrigin(of: frame))
    }

    /// Sizes the cells of `items` and hands their preferred attributes to the layout. A cell
    /// made for it joins the view at once, so it sizes itself in the view's traits (its host's
    /// text), and is shown in the next pass if its item is in view then, else pooled.
    func fit(_ items: [IndexPath]) {
        for indexPath in items {
            guard let original = originalAttributes(ofItem: indexPath) else { continue }
            let cell =
                visibleCellsByIndexPath[indexPath] ?? pendingCells[indexPath] ?? makePendingCell(indexPath)
            cell.frame = original.frame
            let preferred = cell.preferredLayoutAttributesFitting(original)
            _ = collectionViewLayout.shouldInvalidateLayout(
                forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        }
        contentSize = collectionViewLayout.collectionViewContentSize
    }

    /// The layout's attributes of an item, for a cell to adjust: a built-in layout's in the
    /// view's reused object (`preferredLayoutAttributesFitting` answers with a copy).
    private func originalAttributes(ofItem indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard elementLayout != nil else { return collectionViewLayout.layoutAttributesForItem(at: indexPath) }
        return frameOfItem(at: indexPath).map {
            scratchAttributes(CollectionLayoutElement(kind: nil, indexPath: indexPath, frame: $0))
        }
    }

    private func makePendingCell(_ indexPath: IndexPath) -> CollectionViewCell {
        let cell = askCell(indexPath)
        insertSubview(cell, at: 0)
        pendingCells[indexPath] = cell
        return cell
    }
}
