/// Finds the final head of a response in the bytes as they arrive, within the client's limits:
/// at most `HTTPResponseHead.maximumInformationalResponses` informational (`1xx`) heads before it,
/// `maximumFields` fields in each, `maximumSize` bytes for all of them together. A server that
/// sends heads, or header lines, without end fails at a limit as soon as it passes it.
///
/// Each byte is looked at once: the search for the blank line that ends a head goes on where the
/// last one stopped.
struct HTTPResponseHeadReader {
    /// What has arrived and is not part of a finished head: after `consume` returns the final
    /// head, the first bytes of the body.
    private(set) var pending: [UInt8] = []
    /// Where the search for line ends goes on in `pending`.
    private var scanned = 0
    /// Where the current line starts in `pending`.
    private var lineStart = 0
    /// Lines of the current head so far.
    private var lines = 0
    /// Bytes of the heads finished so far.
    private var finishedBytes = 0
    /// Informational heads so far.
    private var informational = 0

    /// Takes the bytes that arrived; returns the final head once it is complete.
    mutating func consume(_ bytes: UnsafeRawBufferPointer) throws(HTTPClientError) -> HTTPResponseHead? {
        pending.append(contentsOf: bytes)
        while scanned < pending.count {
            let index = scanned
            scanned += 1
            guard pending[index] == 0x0A else { continue }
            let line = pending[lineStart..<index]
            lineStart = scanned
            guard line.isEmpty || line == [0x0D] else {
                lines += 1
                // The status line and the fields.
                guard lines <= HTTPResponseHead.maximumFields + 1 else {
                    throw .limitExceeded(.headerFields(HTTPResponseHead.maximumFields))
                }
                continue
            }
            if let head = try finishHead(endingAt: scanned) { return head }
        }
        guard finishedBytes + pending.count <= HTTPResponseHead.maximumSize else {
            throw .limitExceeded(.headerBytes(HTTPResponseHead.maximumSize))
        }
        return nil
    }

    /// Ends the head whose blank line ends just before `end`: returns it when it is the final one,
    /// else drops it and goes on to the next.
    private mutating func finishHead(endingAt end: Int) throws(HTTPClientError) -> HTTPResponseHead? {
        finishedBytes += end
        guard finishedBytes <= HTTPResponseHead.maximumSize else {
            throw .limitExceeded(.headerBytes(HTTPResponseHead.maximumSize))
        }
        let head = try HTTPResponseHead(parsing: pending[..<end])
        pending.removeFirst(end)
        (scanned, lineStart, lines) = (0, 0, 0)
        guard (100..<200).contains(head.status) else { return head }
        informational += 1
        guard informational <= HTTPResponseHead.maximumInformationalResponses else {
            throw .limitExceeded(.informationalResponses(HTTPResponseHead.maximumInformationalResponses))
        }
        return nil
    }
}
