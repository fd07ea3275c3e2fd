extension ImageRequest {
    /// The order in which queued work is started: visible cells above prefetching.
    public enum Priority: Int, Sendable, Hashable, Comparable, CaseIterable, CustomStringConvertible {
        /// Speculative work nobody may ever look at.
        case veryLow
        /// Prefetching for rows about to appear.
        case low
        /// The default.
        case normal
        /// Cells on screen.
        case high
        /// The one image the user is waiting for.
        case veryHigh

        /// Orders priorities from `veryLow` to `veryHigh`.
        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

        /// A readable description.
        public var description: String {
            switch self {
            case .veryLow: "veryLow"
            case .low: "low"
            case .normal: "normal"
            case .high: "high"
            case .veryHigh: "veryHigh"
            }
        }
    }
}
