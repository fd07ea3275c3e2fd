import Foundation
import ReuseKit

/// The updates shelf: a list whose rows swipe to reveal Update and Hide, by a drag or the keys.
extension StoreScene {
    /// The colour of the Update action.
    static let updateColor = Color(red: 10, green: 132, blue: 255)

    /// Shows the updates shelf from its header, and focuses its first row.
    func showUpdates() {
        let section = Shelf.updates.rawValue
        guard !updates.isEmpty else { return }
        let first = IndexPath(item: 0, section: section)
        // The focus first, then the place: the shelf's first row stands right under its pinned
        // header wherever the focus's own reveal would have put it.
        collectionView.focusItem(at: first)
        collectionView.scrollToItem(at: first, at: .top, animated: false)
        // The pinned header stands over the first row there: the view goes up by its height.
        if let row = collectionView.layoutAttributesForItem(at: first),
            let header = collectionView.layoutAttributesForSupplementaryElement(
                ofKind: CollectionView.elementKindSectionHeader, at: first)
        {
            collectionView.setContentOffset(
                CGPoint(x: 0, y: row.frame.minY - header.frame.height), animated: false)
        }
    }

    /// An update's actions: Update (marks it updated) and Hide (takes its row away), found by
    /// name when they run (the row may have moved).
    func swipeActions(for indexPath: IndexPath) -> SwipeActionsConfiguration? {
        guard indexPath.section == Shelf.updates.rawValue, indexPath.item < updates.count else { return nil }
        let name = updates[indexPath.item]
        let update = ContextualAction(style: .normal, title: "Update") { [weak self] _, _, done in
            done(self?.markUpdated(name) ?? false)
        }
        update.backgroundColor = Self.updateColor
        let hide = ContextualAction(style: .destructive, title: "Hide") { [weak self] _, _, done in
            done(self?.hide(name) ?? false)
        }
        return SwipeActionsConfiguration(actions: [update, hide])
    }

    /// Marks `name` updated and redraws its row; returns whether it was there.
    func markUpdated(_ name: String) -> Bool {
        guard let item = updates.firstIndex(of: name) else { return false }
        updated.insert(name)
        let indexPath = IndexPath(item: item, section: Shelf.updates.rawValue)
        (collectionView.cellForItem(at: indexPath) as? StoreUpdateCell)?.configure(
            name: name, isUpdated: true)
        return true
    }

    /// Takes `name`'s row out of the updates; returns whether it was there.
    func hide(_ name: String) -> Bool {
        guard let item = updates.firstIndex(of: name) else { return false }
        updates.remove(at: item)
        let indexPath = IndexPath(item: item, section: Shelf.updates.rawValue)
        do {
            try collectionView.performBatchUpdates { () throws(ListUpdateError) in
                try self.collectionView.deleteItems(at: [indexPath])
            }
        } catch {
            updates.insert(name, at: item)
            return false
        }
        return true
    }
}
