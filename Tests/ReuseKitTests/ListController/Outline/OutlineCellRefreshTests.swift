import Foundation
import Testing

@_spi(Hosting) @testable import ReuseKit

/// The rows of an outline show their item's level and disclosure as the tree is now: rows a
/// tree applied brings, rows whose item gains or loses children, and rows already on screen
/// when the handlers change.
@MainActor
@Suite("Outline rows follow the tree")
struct OutlineCellRefreshTests {
    @Test("rows a tree applied brings show their level and disclosure at once")
    func newRowsShowTheirLevel() throws {
        let fixture = OutlineFixture()
        var tree = try OutlineControllerTests.tree()
        tree.expand([1])
        try fixture.controller.apply(tree, to: "files", animatingDifferences: false)
        fixture.table.layoutIfNeeded()
        try tree.append([13], to: 1)
        try tree.append([130], to: 13)
        try fixture.controller.apply(tree, to: "files", animatingDifferences: false)
        #expect(fixture.rows == [1, 10, 11, 12, 13, 2, 3])
        #expect(fixture.cell(of: 13)?.indentationLevel == 1)
        #expect(fixture.cell(of: 13)?.outlineDisclosure == .collapsed)
    }

    @Test("a row whose item gains or loses children shows it without being reloaded")
    func childrenGainedOrLost() throws {
        let fixture = OutlineFixture()
        var tree = try OutlineControllerTests.tree()
        tree.expand([2])
        try fixture.controller.apply(tree, to: "files", animatingDifferences: false)
        fixture.table.layoutIfNeeded()
        #expect(fixture.cell(of: 3)?.outlineDisclosure == .leaf)
        try tree.append([30], to: 3)
        tree.delete([20])
        try fixture.controller.apply(tree, to: "files", animatingDifferences: false)
        #expect(fixture.rows == [1, 2, 3])
        #expect(fixture.cell(of: 3)?.outlineDisclosure == .collapsed)
        #expect(fixture.cell(of: 2)?.outlineDisclosure == .leaf)
    }

    @Test("rows on screen show the disclosure handlers set later say")
    func handlersSetLater() throws {
        let fixture = OutlineFixture()
        var tree = ListSectionSnapshot<Int>()
        try tree.append([1, 2])
        try fixture.controller.apply(tree, to: "files", animatingDifferences: false)
        fixture.table.layoutIfNeeded()
        #expect(fixture.cell(of: 2)?.outlineDisclosure == .leaf)
        fixture.controller.sectionSnapshotHandlers.mayHaveChildren = { $0 == 2 }
        #expect(fixture.cell(of: 2)?.outlineDisclosure == .collapsed)
        #expect(fixture.cell(of: 1)?.outlineDisclosure == .leaf)
    }
}
