/// The scrolling of one axis of a scroll view: dragging with rubber-banding, momentum with
/// bounces at the edges, page snapping and programmatic animated scrolls, as one state machine.
///
/// A scroll view owns one per axis and feeds it touch events and frame times; the motion answers
/// with the offset to display. Time is always passed in (seconds, from the host's clock), so
/// every animation is deterministic. Offsets are content offsets in points; a drag translation
/// follows UIKit's pan gesture: moving the finger by +t moves the content offset by −t.
///
/// Beyond an edge the displayed offset is always the rubber band of a "raw" overshoot — the
/// finger's while dragging, a spring's while bouncing — so it never strays a full viewport past
/// the edge, and a drag that starts mid-bounce picks the content up exactly where it is.
public struct ScrollAxisMotion: Sendable {
    /// What the motion is doing.
    public enum Phase: Hashable, Sendable {
        /// At rest, inside the range.
        case idle
        /// Following a finger.
        case dragging
        /// Gliding on momentum after a fling.
        case decelerating
        /// Springing back from beyond an edge.
        case bouncing
        /// Springing straight onto a resting place: a page, or an edge that a shrinking range
        /// left too far away to rubber-band back from.
        case snapping
        /// Running a programmatic `animate(to:duration:time:)`.
        case animating
    }

    enum Motion: Sendable {
        case idle
        case dragging
        case decelerating(Deceleration, edgeHit: EdgeHit?)
        /// The spring runs on the raw overshoot beyond `edge`; it is displayed rubber-banded.
        /// `cut` is the glide that ran into the edge, if one did.
        case bouncing(SpringBack, edge: Double, cut: CutGlide?)
        case snapping(SpringBack)
        case animating(EaseOutAnimation)
    }

    /// The moment a glide reaches an edge, found in closed form so it is frame-rate independent.
    struct EdgeHit: Sendable {
        var time: Double
        var edge: Double
    }

    /// A glide that an edge turned into a bounce, kept while the bounce runs: content that then
    /// arrives before the edge (a page of older rows) moves the edge away, and the glide goes on.
    struct CutGlide: Sendable {
        var deceleration: Deceleration
        /// The time of the step in which the glide met the edge: until a later step, no offset of
        /// the bounce was shown.
        var stepTime: Double
    }

    /// Whether the content rubber-bands and bounces beyond its edges (otherwise it stops at them).
    ///
    /// Turning it off mid-drag pins the content inside the range at once; a bounce already
    /// running completes.
    public var bounces = true {
        didSet { boundsDidChange() }
    }
    /// How quickly a fling slows down; takes effect at the next release.
    public var decelerationRate = DecelerationRate.normal
    /// The page snapping rule, or `nil` for free scrolling; page k rests at
    /// `range.lowerBound + k · pageSize` (the last one at most at `range.upperBound`).
    ///
    /// Setting it at rest moves the offset onto the nearest page; mid-drag it counts from the
    /// nearest page; a running animation ends with a snap onto the nearest page.
    public var paging: PageSnapping? {
        didSet {
            switch motion {
            case .idle: offset = restingPlace(near: offset)
            case .dragging: dragStartPage = paging.map { nearestPage(to: offset, paging: $0) } ?? 0
            default: break
            }
        }
    }
    /// The viewport's length along this axis, in points, which scales the rubber band.
    public var viewportDimension: Double {
        didSet {
            precondition(
                viewportDimension > 0 && viewportDimension.isFinite, "the viewport dimension must be positive"
            )
            rubberBandDidChange(from: oldValue)
        }
    }
    /// The resting offsets; change it with `setRange(_:time:)`.
    public internal(set) var range: OffsetRange
    /// The offset to display, as of the last call that took a time.
    public internal(set) var offset: Double
    /// The velocity measured when the last drag ended, in points per second.
    public internal(set) var releaseVelocity = 0.0

    var motion = Motion.idle
    var tracker = VelocityTracker()
    /// The raw offset at translation zero.
    var dragAnchor = 0.0
    /// The finger-following offset of the current drag, before rubber-banding.
    var dragRawOffset = 0.0
    /// The page nearest to the offset when the drag began.
    var dragStartPage = 0

    /// Creates a motion at rest at `offset` (clamped into `range`).
    public init(offset: Double = 0, range: OffsetRange, viewportDimension: Double) {
        precondition(offset.isFinite, "the offset must be finite")
        precondition(
            viewportDimension > 0 && viewportDimension.isFinite, "the viewport dimension must be positive")
        self.range = range
        self.viewportDimension = viewportDimension
        self.offset = range.clamp(offset)
    }

    /// What the motion is doing now.
    public var phase: Phase {
        switch motion {
        case .idle: .idle
        case .dragging: .dragging
        case .decelerating: .decelerating
        case .bouncing: .bouncing
        case .snapping: .snapping
        case .animating: .animating
        }
    }

    /// The offset the current motion will come to rest at, like UIKit's `targetContentOffset`
    /// (the current offset while idle or dragging).
    public var restingOffset: Double {
        switch motion {
        case .idle, .dragging: offset
        case .decelerating(let deceleration, _): range.clamp(deceleration.projectedEnd)
        case .bouncing(_, let edge, _): edge
        case .snapping(let spring): spring.target
        case .animating(let animation): animation.target
        }
    }
}
