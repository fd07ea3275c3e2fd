import Testing

@testable import ReuseKitCore

@Suite("List reorders")
struct ListReorderTests {
    static func position(_ section: Int, _ row: Int) -> ListPosition {
        ListPosition(section: section, row: row)
    }

    static func lift(_ section: Int, _ row: Int, _ counts: [Int]) throws -> ListReorder {
        try #require(ListReorder(lifting: position(section, row), rowCounts: counts))
    }

    @Test("only a row of the list can be lifted, and it starts at its source with no move")
    func lifting() throws {
        #expect(ListReorder(lifting: Self.position(0, 3), rowCounts: [3]) == nil)
        #expect(ListReorder(lifting: Self.position(1, 0), rowCounts: [3, 0]) == nil)
        #expect(ListReorder(lifting: Self.position(-1, 0), rowCounts: [3]) == nil)
        #expect(ListReorder(lifting: Self.position(0, -1), rowCounts: [3]) == nil)
        #expect(ListReorder(lifting: Self.position(0, 0), rowCounts: []) == nil)
        let reorder = try Self.lift(0, 2, [3])
        #expect(reorder.target == Self.position(0, 2))
        #expect(reorder.move == nil)
        #expect(reorder.shownRowCounts == [3])
        #expect(reorder.sourcePosition(ofShown: Self.position(0, 1)) == Self.position(0, 1))
    }

    @Test("the places of a section are 0 through its other rows, so an empty section is one place")
    func places() throws {
        let reorder = try Self.lift(0, 1, [3, 0, 2])
        #expect(reorder.lastPlace(inSection: 0) == 2)
        #expect(reorder.lastPlace(inSection: 1) == 0)
        #expect(reorder.lastPlace(inSection: 2) == 2)
        #expect(reorder.isPlace(Self.position(1, 0)))
        #expect(!reorder.isPlace(Self.position(0, 3)))
        #expect(!reorder.isPlace(Self.position(3, 0)))
        #expect(reorder.firstPlace == Self.position(0, 0))
        #expect(reorder.lastPlace == Self.position(2, 2))
        #expect(reorder.place(after: Self.position(0, 2)) == Self.position(1, 0))
        #expect(reorder.place(after: Self.position(1, 0)) == Self.position(2, 0))
        #expect(reorder.place(after: Self.position(2, 2)) == nil)
        #expect(reorder.place(before: Self.position(2, 0)) == Self.position(1, 0))
        #expect(reorder.place(before: Self.position(1, 0)) == Self.position(0, 2))
        #expect(reorder.place(before: Self.position(0, 0)) == nil)
        #expect(reorder.place(4, from: Self.position(0, 0)) == Self.position(2, 0))
        #expect(reorder.place(-9, from: Self.position(2, 1)) == Self.position(0, 0))
        #expect(reorder.place(9, from: Self.position(0, 0)) == Self.position(2, 2))
    }

    @Test("a row dragged down a section shows the rows it passed one place up")
    func dragWithinSection() throws {
        var reorder = try Self.lift(0, 1, [5])
        let moved = reorder.move(to: Self.position(0, 3))
        let plan = try #require(moved)
        #expect(plan.newPosition(of: Self.position(0, 1)) == Self.position(0, 3))
        #expect(plan.newPosition(of: Self.position(0, 2)) == Self.position(0, 1))
        #expect(plan.newPosition(of: Self.position(0, 4)) == Self.position(0, 4))
        #expect(reorder.sourcePosition(ofShown: Self.position(0, 1)) == Self.position(0, 2))
        #expect(reorder.sourcePosition(ofShown: Self.position(0, 3)) == Self.position(0, 1))
        #expect(reorder.sourcePosition(ofShown: Self.position(0, 0)) == Self.position(0, 0))
        #expect(reorder.shownPosition(ofSource: Self.position(0, 3)) == Self.position(0, 2))
        #expect(reorder.shownPosition(ofSource: Self.position(0, 4)) == Self.position(0, 4))
        let move = try #require(reorder.move)
        #expect(move.from == Self.position(0, 1) && move.to == Self.position(0, 3))
    }

    @Test("a row dragged into another section moves the counts with it and back")
    func dragAcrossSections() throws {
        var reorder = try Self.lift(0, 0, [2, 1])
        #expect(reorder.move(to: Self.position(1, 1)) != nil)
        #expect(reorder.shownRowCounts == [1, 2])
        #expect(reorder.sourcePosition(ofShown: Self.position(0, 0)) == Self.position(0, 1))
        #expect(reorder.sourcePosition(ofShown: Self.position(1, 0)) == Self.position(1, 0))
        #expect(reorder.sourcePosition(ofShown: Self.position(1, 1)) == Self.position(0, 0))
        #expect(reorder.move(to: Self.position(0, 0)) != nil)
        #expect(reorder.move == nil && reorder.shownRowCounts == [2, 1])
    }

    @Test("a move to the target or to no place changes nothing")
    func refusedMoves() throws {
        var reorder = try Self.lift(0, 0, [2, 1])
        #expect(reorder.move(to: Self.position(0, 0)) == nil)
        #expect(reorder.move(to: Self.position(0, 2)) == nil)
        #expect(reorder.move(to: Self.position(2, 0)) == nil)
        #expect(reorder.target == Self.position(0, 0))
    }

    @Test("the place beside a header or footer is the end of one section or the top of the next")
    func placesBesideItems() throws {
        var reorder = try Self.lift(0, 0, [2, 1, 0])
        _ = reorder.move(to: Self.position(1, 0))
        #expect(reorder.place(beside: .header(section: 1), before: true) == Self.position(0, 1))
        #expect(reorder.place(beside: .header(section: 1), before: false) == Self.position(1, 0))
        #expect(reorder.place(beside: .header(section: 0), before: true) == Self.position(0, 0))
        #expect(reorder.place(beside: .footer(section: 1), before: true) == Self.position(1, 1))
        #expect(reorder.place(beside: .footer(section: 1), before: false) == Self.position(2, 0))
        #expect(reorder.place(beside: .footer(section: 2), before: false) == Self.position(2, 0))
        // Row 1 of section 1 is shown below the lifted row: it is place 0 among the others.
        #expect(reorder.place(beside: .row(section: 1, row: 1), before: true) == Self.position(1, 0))
        #expect(reorder.place(beside: .row(section: 1, row: 1), before: false) == Self.position(1, 1))
        #expect(reorder.place(beside: .row(section: 0, row: 0), before: false) == Self.position(0, 1))
    }
}
