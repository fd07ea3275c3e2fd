import Testing

@testable import ReuseKitCore

@Suite("Invalid list updates")
struct ListUpdateErrorTests {
    /// Three sections of 3, 4 and 2 rows, some measured.
    static func layout() -> ListLayout {
        var layout = ListLayout()
        layout.reload(
            rowCounts: [3, 4, 2], estimatedRowHeight: 10, rowSpacing: 1, headerHeights: [5, 0, 2],
            footerHeights: [1, 3, 0])
        layout.setHeight(4, forRow: 1, inSection: 0)
        layout.setHeight(0, forRow: 3, inSection: 1)
        return layout
    }

    struct Snapshot: Equatable {
        var rowCounts: [Int]
        var spans: [ListSpan]
        var measured: [Bool]
    }

    static func snapshot(_ layout: ListLayout) -> Snapshot {
        Snapshot(
            rowCounts: layout.rowCounts, spans: (0..<layout.itemCount).map { layout.span(ofItemAt: $0) },
            measured: (0..<layout.itemCount).map { layout.sizes.isMeasured(at: $0) })
    }

    /// Plans and applies `update`, as a table view would, and returns why it was refused.
    static func refusal(
        _ update: ListUpdate, newRowCounts: [Int], sourceLocation: SourceLocation = #_sourceLocation
    ) -> ListUpdateError? {
        var layout = layout()
        let before = snapshot(layout)
        var refusal: ListUpdateError?
        do {
            let plan = try ListUpdatePlan(update, oldRowCounts: layout.rowCounts, newRowCounts: newRowCounts)
            layout.apply(
                plan,
                sizing: ListLayout.UpdateSizing(
                    headerHeight: { _ in 0 }, footerHeight: { _ in 0 }, rowHeight: nil))
        } catch {
            refusal = error
        }
        #expect(refusal != nil, "the update was accepted", sourceLocation: sourceLocation)
        #expect(
            snapshot(layout) == before, "a refused update changed the layout", sourceLocation: sourceLocation)
        return refusal
    }

    static func update(_ build: (inout ListUpdate) -> Void) -> ListUpdate {
        var update = ListUpdate()
        build(&update)
        return update
    }

    static func position(_ section: Int, _ row: Int) -> ListPosition {
        ListPosition(section: section, row: row)
    }

    @Test("a row count that does not add up names the section and every count, as UIKit does")
    func rowCount() {
        let error = Self.refusal(
            Self.update { $0.insertedRows = [Self.position(1, 0)] }, newRowCounts: [3, 4, 2])
        #expect(
            error
                == .invalidRowCount(
                    section: 1, before: 4, after: 4, inserted: 1, deleted: 0, movedIn: 0, movedOut: 0))
        let message = error?.description ?? ""
        #expect(message.hasPrefix("Invalid update: invalid number of rows in section 1."))
        #expect(message.contains("after the update (4)"))
        #expect(message.contains("before the update (4)"))
        #expect(message.contains("(1 inserted, 0 deleted)"))
        #expect(message.contains("(0 moved in, 0 moved out)"))
    }

    @Test("rows moved across sections are counted in the message of the section that went wrong")
    func rowCountWithMoves() {
        let update = Self.update {
            $0.movedRows = [(from: Self.position(1, 0), to: Self.position(0, 0))]
            $0.deletedRows = [Self.position(1, 2)]
        }
        let error = Self.refusal(update, newRowCounts: [4, 3, 2])
        #expect(
            error
                == .invalidRowCount(
                    section: 1, before: 4, after: 3, inserted: 0, deleted: 1, movedIn: 0, movedOut: 1))
        #expect(error?.description.contains("(0 moved in, 1 moved out)") == true)
    }

    @Test("a moved section's wrong row count is reported at its new index")
    func rowCountOfMovedSection() {
        let update = Self.update { $0.movedSections = [(from: 0, to: 2)] }
        #expect(
            Self.refusal(update, newRowCounts: [4, 2, 4])
                == .invalidRowCount(
                    section: 2, before: 3, after: 4, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0))
    }

    @Test("a section count that does not add up names the counts")
    func sectionCount() {
        let error = Self.refusal(Self.update { $0.deletedSections = [0] }, newRowCounts: [3, 4, 2])
        #expect(error == .invalidSectionCount(before: 3, after: 3, inserted: 0, deleted: 1))
        #expect(error?.description.contains("(0 inserted, 1 deleted)") == true)
    }

    @Test("every section operation refuses an index out of range")
    func sectionsOutOfRange() {
        let counts = [3, 4, 2]
        #expect(
            Self.refusal(Self.update { $0.deletedSections = [3] }, newRowCounts: counts)
                == .sectionOutOfRange(operation: "delete", section: 3, count: 3))
        #expect(
            Self.refusal(Self.update { $0.reloadedSections = [-1] }, newRowCounts: counts)
                == .sectionOutOfRange(operation: "reload", section: -1, count: 3))
        #expect(
            Self.refusal(Self.update { $0.movedSections = [(from: 5, to: 0)] }, newRowCounts: counts)
                == .sectionOutOfRange(operation: "move", section: 5, count: 3))
        #expect(
            Self.refusal(Self.update { $0.movedSections = [(from: 0, to: 3)] }, newRowCounts: counts)
                == .sectionOutOfRange(operation: "move to", section: 3, count: 3))
        let insert = Self.refusal(Self.update { $0.insertedSections = [4] }, newRowCounts: [3, 4, 2, 0])
        #expect(insert == .sectionOutOfRange(operation: "insert", section: 4, count: 4))
        #expect(
            insert?.description
                == "Invalid update: attempt to insert section 4, but there are only 4 sections.")
    }

    @Test("every row operation refuses a row out of its section")
    func rowsOutOfRange() {
        let counts = [3, 4, 2]
        #expect(
            Self.refusal(Self.update { $0.deletedRows = [Self.position(0, 3)] }, newRowCounts: counts)
                == .rowOutOfRange(operation: "delete", section: 0, row: 3, count: 3))
        #expect(
            Self.refusal(Self.update { $0.deletedRows = [Self.position(0, -1)] }, newRowCounts: counts)
                == .rowOutOfRange(operation: "delete", section: 0, row: -1, count: 3))
        #expect(
            Self.refusal(Self.update { $0.reloadedRows = [Self.position(2, 2)] }, newRowCounts: counts)
                == .rowOutOfRange(operation: "reload", section: 2, row: 2, count: 2))
        let moveFrom = Self.update { $0.movedRows = [(from: Self.position(1, 4), to: Self.position(0, 0))] }
        #expect(
            Self.refusal(moveFrom, newRowCounts: [4, 3, 2])
                == .rowOutOfRange(operation: "move", section: 1, row: 4, count: 4))
        let moveTo = Self.update { $0.movedRows = [(from: Self.position(1, 0), to: Self.position(0, 4))] }
        #expect(
            Self.refusal(moveTo, newRowCounts: [4, 3, 2])
                == .rowOutOfRange(operation: "move to", section: 0, row: 4, count: 4))
        let insert = Self.refusal(
            Self.update { $0.insertedRows = [Self.position(1, 5)] }, newRowCounts: [3, 5, 2])
        #expect(insert == .rowOutOfRange(operation: "insert", section: 1, row: 5, count: 5))
        #expect(
            insert?.description == "Invalid update: attempt to insert row 5 of section 1, which has 5 rows.")
        #expect(
            Self.refusal(Self.update { $0.insertedRows = [Self.position(3, 0)] }, newRowCounts: counts)
                == .sectionOutOfRange(operation: "insert", section: 3, count: 3))
    }
}
