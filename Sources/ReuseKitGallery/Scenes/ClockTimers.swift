import ReuseKit

/// Work scheduled on a scene's frame clock, such as a simulated network delay: the scene fires
/// it from `advanceAnimations()`, so under a `ManualFrameClock` it lands on the same frame on
/// every run.
@MainActor
final class ClockTimers {
    private struct Entry {
        let id: Int
        let deadline: Double
        let action: @MainActor () -> Void
    }

    /// The clock deadlines are read from.
    let clock: FrameClock
    private var entries: [Entry] = []
    private var nextID = 0

    /// Creates timers on `clock`.
    init(clock: FrameClock) {
        self.clock = clock
    }

    /// Whether any timer waits.
    var isEmpty: Bool { entries.isEmpty }

    /// Runs `action` once `delay` seconds of the clock have passed; returns an id to cancel it.
    @discardableResult
    func schedule(after delay: Double, _ action: @escaping @MainActor () -> Void) -> Int {
        nextID += 1
        entries.append(Entry(id: nextID, deadline: clock.now + max(0, delay), action: action))
        return nextID
    }

    /// Forgets the timer `id`, if it has not fired.
    func cancel(_ id: Int) {
        entries.removeAll { $0.id == id }
    }

    /// Runs the timers that are due, earliest first (actions may schedule more); returns whether
    /// any fired or still wait, that is whether the scene needs this frame and another.
    func fire() -> Bool {
        let now = clock.now
        var fired = false
        while let index = entries.indices.filter({ entries[$0].deadline <= now }).min(by: { first, second in
            (entries[first].deadline, entries[first].id) < (entries[second].deadline, entries[second].id)
        }) {
            let entry = entries.remove(at: index)
            entry.action()
            fired = true
        }
        return fired || !entries.isEmpty
    }
}
