import ReuseKit

/// A clock that reads another one, except that it can be held still for a moment: a swipe a
/// scene makes up (for a key press) is given one instant, so it has a length but no speed and
/// is judged by its distance alone, as a slow swipe would be.
@MainActor
final class HoldableClock: FrameClock {
    /// The clock read when not held.
    let base: FrameClock
    private var heldTime: Double?

    /// Creates a clock that follows `base`.
    init(base: FrameClock) {
        self.base = base
    }

    /// The base clock's time, or the time it was held at.
    var now: Double { heldTime ?? base.now }

    /// Runs `body` with the time held at its value now.
    func holding(_ body: () -> Void) {
        heldTime = base.now
        defer { heldTime = nil }
        body()
    }
}
