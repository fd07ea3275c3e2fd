import Foundation
import ReuseKitCore

/// What a list controller keeps of the sections applied as ``ListSectionSnapshot``s: the
/// trees, their handlers, and the children being loaded.
struct ListOutlines<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
    /// The tree of each section applied as a section snapshot, its visible items being the
    /// section's items.
    var trees: [SectionID: ListSectionSnapshot<ItemID>] = [:]
    var handlers = SectionSnapshotHandlers<ItemID>()
    /// Items whose children are being loaded.
    var loading: Set<ItemID> = []
    /// Items whose children failed to load, with why.
    var failures: [ItemID: String] = [:]
    /// Items whose children were loaded (even none): expanding them loads nothing.
    var loaded: Set<ItemID> = []
    /// Whether an expand or collapse is showing its run of rows: the trees are right already.
    var isShowingRun = false

    /// The indentation and disclosure of `item` in `section`, or `nil` when the section is no
    /// outline.
    @MainActor
    func appearance(of item: ItemID, in section: SectionID) -> (level: Int, disclosure: OutlineDisclosure)? {
        guard let tree = trees[section], let level = tree.level(of: item) else { return nil }
        if loading.contains(item) { return (level, .loading) }
        if let failure = failures[item] { return (level, .failed(failure)) }
        if tree.isExpanded(item) && (!tree.children(of: item).isEmpty || loaded.contains(item)) {
            return (level, .expanded)
        }
        if !tree.children(of: item).isEmpty { return (level, .collapsed) }
        let mayHave = !loaded.contains(item) && handlers.mayHaveChildren?(item) == true
        return (level, mayHave ? .collapsed : .leaf)
    }

    /// The section whose tree shows `item`: the section of a shown item, found without the
    /// snapshot's lookup, as the trees' visible items are their sections' items.
    ///
    /// - Complexity: O(outline sections × the item's depth) on average.
    func section(showing item: ItemID) -> SectionID? {
        for (section, tree) in trees where tree.isVisible(item) { return section }
        return nil
    }

    /// Forgets the trees of sections whose items no longer are their visible items (a whole
    /// snapshot applied over them).
    ///
    /// - Complexity: O(items of the outline sections).
    mutating func forgetTrees(unlike snapshot: ListSnapshot<SectionID, ItemID>) {
        for (section, tree) in trees {
            guard let index = snapshot.indexOfSection(section),
                snapshot.sections[index].items.count == tree.visibleCount,
                snapshot.sections[index].items == tree.visibleItems
            else {
                trees[section] = nil
                continue
            }
        }
    }
}

/// The expand and collapse of both list controllers.
extension OutlineListControllerCore {
    /// Applies `tree` to `section` (appended when the snapshot has none): its visible items
    /// become the section's, through their difference. The tree is the section's while the
    /// view updates, so the cells made for new items get their level and disclosure; the cells
    /// on screen are set again after, as an item that gained or lost children changes its
    /// disclosure without being reloaded.
    func applyTree(_ tree: ListSectionSnapshot<ItemID>, to section: SectionID, animatingDifferences: Bool)
        throws(ListControllerError)
    {
        var next = snapshot
        if next.indexOfSection(section) == nil { next.appendSection(section) }
        guard let index = next.indexOfSection(section) else { return }
        next.sections[index].items = tree.visibleItems
        let previous = outlines.trees[section]
        outlines.trees[section] = tree
        do throws(ListControllerError) {
            try applySnapshot(next, animatingDifferences: animatingDifferences, reloading: [])
        } catch {
            outlines.trees[section] = previous
            throw error
        }
        refreshVisibleOutlineCells()
    }

    /// The tree of `section`: the one applied, else its items at the top level.
    func tree(of section: SectionID) -> ListSectionSnapshot<ItemID> {
        if let tree = outlines.trees[section] { return tree }
        return (try? ListSectionSnapshot(flat: snapshot.itemIdentifiers(inSection: section))) ?? .init()
    }

