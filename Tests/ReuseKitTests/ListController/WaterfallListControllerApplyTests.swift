import Foundation
import Testing

@_spi(Testing) @testable import ReuseKit

/// The waterfall's controller applies its items as the table's and the collection view's do:
/// checked, differenced off the main actor, superseded, and shown whole or not at all. Its
/// turns on the main actor wait behind the whole run's other main-actor suites: the limit
/// guards against a hang, as `BackgroundApplyTests`' does.
@Suite("Waterfall list controller applies", .timeLimit(.minutes(5)))
@MainActor
struct WaterfallListControllerApplyTests {
    /// A controller whose cell provider records every item it made a cell for.
    static func make(recording shown: @escaping (Int) -> Void) -> WaterfallListController<Int> {
        let controller = WaterfallListControllerTests.make()
        let cellProvider = controller.cellProvider
        controller.cellProvider = { view, index, item in
            shown(item)
            return cellProvider(view, index, item)
        }
        return controller
    }

    @Test("a page appended before the view's first layout shows, and appending goes on from it")
    func appendBeforeFirstLayout() throws {
        let controller = WaterfallListControllerTests.make()
        try controller.append([1, 2, 3])
        #expect(controller.items == [1, 2, 3])
        #expect(controller.waterfallView.numberOfCells == 3)
        try controller.append([4])
        #expect(controller.waterfallView.numberOfCells == 4)
        controller.waterfallView.layoutIfNeeded()
        #expect(!controller.waterfallView.visibleCells.isEmpty)
        #expect(controller.waterfallView.checkInvariants() == nil)
    }

    @Test("a duplicate in a background setItems changes neither the items nor the view")
    func backgroundDuplicateChangesNothing() async throws {
        var shown: [Int] = []
        let controller = Self.make { shown.append($0) }
        let view = controller.waterfallView
        try await controller.setItems(Array(0..<6))
        view.layoutIfNeeded()
        view.focusCell(at: 2)
        view.selectCell(at: 1)
        let cells = view.visibleCells.map(ObjectIdentifier.init)
        shown.removeAll()
        await #expect(
            throws: ListControllerError.duplicateIdentifier(.duplicateIdentifier(index: 2, inNewList: true))
        ) {
            try await controller.setItems([20, 21, 20])
        }
        view.layoutIfNeeded()
        #expect(controller.items == Array(0..<6))
        #expect(view.numberOfCells == 6)
        #expect(view.indexForFocusedCell == 2)
        #expect(view.indexForSelectedCell == 1)
        #expect(view.visibleCells.map(ObjectIdentifier.init) == cells)
        #expect(shown.isEmpty)
    }

    @Test("a newer setItems supersedes an older one still computing: the older items never show")
    func newerSetItemsSupersedes() async throws {
        var shown: Set<Int> = []
        let controller = Self.make { shown.insert($0) }
        try await controller.setItems(Array(0..<4))
        let older = controller.applier.lastApply + 1
        let gate = PreparationGate(holding: [older])
        controller.applier.preparationWillRun = { await gate.hook($0) }
        var results: [Result<Void, ListControllerError>] = []
        controller.setItems(Array(1000..<1030)) { results.append($0) }
        await gate.waitUntilStarted(older)
        try await controller.setItems([7, 8, 9])
        gate.release(older)
        await controller.applier.settle()
        controller.waterfallView.layoutIfNeeded()
        #expect(results.count == 1)
        #expect((try? results.first?.get()) != nil)
        #expect(controller.items == [7, 8, 9])
        #expect(controller.waterfallView.numberOfCells == 3)
        #expect(shown.isDisjoint(with: 1000..<1030))
        #expect(gate.ranOffMainActor(older) == true)
    }
}
