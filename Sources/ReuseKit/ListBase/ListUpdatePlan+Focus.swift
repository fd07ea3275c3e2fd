import Foundation
import ReuseKitCore

extension ListUpdatePlan {
    /// Where the keyboard focus goes through the update, for every list view: it stays on its
    /// row or item wherever that moves (a reload keeps it), and when that leaves (deleted, its
    /// section deleted, filtered out of a snapshot) it goes to the one that takes its place,
    /// the next, else the previous.
    ///
    /// - Complexity: O((rows leaving beside it + sections passed) · log changes).
    func focus(after focused: IndexPath) -> IndexPath? {
        guard focused.count == 2 else { return nil }
        return newPositionOrNeighbour(of: ListPosition(section: focused[0], row: focused[1])).map {
            IndexPath(indexes: [$0.section, $0.row])
        }
    }
}
