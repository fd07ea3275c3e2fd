import Foundation

/// The element of a list's item that is not on screen, made on demand: it says what the item's
/// cell would say (read once, off screen), and answers its position, frame, selection and
/// actions from the list as they are now.
@MainActor
final class ListItemAccessibilityElement: AccessibilityElement, AccessibilityContainerDataTableCell {
    /// The list the item is in (its container).
    private(set) weak var listView: View?
    /// The item, as the list had it when the element was made.
    let indexPath: IndexPath

    var list: AccessibleList? { listView as? AccessibleList }

    init(list: AccessibleList, indexPath: IndexPath) {
        listView = list
        self.indexPath = indexPath
        super.init(accessibilityContainer: list)
        let snapshot = list.accessibilitySnapshot(ofItemAt: indexPath)
        accessibilityLabel = snapshot.label
        accessibilityValue = snapshot.value
        accessibilityHint = snapshot.hint
        accessibilityIdentifier = snapshot.identifier
        super.accessibilityTraits = snapshot.traits
    }

    /// The cell's traits, and `.selected` while the list has the item selected.
    override var accessibilityTraits: AccessibilityTraits {
        get {
            let traits = super.accessibilityTraits
            return list?.isAccessibilityItemSelected(indexPath) == true ? traits.union(.selected) : traits
        }
        set { super.accessibilityTraits = newValue }
    }

    /// Where the item is in the list's content, in the root view's coordinates (off screen, it
    /// lies outside the list's frame).
    override var accessibilityFrame: CGRect {
        get {
            guard let list else { return .zero }
            return list.convert(list.accessibilityContentFrame(ofItemAt: indexPath), to: nil)
        }
        set {}
    }

    /// What the cell said; else, for an outline's item that expands, "expanded" or "collapsed"
    /// as it is now.
    override var accessibilityValue: String? {
        get { super.accessibilityValue ?? list?.accessibilityOutlineItem(at: indexPath)?.accessibilityValue }
        set { super.accessibilityValue = newValue }
    }

    override var accessibilityCustomActions: [AccessibilityCustomAction]? {
        get { list?.accessibilityCustomActions(forItemAt: indexPath) }
        set {}
    }

    /// Brings the item on screen and does what a tap on it would.
    override func accessibilityActivate() -> Bool {
        list?.activateAccessibilityItem(indexPath) ?? false
    }

    func accessibilityRowRange() -> NSRange {
        NSRange(location: list?.accessibilityTablePlace(of: indexPath)?.row ?? NSNotFound, length: 1)
    }

    func accessibilityColumnRange() -> NSRange {
        NSRange(location: list?.accessibilityTablePlace(of: indexPath)?.column ?? NSNotFound, length: 1)
    }
}
