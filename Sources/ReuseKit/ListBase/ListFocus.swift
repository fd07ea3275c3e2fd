import Foundation
import ReuseKitCore

/// What a list view supplies so the keyboard focus moves through its items: how many there
/// are, where they stand, which part of the viewport shows one wholly, and which may take the
/// focus. ``ListFocus`` holds the rules; the view holds only the geometry.
@MainActor
protocol ListFocusGeometry: ScrollView {
    /// The number of sections.
    var focusSectionCount: Int { get }
    /// The number of items in a section.
    func focusItemCount(inSection section: Int) -> Int
    /// An item's frame in content coordinates (as drawn, a band's offset included); `nil` for
    /// no such item.
    func focusFrame(of indexPath: IndexPath) -> CGRect?
    /// The items whose frames meet `rect`, in any order.
    func focusItems(in rect: CGRect) -> [IndexPath]
    /// The part of the viewport, in content coordinates at the current offset, that shows
    /// `indexPath` wholly: the bounds less the content insets and less the header and footer of
    /// its section where they pin.
    func focusVisibleRect(for indexPath: IndexPath) -> CGRect
    /// Whether up, down, left and right go by where items stand (a grid, a band); otherwise up
    /// and down are the previous and next item and left and right go nowhere (a table).
    var focusMovesByGeometry: Bool { get }
    /// Whether an item may take the focus (``ListFocus/allowsFocus`` and the delegate's answer).
    func canFocusItem(at indexPath: IndexPath) -> Bool
    /// The item the delegate prefers the focus to land on when it enters the list.
    var preferredFocusIndexPath: IndexPath? { get }
}

/// The keyboard focus of one list view, its settings, and the rules every list view moves it
/// by: where a key takes it, where it lands when none is set, what counts as wholly visible,
/// and the scroll that makes it so. Each list view stores one and supplies the geometry
/// (``ListFocusGeometry``).
struct ListFocus {
    /// The focused item.
    var focused: IndexPath?
    /// The item that had the focus when it was last removed, offered again when the focus
    /// comes back if ``remembersLastFocusedIndexPath``.
    var remembered: IndexPath?
    /// Whether items take the focus at all.
    var allowsFocus = true
    /// Whether each move of the focus selects the item it lands on.
    var selectionFollowsFocus = false
    /// Whether the focus, coming back to the list, lands where it was last.
    var remembersLastFocusedIndexPath = false
    /// Type-ahead: the text items are found by and the letters typed so far.
    var typeSelect = TypeSelectState()

    /// Carries the focus and the remembered item through an update, by identity: an item that
    /// goes away hands them to the one taking its place.
    mutating func remap(through plan: ListUpdatePlan) {
        focused = focused.flatMap(plan.focus(after:))
        remembered = remembered.flatMap(plan.focus(after:))
    }

    /// Where `heading` takes the focus; with none set (or none valid), where it lands: the
    /// remembered item, the delegate's preferred one, else the first (last, going back) whole
    /// visible item, or the first or last item for those headings. `nil`: it stays.
    @MainActor
    func target(of heading: FocusHeading, in geometry: some ListFocusGeometry) -> IndexPath? {
        guard let current = focused, Self.isItem(current, in: geometry) else {
            return landing(for: heading, in: geometry)
        }
        switch heading {
        case .first, .last: return Self.edge(last: heading == .last, in: geometry)
        case .next: return Self.focusable(from: current, step: 1, in: geometry)
        case .previous: return Self.focusable(from: current, step: -1, in: geometry)
        case .up, .down:
            guard geometry.focusMovesByGeometry else {
                return Self.focusable(from: current, step: heading == .up ? -1 : 1, in: geometry)
            }
            return Self.nearest(to: current, heading: heading, in: geometry)
        case .left, .right:
            guard geometry.focusMovesByGeometry else { return nil }
            return Self.nearest(to: current, heading: heading, in: geometry)
        case .pageUp, .pageDown: return Self.page(from: current, heading: heading, in: geometry)
        }
    }

    /// Where the focus lands when the list has none.
    @MainActor
    private func landing(for heading: FocusHeading, in geometry: some ListFocusGeometry) -> IndexPath? {
        let offered = [remembersLastFocusedIndexPath ? remembered : nil, geometry.preferredFocusIndexPath]
        for case let candidate? in offered
        where Self.isItem(candidate, in: geometry) && geometry.canFocusItem(at: candidate) {
            return candidate
        }
        switch heading {
        case .first, .last: return Self.edge(last: heading == .last, in: geometry)
        default:
            let whole = Self.wholeVisibleItems(in: geometry).filter(geometry.canFocusItem)
            return heading.isBackward ? whole.last : whole.first
        }
    }

    /// The first (or last) item that may take the focus.
    @MainActor
    static func edge(last: Bool, in geometry: some ListFocusGeometry) -> IndexPath? {
        let sections = geometry.focusSectionCount
        guard sections > 0 else { return nil }
        let start =
            last
            ? IndexPath(item: geometry.focusItemCount(inSection: sections - 1), section: sections - 1)
            : IndexPath(item: -1, section: 0)
        return focusable(from: start, step: last ? -1 : 1, in: geometry)
    }

    /// Whether an index path names an item of the list.
    @MainActor
    static func isItem(_ indexPath: IndexPath, in geometry: some ListFocusGeometry) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < geometry.focusSectionCount
            && indexPath.item >= 0 && indexPath.item < geometry.focusItemCount(inSection: indexPath.section)
    }

    /// The first item from `start` (not `start` itself), `step` at a time in item order, that
    /// may take the focus; `nil` at the end of the list.
    ///
    /// - Complexity: O(items passed + sections crossed).
    @MainActor
    static func focusable(from start: IndexPath, step: Int, in geometry: some ListFocusGeometry) -> IndexPath?
    {
        let sections = geometry.focusSectionCount
        guard sections > 0 else { return nil }
        var current = start
        while let next = current.stepped(by: step, sectionCount: sections, rowCount: geometry.focusItemCount),
            next != current, isItem(next, in: geometry)
        {
            if geometry.canFocusItem(at: next) { return next }
            current = next
        }
        return nil
    }
}
