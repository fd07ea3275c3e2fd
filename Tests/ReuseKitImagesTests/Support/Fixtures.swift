import Foundation
import ReuseKitCore
import ReuseKitImages

/// Paths and generated inputs shared by the tests.
enum Fixtures {
    /// The package's `Scripts` folder, found from this file's location.
    static let scripts: URL = {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent("Scripts")
            if FileManager.default.fileExists(
                atPath: candidate.appendingPathComponent("image_fixtures.py").path)
            {
                return candidate
            }
            directory.deleteLastPathComponent()
        }
        preconditionFailure("Scripts/image_fixtures.py not found above \(#filePath)")
    }()

    /// This test process's scratch folder; folders that earlier runs left behind for more than an
    /// hour are removed when it is first used.
    private static let runDirectory: URL = {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("reusekit-images-tests")
        let stale = Date(timeIntervalSinceNow: -3600)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? [] {
            let url = parent.appendingPathComponent(name)
            let modified =
                (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
            if let modified, modified < stale { try? FileManager.default.removeItem(at: url) }
        }
        return parent.appendingPathComponent("run-\(UUID().uuidString)")
    }()

    /// A fresh directory for one test.
    static func temporaryDirectory(_ name: String) -> URL {
        let url = runDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Runs blocking work (a child process) on a thread of its own, so that it never holds one of
    /// the few threads Swift concurrency runs every test on.
    static func onThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try body() }) }.start()
        }
    }

    /// Runs `python3 script arguments…` and returns its standard output.
    static func runPython(_ script: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", scripts.appendingPathComponent(script).path] + arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw FixtureError(description: "\(script) exited with \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// An image whose every pixel encodes `tag`, so a test can tell which request produced it.
    static func taggedImage(_ tag: Int, width: Int = 4, height: Int = 4) -> Image {
        Image(width: width, height: height, color: tagColor(tag))
    }

    /// The colour the test server and `taggedImage` use for `tag`.
    static func tagColor(_ tag: Int) -> Color {
        Color(red: UInt8(tag & 0xFF), green: UInt8((tag >> 8) & 0xFF), blue: UInt8((tag >> 16) & 0xFF))
    }

    /// The tag an image produced by the server or `taggedImage` carries.
    static func tag(of image: Image) -> Int {
        let pixel = image[x: 0, y: 0]
        return Int(pixel.red) | Int(pixel.green) << 8 | Int(pixel.blue) << 16
    }
}

/// A fixture could not be made.
struct FixtureError: Error, CustomStringConvertible {
    let description: String
}

extension Fixtures {
    /// A loopback port with nothing listening: bound by a socket of our own, then released.
    static func closedPort() throws -> Int {
        let (descriptor, port) = try loopbackSocket()
        close(descriptor)
        return port
    }

    /// A loopback socket that listens but never accepts: the kernel completes the TCP handshake
    /// for its backlog, then nothing ever answers. Close the descriptor when done.
    static func silentListener() throws -> (descriptor: Int32, port: Int) {
        let (descriptor, port) = try loopbackSocket()
        guard listen(descriptor, 16) == 0 else {
            close(descriptor)
            throw FixtureError(description: "listen failed")
        }
        return (descriptor, port)
    }

    /// A TCP socket bound to a free loopback port, and the port.
    private static func loopbackSocket() throws -> (descriptor: Int32, port: Int) {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw FixtureError(description: "socket failed") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw in
                bind(descriptor, raw, length) == 0 && getsockname(descriptor, raw, &length) == 0
            }
        }
        guard bound else {
            close(descriptor)
            throw FixtureError(description: "bind failed")
        }
        return (descriptor, Int(UInt16(bigEndian: address.sin_port)))
    }
}
