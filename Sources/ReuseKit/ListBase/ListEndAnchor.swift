import Foundation
import ReuseKitCore

/// How a list keeps its end, as a conversation does: the settings behind a view's
/// `anchorsContentToEnd`, `endFollowingDistance` and `alignsShortContentToBottom`, and what
/// following the end keeps between passes. One for every list view (``EndAnchoredList``); turning
/// anchoring on or off starts it afresh with the same settings.
struct ListEndAnchor {
    /// Whether the view lives at its end: the first display shows it, and while the view is at
    /// it content that arrives, grows or shrinks keeps it in view.
    var anchorsContentToEnd = false
    /// How near its end, in points, the view counts as at its end.
    var followingDistance: CGFloat = 44
    /// Whether content shorter than the view sits at the view's bottom.
    var alignsShortContentToBottom = false

    /// Whether the view is at its end, so content that grows or shrinks keeps the end where it
    /// is on screen.
    var isFollowing = false
    /// How far before the end the offset was when the user (or the app) last moved it; kept
    /// while content changes, 0 once at rest. Negative while pulled past the end.
    var distanceFromEnd: CGFloat = 0
    /// Items inserted after the visible items while the view was away from its end.
    var itemsAddedBelow = 0
    /// Whether the first load has shown the end.
    var hasStarted = false
    /// Whether an animated `scrollToEnd(animated:)` is on its way.
    var isJumping = false
    /// Whether the view is moving the offset itself (anchoring, clamping, following), which
    /// says nothing of where the user wants to be.
    var isAdjusting = false

    /// The same settings, with anchoring turned on or off and nothing followed yet.
    func anchoring(_ anchors: Bool) -> ListEndAnchor {
        ListEndAnchor(
            anchorsContentToEnd: anchors, followingDistance: followingDistance,
            alignsShortContentToBottom: alignsShortContentToBottom)
    }

    /// A load: the first one of a view anchored to its end shows the end.
    mutating func noteLoad() {
        guard anchorsContentToEnd, !hasStarted else { return }
        hasStarted = true
        isFollowing = true
        distanceFromEnd = 0
    }
}

/// What a list view supplies so that following its end is written once: the anchor's storage,
/// its offset and largest resting offset along the scroll axis, whether the user or a motion
/// moves it, and a way to shift it with any running motion.
@MainActor
protocol EndAnchoredList: AnyObject {
    /// The end-anchoring settings and state.
    var endAnchor: ListEndAnchor { get set }
    /// Whether the view follows its end now: anchored to it, along an axis it can follow.
    var isAnchoredToEnd: Bool { get }
    /// The offset along the scroll axis.
    var endAxisOffset: CGFloat { get }
    /// The largest resting offset along the scroll axis: the end of the content at the end of
    /// the view.
    var endAxisMaximumOffset: CGFloat { get }
    /// Whether a finger (or mouse) drags the content.
    var isDragging: Bool { get }
    /// Whether an animated scroll runs.
    var isAnimatingScroll: Bool { get }
    /// Whether the offset moves on its own (a glide, a bounce, an animation).
    var isOffsetMoving: Bool { get }
    /// Moves the offset along the scroll axis and any running motion by `delta`.
    func shiftContentOffset(by delta: CGFloat)
}

extension EndAnchoredList {
    var isAnchoredToEnd: Bool { endAnchor.anchorsContentToEnd }

    /// Whether the view shows its end: the state a view anchored to its end keeps, else the
    /// offset within the following distance of the largest.
    var showsEndOfContent: Bool {
        if isAnchoredToEnd { return endAnchor.isFollowing || endAnchor.isJumping }
        return endAxisOffset >= endAxisMaximumOffset - endAnchor.followingDistance
    }

    /// Follows the end from here, at the end itself.
    func startFollowingEnd() {
        endAnchor.isJumping = false
        endAnchor.isFollowing = true
        endAnchor.distanceFromEnd = 0
        endAnchor.itemsAddedBelow = 0
        keepEndIfFollowing()
    }

    /// A scroll to the end was asked: an animated one follows once it lands, else the view
    /// follows at once.
    func noteScrollToEnd(animated: Bool) {
        if animated && isAnimatingScroll {
            endAnchor.isJumping = true
        } else {
            startFollowingEnd()
        }
    }

    /// The offset moved: where the user (or the app) put it says whether the view follows the
    /// end. Moves the view makes itself are not asked.
    func noteOffsetForEndFollowing() {
        guard isAnchoredToEnd, !endAnchor.isAdjusting else { return }
        if endAnchor.isJumping {
            guard isDragging else { return }
            endAnchor.isJumping = false
        }
        let distance = endAxisMaximumOffset - endAxisOffset
        endAnchor.isFollowing = distance <= endAnchor.followingDistance
        endAnchor.distanceFromEnd = distance
        if endAnchor.isFollowing { endAnchor.itemsAddedBelow = 0 }
    }

    /// Runs `body`, which moves the offset for the view's own reasons.
    func adjustingOffset(_ body: () -> Void) {
        let outer = endAnchor.isAdjusting
        endAnchor.isAdjusting = true
        defer { endAnchor.isAdjusting = outer }
        body()
    }

    /// While following, puts the offset at the same distance from the end as before the content
    /// or the view changed; at rest, at the end itself (arriving items come into view). A glide
    /// or a bounce moves with the end and carries on.
    ///
    /// - Complexity: O(1).
    func keepEndIfFollowing() {
        guard isAnchoredToEnd else { return }
        if endAnchor.isJumping, !isAnimatingScroll {
            endAnchor.isJumping = false
            endAnchor.isFollowing = true
            endAnchor.distanceFromEnd = 0
        }
        guard endAnchor.isFollowing, !isDragging else { return }
        if !isOffsetMoving { endAnchor.distanceFromEnd = min(0, endAnchor.distanceFromEnd) }
        endAnchor.itemsAddedBelow = 0
        let target = endAxisMaximumOffset - endAnchor.distanceFromEnd
        if target != endAxisOffset { shiftContentOffset(by: target - endAxisOffset) }
    }

    /// Counts the items an update inserted after the last visible one while the view is away
    /// from its end.
    func countItemsAddedBelow(_ plan: ListUpdatePlan, lastVisible: ListPosition?) {
        guard isAnchoredToEnd, !endAnchor.isFollowing, let lastVisible,
            let kept = plan.newPosition(of: lastVisible)
        else { return }
        endAnchor.itemsAddedBelow += plan.arrivedRowCount(after: kept)
    }
}

extension EndAnchoredList where Self: ScrollView {
    /// The room above short content that puts it at the bottom of the view
    /// (`alignsShortContentToBottom`), with the controls' bands (a load-older header showing
    /// where the conversation begins) right above and below it.
    var bottomAlignmentInset: CGFloat {
        guard isAnchoredToEnd, endAnchor.alignsShortContentToBottom else { return 0 }
        let controls = controlInsets
        let insets = contentInset.top + contentInset.bottom + controls.top + controls.bottom
        return max(0, bounds.height - contentSize.height - insets)
    }
}
