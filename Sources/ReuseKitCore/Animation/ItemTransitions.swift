/// The running transitions of a list's items, by a key the list chooses (a view's identity):
/// the engine half of an animated batch update, driven by an injected clock.
public struct ItemTransitions<Key: Hashable> {
    @usableFromInline var running: [Key: ItemTransition] = [:]
    /// How long new transitions run, in seconds.
    public var duration: Double

    /// Creates an empty set whose transitions run `duration` seconds.
    public init(duration: Double = ItemTransition.defaultDuration) {
        precondition(duration >= 0 && duration.isFinite, "a transition needs a finite, non-negative duration")
        self.duration = duration
    }

    /// Whether no transition runs.
    @inlinable
    public var isEmpty: Bool { running.isEmpty }

    /// How many transitions run.
    @inlinable
    public var count: Int { running.count }

    /// The keys of the running transitions, in no particular order.
    @inlinable
    public var keys: [Key] { Array(running.keys) }

    /// Whether `key` has a running transition.
    @inlinable
    public func contains(_ key: Key) -> Bool { running[key] != nil }

    /// The running transition of `key`, if any.
    @inlinable
    public subscript(key: Key) -> ItemTransition? { running[key] }

    /// What `key` shows at `time`: its transition's value, else the identity.
    ///
    /// - Complexity: O(1) on average.
    @inlinable
    public func presentation(of key: Key, at time: Double) -> ItemPresentation {
        running[key]?.presentation(at: time) ?? .identity
    }

    /// Animates `key` from `from` to `to`, starting at `time`; a transition it had is replaced.
    /// Nothing runs when the two are equal.
    ///
    /// - Complexity: O(1) on average.
    @inlinable
    public mutating func animate(_ key: Key, from: ItemPresentation, to: ItemPresentation, at time: Double) {
        if from == to || duration == 0 {
            running[key] = nil
        } else {
            running[key] = ItemTransition(from: from, to: to, startTime: time, duration: duration)
        }
    }

    /// Animates `key` to `target` from what it shows at `time`.
    ///
    /// - Complexity: O(1) on average.
    @inlinable
    public mutating func retarget(_ key: Key, to target: ItemPresentation, at time: Double) {
        animate(key, from: presentation(of: key, at: time), to: target, at: time)
    }

    /// Stops `key`'s transition where it is (the item shows its frame).
    @inlinable
    public mutating func remove(_ key: Key) {
        running[key] = nil
    }

    /// Stops every transition.
    @inlinable
    public mutating func removeAll() {
        running.removeAll()
    }

    /// Removes and returns the keys whose transitions have ended by `time`.
    ///
    /// - Complexity: O(running transitions).
    @inlinable
    public mutating func removeFinished(at time: Double) -> [Key] {
        var finished: [Key] = []
        removeFinished(at: time, into: &finished)
        return finished
    }

    /// Removes the transitions that have finished at `time`, replacing `finished` with their
    /// keys; a caller stepping every frame keeps `finished` so that its storage is reused.
    ///
    /// - Complexity: O(running transitions).
    @inlinable
    public mutating func removeFinished(at time: Double, into finished: inout [Key]) {
        finished.removeAll(keepingCapacity: true)
        for (key, transition) in running where transition.isFinished(at: time) { finished.append(key) }
        for key in finished { running[key] = nil }
    }

    /// Verifies that every transition shows a valid presentation at `time`, and that none
    /// started after it; returns the first violation, or `nil`.
    @_spi(Testing)
    public func checkInvariants(at time: Double) -> String? {
        for transition in running.values {
            if transition.startTime > time { return "a transition starts after the current time" }
            if !transition.presentation(at: time).isValid {
                return "a transition shows an invalid presentation"
            }
        }
        return nil
    }
}

extension ItemTransitions: Sendable where Key: Sendable {}
