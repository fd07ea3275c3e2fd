/// Where each line of a file starts, in about a byte a line: lines go in blocks of 64, each
/// block holds where its first line starts (8 bytes), and each line's length is written in as
/// few bytes as it needs, 7 bits a byte (a line shorter than 128 bytes takes one). An array of
/// offsets would take 8 bytes a line: 800 MB for 100 MB of empty lines.
struct LineIndex {
    /// Lines a block holds: a line's start is its block's plus at most 63 lengths.
    static let blockSize = 64
    /// Where each block's first line starts in the file.
    private var blockStarts: [UInt64] = []
    /// Where each block's lengths start in `lengths`.
    private var blockPositions: [Int] = []
    /// Each line's length, its newline included, low 7 bits first; a byte with its top bit set
    /// says another follows.
    private var lengths: [UInt8] = []

    /// How many lines are indexed.
    private(set) var count = 0
    /// Where the next line will start: the end of the last line indexed.
    private(set) var end: UInt64 = 0
    /// The bytes the index holds, in memory (what its arrays reserved counted).
    var byteCount: Int {
        blockStarts.capacity * MemoryLayout<UInt64>.stride + blockPositions.capacity
            * MemoryLayout<Int>.stride
            + lengths.capacity
    }

    /// Adds the line of `length` bytes (its newline included) that starts at `end`.
    mutating func append(length: UInt64) {
        if count % Self.blockSize == 0 {
            blockStarts.append(end)
            blockPositions.append(lengths.count)
        }
        var rest = length
        while rest >= 0x80 {
            lengths.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        lengths.append(UInt8(rest))
        count += 1
        end += length
    }

    /// The bytes of line `line` (from 0), its newline included.
    ///
    /// - Complexity: O(1): at most 64 lengths are read.
    func range(ofLine line: Int) -> Range<UInt64> {
        precondition(line >= 0 && line < count, "line \(line) of \(count)")
        let block = line / Self.blockSize
        var start = blockStarts[block]
        var position = blockPositions[block]
        for _ in 0..<line % Self.blockSize { start += length(at: &position) }
        return start..<start + length(at: &position)
    }

    /// The line that holds the byte at `offset` (below `end`).
    ///
    /// - Complexity: O(log(lines)): a binary search of the blocks, then one block's lengths.
    func line(containing offset: UInt64) -> Int {
        precondition(offset < end, "offset \(offset) past the last line, at \(end)")
        var (low, high) = (0, blockStarts.count - 1)
        while low < high {
            let middle = (low + high + 1) / 2
            if blockStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var line = low * Self.blockSize
        var position = blockPositions[low]
        var next = blockStarts[low] + length(at: &position)  // where the line after `line` starts
        while next <= offset {
            next += length(at: &position)
            line += 1
        }
        return line
    }

    /// The length written at `position` in `lengths`; moves `position` past it.
    private func length(at position: inout Int) -> UInt64 {
        var byte = lengths[position]
        var value = UInt64(byte & 0x7F)
        var shift: UInt64 = 7
        while byte >= 0x80 {
            position += 1
            byte = lengths[position]
            value |= UInt64(byte & 0x7F) << shift
            shift += 7
        }
        position += 1
        return value
    }
}
