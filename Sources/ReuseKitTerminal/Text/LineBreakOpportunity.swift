/// A place where a line may end: before the scalar at `offset`.
struct LineBreakOpportunity: Equatable, Sendable {
    /// The number of Unicode scalars before the break.
    var offset: Int
    /// Whether the line must end here (after a line feed, carriage return or other hard break).
    var isMandatory: Bool
}
