import Foundation
import TestSupport
import Testing

@_spi(Testing) @testable import ReuseKitImages

@Suite("Disk cache")
struct DiskCacheTests {
    static func payload(_ key: String, size: Int) -> Data {
        Data((0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ key.utf8.count) })
    }

    static func entrySize(_ key: String, _ size: Int) -> Int {
        DiskCacheEntry.headerSize + key.utf8.count + size
    }

    @Test("a random workload matches a reference LRU, the files on disk match the index, and the limit holds")
    func randomWorkloadMatchesReference() async {
        let run = RandomizedRun(name: "disk cache", defaultIterations: 400)
        var generator = run.makeGenerator()
        let limit = 24_000
        let cache = DiskCache(directory: Fixtures.temporaryDirectory("disk-random"), sizeLimit: limit)
        var reference: [(key: String, data: Data)] = []
        func referenceTotal() -> Int { reference.reduce(0) { $0 + Self.entrySize($1.key, $1.data.count) } }
        for _ in 0..<run.iterations {
            let key = "https://example.com/image/\(Int.random(in: 0..<30, using: &generator)).png"
            switch generator.next() % 10 {
            case 0..<5:
                let data = Self.payload(key, size: Int.random(in: 0...4000, using: &generator))
                let stored = await cache.store(data, for: key)
                reference.removeAll { $0.key == key }
                if Self.entrySize(key, data.count) <= limit { reference.append((key, data)) }
                #expect(stored == (Self.entrySize(key, data.count) <= limit))
                while referenceTotal() > limit { reference.removeFirst() }
            case 5..<9:
                let data = await cache.data(for: key)
                let index = reference.firstIndex { $0.key == key }
                #expect(data == index.map { reference[$0].data })
                if let index { reference.append(reference.remove(at: index)) }
            default:
                await cache.removeData(for: key)
                reference.removeAll { $0.key == key }
            }
            #expect(await cache.checkInvariants() == nil)
            #expect(await cache.totalSize == referenceTotal())
        }
    }

    @Test(
        "checkInvariants names a file that appeared behind the cache's back, and passes without the directory"
    )
    func invariantsSeeTheDirectory() async throws {
        let directory = Fixtures.temporaryDirectory("disk-invariants")
        let cache = DiskCache(directory: directory)
        #expect(await cache.store(Data([1, 2, 3]), for: "a"))
        #expect(await cache.checkInvariants() == nil)
        let stray = String(repeating: "0", count: 64)
        try Data([9]).write(to: directory.appendingPathComponent(stray))
        let violation = await cache.checkInvariants()
        #expect(violation == "2 files but 1 indexed entries", "\(violation ?? "nil")")
        #expect(await cache.checkInvariants(againstDirectory: false) == nil)
    }

    @Test("file names are SHA-256 hashes of keys: nothing from the URL reaches the file system")
    func hashedFileNames() async throws {
        let directory = Fixtures.temporaryDirectory("disk-names")
        let cache = DiskCache(directory: directory)
        let key = "https://example.com/../../etc/passwd?name=a%2Fb&x=../y"
        #expect(await cache.store(Data([1, 2, 3]), for: key))
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(names == [SHA256.hexDigest(key)])
        #expect(cache.fileURL(for: key).deletingLastPathComponent().path == directory.path)
        #expect(await cache.data(for: key) == Data([1, 2, 3]))
    }

    @Test(
        "flipped, truncated, empty and foreign entries are detected and removed; a relaunch keeps LRU order")
    func damagedEntries() async throws {
        let directory = Fixtures.temporaryDirectory("disk-damage")
        let writer = DiskCache(directory: directory)
        let keys = ["a", "b", "c", "d", "e"]
        for key in keys { await writer.store(Self.payload(key, size: 100), for: key) }
        var flipped = try Data(contentsOf: writer.fileURL(for: "a"))
        flipped[60] ^= 0x01
        try flipped.write(to: writer.fileURL(for: "a"))
        try Data(try Data(contentsOf: writer.fileURL(for: "b")).prefix(70)).write(
            to: writer.fileURL(for: "b"))
        try Data().write(to: writer.fileURL(for: "c"))
        try FileManager.default.removeItem(at: writer.fileURL(for: "d"))
        try FileManager.default.copyItem(at: writer.fileURL(for: "e"), to: writer.fileURL(for: "d"))

        let reader = DiskCache(directory: directory)
        for key in ["a", "b", "c"] { #expect(await reader.data(for: key) == nil) }
        #expect(await reader.data(for: "d") == nil, "another key's entry is a miss")
        #expect(await reader.data(for: "e") == Self.payload("e", size: 100))
        #expect(await reader.statistics.corruptEntriesRemoved == 3)
        for key in ["a", "b", "c"] {
            #expect(!FileManager.default.fileExists(atPath: reader.fileURL(for: key).path))
        }

        let old = Date(timeIntervalSinceNow: -3600)
        try FileManager.default.setAttributes(
            [.modificationDate: old], ofItemAtPath: reader.fileURL(for: "e").path)
        let size = Self.entrySize("e", 100)
        let small = DiskCache(directory: directory, sizeLimit: size)
        #expect(await small.count == 1)
        #expect(
            await small.data(for: "d") == nil
                && FileManager.default.fileExists(atPath: small.fileURL(for: "d").path))
        #expect(await small.data(for: "e") == nil, "the oldest entry was trimmed on load")
    }

    @Test("two caches on one directory, hammered concurrently, only ever return whole, correct entries")
    func concurrentInstances() async throws {
        let directory = Fixtures.temporaryDirectory("disk-concurrent")
        let caches = [
            DiskCache(directory: directory, sizeLimit: 40_000),
            DiskCache(directory: directory, sizeLimit: 40_000),
        ]
        let wrong = await withTaskGroup(of: Int.self) { group in
            for worker in 0..<8 {
                group.addTask {
                    var generator = SeededGenerator(seed: UInt64(worker))
                    var wrong = 0
                    for _ in 0..<150 {
                        let cache = caches[Int(generator.next() % 2)]
                        let key = "k\(generator.next() % 12)"
                        let size = 500 + key.utf8.count * 300
                        if generator.next() % 2 == 0 {
                            await cache.store(Self.payload(key, size: size), for: key)
                        } else if let data = await cache.data(for: key), data != Self.payload(key, size: size)
                        {
                            wrong += 1
                        }
                    }
                    return wrong
                }
            }
            return await group.reduce(0, +)
        }
        #expect(wrong == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(!names.contains { $0.hasPrefix(".tmp-") }, "no temporary file is left behind")
        let fresh = DiskCache(directory: directory, sizeLimit: 1_000_000)
        for index in 0..<12 {
            let key = "k\(index)"
            if let data = await fresh.data(for: key) {
                #expect(data == Self.payload(key, size: 500 + key.utf8.count * 300))
            }
        }
        #expect(await fresh.statistics.corruptEntriesRemoved == 0)
    }

    @Test("the default cache lives in the user's caches directory with a 150 MB limit")
    func defaultLocation() {
        let cache = DiskCache.inUserCaches(named: "ReuseKitImagesTests")
        #expect(cache.directory.lastPathComponent == "ReuseKitImagesTests")
        #expect(cache.sizeLimit == 150 * 1024 * 1024)
    }

    @Test("SHA-256 and CRC-32 match their published test vectors")
    func hashVectors() {
        #expect(SHA256.hexDigest("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hexDigest("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            SHA256.hexDigest("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
    }
}
