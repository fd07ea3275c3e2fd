import Foundation
import ReuseKit
import ReuseKitPixels
import Testing

/// An X display for window tests: `DISPLAY` when set (as under `xvfb-run -a`), else an Xvfb
/// of our own on a free display number, stopped when the session ends.
///
/// Processes are spawned with posix_spawn and reaped with waitpid rather than through
/// `Process`: its exit notification needs a run loop that a main-actor test does not turn, and
/// a child it starts from a dispatch thread inherits that thread's blocked signals (an Xvfb that
/// ignores SIGTERM).
final class XvfbSession {
    let displayName: String
    private var server: pid_t?

    /// A session on `DISPLAY` when set, else on a server of its own; `ownServer` always starts
    /// one, for a test that changes the server's state (its keyboard layout) or drives the
    /// pointer and the focus of another process's window: suites run side by side, and on a
    /// shared display one suite's drag or focus change would take another's clicks and keys.
    nonisolated(nonsending) static func start(ownServer: Bool = false) async throws -> XvfbSession {
        if !ownServer, let display = ProcessInfo.processInfo.environment["DISPLAY"], !display.isEmpty {
            return XvfbSession(displayName: display, server: nil)
        }
        let number =
            (90..<140).first { !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\($0)") } ?? 140
        let server = try spawn(
            "/usr/bin/Xvfb", [":\(number)", "-screen", "0", "1280x1024x24", "-nolisten", "tcp", "-noreset"],
            output: "/dev/null",
            display: nil)
        let session = XvfbSession(displayName: ":\(number)", server: server)
        // Ready once its socket exists.
        let ready = try await waitUntil(
            timeout: 10, "Xvfb on :\(number) to open its socket", pollingEvery: .milliseconds(20)
        ) { FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") }
        guard ready else { throw XvfbError.didNotStart(number) }
        return session
    }

    private init(displayName: String, server: pid_t?) {
        self.displayName = displayName
        self.server = server
    }

    deinit {
        if let server {
            kill(server, SIGTERM)
            var status: Int32 = 0
            while waitpid(server, &status, 0) < 0 && errno == EINTR {}
        }
    }

    /// Runs `tool` with `arguments` on this display; returns its standard output.
    @discardableResult
    func run(_ tool: String, _ arguments: [String]) throws -> Data {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "xvfb-\(UUID().uuidString)"
        ).path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let pid = try Self.spawn(tool, arguments, output: output, display: displayName)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        guard status == 0 else { throw XvfbError.failed(tool, status) }
        return FileManager.default.contents(atPath: output) ?? Data()
    }

    /// Starts `tool` with `arguments` on this display, its standard output to `output`;
    /// returns its process id (``wait(for:seconds:)`` reaps it).
    func start(_ tool: String, _ arguments: [String], output: String) throws -> pid_t {
        try Self.spawn(tool, arguments, output: output, display: displayName)
    }

    /// Waits for process `pid` to end and returns its exit status (128 + the signal when one
    /// ended it); after `timeout` seconds the test fails and the result is `nil`.
    nonisolated(nonsending) func waitForExit(
        of pid: pid_t, timeout: Double, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Int32? {
        var status: Int32?
        try await waitUntil(
            timeout: timeout, "process \(pid) to exit", pollingEvery: .milliseconds(20),
            sourceLocation: sourceLocation
        ) {
            var raw: Int32 = 0
            guard waitpid(pid, &raw, WNOHANG) == pid else { return false }
            status = (raw & 0x7F) == 0 ? (raw >> 8) & 0xFF : 128 + (raw & 0x7F)
            return true
        }
        return status
    }

    /// The id of the window process `pid` opened, once it is mapped; a test waiting twenty
    /// seconds for it fails.
    nonisolated(nonsending) func windowID(of pid: pid_t) async throws -> String {
        var id: String?
        try await waitUntil(timeout: 20, "a window of process \(pid)", pollingEvery: .milliseconds(50)) {
            let found = try? run("/usr/bin/xdotool", ["search", "--onlyvisible", "--pid", "\(pid)"])
            id = found.flatMap {
                String(decoding: $0, as: UTF8.self).split(separator: "\n").first.map(String.init)
            }
            return id != nil
        }
        guard let id else { throw XvfbError.failed("xdotool search --pid \(pid)", -1) }
        return id
    }

    /// Starts `tool` with its standard output to `output`, default signal handling and no
    /// signal blocked.
    private static func spawn(_ tool: String, _ arguments: [String], output: String, display: String?) throws
        -> pid_t
    {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var environment = ProcessInfo.processInfo.environment.filter { $0.key != "DISPLAY" }.map {
            "\($0.key)=\($0.value)"
        }
        if let display { environment.append("DISPLAY=\(display)") }
        var pid: pid_t = 0
        let status = withCStrings([tool] + arguments) { argv in
            withCStrings(environment) { envp in posix_spawn(&pid, tool, &actions, &attributes, argv, envp) }
        }
        guard status == 0 else { throw XvfbError.failed(tool, status) }
        return pid
    }
}

/// Runs `body` with `strings` as a NULL-terminated C array.
private func withCStrings<Result>(
    _ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> Result
) -> Result {
    var pointers = strings.map { strdup($0) }
    pointers.append(nil)
    defer { for pointer in pointers { free(pointer) } }
    return body(pointers)
}

enum XvfbError: Error {
    case didNotStart(Int)
    case failed(String, Int32)
    case badScreenshot(String)
}

/// A window dump in X's XWD format, as `xwd` writes it: a big-endian header, the window's name,
/// a colour map, then the pixels.
struct XWDImage {
    let width: Int
    let height: Int
    private let bytes: [UInt8]
    private let pixelOffset: Int
    private let bytesPerLine: Int
    private let littleEndian: Bool

    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        func field(_ index: Int) -> Int {
            let offset = index * 4
            return Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
                | Int(bytes[offset + 3])
        }
        guard bytes.count >= 100 else { throw XvfbError.badScreenshot("short header") }
        let headerSize = field(0)
        width = field(4)
        height = field(5)
        littleEndian = field(7) == 0
        let bitsPerPixel = field(11)
        bytesPerLine = field(12)
        let colours = field(19)
        guard bitsPerPixel == 32, field(14) == 0xFF0000, field(16) == 0xFF else {
            throw XvfbError.badScreenshot("needs 32-bit BGRX pixels, got \(bitsPerPixel) bits")
        }
        pixelOffset = headerSize + colours * 12
        guard bytes.count >= pixelOffset + bytesPerLine * height else {
            throw XvfbError.badScreenshot("short data")
        }
        self.bytes = bytes
    }

    /// The screenshot as a surface (to write it out as PNG).
    @MainActor
    func surface(scale: Int) -> PixelSurface {
        let result = PixelSurface(size: CGSize(width: width / scale, height: height / scale), scale: scale)
        let canvas = PixelCanvas(surface: result, textSystem: PangoTextSystem())
        for y in 0..<height {
            for x in 0..<width {
                let (red, green, blue) = rgb(x: x, y: y)
                canvas.fill(
                    CGRect(
                        x: CGFloat(x) / CGFloat(scale), y: CGFloat(y) / CGFloat(scale),
                        width: 1 / CGFloat(scale),
                        height: 1 / CGFloat(scale)),
                    with: Color(red: UInt8(red), green: UInt8(green), blue: UInt8(blue)))
            }
        }
        return result
    }

    /// How many pixels differ from `surface`'s (scale 1, the same size) by more than 40 in some
    /// channel: anti-aliasing and the server's colour conversion stay under that.
    @MainActor
    func differingPixels(from surface: PixelSurface) -> Int {
        guard surface.pixelWidth == width, surface.pixelHeight == height else { return width * height }
        return surface.withPixelBytes { expected in
            var count = 0
            for y in 0..<height {
                for x in 0..<width {
                    let (red, green, blue) = rgb(x: x, y: y)
                    let offset = y * surface.stride + x * 4
                    if abs(red - Int(expected[offset + 2])) > 40
                        || abs(green - Int(expected[offset + 1])) > 40
                        || abs(blue - Int(expected[offset])) > 40
                    {
                        count += 1
                    }
                }
            }
            return count
        }
    }

    /// The first pixel whose red, green or blue differs at all from `surface`'s (the same
    /// size), as (x, y); `nil` when every pixel is the same.
    @MainActor
    func firstDifference(from surface: PixelSurface) -> (x: Int, y: Int)? {
        guard surface.pixelWidth == width, surface.pixelHeight == height else { return (-1, -1) }
        return surface.withPixelBytes { expected in
            for y in 0..<height {
                for x in 0..<width {
                    let (red, green, blue) = rgb(x: x, y: y)
                    let offset = y * surface.stride + x * 4
                    if red != Int(expected[offset + 2]) || green != Int(expected[offset + 1])
                        || blue != Int(expected[offset])
                    {
                        return (x, y)
                    }
                }
            }
            return nil
        }
    }

    /// The red, green and blue of the pixel at (`x`, `y`).
    func rgb(x: Int, y: Int) -> (Int, Int, Int) {
        let offset = pixelOffset + y * bytesPerLine + x * 4
        let b0 = Int(bytes[offset])
        let b1 = Int(bytes[offset + 1])
        let b2 = Int(bytes[offset + 2])
        let b3 = Int(bytes[offset + 3])
        return littleEndian ? (b2, b1, b0) : (b1, b2, b3)
    }
}
