/// A connection the HTTP client sends its request and reads its response through: a plain socket
/// for `http://`, TLS over one for `https://`, so both share one request and response path.
///
/// Both calls block the calling thread in `poll(2)` until they can go on, the connection's
/// deadline passes or its wake signal fires; both check the deadline and the signal on every
/// call, also when data is waiting.
protocol ByteStream: AnyObject {
    /// Sends every byte of `bytes`.
    func send(_ bytes: [UInt8]) throws(SocketInterruption)
    /// Receives what has arrived into `buffer`, waiting for it; 0 means the server closed.
    func receive(into buffer: UnsafeMutableRawBufferPointer) throws(SocketInterruption) -> Int
    /// Whether the server ended the stream as its protocol says it must, once `receive` returned
    /// 0: TLS only after the server's `close_notify`, so a body that runs until the close is not
    /// taken whole when an attacker cut the connection.
    var closedCleanly: Bool { get }
}
