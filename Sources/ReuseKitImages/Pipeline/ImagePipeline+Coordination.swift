import ReuseKitCore

/// The actor-isolated bookkeeping: joining, leaving and finishing shared operations, and the
/// load and decode slots.
extension ImagePipeline {
    enum Slot {
        case load
        case decode
    }

    func start(_ task: ImageTask) {
        guard !task.isFinished else { return }
        let key = task.request.cacheKey
        // The image may have arrived between the task's creation and now.
        if let image = configuration.memoryCache?.image(for: key) {
            counters.withLock { $0.memoryCacheHits += 1 }
            task.complete(.success(image))
            return
        }
        if let operation = operations[key] {
            counters.withLock { $0.coalescedRequests += 1 }
            operation.add(task)
            refreshPriority(of: operation)
            return
        }
        nextOperationID += 1
        // The task's priority may have changed since it was created.
        let operation = ImageOperation(id: nextOperationID, request: task.request, priority: task.priority)
        operation.add(task)
        operations[key] = operation
        counters.withLock { $0.operationsStarted += 1 }
        let context = WorkContext(id: operation.id, request: operation.request, progress: operation.progress)
        operation.work = Task.detached { [self] in
            let outcome = await self.produce(context)
            await self.finish(context, outcome)
        }
    }

    func taskCancelled(_ task: ImageTask) {
        let key = task.request.cacheKey
        guard let operation = operations[key], operation.remove(task) else { return }
        guard operation.tasks.isEmpty else {
            refreshPriority(of: operation)
            return
        }
        operations[key] = nil
        operation.work?.cancel()
        loadSlots.withdraw(operation.id)?.resume(returning: false)
        decodeSlots.withdraw(operation.id)?.resume(returning: false)
        counters.withLock { $0.operationsCancelled += 1 }
    }

    func priorityChanged(_ task: ImageTask) {
        guard let operation = operations[task.request.cacheKey], operation.contains(task) else { return }
        refreshPriority(of: operation)
    }

    func finish(_ context: WorkContext, _ outcome: Result<Image, ImagePipelineError>) {
        let key = context.request.cacheKey
        // A cancelled operation may have been replaced by a new one for the same key.
        guard let operation = operations[key], operation.id == context.id else { return }
        operations[key] = nil
        for task in operation.tasks.values {
            task.complete(outcome)
        }
    }

    /// Waits for a slot, in priority order; throws `.cancelled` if the operation is cancelled
    /// meanwhile.
    func acquire(_ slot: Slot, for context: WorkContext) async throws(ImagePipelineError) {
        guard let operation = operations[context.request.cacheKey], operation.id == context.id else {
            throw .cancelled
        }
        if slot == .load ? loadSlots.tryAcquire() : decodeSlots.tryAcquire() { return }
        let priority = operation.priority
        let granted = await withTaskCancellationHandler {
            await withCheckedContinuation { (waiter: CheckedContinuation<Bool, Never>) in
                switch slot {
                case .load: loadSlots.enqueue(context.id, priority: priority, waiter: waiter)
                case .decode: decodeSlots.enqueue(context.id, priority: priority, waiter: waiter)
                }
            }
        } onCancel: {
            Task { await self.withdraw(slot, context.id) }
        }
        if !granted { throw .cancelled }
    }

    func release(_ slot: Slot) {
        let next = slot == .load ? loadSlots.release() : decodeSlots.release()
        next?.resume(returning: true)
    }

    private func withdraw(_ slot: Slot, _ id: UInt64) {
        let waiter = slot == .load ? loadSlots.withdraw(id) : decodeSlots.withdraw(id)
        waiter?.resume(returning: false)
    }

    private func refreshPriority(of operation: ImageOperation) {
        guard let priority = operation.refreshPriority() else { return }
        loadSlots.updatePriority(operation.id, to: priority)
        decodeSlots.updatePriority(operation.id, to: priority)
    }
}