    /// Expands or collapses `item`, asking the handlers; the rows it shows or hides reach the
    /// view as one run inserted or deleted under it, not through a difference. Returns whether
    /// anything changed (or started loading).
    ///
    /// - Complexity: O(rows shown or hidden + depth + siblings before the item's ancestors), one
    ///   move of the section's rows after the item (the snapshot is changed in place, not
    ///   copied), and O(log n) per run in the view's sizes; the snapshot's lookup takes the rows
    ///   in at its next question about an item (none if they are hidden again first).
    @discardableResult
    func setExpanded(_ item: ItemID, _ expand: Bool, animatingDifferences: Bool = true)
        throws(ListControllerError)
        -> Bool
    {
        guard let section = outlines.section(showing: item), var tree = outlines.trees[section],
            !outlines.loading.contains(item)
        else { return false }
        let handlers = outlines.handlers
        if expand {
            guard !tree.isExpanded(item), handlers.shouldExpandItem?(item) ?? true else { return false }
            if tree.children(of: item).isEmpty && handlers.snapshotForExpandingParent == nil
                && (handlers.loadChildren == nil || outlines.loaded.contains(item)
                    || handlers.mayHaveChildren?(item) == false)
            {
                return false
            }
            if let provide = handlers.snapshotForExpandingParent {
                let current = (try? tree.snapshot(of: item)) ?? ListSectionSnapshot()
                do throws(ListSectionSnapshotError<ItemID>) {
                    try tree.replace(childrenOf: item, using: provide(item, current))
                } catch {
                    throw .invalidSectionSnapshot(error.description)
                }
                // New children while collapsed show nothing yet: the expand shows them.
                outlines.trees[section] = tree
            }
            if let load = handlers.loadChildren, tree.children(of: item).isEmpty,
                !outlines.loaded.contains(item)
            {
                startLoading(item, in: section, load)
                return true
            }
            handlers.willExpandItem?(item)
        } else {
            guard tree.isExpanded(item), handlers.shouldCollapseItem?(item) ?? true else { return false }
            handlers.willCollapseItem?(item)
        }
        try showExpansion(
            of: item, expand, consume tree, in: section, animatingDifferences: animatingDifferences)
        return true
    }

    /// Shows `item` expanded or collapsed in `tree` (the section's tree before): one run of rows
    /// inserted or deleted after it, when it is visible, the snapshot changed in place.
    private func showExpansion(
        of item: ItemID, _ expand: Bool, _ tree: consuming ListSectionSnapshot<ItemID>, in section: SectionID,
        animatingDifferences: Bool
    ) throws(ListControllerError) {
        // Dropped from `outlines` first, `tree` alone holds its items: the expand changes them in
        // place rather than copying a tree that may hold a million.
        outlines.trees[section] = nil
        if expand { tree.expand([item]) } else { tree.collapse([item]) }
        outlines.trees[section] = tree
        guard let sectionIndex = snapshot.indexOfSection(section), let row = tree.visibleIndex(of: item)
        else {
            refreshOutlineCell(of: item)
            return
        }
        let rows = tree.visibleDescendants(of: item)
        var update = ListUpdate()
        // A loop, not `map`: a closure here would check the main actor once per row.
        var positions: [ListPosition] = []
        positions.reserveCapacity(rows.count)
        for shown in row + 1..<row + 1 + rows.count {
            positions.append(ListPosition(section: sectionIndex, row: shown))
        }
        if expand { update.insertedRows = positions } else { update.deletedRows = positions }
        do {
            try showRun(
                rows, at: row + 1, inSectionAt: sectionIndex, inserting: expand,
                SnapshotChange(update: update, reloadAfterwards: [], planned: nil),
                animatingDifferences: animatingDifferences)
        } catch {
            // The view shows the rows as before: so does the tree.
            if expand { tree.collapse([item]) } else { tree.expand([item]) }
            outlines.trees[section] = tree
            throw error
        }
        // Its place is known: finding it again would index the whole snapshot just changed.
        refreshOutlineCell(of: item, at: IndexPath(row: row, section: sectionIndex))
        outlineList.accessibilityOutlineItemDidChange(
            at: IndexPath(row: row, section: sectionIndex), expanded: expand)
    }

