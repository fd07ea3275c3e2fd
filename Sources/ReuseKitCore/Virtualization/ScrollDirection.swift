/// Which way the content last moved along the scroll axis.
public enum ScrollDirection: Sendable, Equatable {
    /// Toward the end of the content (offset growing).
    case forward
    /// Toward the start of the content (offset shrinking).
    case backward
    /// Not moved yet.
    case none
}
