#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The seed and iteration count of a randomized test, overridable from the environment.
///
/// `SEED=123 ITERATIONS=100000 swift test --filter …` reproduces (or stresses) a failure; the seed
/// in use is printed so that any failing run can be replayed.
public struct RandomizedRun: Sendable {
    /// The seed this run uses.
    public let seed: UInt64
    /// How many random operations this run performs.
    public let iterations: Int

    /// Reads `SEED` and `ITERATIONS` from the environment, falling back to the given defaults.
    public init(name: String, defaultSeed: UInt64 = 0x5EED, defaultIterations: Int) {
        seed = Self.environment("SEED").flatMap { UInt64($0) } ?? defaultSeed
        iterations = Self.environment("ITERATIONS").flatMap { Int($0) } ?? defaultIterations
        print("[\(name)] SEED=\(seed) ITERATIONS=\(iterations)")
    }

    /// A generator seeded with this run's seed.
    public func makeGenerator() -> SeededGenerator {
        SeededGenerator(seed: seed)
    }

    private static func environment(_ name: String) -> String? {
        guard let raw = getenv(name) else { return nil }
        return String(cString: raw)
    }
}
