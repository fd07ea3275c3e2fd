/// An end of a scroll view's content, for Home and End.
public enum ScrollEdge: Sendable, Hashable {
    /// The start: the first row, the first page.
    case top
    /// The end: the last row, the last page.
    case bottom
}
