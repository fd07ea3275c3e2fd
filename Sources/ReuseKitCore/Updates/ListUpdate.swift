/// A batch of changes to a sectioned list, in UIKit's terms: deletions, reloads and the sources
/// of moves name positions *before* the update; insertions and the destinations of moves name
/// positions *after* it.
public struct ListUpdate: Sendable, Equatable {
    /// Sections removed (indexes before the update).
    public var deletedSections: [Int] = []
    /// Sections added (indexes after the update).
    public var insertedSections: [Int] = []
    /// Sections whose rows are all reloaded (indexes before the update).
    public var reloadedSections: [Int] = []
    /// Sections moved from an index before to an index after the update.
    public var movedSections: [(from: Int, to: Int)] = []
    /// Rows removed (positions before the update).
    public var deletedRows: [ListPosition] = []
    /// Rows added (positions after the update).
    public var insertedRows: [ListPosition] = []
    /// Rows whose content and height are asked again (positions before the update).
    public var reloadedRows: [ListPosition] = []
    /// Rows moved from a position before to a position after the update.
    public var movedRows: [(from: ListPosition, to: ListPosition)] = []
    /// Whether the moves were chosen by a difference between two lists rather than asked for
    /// one by one. When rows change order a difference names some of them moved and the rest
    /// kept, and which is a choice: none of them moved on purpose
    /// (``ListUpdatePlan/isMovedOnPurpose(_:)``).
    public var movesChosenByDifference = false

    /// An empty batch.
    public init() {}

    /// Whether the batch changes nothing.
    public var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty
            && movedSections.isEmpty && deletedRows.isEmpty && insertedRows.isEmpty
            && reloadedRows.isEmpty && movedRows.isEmpty
    }

    /// Empties the batch; `keepingCapacity` keeps the storage for the next one.
    public mutating func removeAll(keepingCapacity: Bool = false) {
        if !deletedSections.isEmpty { deletedSections.removeAll(keepingCapacity: keepingCapacity) }
        if !insertedSections.isEmpty { insertedSections.removeAll(keepingCapacity: keepingCapacity) }
        if !reloadedSections.isEmpty { reloadedSections.removeAll(keepingCapacity: keepingCapacity) }
        if !movedSections.isEmpty { movedSections.removeAll(keepingCapacity: keepingCapacity) }
        if !deletedRows.isEmpty { deletedRows.removeAll(keepingCapacity: keepingCapacity) }
        if !insertedRows.isEmpty { insertedRows.removeAll(keepingCapacity: keepingCapacity) }
        if !reloadedRows.isEmpty { reloadedRows.removeAll(keepingCapacity: keepingCapacity) }
        if !movedRows.isEmpty { movedRows.removeAll(keepingCapacity: keepingCapacity) }
        movesChosenByDifference = false
    }

    /// Adds the changes of `other` to this batch.
    public mutating func merge(_ other: ListUpdate) {
        // Moves asked for one by one in either batch are moves on purpose.
        if other.hasMoves {
            movesChosenByDifference =
                other.movesChosenByDifference && (!hasMoves || movesChosenByDifference)
        }
        deletedSections += other.deletedSections
        insertedSections += other.insertedSections
        reloadedSections += other.reloadedSections
        movedSections += other.movedSections
        deletedRows += other.deletedRows
        insertedRows += other.insertedRows
        reloadedRows += other.reloadedRows
        movedRows += other.movedRows
    }

    public static func == (lhs: ListUpdate, rhs: ListUpdate) -> Bool {
        lhs.deletedSections == rhs.deletedSections && lhs.insertedSections == rhs.insertedSections
            && lhs.reloadedSections == rhs.reloadedSections
            && lhs.movedSections.elementsEqual(rhs.movedSections) { $0 == $1 }
            && lhs.deletedRows == rhs.deletedRows && lhs.insertedRows == rhs.insertedRows
            && lhs.reloadedRows == rhs.reloadedRows
            && lhs.movedRows.elementsEqual(rhs.movedRows) { $0 == $1 }
            && lhs.movesChosenByDifference == rhs.movesChosenByDifference
    }

    /// Whether the batch moves a section or a row.
    var hasMoves: Bool { !movedSections.isEmpty || !movedRows.isEmpty }
}
