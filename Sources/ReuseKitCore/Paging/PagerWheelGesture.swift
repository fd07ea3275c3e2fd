/// Groups the wheel's and the touchpad's scroll deltas on a pager into gestures, and says when a
/// gesture turns a page: at most once, in its direction, as a paged scroll view on macOS treats
/// one scroll gesture.
///
/// A touchpad swipe reaches a host as dozens of small deltas (XInput2's smooth scrolling sends
/// one every 7–15 ms while the fingers move), a wheel as one delta per notch; neither says where
/// a swipe begins or ends. So deltas that follow one another by less than ``gap`` seconds are one
/// gesture. Its signed distance accumulates, and the first time it reaches the threshold the
/// gesture turns one page in the direction of that distance; whatever the same gesture brings
/// afterwards (the rest of the swipe, arriving while the page slides) turns nothing. A delta
/// after a pause of ``gap`` or more begins a new gesture, which may turn the next page even
/// while the last one still slides (the pager queues it, as a quick second swipe).
///
/// The threshold is the caller's, per delta, in the deltas' unit: a pager passes one line of its
/// host's text, a third of the three lines both hosts scroll per wheel notch, so every notch
/// turns a page while a touchpad's stray nudge of a few points does not. Time is passed in
/// (seconds), so a gesture is a deterministic test on a manual clock.
public struct PagerWheelGesture: Hashable, Sendable {
    /// The pause that ends a gesture by default, in seconds: 0.2.
    ///
    /// It is longer than any pause inside one swipe (a touchpad reports every 7–15 ms while the
    /// fingers move, and a slow frame of the app delays a delivery by a frame or a few), and
    /// about as long as the shortest pause between two wheel notches clicked one by one (a
    /// quarter of a second and more), so each of those turns a page; notches spun faster than
    /// that are one gesture and turn one page.
    public static let defaultGap = 0.2

    /// The pause between two deltas, in seconds, that ends a gesture.
    public let gap: Double
    /// The distance the current gesture has covered, signed (positive towards the next page); it
    /// stops growing once the gesture has turned a page.
    public private(set) var distance = 0.0
    /// The page step the current gesture turned (+1 or −1), or 0 while it has not turned one.
    public private(set) var turned = 0
    /// When the last delta arrived, or `nil` before the first.
    public private(set) var lastTime: Double?

    /// Creates the grouping with no gesture in progress.
    public init(gap: Double = defaultGap) {
        precondition(gap > 0 && gap.isFinite, "a gesture's gap must be a positive, finite time")
        self.gap = gap
    }

    /// Whether a delta arriving at `time` belongs to the gesture in progress.
    ///
    /// - Complexity: O(1).
    public func continues(at time: Double) -> Bool {
        guard let lastTime else { return false }
        // A clock that went back (another clock was given to the pager) starts afresh too.
        return time >= lastTime && time - lastTime < gap
    }

    /// A delta of `delta` (positive towards the next page) arrived at `time`: returns the page
    /// step to turn now, +1 or −1 when this delta brings its gesture's distance to `threshold`
    /// for the first time, else 0.
    ///
    /// - Complexity: O(1); never allocates.
    public mutating func add(_ delta: Double, threshold: Double, time: Double) -> Int {
        precondition(delta.isFinite && time.isFinite, "a wheel delta needs a finite distance and time")
        precondition(threshold > 0, "a page turn needs a positive threshold, not \(threshold)")
        if !continues(at: time) {
            distance = 0
            turned = 0
        }
        lastTime = time
        guard turned == 0 else { return 0 }
        distance += delta
        guard Swift.abs(distance) >= threshold else { return 0 }
        turned = distance > 0 ? 1 : -1
        return turned
    }

    /// Verifies that a turned gesture went the way its distance points.
    ///
    /// Returns a description of the first violation, or `nil`.
    /// - Complexity: O(1).
    @_spi(Testing)
    public func checkInvariants() -> String? {
        if !distance.isFinite { return "the wheel gesture's distance is \(distance)" }
        if turned != 0 && turned != (distance > 0 ? 1 : -1) {
            return "the wheel gesture turned \(turned) but went \(distance)"
        }
        if lastTime == nil && (distance != 0 || turned != 0) {
            return "a wheel gesture began without a delta"
        }
        return nil
    }
}
