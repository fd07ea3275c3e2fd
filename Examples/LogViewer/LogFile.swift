import Foundation

/// A log file followed by its name, as `tail -F` follows one. Where each line starts is indexed
/// as bytes arrive (only the bytes appended are read, once); a file cut shorter is read again
/// from its start, and when another file takes the name (the log rotated) that one is opened and
/// read from its start. A line counts once its newline is written, and a row reads at most the
/// first `shownBytes` of its line.
@MainActor final class LogFile {
    /// What reading the file again found.
    enum Change: Equatable {
        /// Nothing new.
        case unchanged
        /// Lines were added at the end.
        case appended(Range<Int>)
        /// The file was cut shorter: its lines were read again from its start.
        case truncated
        /// Another file took the path (the log was rotated): its lines were read from its start.
        case replaced
    }

    /// How much of a line a row shows: a line of 100 MB would take a minute to wrap.
    static let shownBytes = 4096

    let path: String
    private var handle: FileHandle
    /// The device and inode of the open file: another at the path means the log was rotated.
    private var identity: FileIdentity?
    /// Where each complete line starts.
    private var index = LineIndex()
    /// How much of the file was read: the bytes past `index.end` are a line without its newline.
    private var readOffset: UInt64 = 0
    /// The bytes read from files so far.
    private(set) var bytesRead = 0
    var lineCount: Int { index.count }

    init(path: String) throws {
        self.path = path
        handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
        identity = FileIdentity(of: handle)
        _ = readChanges()
    }

    /// Reads what changed since the last call: asks which file has the path and how long the
    /// open one is (reading no bytes), then reads only what was appended, a megabyte at a time.
    func readChanges() -> Change {
        if let current = FileIdentity(atPath: path), current != identity,
            let newer = try? FileHandle(forReadingFrom: URL(fileURLWithPath: path))
        {
            try? handle.close()
            handle = newer
            identity = FileIdentity(of: newer)
            startOver()
            return .replaced
        }
        guard let size = try? handle.seekToEnd() else { return .unchanged }
        if size < readOffset {
            startOver()
            return .truncated
        }
        let old = lineCount
        if size > readOffset { readAppended() }
        return lineCount > old ? .appended(old..<lineCount) : .unchanged
    }

    /// Forgets every line and reads the file from its start.
    private func startOver() {
        index = LineIndex()
        readOffset = 0
        readAppended()
    }

    /// Indexes the lines in the bytes from `readOffset` to the end of the file.
    private func readAppended() {
        try? handle.seek(toOffset: readOffset)
        while let chunk = try? handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            bytesRead += chunk.count
            chunk.withUnsafeBytes { bytes in
                guard let base = bytes.baseAddress else { return }
                var next = base
                while let newline = memchr(next, 10, base + bytes.count - next) {
                    next = UnsafeRawPointer(newline) + 1
                    index.append(length: readOffset + UInt64(next - base) - index.end)
                }
            }
            readOffset += UInt64(chunk.count)
        }
    }

    /// The text of line `line` (from 0) without its newline: its first `shownBytes`, then how
    /// much more there is ("… 99 MB more").
    func line(_ line: Int) -> String {
        let range = index.range(ofLine: line)
        let length = Int(range.count) - 1
        try? handle.seek(toOffset: range.lowerBound)
        var bytes = [UInt8]((try? handle.read(upToCount: min(length, Self.shownBytes))) ?? Data())
        bytesRead += bytes.count
        guard length > bytes.count else { return String(decoding: bytes, as: UTF8.self) }
        bytes.removeLast(Self.partialCharacterLength(bytes))
        return String(decoding: bytes, as: UTF8.self) + "… \(Self.size(length - bytes.count)) more"
    }

    /// How many bytes at the end of `bytes` start a UTF-8 character that was cut off.
    static func partialCharacterLength(_ bytes: [UInt8]) -> Int {
        for back in 1...3 where back <= bytes.count {
            let byte = bytes[bytes.count - back]
            if byte & 0xC0 == 0x80 { continue }  // a continuation byte: its lead is further back
            let needed = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
            return needed > back ? back : 0
        }
        return 0
    }

    /// `bytes` as people read sizes: "904 bytes", "12 KB", "99 MB" (KB being 1024 bytes, as `ls -h`).
    static func size(_ bytes: Int) -> String {
        var value = Double(bytes)
        for unit in ["bytes", "KB", "MB"] {
            if value < 1023.5 { return "\(Int(value.rounded())) \(unit)" }
            value /= 1024
        }
        return "\(Int(value.rounded())) GB"
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

/// Which file a name or a handle is (its device and inode), as `stat` tells.
struct FileIdentity: Equatable {
    var device: UInt64
    var inode: UInt64

    /// The file at `path` now, or nil when no file has that name.
    init?(atPath path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    /// The file `handle` has open.
    init?(of handle: FileHandle) {
        var info = stat()
        guard fstat(handle.fileDescriptor, &info) == 0 else { return nil }
        self.init(info)
    }

    private init(_ info: stat) {
        device = UInt64(truncatingIfNeeded: info.st_dev)
        inode = UInt64(truncatingIfNeeded: info.st_ino)
    }
}
