import Foundation

/// The loading of one page's data into its view, handed to
/// ``PagerViewDataSource/pagerView(_:loadPageAt:with:)``. The pager cancels it as soon as its page
/// is no longer wanted (no longer current), so a finished load always lands in the right view.
///
/// Completion style: start the work, call ``finish()`` when the data is in ``pageView``, and stop
/// the work in an ``onCancel(_:)`` handler. Async style: ``run(_:)``.
@MainActor
public final class PageLoad {
    /// The page being loaded.
    public let index: Int
    /// The view the page's data goes into.
    public let pageView: PagerPageView
    /// Whether the pager cancelled the load; a cancelled load's data must not be applied.
    public private(set) var isCancelled = false
    /// Whether the load finished.
    public private(set) var isFinished = false
    weak var pager: PagerView?
    var cancelHandlers: [@MainActor () -> Void] = []
    var task: Task<Void, Never>?

    init(index: Int, pageView: PagerPageView, pager: PagerView) {
        self.index = index
        self.pageView = pageView
        self.pager = pager
    }

    /// Calls `handler` when the load is cancelled (at once if it already was).
    public func onCancel(_ handler: @escaping @MainActor () -> Void) {
        if isCancelled { handler() } else if !isFinished { cancelHandlers.append(handler) }
    }

    /// Reports that the page's data is in ``pageView``; ignored after a cancellation.
    public func finish() {
        guard !isCancelled, !isFinished else { return }
        isFinished = true
        cancelHandlers.removeAll()
        pager?.pageLoadDidFinish(self)
    }

    /// Runs `operation` as a task that is cancelled with the load, and finishes the load when it
    /// returns uncancelled. Check `Task.isCancelled` (or use cancellable awaits) inside it.
    public func run(_ operation: @escaping @MainActor (PageLoad) async -> Void) {
        task = Task { @MainActor in
            await operation(self)
            self.finish()
        }
    }

    /// Stops the load: its task is cancelled and its handlers run, once.
    func cancel() {
        guard !isCancelled, !isFinished else { return }
        isCancelled = true
        task?.cancel()
        let handlers = cancelHandlers
        cancelHandlers.removeAll()
        for handler in handlers { handler() }
    }
}
