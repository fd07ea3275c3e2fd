import Foundation
import ReuseKitCore

/// A strict least-recently-used cache of decoded images, bounded by their total cost in bytes.
///
/// Lookups are synchronous and O(1), so a cell can show a cached image in the same frame it is
/// configured. Thread-safe: all state sits behind one lock.
public final class ImageMemoryCache: Sendable {
    private struct State: Sendable {
        var entries = CostLRU<ImageCacheKey, Image>()
        var costLimit: Int
    }

    /// A fifth of physical memory, at most 512 MiB.
    public static var defaultCostLimit: Int {
        let fraction = ProcessInfo.processInfo.physicalMemory / 5
        return Int(min(fraction, 512 * 1024 * 1024))
    }

    private let state: Locked<State>

    /// Creates a cache holding at most `costLimit` bytes of pixels.
    public init(costLimit: Int = ImageMemoryCache.defaultCostLimit) {
        precondition(costLimit >= 0, "a cost limit cannot be negative")
        state = Locked(State(costLimit: costLimit))
    }

    /// The most bytes the cache holds; lowering it evicts the least recently used images at once.
    public var costLimit: Int {
        get { state.withLock { $0.costLimit } }
        set {
            precondition(newValue >= 0, "a cost limit cannot be negative")
            state.withLock { state in
                state.costLimit = newValue
                Self.trim(&state)
            }
        }
    }

    /// The bytes currently held.
    public var totalCost: Int { state.withLock { $0.entries.totalCost } }

    /// The number of images held.
    public var count: Int { state.withLock { $0.entries.count } }

    /// The image for `key`, which becomes the most recently used.
    /// - Complexity: O(1)
    public func image(for key: ImageCacheKey) -> Image? {
        state.withLock { $0.entries.value(for: key) }
    }

    /// Stores `image`; an image costing more than the whole limit is not stored.
    /// - Complexity: O(1) amortised, plus O(1) per eviction
    public func insert(_ image: Image, for key: ImageCacheKey) {
        state.withLock { state in
            guard image.cost <= state.costLimit else {
                state.entries.removeValue(for: key)
                return
            }
            state.entries.insert(image, for: key, cost: image.cost)
            Self.trim(&state)
        }
    }

    /// Reads or writes (`nil` removes) the image for `key`.
    public subscript(key: ImageCacheKey) -> Image? {
        get { image(for: key) }
        set {
            if let newValue { insert(newValue, for: key) } else { removeImage(for: key) }
        }
    }

    /// Removes the image for `key`.
    public func removeImage(for key: ImageCacheKey) {
        state.withLock { _ = $0.entries.removeValue(for: key) }
    }

    /// Removes every image.
    public func removeAll() {
        state.withLock { $0.entries.removeAll() }
    }

    /// Keys from the least to the most recently used.
    package var keysFromOldest: [ImageCacheKey] { state.withLock { $0.entries.keysFromOldest } }

    /// Checks the recency list, its index and the cost bound.
    ///
    /// Returns a description of the first violation, or `nil` when the cache is sound.
    /// - Complexity: O(number of images).
    @_spi(Testing)
    public func checkInvariants() -> String? {
        state.withLock { state in
            if let violation = state.entries.checkInvariants() { return violation }
            if state.entries.totalCost > state.costLimit {
                return "the cache holds \(state.entries.totalCost) > \(state.costLimit) in cost"
            }
            return nil
        }
    }

    private static func trim(_ state: inout State) {
        while state.entries.totalCost > state.costLimit, state.entries.removeOldest() != nil {}
    }
}
