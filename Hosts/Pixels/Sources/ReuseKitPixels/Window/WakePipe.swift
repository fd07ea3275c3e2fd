import Foundation

/// A pipe that wakes a `poll(2)` from the main actor: a waiting loop polls its read end beside
/// the X connection, and a display request writes a byte to it.
final class WakePipe: Sendable {
    /// The end a waiting `poll(2)` watches.
    let readDescriptor: Int32
    private let writeDescriptor: Int32

    init() {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
        }
        readDescriptor = ends[0]
        writeDescriptor = ends[1]
    }

    deinit {
        close(readDescriptor)
        close(writeDescriptor)
    }

    /// Makes the next (or the current) poll of the read end return.
    func wake() {
        var byte: UInt8 = 1
        _ = write(writeDescriptor, &byte, 1)
    }

    /// Empties the pipe after a wake.
    func drain() {
        var bytes = [UInt8](repeating: 0, count: 64)
        while read(readDescriptor, &bytes, bytes.count) > 0 {}
    }
}
