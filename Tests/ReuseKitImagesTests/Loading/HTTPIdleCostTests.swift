import Foundation
import ReuseKitImages
import Synchronization
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What waiting on a stalled server costs the process.
@Suite("HTTP waiting")
struct HTTPIdleCostTests {
    /// CPU seconds (user and system) this process has used.
    static func processCPUTime() -> Double {
        var usage = rusage()
        #if canImport(Glibc)
            getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
            getrusage(RUSAGE_SELF, &usage)
        #endif
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1_000_000 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    @Test(
        "a request to a stalled server costs almost no CPU while it waits",
        arguments: [TestServer.Listener.http, .https],
        ["/hold/idle-head?wait=400", "/stall-body/idle-body?wait=400"])
    func stalledRequestIsQuiet(listener: TestServer.Listener, route: String) async throws {
        let server = try await TestServer.scope()
        let loader = server.loader(.init(timeout: 480, retryPolicy: .none))
        let url = server.url(route, on: listener)
        let finished = Mutex(false)
        let request = Task {
            defer { finished.withLock { $0 = true } }
            return try await loader.loadData(from: url, progress: { _ in })
        }
        defer { request.cancel() }
        // Windows count from the moment the server has the request (for https, after the
        // handshake), so that they hold nothing but the stall.
        let path = String(route.prefix { $0 != "?" })
        try await waitUntil("the server to receive \(path)") {
            (try? await server.stats().count(path)) == 1
        }
        // The process is shared with tests running in parallel, so one busy window proves
        // nothing: wait for a 2 s window, with the request still stalled, in which the whole
        // process used under a tenth of a core. A transport that wakes for a ready socket over and
        // over burns that in every window. The deadline outlasts the rest of the suite (the
        // scene tours keep the main actor busy for minutes), so a quiet window comes.
        var windows: [Double] = []
        let deadline = ContinuousClock.now + .seconds(300)
        var quiet = false
        while ContinuousClock.now < deadline, !quiet {
            let cpuBefore = Self.processCPUTime()
            let wallBefore = ContinuousClock.now
            try await Task.sleep(for: .seconds(2))
            let wall = (ContinuousClock.now - wallBefore) / .seconds(1)
            let share = (Self.processCPUTime() - cpuBefore) / wall
            try #require(!finished.withLock { $0 }, "the request ended before a window was measured")
            windows.append((share * 1000).rounded() / 1000)
            quiet = share < 0.1
            if quiet {
                let used = String(format: "%.4f", share * wall)
                print(
                    "\(listener) \(route): \(used) s of process CPU over \(String(format: "%.2f", wall)) s stalled"
                )
            }
        }
        #expect(
            quiet,
            "waited 300 s for a 2 s window under 10 % CPU with the request stalled; saw shares \(windows)")
        try await server.release(String(path.dropFirst().drop { $0 != "/" }.dropFirst()))
        let data = try await request.value
        #expect(!data.isEmpty)
    }
}
