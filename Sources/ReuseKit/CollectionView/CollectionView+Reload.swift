import Foundation
import ReuseKitCore

extension CollectionView {
    /// Asks the data source for every count again, recycles every cell and lays everything out
    /// anew; selection is cleared.
    ///
    /// - Complexity: O(sections) calls to the data source, then what the layout's `prepare()`
    ///   costs (O(sections) for the flow layout).
    public func reloadData() {
        layoutState.needsReload = false
        closeSwipeForUpdate()
        finishItemAnimations()
        recycleEverything()
        // The data source is read once: every read of a weak reference takes the runtime's slow path.
        let source = dataSource
        let sections = source.map { $0.numberOfSections(in: self) } ?? 0
        precondition(sections >= 0, "a collection view cannot have \(sections) sections")
        // A loop, not `map`: a main-actor closure handed to the standard library checks its
        // executor at every call.
        var counts: [Int] = []
        swap(&counts, &itemCounts)
        counts.removeAll(keepingCapacity: true)
        counts.reserveCapacity(sections)
        if let source {
            // Unwrapped once: a call through the optional retains the source (which, weakly
            // referenced, takes the runtime's slow path) at every section.
            for section in 0..<sections {
                let count = source.collectionView(self, numberOfItemsInSection: section)
                precondition(count >= 0, "section \(section) cannot have \(count) items")
                counts.append(count)
            }
        }
        itemCounts = counts
        selection.selected.removeAll()
        focus.focused = nil
        focus.remembered = nil
        // The first display of a timeline shows its end.
        endAnchor.noteLoad()
        collectionViewLayout.invalidateLayout()
        accessibilityItemsDidChange()
        setNeedsLayout()
    }

    /// Replaces the layout; the first item on screen stays in view: its top where it stood on
    /// screen, or at the view's top edge when it stood above it.
    public func setCollectionViewLayout(_ layout: CollectionViewLayout, animated: Bool) {
        guard layout !== collectionViewLayout else { return }
        precondition(layout.collectionView == nil, "a layout lays out one collection view at a time")
        let anchor = firstVisibleItem()
        finishItemAnimations()
        recycleEverything()
        collectionViewLayout.collectionViewStorage = nil
        layoutStorage = layout
        layout.collectionViewStorage = self
        layout.invalidateLayout()
        prepareLayout()
        if let anchor { reveal(anchor) }
        setNeedsLayout()
    }

    func setNeedsReload() {
        layoutState.needsReload = true
        setNeedsLayout()
    }

    func loadIfNeeded() {
        if layoutState.needsReload { reloadData() }
    }

    /// Prepares the layout if it was invalidated, and sizes the content to it.
    func prepareLayout() {
        loadIfNeeded()
        collectionViewLayout.prepareIfNeeded()
        contentSize = collectionViewLayout.collectionViewContentSize
    }
}
