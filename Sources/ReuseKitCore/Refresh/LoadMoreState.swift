/// The phases of load-more at the end of a list.
public enum LoadMoreState: Equatable, Sendable {
    /// Waiting for the user to approach the end.
    case idle
    /// A page is loading.
    case loading(generation: Int)
    /// The last load failed; it is retried on request or on the next approach to the end.
    case failed
    /// Everything is loaded; nothing triggers until the state machine is reset
    /// (`LoadMoreStateMachine.reset(hasMore:)`).
    case noMoreData
}
