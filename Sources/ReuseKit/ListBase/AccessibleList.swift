import Foundation
import ReuseKitCore

/// What a list view tells the accessibility layer, so every list reports its whole data set
/// one way: its items by position (every row of every section, in order), the cell of an item
/// on screen, what an item off screen would say (its cell configured by the data source off
/// screen, then returned to the pool), where an item is, its selection and its actions. The
/// elements themselves (``ListItemAccessibilityElement``) and the container methods are
/// written once, below.
@MainActor
protocol AccessibleList: View {
    /// `.dataTable` for a table, `.list` for the other lists.
    var listContainerType: AccessibilityContainerType { get }
    /// How many items the list has, on screen or not.
    var accessibilityItemCount: Int { get }
    /// The item at a position among all items, or `nil` out of range.
    func accessibilityIndexPath(ofItemAt index: Int) -> IndexPath?
    /// The position of an item among all items, or `nil` when there is no such item.
    func accessibilityItemIndex(of indexPath: IndexPath) -> Int?
    /// The cell showing the item now; `nil` off screen.
    func accessibilityCell(at indexPath: IndexPath) -> View?
    /// The item a cell on screen shows.
    func accessibilityIndexPath(ofCell cell: View) -> IndexPath?
    /// A cell for the item configured by the data source, not displayed; the list takes it
    /// back with ``returnAccessibilityCell(_:)``.
    func makeAccessibilityCell(at indexPath: IndexPath) -> View
    /// Gives the pool back a cell of ``makeAccessibilityCell(at:)``.
    func returnAccessibilityCell(_ cell: View)
    /// Where the item is in the list's content coordinates, as its layout has it (an item
    /// never measured stands at its estimate).
    func accessibilityContentFrame(ofItemAt indexPath: IndexPath) -> CGRect
    /// Whether the item is selected.
    func isAccessibilityItemSelected(_ indexPath: IndexPath) -> Bool
    /// Selects or deselects the item as the app's `selectRow` / `deselectRow` would.
    func setAccessibilityItem(_ indexPath: IndexPath, selected: Bool)
    /// Activating the item: what a tap on it does (the delegate hears of the selection).
    func activateAccessibilityItem(_ indexPath: IndexPath) -> Bool
    /// Scrolls the item into view, at once.
    func scrollAccessibilityItemToVisible(_ indexPath: IndexPath)
    /// The item's swipe actions and moves.
    func accessibilityCustomActions(forItemAt indexPath: IndexPath) -> [AccessibilityCustomAction]
    /// The item with the keyboard focus.
    var accessibilityFocusedIndexPath: IndexPath? { get }
    /// Puts the keyboard focus on the item, as the app's `focusRow(at:)` does; whether it has it.
    func focusAccessibilityItem(_ indexPath: IndexPath) -> Bool
    /// The selected items.
    var accessibilitySelectedIndexPaths: [IndexPath] { get }
    /// The list's views read after its items: its refresh and load-more controls.
    var accessoryElements: [View] { get }
    /// The item's row and column as the list answers as a data table, or `nil` when there is
    /// no such item.
    func accessibilityTablePlace(of indexPath: IndexPath) -> (row: Int, column: Int)?
    /// What answers of the outlines the list shows: its data source, when a list controller.
    var outlineSource: AccessibilityOutlineSource? { get }
}

/// A list whose cells come from a ``ReuseRegistry`` and whose selection is a ``ListSelection``
/// (the table and the collection view): a cell read off screen is made and given back alike.
@MainActor
protocol PooledAccessibleList: AccessibleList {
    associatedtype PooledCell: PooledListCell
    var cells: ReuseRegistry<PooledCell> { get set }
    var selection: ListSelection { get }
    /// The data source's cell for the item.
    func askCell(_ indexPath: IndexPath) -> PooledCell
}

/// A cell a ``PooledAccessibleList`` pools: shown selected as its item is.
@MainActor
protocol PooledListCell: ReusableView {
    var isSelected: Bool { get set }
    var reuseIdentifier: String? { get }
}

extension PooledAccessibleList {
    func makeAccessibilityCell(at indexPath: IndexPath) -> View {
        let cell = askCell(indexPath)
        cell.isSelected = selection.selected.contains(indexPath)
        return cell
    }

    func returnAccessibilityCell(_ cell: View) {
        guard let cell = cell as? PooledCell, cell.superview == nil else { return }
        cell.isSelected = false
        cells.enqueue(cell, identifier: cell.reuseIdentifier)
    }

    func isAccessibilityItemSelected(_ indexPath: IndexPath) -> Bool {
        selection.selected.contains(indexPath)
    }

