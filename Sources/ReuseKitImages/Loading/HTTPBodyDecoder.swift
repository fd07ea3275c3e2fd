import Foundation

/// Turns the bytes after a response head into the body, whichever way it is delimited, holding at
/// most `limit` bytes: a body that would pass the limit fails as soon as it does. The trailer
/// fields after a chunked body are held to the limits of a head (`HTTPResponseHead.maximumFields`
/// fields, `maximumSize` bytes).
///
/// Bytes are appended to one growing buffer (amortized O(1) per byte); nothing already received
/// is copied again.
struct HTTPBodyDecoder {
    /// How a body is delimited.
    enum Framing: Sendable, Hashable {
        /// Exactly this many bytes.
        case length(Int)
        /// `Transfer-Encoding: chunked`.
        case chunked
        /// Everything until the server closes the connection.
        case untilClose
    }

    /// Why decoding stopped early.
    enum Failure: Error, Hashable {
        case tooLarge
        case malformed(String)
        case limitExceeded(HTTPClientError.ResponseLimit)
    }

    private enum State {
        case remaining(Int)
        case chunkSize
        case chunkData(Int)
        case chunkDataEnd
        case trailer
        case untilClose
        case done
    }

    /// The longest chunk-size or trailer line accepted.
    private static let maximumLineLength = 4096

    let framing: Framing
    let limit: Int
    private(set) var body = Data()
    private var state: State
    private var line: [UInt8] = []
    private var trailerFields = 0
    private var trailerBytes = 0

    /// A decoder for a body framed as `framing`; fails with `.tooLarge` at once when the framing
    /// declares more than `limit` bytes.
    init(framing: Framing, limit: Int) throws(Failure) {
        self.framing = framing
        self.limit = limit
        switch framing {
        case .length(let count):
            guard count <= limit else { throw .tooLarge }
            body.reserveCapacity(count)
            state = count == 0 ? .done : .remaining(count)
        case .chunked: state = .chunkSize
        case .untilClose: state = .untilClose
        }
    }

    /// Whether the whole body has arrived.
    var isComplete: Bool {
        if case .done = state { return true }
        return false
    }

    /// The length the head promised, if it did.
    var expectedLength: Int? {
        if case .length(let count) = framing { return count }
        return nil
    }

    /// Consumes `bytes`; returns how many belonged to the body (the rest follow the response).
    @discardableResult
    mutating func consume(_ bytes: UnsafeRawBufferPointer) throws(Failure) -> Int {
        var index = 0
        while index < bytes.count {
            switch state {
            case .done:
                return index
            case .remaining(let count):
                let taken = min(count, bytes.count - index)
                try append(bytes, from: index, count: taken)
                index += taken
                state = count == taken ? .done : .remaining(count - taken)
            case .untilClose:
                try append(bytes, from: index, count: bytes.count - index)
                index = bytes.count
            case .chunkData(let count):
                let taken = min(count, bytes.count - index)
                try append(bytes, from: index, count: taken)
                index += taken
                state = count == taken ? .chunkDataEnd : .chunkData(count - taken)
            case .chunkSize, .chunkDataEnd, .trailer:
                let byte = bytes[index]
                index += 1
                guard byte == 0x0A else {
                    guard line.count < Self.maximumLineLength else {
                        throw .malformed("a chunk line too long")
                    }
                    line.append(byte)
                    continue
                }
                if line.last == 0x0D { line.removeLast() }
                try endLine()
                line.removeAll(keepingCapacity: true)
            }
        }
        return index
    }

    private mutating func endLine() throws(Failure) {
        switch state {
        case .chunkSize:
            let digits = line.prefix { $0 != UInt8(ascii: ";") && $0 != UInt8(ascii: " ") }
            guard !digits.isEmpty, digits.count <= 15,
                let size = Int(String(decoding: digits, as: UTF8.self), radix: 16)
            else {
                throw .malformed("chunk size \"\(String(decoding: line.prefix(20), as: UTF8.self))\"")
            }
            guard size <= limit - body.count else { throw .tooLarge }
            state = size == 0 ? .trailer : .chunkData(size)
        case .chunkDataEnd:
            guard line.isEmpty else { throw .malformed("a chunk longer than its size") }
            state = .chunkSize
        case .trailer:
            guard !line.isEmpty else {
                state = .done
                return
            }
            trailerFields += 1
            trailerBytes += line.count + 2
            guard trailerFields <= HTTPResponseHead.maximumFields else {
                throw .limitExceeded(.trailerFields(HTTPResponseHead.maximumFields))
            }
            guard trailerBytes <= HTTPResponseHead.maximumSize else {
                throw .limitExceeded(.trailerBytes(HTTPResponseHead.maximumSize))
            }
        default:
            break
        }
    }

    private mutating func append(_ bytes: UnsafeRawBufferPointer, from start: Int, count: Int) throws(Failure)
    {
        guard count > 0 else { return }
        guard count <= limit - body.count else { throw .tooLarge }
        let slice = UnsafeRawBufferPointer(rebasing: bytes[start..<(start + count)])
        body.append(slice.assumingMemoryBound(to: UInt8.self))
    }

    /// Ends the body because the connection closed: complete only when the framing allows it, and
    /// for a body that runs until the close, only when the stream closed `cleanly` (over TLS,
    /// with `close_notify`).
    func finishAtClose(cleanly: Bool) -> Bool {
        switch state {
        case .done: true
        case .untilClose: cleanly
        default: false
        }
    }
}