    /// Loads the children of `item` off the main actor, then shows them expanded, or the
    /// failure on its row.
    private func startLoading(
        _ item: ItemID, in section: SectionID,
        _ load: @escaping @Sendable (ItemID) async throws -> ListSectionSnapshot<ItemID>
    ) {
        outlines.loading.insert(item)
        outlines.failures[item] = nil
        refreshOutlineCell(of: item)
        let work = Task.detached(priority: .userInitiated) {
            () -> Result<ListSectionSnapshot<ItemID>, any Error> in
            do { return .success(try await load(item)) } catch { return .failure(error) }
        }
        Task { @MainActor [weak self] in
            let result = await work.value
            self?.finishLoading(item, in: section, result)
        }
    }

    /// Shows the children loaded for `item`, expanded, or the failure on its row.
    func finishLoading(
        _ item: ItemID, in section: SectionID, _ result: Result<ListSectionSnapshot<ItemID>, any Error>
    ) {
        outlines.loading.remove(item)
        guard var tree = outlines.trees[section], tree.contains(item) else { return }
        switch result {
        case .failure(let error):
            outlines.failures[item] = String(describing: error)
        case .success(let children):
            do throws(ListSectionSnapshotError<ItemID>) {
                try tree.replace(childrenOf: item, using: children)
                outlines.loaded.insert(item)
                outlines.trees[section] = tree
                outlines.handlers.willExpandItem?(item)
                try? showExpansion(of: item, true, consume tree, in: section, animatingDifferences: true)
            } catch {
                outlines.failures[item] = error.description
            }
        }
        refreshOutlineCell(of: item)
    }
}

extension OutlineListControllerCore {
    /// Expands `item` when collapsed, collapses it when expanded (a tap on its disclosure).
    func toggle(_ item: ItemID) {
        guard let section = outlines.section(showing: item), let tree = outlines.trees[section] else {
            return
        }
        _ = try? setExpanded(item, !tree.isExpanded(item) || outlines.failures[item] != nil)
    }

    /// Sets the indentation and disclosure of the cells on screen again: the tree or the
    /// handlers changed.
    ///
    /// - Complexity: O(cells on screen).
    func refreshVisibleOutlineCells() {
        guard !outlines.trees.isEmpty else { return }
        for indexPath in visibleItemPaths {
            guard let item = itemOfIndexPath(indexPath) else { continue }
            refreshOutlineCell(of: item, at: indexPath)
        }
    }

    /// Sets the indentation and disclosure of the cell showing `item`, if one does.
    ///
    /// - Complexity: O(1) on average; O(items) for the first call after a snapshot was applied
    ///   (``indexPathOfItem(_:)``).
    func refreshOutlineCell(of item: ItemID) {
        guard let indexPath = indexPathOfItem(item) else { return }
        refreshOutlineCell(of: item, at: indexPath)
    }

    /// Sets the indentation and disclosure of the cell at `indexPath`, which shows `item`, if
    /// there is one.
    func refreshOutlineCell(of item: ItemID, at indexPath: IndexPath) {
        guard let cell = outlineCell(at: indexPath) else { return }
        configureOutline(of: cell, item, in: snapshot.sections[indexPath.section].id)
    }

    /// Gives `cell` its item's indentation and disclosure when its section is an outline.
    func configureOutline(of cell: any OutlineCell, _ item: ItemID, in section: SectionID) {
        if let (level, disclosure) = outlines.appearance(of: item, in: section) {
            cell.indentationLevel = level
            cell.outlineDisclosure = disclosure
            cell.outlineDisclosureHandler = { [weak self] in self?.toggle(item) }
        } else if cell.outlineDisclosure != nil {
            cell.indentationLevel = 0
            cell.outlineDisclosure = nil
            cell.outlineDisclosureHandler = nil
        }
    }

    /// Where → moves the focus from `item` rather than expanding it: its first child, when it
    /// is expanded and has children; `nil` otherwise.
    func outlineStep(into item: ItemID) -> ItemID? {
        guard let section = outlines.section(showing: item), let tree = outlines.trees[section],
            tree.isExpanded(item), outlines.failures[item] == nil
        else { return nil }
        return tree.children(of: item).first
    }

    /// Where ← moves the focus from `item` rather than collapsing it: its parent, when it is
    /// collapsed (or has nothing to collapse); `nil` otherwise.
    func outlineStep(outOf item: ItemID) -> ItemID? {
        guard let section = outlines.section(showing: item), let tree = outlines.trees[section],
            !tree.isExpanded(item)
        else { return nil }
        return tree.parent(of: item)
    }
}