    var accessibilitySelectedIndexPaths: [IndexPath] { selection.selected.sorted() }
}

extension AccessibleList {
    var outlineSource: AccessibilityOutlineSource? { nil }

    var accessoryElements: [View] {
        guard let scrollView = self as? ScrollView else { return [] }
        let controls: [View?] = [scrollView.refreshControl, scrollView.loadMoreControl]
        return controls.compactMap { $0 }.filter { !$0.isHidden && $0.superview === self }
    }

    /// The element of the item at `index`: its cell when on screen, else an element made on
    /// demand (kept until the list's items change, so asking twice gives the same object).
    func accessibilityItemElement(at index: Int) -> Any? {
        guard let indexPath = accessibilityIndexPath(ofItemAt: index) else { return nil }
        return accessibilityElement(forItemAt: indexPath)
    }

    func accessibilityElement(forItemAt indexPath: IndexPath) -> Any {
        if let cell = accessibilityCell(at: indexPath) { return cell }
        let storage = accessibility
        if let element = storage.itemElements[indexPath] { return element }
        // A reader walking a long list keeps asking for new rows: keep a bounded number.
        if storage.itemElements.count >= Self.elementCacheLimit { storage.itemElements.removeAll() }
        let element = ListItemAccessibilityElement(list: self, indexPath: indexPath)
        storage.itemElements[indexPath] = element
        return element
    }

    static var elementCacheLimit: Int { 512 }

    /// A list without a keyboard focus takes none.
    func focusAccessibilityItem(_ indexPath: IndexPath) -> Bool { false }

    /// A list of one column: an item's row is its position among all items.
    func accessibilityTablePlace(of indexPath: IndexPath) -> (row: Int, column: Int)? {
        accessibilityItemIndex(of: indexPath).map { ($0, 0) }
    }

    /// The position of an element among the items: a cell on screen or an item's element.
    func accessibilityItemIndex(of object: AnyObject) -> Int? {
        if let element = object as? ListItemAccessibilityElement, element.listView === self {
            return accessibilityItemIndex(of: element.indexPath)
        }
        if let cell = object as? View, let indexPath = accessibilityIndexPath(ofCell: cell) {
            return accessibilityItemIndex(of: indexPath)
        }
        return nil
    }

    /// The item an element stands for (a cell on screen or an item's element) in this list.
    func accessibilityIndexPath(ofElement element: Any) -> IndexPath? {
        let object = element as AnyObject
        if let item = object as? ListItemAccessibilityElement, item.listView === self {
            return item.indexPath
        }
        if let cell = object as? View { return accessibilityIndexPath(ofCell: cell) }
        return nil
    }

    /// What a cell configured for the item says, read off screen: the cell goes back to the
    /// pool at once, so no visible cell changes and nothing scrolls.
    func accessibilitySnapshot(ofItemAt indexPath: IndexPath) -> AccessibilitySnapshot {
        let cell = makeAccessibilityCell(at: indexPath)
        defer { returnAccessibilityCell(cell) }
        return AccessibilitySnapshot(of: cell)
    }

    /// The list's items changed: the elements made for items off screen are stale, and a host
    /// tells its reader the children changed: which ones when `plan` (the update's) says so.
    func accessibilityItemsDidChange(through plan: ListUpdatePlan? = nil) {
        if let storage = accessibilityStorage, !storage.itemElements.isEmpty {
            storage.itemElements.removeAll()
        }
        guard Accessibility.hasObservers else { return }
        let changes = plan?.flatRowChanges(limit: AccessibilityElementChanges.limit).map {
            AccessibilityElementChanges(removed: $0.removed, added: $0.added)
        }
        Accessibility.send(.elementsChanged(container: self, changes: changes))
    }

    /// The keyboard focus moved to another item (or off every item): a host tells its reader.
    func accessibilityFocusDidChange() {
        guard Accessibility.hasObservers else { return }
        let element = accessibilityFocusedIndexPath.map { accessibilityElement(forItemAt: $0) }
        Accessibility.send(.focusChanged(container: self, element: element))
    }
}

/// What a cell said, read while it was configured for an item off screen.
struct AccessibilitySnapshot {
    var label: String?
    var value: String?
    var hint: String?
    var identifier: String?
    var traits: AccessibilityTraits

    @MainActor
    init(of cell: View) {
        label = cell.accessibilityLabel
        value = cell.accessibilityValue
        hint = cell.accessibilityHint
        identifier = cell.accessibilityIdentifier
        // The selection is the list's, read live by the element.
        traits = cell.accessibilityTraits.subtracting(.selected)
    }
}
