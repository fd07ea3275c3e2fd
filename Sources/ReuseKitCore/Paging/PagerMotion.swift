/// The motion of a pager along its axis, one page per swipe, as one value-typed state machine
/// separate from any view, so gesture and animation state never tangle with the view's.
///
/// Three slots one page apart hold the previous, current and next page: slot `s` starts at
/// `s · pageSize` and the current page rests at `pageSize`. The slots' offsets are driven by the
/// engine's ``ScrollAxisMotion`` with ``PageSnapping``: a drag rubber-bands beyond a missing
/// neighbour, a release past the distance threshold or faster than the flick velocity springs
/// to the neighbour, anything less springs back. Once a move comes to rest the slots are
/// re-centred on the new page and ``Update/settled`` reports it; the views of the slots simply
/// rotate, so three views serve any number of pages.
///
/// A swipe that starts while the pager is still moving does not grab it: it is judged on its
/// own (distance or flick) and queued, and queued moves run one after another as each settles, so
/// rapid swipes are never lost and never tear the slots. Time is always passed in (seconds).
public struct PagerMotion: Sendable {
    /// A side of the pages.
    public enum Edge: Hashable, Sendable {
        /// Before the first page.
        case start
        /// After the last page.
        case end
    }

    /// A move that came to rest.
    public struct Settled: Hashable, Sendable {
        /// +1 for a move to the next page, −1 for one to the previous page.
        public var step: Int
        /// The page now current.
        public var index: Int
    }

    /// What happened during a call: at most two settled moves (a running one brought to rest,
    /// then the call's own) and one bounce at an edge.
    public struct Update: Hashable, Sendable {
        /// A move that was still running and came to rest at once so that the call's own move
        /// could start, if any; it happened before ``settled``.
        public var interrupted: Settled?
        /// A move that came to rest, if any.
        public var settled: Settled?
        /// An edge that a swipe or a queued move ran into, if any.
        public var bounced: Edge?

        /// Nothing happened.
        public static let none = Update()

        /// Creates an update.
        public init(interrupted: Settled? = nil, settled: Settled? = nil, bounced: Edge? = nil) {
            self.interrupted = interrupted
            self.settled = settled
            self.bounced = bounced
        }
    }

    /// How a drag ended.
    public enum Release: Hashable, Sendable {
        /// The swipe turns the page by `step`; ``Update/settled`` follows when it rests.
        case turning(Int)
        /// The swipe fell short of the threshold: the page springs back.
        case returning
        /// The swipe went outwards at `edge`, where there is no page: it bounces back.
        case bouncing(Edge)
        /// The swipe came while the pager was moving: its `step` runs after the current move.
        case queued(Int)
        /// No drag was in progress, or a queued swipe fell short of the threshold.
        case ignored
    }

    enum Gesture: Hashable, Sendable {
        case none
        /// The finger moves the slots.
        case live
        /// The finger came down while the slots were moving; the swipe is only judged.
        case queued
    }

    /// A programmatic move to a page that is not a neighbour, shown in the slot of `step`.
    struct Jump: Hashable, Sendable {
        var step: Int
        var index: Int
    }

    /// The pages and the current one.
    public internal(set) var cursor: PageCursor
    /// The length of a page along the axis, in points.
    public internal(set) var pageSize: Double
    /// The fraction of a page a slow drag must cover to turn the page.
    public internal(set) var distanceThreshold: Double
    /// The release speed that turns the page whatever the distance, in pages per second.
    public internal(set) var flickVelocity: Double
    /// Seconds of rest after which the pager moves to the next page by itself; `nil` never does.
    public var autoAdvanceInterval: Double?
    /// Moves queued by swipes during a motion, signed (+ forward); they run one at a time.
    public internal(set) var pendingSteps = 0

    var motion: ScrollAxisMotion
    var gesture = Gesture.none
    var tracker = VelocityTracker()
    var translation = 0.0
    var jump: Jump?
    /// When the pager last settled, was touched or was told to move: auto-advance counts from it.
    var lastActivity: Double

    /// Creates a pager motion at rest on page `index` of `count`.
    public init(
        count: Int, index: Int = 0, wraps: Bool = false, pageSize: Double, distanceThreshold: Double = 0.5,
        flickVelocity: Double = 1, time: Double
    ) {
        precondition(pageSize > 0 && pageSize.isFinite, "pages need a positive, finite size")
        cursor = PageCursor(count: count, index: index, wraps: wraps)
        self.pageSize = pageSize
        self.distanceThreshold = distanceThreshold
        self.flickVelocity = flickVelocity
        lastActivity = time
        motion = ScrollAxisMotion(
            range: OffsetRange(lowerBound: 0, upperBound: 0), viewportDimension: pageSize)
        resetMotion()
    }

    /// The page shown in `slot` (0 previous, 1 current, 2 next), or `nil` when there is none.
    ///
    /// - Complexity: O(1).
    public func index(inSlot slot: Int) -> Int? {
        precondition(slot >= 0 && slot <= 2, "a pager has slots 0, 1 and 2, not \(slot)")
        guard cursor.count > 0 else { return nil }
        if slot == 1 { return cursor.index }
        let step = slot - 1
        if let jump, jump.step == step { return jump.index }
        return cursor.index(offsetBy: step)
    }

    /// How far the slots have moved from rest on the current page: positive towards the next
    /// page. Slot `s` is displayed at `(s − 1) · pageSize − displacement`.
    public var displacement: Double { motion.offset - pageSize }

    /// Whether a finger is down.
    public var isDragging: Bool { gesture != .none }

    /// Whether the slots move on their own, or a queued move waits to run.
    public var isMoving: Bool {
        switch motion.phase {
        case .idle: pendingSteps != 0
        case .dragging: false
        default: true
        }
    }

    /// When auto-advance will next move the pager if nothing touches it, or `nil` (off, dragging
    /// or moving).
    public var nextAutoAdvanceTime: Double? {
        guard let autoAdvanceInterval, gesture == .none, !isMoving else { return nil }
        return lastActivity + autoAdvanceInterval
    }

    /// The resting offsets the slots may move through: a missing neighbour's slot is left out.
    func range() -> OffsetRange {
        OffsetRange(
            lowerBound: index(inSlot: 0) == nil ? pageSize : 0,
            upperBound: index(inSlot: 2) == nil ? pageSize : 2 * pageSize)
    }

    /// Puts the slots at rest on the current page with the range of its neighbours.
    mutating func resetMotion() {
        var fresh = ScrollAxisMotion(offset: pageSize, range: range(), viewportDimension: pageSize)
        fresh.decelerationRate = .fast
        fresh.paging = PageSnapping(
            pageSize: pageSize, distanceThreshold: distanceThreshold, flickVelocity: flickVelocity)
        motion = fresh
    }

    /// The slot nearest to `offset`.
    func slot(nearest offset: Double) -> Int {
        Swift.min(Swift.max(Int((offset / pageSize).rounded()), 0), 2)
    }
}
