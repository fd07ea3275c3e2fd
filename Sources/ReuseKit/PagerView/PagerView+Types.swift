import Foundation
import ReuseKitCore

extension PagerView {
    /// The axis pages follow.
    public enum Axis: Sendable {
        /// Pages side by side; swipe left for the next one.
        case horizontal
        /// Pages one above the other; swipe up for the next one.
        case vertical
    }

    /// Which way a settled move went, named after the finger's motion.
    public enum Direction: Sendable {
        /// The finger moved left (up in a vertical pager): the next page came in.
        case left
        /// The finger moved right (down in a vertical pager): the previous page came in.
        case right
        /// The pages were shown for the first time (or again after a reload).
        case startPoint
    }

    /// A side of the pages.
    public typealias Edge = PagerMotion.Edge

    /// What a settled move reports: the views, direction and page.
    public struct Settlement {
        /// The view of the page now current.
        public let currentView: PagerPageView
        /// The view of the following page, kept ready; `nil` at the last page without wrapping.
        public let nextView: PagerPageView?
        /// Which way the move went.
        public let direction: Direction
        /// The page now current.
        public let index: Int
    }
}
