import Foundation

/// A log file's lines, read on demand: where each line starts is indexed once (then only what
/// was appended), and a line's bytes are read when its row is shown.
@MainActor final class LogFile {
    /// What reading the file again found.
    enum Change: Equatable {
        /// Nothing new.
        case none
        /// Lines were added at the end.
        case appended(Range<Int>)
    }

    private let handle: FileHandle
    /// Where each complete line starts: a line counts once its newline is written.
    private var index = LineIndex()
    /// The bytes read from the file so far.
    private(set) var bytesRead = 0
    var lineCount: Int { index.count }

    init(path: String) throws {
        handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
        _ = readChanges()
    }

    /// Finds the lines written since the last call, a megabyte at a time.
    func readChanges() -> Change {
        let old = lineCount
        var offset = index.end
        guard (try? handle.seekToEnd()) ?? 0 > offset else { return .none }
        try? handle.seek(toOffset: offset)
        while let chunk = try? handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            bytesRead += chunk.count
            chunk.withUnsafeBytes { bytes in
                guard let base = bytes.baseAddress else { return }
                var next = base
                while let newline = memchr(next, 10, base + bytes.count - next) {
                    next = UnsafeRawPointer(newline) + 1
                    index.append(length: offset + UInt64(next - base) - index.end)
                }
            }
            offset += UInt64(chunk.count)
        }
        return lineCount > old ? .appended(old..<lineCount) : .none
    }

    /// The text of line `index` (from 0), without its newline.
    func line(_ line: Int) -> String {
        let range = index.range(ofLine: line)
        try? handle.seek(toOffset: range.lowerBound)
        let data = try? handle.read(upToCount: Int(range.count) - 1)
        bytesRead += data?.count ?? 0
        return String(decoding: data ?? Data(), as: UTF8.self)
    }

    /// The first line from `line` on that contains `text` (its bytes as written), searching the
    /// file a megabyte at a time rather than line by line.
    func firstLine(containing text: String, from line: Int) -> Int? {
        let needle = Array(text.utf8)
        guard !needle.isEmpty, line < lineCount else { return nil }
        var offset = index.range(ofLine: line).lowerBound
        while offset < index.end {
            try? handle.seek(toOffset: offset)
            let length = min((1 << 20) + needle.count - 1, Int(index.end - offset))
            guard let chunk = try? handle.read(upToCount: length) else { return nil }
            bytesRead += chunk.count
            if let found = chunk.withUnsafeBytes({ Self.firstIndex(of: needle, in: $0) }) {
                return index.line(containing: offset + UInt64(found))
            }
            offset += 1 << 20
        }
        return nil
    }

    /// Where `needle` first starts in `bytes`: memchr finds each candidate first byte.
    private static func firstIndex(of needle: [UInt8], in bytes: UnsafeRawBufferPointer) -> Int? {
        guard let base = bytes.baseAddress, bytes.count >= needle.count else { return nil }
        var at = base
        let last = base + (bytes.count - needle.count)  // the last place a match can start
        while at <= last, let hit = memchr(at, Int32(needle[0]), last - at + 1) {
            if memcmp(hit, needle, needle.count) == 0 { return UnsafeRawPointer(hit) - base }
            at = UnsafeRawPointer(hit) + 1
        }
        return nil
    }
}
