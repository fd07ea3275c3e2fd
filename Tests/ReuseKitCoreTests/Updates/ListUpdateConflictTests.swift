import Testing

@testable import ReuseKitCore

@Suite("Conflicting list updates")
struct ListUpdateConflictTests {
    typealias Base = ListUpdateErrorTests

    static func position(_ section: Int, _ row: Int) -> ListPosition {
        ListPosition(section: section, row: row)
    }

    /// Expects `update` to be refused as a conflict whose reason contains `reason`.
    static func expectConflict(
        _ reason: String, newRowCounts: [Int], sourceLocation: SourceLocation = #_sourceLocation,
        _ build: (inout ListUpdate) -> Void
    ) {
        let error = Base.refusal(
            Base.update(build), newRowCounts: newRowCounts, sourceLocation: sourceLocation)
        guard case .conflict(let found) = error else {
            Issue.record(
                "expected a conflict, got \(String(describing: error))", sourceLocation: sourceLocation)
            return
        }
        #expect(found.contains(reason), "\(found)", sourceLocation: sourceLocation)
        #expect(error?.description == "Invalid update: \(found).", sourceLocation: sourceLocation)
    }

    @Test("a section named twice, or by operations that exclude each other, is refused")
    func sections() {
        Self.expectConflict("section 1 is deleted twice", newRowCounts: [3]) { $0.deletedSections = [1, 1] }
        Self.expectConflict("section 1 is reloaded twice", newRowCounts: [3, 4, 2]) {
            $0.reloadedSections = [1, 1]
        }
        Self.expectConflict("section 1 is both deleted and reloaded", newRowCounts: [3, 2]) {
            $0.deletedSections = [1]
            $0.reloadedSections = [1]
        }
        Self.expectConflict("section 0 is moved twice", newRowCounts: [3, 4, 2]) {
            $0.movedSections = [(from: 0, to: 1), (from: 0, to: 2)]
        }
        Self.expectConflict("two sections are moved to section 2", newRowCounts: [3, 4, 2]) {
            $0.movedSections = [(from: 0, to: 2), (from: 1, to: 2)]
        }
        Self.expectConflict("section 0 is moved and also deleted or reloaded", newRowCounts: [4, 2]) {
            $0.deletedSections = [0]
            $0.movedSections = [(from: 0, to: 1)]
        }
        Self.expectConflict("section 1 is inserted twice", newRowCounts: [3, 0, 4, 2, 0]) {
            $0.insertedSections = [1, 1]
        }
        Self.expectConflict(
            "section 2 is inserted twice or is also a move destination", newRowCounts: [4, 2, 3, 0]
        ) {
            $0.movedSections = [(from: 0, to: 2)]
            $0.insertedSections = [2]
        }
    }

    @Test("a row named twice, or by operations that exclude each other, is refused")
    func rows() {
        Self.expectConflict("row 1 of section 0 is deleted twice", newRowCounts: [1, 4, 2]) {
            $0.deletedRows = [Self.position(0, 1), Self.position(0, 1)]
        }
        Self.expectConflict(
            "row 1 of section 0 is moved twice or moved and deleted", newRowCounts: [3, 4, 2]
        ) {
            $0.movedRows = [
                (Self.position(0, 1), Self.position(0, 0)), (Self.position(0, 1), Self.position(0, 2)),
            ]
        }
        Self.expectConflict(
            "row 1 of section 0 is moved twice or moved and deleted", newRowCounts: [2, 4, 2]
        ) {
            $0.movedRows = [(Self.position(0, 1), Self.position(0, 0))]
            $0.deletedRows = [Self.position(0, 1)]
        }
        Self.expectConflict("two rows are moved to row 0 of section 1", newRowCounts: [1, 6, 2]) {
            $0.movedRows = [
                (Self.position(0, 1), Self.position(1, 0)), (Self.position(0, 2), Self.position(1, 0)),
            ]
        }
        Self.expectConflict("row 2 of section 1 is inserted twice", newRowCounts: [3, 6, 2]) {
            $0.insertedRows = [Self.position(1, 2), Self.position(1, 2)]
        }
        Self.expectConflict(
            "row 0 of section 1 is inserted twice or is also a move destination", newRowCounts: [2, 6, 2]
        ) {
            $0.movedRows = [(Self.position(0, 0), Self.position(1, 0))]
            $0.insertedRows = [Self.position(1, 0)]
        }
        Self.expectConflict(
            "row 2 of section 1 is reloaded and also deleted or moved", newRowCounts: [3, 3, 2]
        ) {
            $0.deletedRows = [Self.position(1, 2)]
            $0.reloadedRows = [Self.position(1, 2)]
        }
        Self.expectConflict(
            "row 2 of section 1 is reloaded and also deleted or moved", newRowCounts: [3, 4, 2]
        ) {
            $0.movedRows = [(Self.position(1, 2), Self.position(1, 0))]
            $0.reloadedRows = [Self.position(1, 2)]
        }
    }

    @Test("rows cannot change one by one in sections that are inserted, deleted or reloaded")
    func rowsInChangedSections() {
        Self.expectConflict(
            "cannot insert row 0 of section 0: its section is inserted", newRowCounts: [1, 3, 4, 2]
        ) {
            $0.insertedSections = [0]
            $0.insertedRows = [Self.position(0, 0)]
        }
        Self.expectConflict("cannot delete row 0 of section 2: its section is deleted", newRowCounts: [3, 4])
        {
            $0.deletedSections = [2]
            $0.deletedRows = [Self.position(2, 0)]
        }
        Self.expectConflict(
            "cannot reload row 0 of section 2: its section is deleted or reloaded", newRowCounts: [3, 4, 2]
        ) {
            $0.reloadedSections = [2]
            $0.reloadedRows = [Self.position(2, 0)]
        }
        Self.expectConflict(
            "cannot move to row 0 of section 2: its section is inserted or reloaded", newRowCounts: [2, 4, 3]
        ) {
            $0.reloadedSections = [2]
            $0.movedRows = [(Self.position(0, 0), Self.position(2, 0))]
        }
        Self.expectConflict("cannot move row 1 of section 1: its section is deleted", newRowCounts: [4, 2]) {
            $0.deletedSections = [1]
            $0.movedRows = [(Self.position(1, 1), Self.position(0, 0))]
        }
    }
}
