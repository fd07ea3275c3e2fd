/// The shared work for one cache key: one fetch and one decode, however many tasks wait on it.
///
/// Lives only inside the pipeline actor.
final class ImageOperation {
    let id: UInt64
    let request: ImageRequest
    let progress = ProgressRelay()
    private(set) var tasks: [ObjectIdentifier: ImageTask] = [:]
    /// The highest priority among the tasks, which the work queues under.
    private(set) var priority: ImageRequest.Priority
    var work: Task<Void, Never>?

    init(id: UInt64, request: ImageRequest, priority: ImageRequest.Priority) {
        self.id = id
        self.request = request
        self.priority = priority
    }

    func add(_ task: ImageTask) {
        tasks[ObjectIdentifier(task)] = task
        progress.add(task)
    }

    /// Removes `task`; `false` when it was not here.
    func remove(_ task: ImageTask) -> Bool {
        guard tasks.removeValue(forKey: ObjectIdentifier(task)) != nil else { return false }
        progress.remove(task)
        return true
    }

    func contains(_ task: ImageTask) -> Bool {
        tasks[ObjectIdentifier(task)] != nil
    }

    /// Recomputes the priority; returns it when it changed.
    func refreshPriority() -> ImageRequest.Priority? {
        let highest = tasks.values.map(\.priority).max() ?? priority
        guard highest != priority else { return nil }
        priority = highest
        return highest
    }
}
