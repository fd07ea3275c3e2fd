import Foundation
import ReuseKitCore

/// An item held where it stands on screen while the content around it changes: its index path
/// and its frame's origin less the content offset.
struct ListScreenAnchor: Equatable {
    var indexPath: IndexPath
    var screenOrigin: CGPoint
}

/// What a list view supplies so that the anchor of an update is chosen and kept once, for every
/// view: the items on screen and where they stand, an item's frame once the update is laid
/// out, and a shift of the offset with any running motion.
@MainActor
protocol UpdateAnchoredList: FocusableList {
    /// Calls `body` with each item on screen (each cell shown), as a section and a row, and its
    /// frame in content coordinates, until it returns `false`: in order along the scroll axis
    /// when ``itemsOnScreenComeInOrder``, else in any order.
    func forEachItemOnScreen(_ body: (ListPosition, CGRect) -> Bool)
    /// Whether ``forEachItemOnScreen(_:)`` visits the items in order along the scroll axis, so
    /// that the first survivor ends the search.
    var itemsOnScreenComeInOrder: Bool { get }
    /// An item's frame in content coordinates as laid out now, placing it first if the layout
    /// places lazily; `nil` for no such item.
    func anchorFrame(of indexPath: IndexPath) -> CGRect?
    /// Whether the view scrolls sideways: its start is its left end and its items come left
    /// to right.
    var scrollAxisIsHorizontal: Bool { get }
    /// Whether the view keeps its end rather than an item (it follows its end now).
    var keepsEndThroughUpdates: Bool { get }
    /// Whether the view lives at its end (a timeline): at its start too it keeps what is on
    /// screen, so a prepend does not push it down.
    var keepsItemsAtStart: Bool { get }
    /// Moves the offset, and any running motion, by `delta`.
    func shiftContent(by delta: CGPoint)
}

extension UpdateAnchoredList {
    /// The item on screen that stays where it is through `plan`: the focused item if it is on
    /// screen and stays (not moved on purpose by a key); else the first one on screen (the top
    /// one, or the left one scrolling sideways) where it stands if it stays, else the first
    /// survivor on screen where the first one stood (what was under a deleted item moves up
    /// into it, as it does in UIKit). None while the view follows its end, nor at rest at its
    /// start (what is inserted first shows there), unless it keeps its items there.
    ///
    /// - Complexity: O(items on screen · log changes).
    func updateAnchor(through plan: ListUpdatePlan) -> ListScreenAnchor? {
        guard !keepsEndThroughUpdates else { return nil }
        let viewport = CGRect(origin: contentOffset, size: bounds.size)
        let focused = focus.focused.flatMap(Self.anchorPosition)
        let sideways = scrollAxisIsHorizontal
        var focusAnchor: ListScreenAnchor?
        var first: CGRect?
        var survivor: (position: ListPosition, frame: CGRect)?
        var firstSurvives = false
        var focusSeen = false
        let inOrder = itemsOnScreenComeInOrder
        forEachItemOnScreen { old, frame in
            // Only an item that comes before the first survivor so far, or the focused one,
            // can change the answer: the rest are not looked up in the plan.
            let comesBeforeSurvivor =
                survivor.map { Self.comesFirst(frame, $0.frame, sideways: sideways) } ?? true
            guard comesBeforeSurvivor || old == focused else { return !inOrder || focused != nil }
            let new = plan.newPosition(of: old)
            if old == focused { focusSeen = true }
            // The focused item on screen stays where it is, at the start too: the reader looks
            // at it. One moved on purpose (by a key) moves on screen.
            if old == focused, let new, frame.intersects(viewport), !plan.isMovedOnPurpose(old) {
                focusAnchor = ListScreenAnchor(
                    indexPath: Self.anchorIndexPath(new), screenOrigin: screenOrigin(of: frame))
            }
            guard comesBeforeSurvivor else { return true }
            if first.map({ Self.comesFirst(frame, $0, sideways: sideways) }) ?? true {
                first = frame
                firstSurvives = new != nil
            }
            if let new { survivor = (new, frame) }
            // In order, the first survivor ends the search, once the focus is found or absent.
            return !(inOrder && survivor != nil && (focused == nil || focusSeen))
        }
        if let focusAnchor { return focusAnchor }
        guard !isRestingAtStart || keepsItemsAtStart, let first, let survivor else { return nil }
        // The first item where it stands; else the first survivor where the first stood.
        return ListScreenAnchor(
            indexPath: Self.anchorIndexPath(survivor.position),
            screenOrigin: screenOrigin(of: firstSurvives ? survivor.frame : first))
    }

    /// Moves the offset (and any running motion) so that the anchored item stands where it was
    /// on screen: content before it grew or shrank by as much.
    func keep(_ anchor: ListScreenAnchor) {
        guard let frame = anchorFrame(of: anchor.indexPath) else { return }
        let dy = frame.minY - anchor.screenOrigin.y - contentOffset.y
        var dx = frame.minX - anchor.screenOrigin.x - contentOffset.x
        // Asked only when there is a sideways shift to keep: most views never have one.
        if dx != 0 && !scrollsHorizontally { dx = 0 }
        if dx != 0 || dy != 0 { shiftContent(by: CGPoint(x: dx, y: dy)) }
    }

    /// Where a frame stands on screen now.
    func screenOrigin(of frame: CGRect) -> CGPoint {
        CGPoint(x: frame.minX - contentOffset.x, y: frame.minY - contentOffset.y)
    }

    /// Whether the view rests at the start of its content along its scroll axis, not gliding
    /// into it: a fling meets items arriving there as items that were always there.
    var isRestingAtStart: Bool {
        guard !isDecelerating else { return false }
        return scrollAxisIsHorizontal
            ? contentOffset.x <= minimumContentOffsetX : contentOffset.y <= minimumContentOffsetY
    }

    /// Whether `a` comes before `b` along the scroll axis, then across it.
    static func comesFirst(_ a: CGRect, _ b: CGRect, sideways: Bool) -> Bool {
        sideways ? (a.minX, a.minY) < (b.minX, b.minY) : (a.minY, a.minX) < (b.minY, b.minX)
    }

    fileprivate static func anchorPosition(_ indexPath: IndexPath) -> ListPosition? {
        indexPath.count == 2 ? ListPosition(section: indexPath[0], row: indexPath[1]) : nil
    }

    fileprivate static func anchorIndexPath(_ position: ListPosition) -> IndexPath {
        IndexPath(row: position.row, section: position.section)
    }
}

extension UpdateAnchoredList where Self: EndAnchoredList {
    var keepsEndThroughUpdates: Bool { isAnchoredToEnd && endAnchor.isFollowing }

    var keepsItemsAtStart: Bool { isAnchoredToEnd }
}
