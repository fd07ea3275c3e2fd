import Foundation
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

/// The `async` applies and those with a completion: the difference is computed off the main
/// actor, the result lands on it in one go, a newer apply supersedes an older one still
/// computing, and completions run in the order the applies were made.
///
/// Every landing waits its turn on the main actor, which a whole `swift test` run shares with
/// the scene tours and other long main-actor suites (over a minute of them on two cores): the
/// limit guards against a hang, not a slow turn.
@MainActor
@Suite("List controllers: applies computed off the main actor", .timeLimit(.minutes(5)))
struct BackgroundApplyTests {
    typealias Snapshot = ListControllerFixture.Snapshot
    typealias Outcome = Result<Void, ListControllerError>

    static func snapshot(_ items: some Sequence<Int>, sections: [String] = ["main"]) -> Snapshot {
        var snapshot = Snapshot()
        let items = Array(items)
        let size = (items.count + sections.count - 1) / max(1, sections.count)
        for (index, section) in sections.enumerated() {
            snapshot.appendSection(section, items: Array(items.dropFirst(index * size).prefix(size)))
        }
        return snapshot
    }

    /// The table's counts, section by section.
    static func counts(_ table: TableView) -> [Int] {
        (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
    }

    @Test(
        "the difference runs off the main actor; frames go on and show the old snapshot until it lands",
        arguments: [true, false])
    func offMainActor(animated: Bool) async throws {
        let fixture = ListControllerFixture(items: 0..<100)
        let controller = fixture.controller
        let gate = PreparationGate(holding: [controller.applier.lastApply + 1])
        controller.applier.preparationWillRun = { await gate.hook($0) }
        let old = controller.snapshot
        let new = Self.snapshot((50..<250).reversed(), sections: ["a", "b"])
        var outcomes: [Outcome] = []
        controller.apply(new, animatingDifferences: animated) { outcome in
            outcomes.append(outcome)
            // Landed in one go: the data and the table's counts together.
            #expect(controller.snapshot == new)
            #expect(Self.counts(fixture.table) == [100, 100])
        }
        let number = controller.applier.lastApply
        await gate.waitUntilStarted(number)
        // The main actor runs while the difference waits to be computed: frames go on, showing
        // the old snapshot whole.
        for _ in 0..<3 {
            fixture.frame()
            #expect(controller.snapshot == old)
            #expect(Self.counts(fixture.table) == [100])
            #expect(fixture.visibleTexts.first == "0")
        }
        gate.release(number)
        await controller.applier.settle()
        #expect(gate.ranOffMainActor(number) == true)
        #expect(outcomes.count == 1)
        #expect((try? outcomes.first?.get()) != nil)
        fixture.settle()
        let shown = Set(new.allItems.map { "\($0)" })
        #expect(!fixture.visibleTexts.isEmpty && fixture.visibleTexts.allSatisfy(shown.contains))
        #expect(fixture.table.checkInvariants() == nil)
    }

    @Test("the table's batch from a background apply is planned off the main actor, a synchronous one on it")
    func tablePlansOffMainActor() async throws {
        let fixture = ListControllerFixture(items: 0..<1000)
        let controller = fixture.controller
        fixture.frame()
        let planned = fixture.table.updateState.plansMade
        // Backspace to every item, as a search does: only inserts.
        try await controller.apply(Self.snapshot((0..<1000).filter { $0 % 3 == 0 }))
        try await controller.apply(Self.snapshot(0..<1000))
        #expect(
            fixture.table.updateState.plansMade == planned, "planned with the difference, off the main actor")
        #expect(Self.counts(fixture.table) == [1000])
        // The synchronous form, from a synchronous closure.
        let applyNow = { () throws in try controller.apply(Self.snapshot(0..<500)) }
        try applyNow()
        #expect(fixture.table.updateState.plansMade == planned + 1)
        fixture.settle()
        #expect(fixture.table.checkInvariants() == nil)
    }

    @Test("the async form returns once the snapshot is shown")
    func asyncForm() async throws {
        let fixture = ListControllerFixture(items: 0..<100)
        let new = Self.snapshot(0..<1000, sections: ["a", "b", "c", "d"])
        try await fixture.controller.apply(new, animatingDifferences: false)
        #expect(fixture.controller.snapshot == new)
        #expect(Self.counts(fixture.table) == [250, 250, 250, 250])
        #expect(fixture.controller.indexPath(for: 999) == IndexPath(row: 249, section: 3))
    }

    @Test("a newer apply supersedes one still computing: the older is never shown, completions in order")
    func supersession() async throws {
        let fixture = ListControllerFixture(items: 0..<10)
        let controller = fixture.controller
        let first = controller.applier.lastApply + 1
        let gate = PreparationGate(holding: [first])
        controller.applier.preparationWillRun = { await gate.hook($0) }
        let older = Self.snapshot(0..<500)
        let newer = Self.snapshot(0..<20)
        var order: [String] = []
        controller.apply(older) { outcome in
            order.append("older")
            #expect((try? outcome.get()) != nil)
            // It completes after the newer apply landed, its own snapshot never shown.
            #expect(controller.snapshot == newer)
        }
        await gate.waitUntilStarted(first)
        try await controller.apply(newer)
        order.append("newer")
        #expect(order == ["older", "newer"])
        #expect(controller.snapshot == newer)
        // The older difference, once computed, is dropped.
        gate.release(first)
        await controller.applier.settle()
        #expect(controller.snapshot == newer)
        #expect(Self.counts(fixture.table) == [20])
        fixture.settle()
        #expect(fixture.table.checkInvariants() == nil)
    }

