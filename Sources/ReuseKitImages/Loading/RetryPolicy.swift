import Foundation

/// When and how often a transient failure (5xx, timeout, lost connection) is tried again:
/// exponential backoff with jitter, never for not-found or invalid data.
public struct RetryPolicy: Sendable, Hashable {
    /// Attempts in all, the first included; 1 disables retrying.
    public var maxAttempts: Int
    /// The wait before the second attempt, in seconds.
    public var initialDelay: TimeInterval
    /// How much each wait grows over the previous one.
    public var multiplier: Double
    /// The longest wait, in seconds.
    public var maxDelay: TimeInterval
    /// Up to this fraction of each wait is randomised, so clients do not retry in lockstep.
    public var jitter: Double

    /// Three attempts, waiting about 0.5 s then 1 s.
    public static let `default` = RetryPolicy(
        maxAttempts: 3, initialDelay: 0.5, multiplier: 2, maxDelay: 8, jitter: 0.2)

    /// One attempt only.
    public static let none = RetryPolicy(
        maxAttempts: 1, initialDelay: 0, multiplier: 1, maxDelay: 0, jitter: 0)

    /// Creates a policy.
    public init(
        maxAttempts: Int, initialDelay: TimeInterval, multiplier: Double, maxDelay: TimeInterval,
        jitter: Double
    ) {
        precondition(maxAttempts >= 1, "at least one attempt")
        precondition(
            initialDelay >= 0 && multiplier >= 1 && maxDelay >= 0, "delays cannot shrink or be negative")
        precondition((0...1).contains(jitter), "jitter is a fraction")
        self.maxAttempts = maxAttempts
        self.initialDelay = initialDelay
        self.multiplier = multiplier
        self.maxDelay = maxDelay
        self.jitter = jitter
    }

    /// Whether a failure of `attempt` (1-based) with `error` deserves another attempt.
    public func shouldRetry(_ error: ImagePipelineError, afterAttempt attempt: Int) -> Bool {
        attempt < maxAttempts && error.isTransient
    }

    /// The wait after failed attempt `attempt` (1-based), before jitter.
    public func baseDelay(afterAttempt attempt: Int) -> TimeInterval {
        min(maxDelay, initialDelay * pow(multiplier, Double(max(0, attempt - 1))))
    }

    /// The wait after failed attempt `attempt`, with up to `jitter` of it taken off at random.
    public func delay(afterAttempt attempt: Int, using generator: inout some RandomNumberGenerator)
        -> TimeInterval
    {
        let base = baseDelay(afterAttempt: attempt)
        guard jitter > 0 else { return base }
        return base * (1 - jitter * Double.random(in: 0...1, using: &generator))
    }
}
