import Foundation
import ReuseKitCore
@_spi(Testing) import ReuseKitImages
import TestSupport
import Testing

@Suite("Memory cache")
struct ImageMemoryCacheTests {
    /// An obviously-correct LRU: an array in recency order, oldest first.
    struct ReferenceLRU {
        var entries: [(key: ImageCacheKey, cost: Int)] = []
        var limit: Int

        var total: Int { entries.reduce(0) { $0 + $1.cost } }

        mutating func get(_ key: ImageCacheKey) -> Bool {
            guard let index = entries.firstIndex(where: { $0.key == key }) else { return false }
            entries.append(entries.remove(at: index))
            return true
        }

        mutating func insert(_ key: ImageCacheKey, cost: Int) {
            entries.removeAll { $0.key == key }
            if cost <= limit { entries.append((key, cost)) }
            trim()
        }

        mutating func remove(_ key: ImageCacheKey) {
            entries.removeAll { $0.key == key }
        }

        mutating func trim() {
            while total > limit { entries.removeFirst() }
        }
    }

    static func key(_ index: Int) -> ImageCacheKey {
        ImageCacheKey(url: URL(fileURLWithPath: "/images/\(index).png"))
    }

    @Test("a random workload matches a reference LRU and never exceeds the cost limit")
    func randomWorkloadMatchesReference() {
        let run = RandomizedRun(name: "memory cache", defaultIterations: 3000)
        var generator = run.makeGenerator()
        let cache = ImageMemoryCache(costLimit: 2000)
        var reference = ReferenceLRU(limit: 2000)
        for _ in 0..<run.iterations {
            let key = Self.key(Int.random(in: 0..<40, using: &generator))
            switch generator.next() % 20 {
            case 0..<10:
                let image = Image(
                    width: Int.random(in: 1...12, using: &generator),
                    height: Int.random(in: 1...12, using: &generator),
                    color: Color(red: 1, green: 2, blue: 3))
                cache.insert(image, for: key)
                reference.insert(key, cost: image.cost)
            case 10..<17:
                #expect((cache.image(for: key) != nil) == reference.get(key))
            case 17, 18:
                cache.removeImage(for: key)
                reference.remove(key)
            default:
                let limit = Int.random(in: 200...3000, using: &generator)
                cache.costLimit = limit
                reference.limit = limit
                reference.trim()
            }
            #expect(cache.checkInvariants() == nil)
            #expect(cache.keysFromOldest == reference.entries.map(\.key))
            #expect(cache.totalCost == reference.total && cache.totalCost <= cache.costLimit)
        }
    }

    @Test("the least recently used image is evicted first, and a hit refreshes recency")
    func evictionOrder() {
        let cache = ImageMemoryCache(costLimit: 3 * 64)
        let image = Image(width: 4, height: 4, color: Color(red: 0, green: 0, blue: 0))
        for index in 0..<3 { cache[Self.key(index)] = image }
        #expect(cache[Self.key(0)] != nil)
        cache[Self.key(3)] = image
        #expect(cache[Self.key(1)] == nil)
        #expect(cache.keysFromOldest == [Self.key(2), Self.key(0), Self.key(3)])
        cache[Self.key(9)] = Image(width: 8, height: 8, color: Color(red: 0, green: 0, blue: 0))
        #expect(cache[Self.key(9)] == nil, "an image larger than the whole limit is not stored")
        #expect(cache.count == 3)
        cache.removeAll()
        #expect(cache.count == 0 && cache.totalCost == 0)
    }

    @Test("the default limit is a fraction of physical memory, capped")
    func defaultLimit() {
        let limit = ImageMemoryCache.defaultCostLimit
        #expect(limit > 0 && limit <= 512 * 1024 * 1024)
        #expect(UInt64(limit) <= ProcessInfo.processInfo.physicalMemory / 5)
    }

    @Test("concurrent readers and writers keep the cache consistent")
    func concurrentUse() async {
        let cache = ImageMemoryCache(costLimit: 4096)
        await withTaskGroup(of: Void.self) { group in
            for worker in 0..<8 {
                group.addTask {
                    for step in 0..<500 {
                        let key = Self.key((worker * 31 + step) % 50)
                        if step % 3 == 0 {
                            cache.insert(
                                Image(width: 4, height: 4, color: Color(red: 0, green: 0, blue: 0)), for: key)
                        } else {
                            _ = cache.image(for: key)
                        }
                    }
                }
            }
        }
        #expect(cache.checkInvariants() == nil)
    }
}