    @Test("an older difference computed first is dropped when a newer apply was made meanwhile")
    func supersededBeforeLanding() async throws {
        let fixture = ListControllerFixture(items: 0..<10)
        let controller = fixture.controller
        let second = controller.applier.lastApply + 2
        let gate = PreparationGate(holding: [second])
        controller.applier.preparationWillRun = { await gate.hook($0) }
        var order: [Int] = []
        controller.apply(Self.snapshot(0..<30)) { _ in order.append(30) }
        controller.apply(Self.snapshot(0..<40)) { _ in order.append(40) }
        await gate.waitUntilStarted(second)
        // The first difference is free to finish; the second, held, keeps the first from landing.
        await gate.waitUntilStarted(second - 1)
        #expect(Self.counts(fixture.table) == [10])
        gate.release(second)
        await controller.applier.settle()
        #expect(order == [30, 40])
        #expect(controller.snapshot == Self.snapshot(0..<40))
        #expect(Self.counts(fixture.table) == [40])
    }

    @Test("a synchronous apply supersedes an apply still computing")
    func synchronousSupersedes() async throws {
        let fixture = ListControllerFixture(items: 0..<10)
        let controller = fixture.controller
        let first = controller.applier.lastApply + 1
        let gate = PreparationGate(holding: [first])
        controller.applier.preparationWillRun = { await gate.hook($0) }
        var completed = false
        controller.apply(Self.snapshot(0..<500)) { _ in completed = true }
        await gate.waitUntilStarted(first)
        // The synchronous form, as a synchronous caller (a loader) makes it.
        func applyNow() throws(ListControllerError) { try controller.apply(Self.snapshot(5..<15)) }
        try applyNow()
        #expect(completed)
        gate.release(first)
        await controller.applier.settle()
        #expect(controller.snapshot == Self.snapshot(5..<15))
        #expect(Self.counts(fixture.table) == [10])
    }

    @Test("a duplicate identifier fails typed, in both forms, and changes nothing")
    func duplicates() async throws {
        let fixture = ListControllerFixture(items: 0..<5)
        let controller = fixture.controller
        let bad = Self.snapshot([1, 2, 2])
        let expected = ListControllerError.duplicateIdentifier(
            .duplicateIdentifier(index: 2, inNewList: true))
        await #expect(throws: expected) {
            try await controller.apply(bad)
        }
        var outcome: Outcome?
        controller.apply(bad, animatingDifferences: false) { outcome = $0 }
        await controller.applier.settle()
        #expect(throws: expected) { try outcome?.get() }
        #expect(controller.snapshot.allItems == [0, 1, 2, 3, 4])
        #expect(Self.counts(fixture.table) == [5])
    }

    @Test("the collection view's controller lands only the last of several applies, in one go")
    func collectionController() async throws {
        let controller = CollectionListControllerTests.make()
        let view = controller.collectionView
        try await controller.apply(Self.snapshot(0..<9, sections: ["a", "b", "c"]))
        view.layoutIfNeeded()
        let first = controller.applier.lastApply + 1
        let gate = PreparationGate(holding: [first])
        controller.applier.preparationWillRun = { await gate.hook($0) }
        var order: [Int] = []
        controller.apply(Self.snapshot(0..<300, sections: ["a", "b", "c"])) { _ in
            order.append(1)
            #expect(view.numberOfItems(inSection: 0) == 4)
        }
        await gate.waitUntilStarted(first)
        view.layoutIfNeeded()
        #expect(view.numberOfItems(inSection: 0) == 3)
        try await controller.apply(Self.snapshot((0..<12).reversed(), sections: ["c", "a", "b"]))
        order.append(2)
        gate.release(first)
        await controller.applier.settle()
        #expect(gate.ranOffMainActor(first) == true)
        #expect(order == [1, 2])
        #expect(controller.snapshot == Self.snapshot((0..<12).reversed(), sections: ["c", "a", "b"]))
        #expect((0..<3).map { view.numberOfItems(inSection: $0) } == [4, 4, 4])
        await #expect(throws: ListControllerError.self) {
            try await controller.apply(Self.snapshot([7, 7]))
        }
        #expect(controller.itemIdentifier(for: IndexPath(item: 0, section: 0)) == 11)
    }

    @Test("the waterfall's controller checks new items off the main actor; the last call wins")
    func waterfallController() async throws {
        let controller = WaterfallListControllerTests.make()
        try await controller.setItems(Array(0..<10))
        let first = controller.applier.lastApply + 1
        let gate = PreparationGate(holding: [first])
        controller.applier.preparationWillRun = { await gate.hook($0) }
        var order: [Int] = []
        controller.setItems(Array(0..<1000)) { _ in
            order.append(1)
            #expect(controller.items.count == 20)
        }
        await gate.waitUntilStarted(first)
        #expect(controller.items == Array(0..<10))
        try await controller.setItems(Array(100..<120))
        order.append(2)
        gate.release(first)
        await controller.applier.settle()
        #expect(gate.ranOffMainActor(first) == true)
        #expect(order == [1, 2])
        #expect(controller.items == Array(100..<120))
        #expect(controller.waterfallView.numberOfCells == 20)
        await #expect(
            throws: ListControllerError.duplicateIdentifier(.duplicateIdentifier(index: 1, inNewList: true))
        ) {
            try await controller.setItems([3, 3])
        }
        #expect(controller.items == Array(100..<120))
    }
}
