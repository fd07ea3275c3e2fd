import Foundation

/// The layout of one disk-cache file: a fixed header, the key, then the payload.
///
/// Header (24 bytes, little-endian): magic `RKIC`, version (2 bytes), reserved (2), key length
/// (4), payload length (8), CRC-32 of key and payload (4). A truncated, torn or bit-flipped file
/// fails the length or checksum test and is treated as corrupt; storing the key catches the
/// (theoretical) case of two keys hashing to one file name.
enum DiskCacheEntry {
    static let headerSize = 24
    private static let magic: [UInt8] = Array("RKIC".utf8)
    private static let version: UInt16 = 1

    /// What reading a file found.
    enum Contents: Equatable {
        /// The payload stored for the expected key.
        case valid(Data)
        /// A sound entry for a different key.
        case otherKey
        /// A damaged file, with the reason.
        case corrupt(String)
    }

    static func encode(key: String, payload: Data) -> Data {
        let keyBytes = Array(key.utf8)
        var checksum = CRC32.checksum(keyBytes)
        checksum = payload.withUnsafeBytes { CRC32.checksum($0, continuing: checksum) }
        var file = Data(capacity: headerSize + keyBytes.count + payload.count)
        file.append(contentsOf: magic)
        append(UInt64(version), bytes: 2, to: &file)
        append(0, bytes: 2, to: &file)
        append(UInt64(keyBytes.count), bytes: 4, to: &file)
        append(UInt64(payload.count), bytes: 8, to: &file)
        append(UInt64(checksum), bytes: 4, to: &file)
        file.append(contentsOf: keyBytes)
        file.append(payload)
        return file
    }

    static func decode(_ file: Data, expectedKey: String) -> Contents {
        file.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Contents in
            guard bytes.count >= headerSize else { return .corrupt("shorter than the header") }
            guard bytes.prefix(4).elementsEqual(magic) else { return .corrupt("bad magic") }
            guard read(bytes, at: 4, count: 2) == UInt64(version) else { return .corrupt("unknown version") }
            let keyLength = read(bytes, at: 8, count: 4)
            let payloadLength = read(bytes, at: 12, count: 8)
            let checksum = UInt32(truncatingIfNeeded: read(bytes, at: 20, count: 4))
            let available = UInt64(bytes.count - headerSize)
            guard keyLength <= available, payloadLength == available - keyLength else {
                return .corrupt("length mismatch (truncated or padded)")
            }
            let body = UnsafeRawBufferPointer(rebasing: bytes[headerSize...])
            guard CRC32.checksum(body) == checksum else { return .corrupt("checksum mismatch") }
            let keyEnd = headerSize + Int(keyLength)
            guard bytes[headerSize..<keyEnd].elementsEqual(expectedKey.utf8) else { return .otherKey }
            return .valid(Data(bytes[keyEnd...]))
        }
    }

    private static func append(_ value: UInt64, bytes count: Int, to data: inout Data) {
        for index in 0..<count {
            data.append(UInt8(truncatingIfNeeded: value >> (8 * index)))
        }
    }

    private static func read(_ bytes: UnsafeRawBufferPointer, at offset: Int, count: Int) -> UInt64 {
        (0..<count).reduce(0) { value, index in value | UInt64(bytes[offset + index]) << (8 * index) }
    }
}
