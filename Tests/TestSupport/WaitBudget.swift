/// The time a polling wait may spend before it gives up, counted so that a busy machine cannot
/// make it give up early.
///
/// Swift Testing runs main-actor tests side by side: while one of them holds the main actor
/// (a synchronous million-row sweep, a subprocess), a waiting test cannot poll at all, and a
/// wall-clock deadline would expire without the condition ever having had a chance. A gap
/// between two polls counts for at most `longestGap`, so the budget measures time spent
/// actually waiting; the wait still fails, loudly, when the condition never comes.
public struct WaitBudget: Sendable {
    /// The waiting time allowed, in seconds.
    public let seconds: Double
    /// The most one gap between polls counts for.
    public let longestGap: Duration
    private var spent: Duration = .zero
    private var lastPoll = ContinuousClock.now

    /// A budget of `seconds` of polling.
    public init(seconds: Double, longestGap: Duration = .milliseconds(100)) {
        self.seconds = seconds
        self.longestGap = longestGap
    }

    /// Counts the time since the last poll; `false` once the budget is used up.
    public mutating func poll() -> Bool {
        let now = ContinuousClock.now
        spent += min(now - lastPoll, longestGap)
        lastPoll = now
        return spent < .seconds(seconds)
    }
}
