/// The runs of a size-tree leaf, stored as columns rather than one struct per run.
///
/// A leaf of distinct measured extents (a list of rows of varied heights, the common case after
/// an exact reload) keeps only their `Double`s: 8 bytes a run instead of a 24-byte ``SizeRun``.
/// Counts are kept only once some run of the leaf covers more than one item; an unmeasured run
/// is marked by a negative extent, which no measured extent can be.
struct SizeLeaf: Sendable, RandomAccessCollection, ExpressibleByArrayLiteral {
    /// Each run's extent; ``unmeasuredMark`` for an unmeasured run.
    private(set) var extents: [Double]
    /// Each run's count; empty while every run covers exactly one item.
    private(set) var counts: [Int]

    /// The extent stored for an unmeasured run.
    static let unmeasuredMark = -1.0

    init() {
        extents = []
        counts = []
    }

    init(arrayLiteral runs: SizeRun...) {
        self.init()
        for run in runs { append(run) }
    }

    /// An empty leaf with room for `capacity` runs of one item each.
    init(reservingCapacity capacity: Int) {
        self.init()
        extents.reserveCapacity(capacity)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { extents.count }

    subscript(index: Int) -> SizeRun {
        get {
            let extent = extents[index]
            let count = counts.isEmpty ? 1 : counts[index]
            return extent < 0 ? .unmeasured(count) : .measured(count, extent: extent)
        }
        set {
            extents[index] = Self.encoded(newValue)
            setCount(newValue.count, at: index)
        }
    }

    /// The extent stored for `run`.
    @inline(__always)
    static func encoded(_ run: SizeRun) -> Double {
        run.isMeasured ? run.extent : unmeasuredMark
    }

    /// The count of run `index`, without building the run.
    @inline(__always)
    func count(at index: Int) -> Int {
        counts.isEmpty ? 1 : counts[index]
    }

    /// The stored extent of run `index` (``unmeasuredMark`` when unmeasured).
    @inline(__always)
    func encodedExtent(at index: Int) -> Double { extents[index] }

    mutating func setCount(_ count: Int, at index: Int) {
        if counts.isEmpty {
            if count == 1 { return }
            materializeCounts()
        }
        counts[index] = count
    }

    mutating func append(_ run: SizeRun) {
        appendEncoded(Self.encoded(run), count: run.count)
    }

    /// Appends a run given by its stored extent.
    @inline(__always)
    mutating func appendEncoded(_ extent: Double, count: Int) {
        extents.append(extent)
        if !counts.isEmpty {
            counts.append(count)
        } else if count != 1 {
            materializeCounts()
            counts[counts.count - 1] = count
        }
    }

    mutating func insert(_ run: SizeRun, at index: Int) {
        extents.insert(Self.encoded(run), at: index)
        if !counts.isEmpty {
            counts.insert(run.count, at: index)
        } else if run.count != 1 {
            materializeCounts()
            counts[index] = run.count
        }
    }

    mutating func remove(at index: Int) {
        extents.remove(at: index)
        if !counts.isEmpty { counts.remove(at: index) }
    }

    mutating func removeSubrange(_ range: Range<Int>) {
        extents.removeSubrange(range)
        if !counts.isEmpty { counts.removeSubrange(range) }
    }

    mutating func append(contentsOf other: SizeLeaf) {
        if counts.isEmpty && !other.counts.isEmpty { materializeCounts() }
        if !counts.isEmpty {
            if other.counts.isEmpty {
                counts.append(contentsOf: repeatElement(1, count: other.extents.count))
            } else {
                counts.append(contentsOf: other.counts)
            }
        }
        extents.append(contentsOf: other.extents)
    }

    /// Removes the runs from `index` on and returns them as a new leaf.
    /// The new leaf has room for a full leaf's runs, so that the rows a growing list adds to it
    /// allocate nothing until it splits again.
    mutating func removeUpper(from index: Int) -> SizeLeaf {
        var upper = SizeLeaf(reservingCapacity: SizeTree.leafCapacity)
        upper.extents.append(contentsOf: extents[index...])
        extents.removeSubrange(index...)
        if !counts.isEmpty {
            upper.counts.reserveCapacity(SizeTree.leafCapacity)
            upper.counts.append(contentsOf: counts[index...])
            counts.removeSubrange(index...)
        }
        return upper
    }

    /// Gives every run an explicit count (1 each so far), before one covers several items.
    private mutating func materializeCounts() {
        counts.reserveCapacity(Swift.max(extents.capacity, SizeTree.leafCapacity))
        counts.append(contentsOf: repeatElement(1, count: extents.count))
    }
}
