import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A size-bounded, least-recently-used cache of original image bytes on disk.
///
/// File names are SHA-256 hashes of keys, so no part of a URL reaches the file system. Writes go
/// to a temporary file that is renamed into place, so a reader sees a whole entry or none; each
/// entry carries its length and a checksum, so a truncated or damaged file is detected, removed
/// and reported as a miss (the pipeline then fetches again). Recency survives relaunches as the
/// files' modification dates. Several instances may share a directory safely; each enforces the
/// limit over the entries it knows.
public actor DiskCache {
    /// 150 MB.
    public static let defaultSizeLimit = 150 * 1024 * 1024

    /// Where the entries live.
    public nonisolated let directory: URL
    /// The most bytes (headers included) the entries may take.
    public nonisolated let sizeLimit: Int

    /// Counters of what the cache did.
    public private(set) var statistics = Statistics()

    /// File name → nothing, costed by file size: the recency list.
    var index = CostLRU<String, Void>()
    var isIndexLoaded = false

    /// Creates a cache in `directory` (created on first use).
    public init(directory: URL, sizeLimit: Int = DiskCache.defaultSizeLimit) {
        precondition(sizeLimit >= 0, "a size limit cannot be negative")
        self.directory = directory
        self.sizeLimit = sizeLimit
    }

    /// A cache in the user's caches directory (`~/.cache/<name>` on Linux), or in the temporary
    /// directory where there is none.
    public static func inUserCaches(named name: String = "ReuseKitImages", sizeLimit: Int = defaultSizeLimit)
        -> DiskCache
    {
        let base =
            FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
            ?? FileManager.default.temporaryDirectory
        return DiskCache(
            directory: base.appendingPathComponent(name, isDirectory: true), sizeLimit: sizeLimit)
    }

    /// The bytes stored for `key`, or `nil` on a miss or a damaged entry (which is removed).
    public func data(for key: String) -> Data? {
        loadIndexIfNeeded()
        let name = Self.fileName(for: key)
        let url = directory.appendingPathComponent(name)
        guard let file = try? Data(contentsOf: url) else {
            index.removeValue(for: name)
            statistics.misses += 1
            return nil
        }
        switch DiskCacheEntry.decode(file, expectedKey: key) {
        case .valid(let payload):
            // Another instance may have written it; adopt it either way and mark it recent.
            index.insert((), for: name, cost: file.count)
            try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: url.path)
            statistics.hits += 1
            trim()
            return payload
        case .otherKey:
            statistics.misses += 1
            return nil
        case .corrupt:
            removeFile(named: name)
            statistics.corruptEntriesRemoved += 1
            statistics.misses += 1
            return nil
        }
    }

    /// Stores `data` for `key` atomically and trims the oldest entries beyond the limit.
    ///
    /// - Returns: whether the entry was written (it is not when larger than the whole limit or
    ///   when the file system refuses).
    @discardableResult
    public func store(_ data: Data, for key: String) -> Bool {
        loadIndexIfNeeded()
        let name = Self.fileName(for: key)
        let entry = DiskCacheEntry.encode(key: key, payload: data)
        guard entry.count <= sizeLimit else { return false }
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let temporary = directory.appendingPathComponent(".tmp-\(UUID().uuidString)")
        let destination = directory.appendingPathComponent(name)
        do {
            try entry.write(to: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            return false
        }
        guard rename(temporary.path, destination.path) == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            return false
        }
        index.insert((), for: name, cost: entry.count)
        statistics.writes += 1
        trim()
        return true
    }

    /// Removes the entry for `key`.
    public func removeData(for key: String) {
        loadIndexIfNeeded()
        removeFile(named: Self.fileName(for: key))
    }

    /// Removes every entry.
    public func removeAll() {
        loadIndexIfNeeded()
        while let oldest = index.removeOldest() {
            try? FileManager.default.removeItem(at: directory.appendingPathComponent(oldest.key))
        }
    }

    /// The bytes the known entries take on disk.
    public var totalSize: Int {
        loadIndexIfNeeded()
        return index.totalCost
    }

    /// The number of known entries.
    public var count: Int {
        loadIndexIfNeeded()
        return index.count
    }

    /// The file that holds (or would hold) `key`'s entry.
    public nonisolated func fileURL(for key: String) -> URL {
        directory.appendingPathComponent(Self.fileName(for: key))
    }

    static func fileName(for key: String) -> String {
        SHA256.hexDigest(key)
    }

    func removeFile(named name: String) {
        index.removeValue(for: name)
        try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
    }

    func trim() {
        while index.totalCost > sizeLimit, let oldest = index.removeOldest() {
            try? FileManager.default.removeItem(at: directory.appendingPathComponent(oldest.key))
            statistics.evictions += 1
        }
    }
}
