import Foundation

extension DiskCache {
    /// Counters of what a disk cache did since it was created.
    public struct Statistics: Sendable, Hashable {
        /// Reads that returned data.
        public var hits = 0
        /// Reads that found nothing usable.
        public var misses = 0
        /// Entries written.
        public var writes = 0
        /// Entries removed to stay within the size limit.
        public var evictions = 0
        /// Damaged entries found and removed.
        public var corruptEntriesRemoved = 0
    }

    /// Temporary files older than this are leftovers of a crashed writer.
    private static var staleTemporaryAge: TimeInterval { 600 }

    /// Rebuilds the recency list from the directory, oldest modification date first.
    func loadIndexIfNeeded() {
        guard !isIndexLoaded else { return }
        isIndexLoaded = true
        let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey, .isRegularFileKey]
        guard
            let urls = try? FileManager.default.contentsOfDirectory(
                at: directory, includingPropertiesForKeys: keys)
        else { return }
        var entries: [(name: String, size: Int, date: Date)] = []
        for url in urls {
            guard let values = try? url.resourceValues(forKeys: Set(keys)), values.isRegularFile == true
            else {
                continue
            }
            let name = url.lastPathComponent
            let date = values.contentModificationDate ?? .distantPast
            if name.hasPrefix(".tmp-") {
                if Date().timeIntervalSince(date) > Self.staleTemporaryAge {
                    try? FileManager.default.removeItem(at: url)
                }
            } else if Self.isEntryName(name) {
                entries.append((name, values.fileSize ?? 0, date))
            }
        }
        for entry in entries.sorted(by: { $0.date < $1.date }) {
            index.insert((), for: entry.name, cost: entry.size)
        }
        trim()
    }

    /// Checks the recency list and the size bound; with `againstDirectory`, also that the files
    /// on disk are exactly the entries the cache knows, with the sizes it believes.
    ///
    /// Returns a description of the first violation, or `nil` when the cache is sound.
    /// - Complexity: O(number of entries), plus a listing of the directory.
    @_spi(Testing)
    public func checkInvariants(againstDirectory: Bool = true) -> String? {
        loadIndexIfNeeded()
        if let violation = index.checkInvariants() { return violation }
        if index.totalCost > sizeLimit {
            return "the disk cache holds \(index.totalCost) > \(sizeLimit) bytes"
        }
        guard againstDirectory else { return nil }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        let files = names.filter(Self.isEntryName)
        if files.count != index.count { return "\(files.count) files but \(index.count) indexed entries" }
        var total = 0
        for name in files {
            let path = directory.appendingPathComponent(name).path
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            if index.peek(name) == nil { return "file \(name) is not indexed" }
            total += (attributes?[.size] as? NSNumber)?.intValue ?? 0
        }
        if total != index.totalCost { return "files take \(total) bytes, the index says \(index.totalCost)" }
        return nil
    }

    private static func isEntryName(_ name: String) -> Bool {
        name.count == 64 && name.allSatisfy { $0.isHexDigit && !$0.isUppercase }
    }
}
