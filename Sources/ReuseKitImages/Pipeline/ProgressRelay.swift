/// Fans a shared operation's progress out to every task waiting on it, from whatever thread the
/// loader reports on, without a hop through the pipeline actor.
final class ProgressRelay: Sendable {
    private struct State {
        var tasks: [ImageTask] = []
        var latest = LoadingProgress.zero
    }

    private let state = Locked(State())

    /// Adds a task and brings it up to date.
    func add(_ task: ImageTask) {
        let latest = state.withLock { state in
            state.tasks.append(task)
            return state.latest
        }
        task.reportProgress(latest)
    }

    /// Stops reporting to `task`.
    func remove(_ task: ImageTask) {
        state.withLock { state in state.tasks.removeAll { $0 === task } }
    }

    /// Records and forwards a progress report.
    func report(_ progress: LoadingProgress) {
        let tasks = state.withLock { state in
            state.latest = progress
            return state.tasks
        }
        for task in tasks { task.reportProgress(progress) }
    }
}
