/// Where each line of a file starts: one offset a line.
struct LineIndex {
    /// Where each line starts, then where the next one will.
    private var starts: [UInt64] = [0]

    /// How many lines are indexed.
    var count: Int { starts.count - 1 }
    /// Where the next line will start: the end of the last line indexed.
    var end: UInt64 { starts[count] }
    /// The bytes the index holds, in memory (what it reserved counted).
    var byteCount: Int { starts.capacity * MemoryLayout<UInt64>.stride }

    /// Adds the line of `length` bytes (its newline included) that starts at `end`.
    mutating func append(length: UInt64) { starts.append(end + length) }

    /// The bytes of line `line` (from 0), its newline included.
    func range(ofLine line: Int) -> Range<UInt64> { starts[line]..<starts[line + 1] }

    /// The line that holds the byte at `offset` (below `end`), by binary search.
    func line(containing offset: UInt64) -> Int {
        var (low, high) = (0, count - 1)
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
