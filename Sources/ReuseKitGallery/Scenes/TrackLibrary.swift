import Foundation
import ReuseKit

/// A music library of made-up tracks in 28 volumes, the same ones every run, and which tracks'
/// names contain a query. The names are kept lowercased, as UTF-8 one after another, so that a
/// search compares bytes in one block of memory rather than a million strings.
struct TrackLibrary: Sendable {
    static let sectionCount = 28
    static let words = [
        "love", "light", "night", "blue", "song", "heart", "rain", "fire", "dream", "road", "moon",
        "gold", "river", "summer", "dance", "star", "home", "time", "wild", "sky",
    ]
    static let artists = ["ada", "the lanterns", "mei", "oskar trio", "sofia", "zoë", "north", "hiro"]

    /// How many tracks there are.
    let count: Int
    /// Every name, lowercased UTF-8, one after another.
    private let bytes: [UInt8]
    /// Where each track's name starts in `bytes`, and one past the last.
    private let starts: [Int]

    /// Makes `count` tracks.
    init(count: Int) {
        self.count = count
        let words = Self.words.map { Array($0.utf8) }
        let artists = Self.artists.map { Array(" — \($0)".utf8) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count * 32)
        var starts = [0]
        starts.reserveCapacity(count + 1)
        var state: UInt64 = 0x5EA2_C4ED
        for track in 0..<count {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            bytes += words[Int((state >> 33) % UInt64(words.count))]
            bytes.append(0x20)
            bytes += words[Int((state >> 41) % UInt64(words.count))]
            bytes.append(0x20)
            bytes += Array(String(track + 1).utf8)
            bytes += artists[Int((state >> 49) % UInt64(artists.count))]
            starts.append(bytes.count)
        }
        self.bytes = bytes
        self.starts = starts
    }

    /// The name of `track`.
    func name(of track: Int) -> String {
        guard track >= 0, track < count else { return "" }
        return String(decoding: bytes[starts[track]..<starts[track + 1]], as: UTF8.self)
    }

    /// The tracks of volume `section`, in order.
    func tracks(inSection section: Int) -> Range<Int> {
        (section * count / Self.sectionCount)..<((section + 1) * count / Self.sectionCount)
    }

    /// Every track, by volume.
    var all: [[Int]] { (0..<Self.sectionCount).map { Array(tracks(inSection: $0)) } }

    /// The tracks of `candidates` (by volume) whose names contain `query`, lowercased; all of
    /// them when it is empty.
    ///
    /// - Complexity: O(bytes of the candidates' names × query length) at worst.
    func matching(_ query: String, among candidates: [[Int]]) -> [[Int]] {
        let needle = Array(query.lowercased().utf8)
        guard let first = needle.first else { return candidates }
        return bytes.withUnsafeBufferPointer { bytes in
            candidates.map { tracks in
                tracks.filter { track in
                    let end = starts[track + 1] - needle.count
                    var index = starts[track]
                    while index <= end {
                        if bytes[index] == first, Self.matches(needle, in: bytes, at: index) { return true }
                        index += 1
                    }
                    return false
                }
            }
        }
    }

    private static func matches(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at start: Int)
        -> Bool
    {
        for offset in 1..<needle.count where bytes[start + offset] != needle[offset] { return false }
        return true
    }
}
