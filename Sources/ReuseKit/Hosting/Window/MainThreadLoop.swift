import Foundation

/// Runs an app's main-actor code on the process's main thread, for a synchronous `@main`.
///
/// An `async` `main` on Linux hands the main thread to `dispatch_main()`, which parks it, and
/// from the first suspension on the main actor's jobs run on dispatch worker threads. Those
/// threads block job-control signals, so a SIGTSTP raised there (Ctrl-Z) stays pending forever,
/// and nothing that needs the main thread works. Here the main thread itself serves the main
/// actor's queue (Foundation's main run loop drains it), so the terminal host's loop, signal
/// delivery and main-actor work all happen on the main thread.
public enum MainThreadLoop {
    /// Runs `body` on the main actor, served by the main thread, then exits with its status.
    ///
    /// Call it from a synchronous `static func main()`; it never returns.
    public static func run(_ body: @escaping @MainActor () async -> Int32) -> Never {
        Task { @MainActor in exit(await body()) }
        // `run()` returns only when the run loop has no source at all; the main queue is one.
        while true { RunLoop.main.run() }
    }
}
