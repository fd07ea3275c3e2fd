import Foundation
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

@Suite("traitCollectionDidChange: a view hears when its host's traits change")
@MainActor
struct ViewTraitChangeTests {
    /// A view that records every trait change it hears: the previous traits' scale (nil for
    /// none) and the scale it has after.
    final class Listening: View {
        var heard: [(previous: CGFloat?, now: CGFloat)] = []

        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            heard.append((previousTraitCollection?.displayScale, traitCollection.displayScale))
        }
    }

    static func host(scale: CGFloat, text: TextSystem = PlainTextSystem()) -> TraitCollection {
        TraitCollection(textSystem: text, displayScale: scale)
    }

    @Test("a view entering a host hears once, with no previous traits; its subviews too")
    func enteringAHost() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.traitOverrides = Self.host(scale: 2)
        let parent = Listening(frame: .zero)
        let child = Listening(frame: .zero)
        parent.addSubview(child)
        #expect(parent.heard.isEmpty && child.heard.isEmpty)
        root.addSubview(parent)
        #expect(parent.heard.map(\.previous) == [nil] && parent.heard.map(\.now) == [2])
        #expect(child.heard.map(\.previous) == [nil] && child.heard.map(\.now) == [2])
        // Out of the host and back (a cell recycled and reused): the same traits, nothing heard.
        parent.removeFromSuperview()
        root.addSubview(parent)
        #expect(parent.heard.count == 1 && child.heard.count == 1)
    }

    @Test("a host's new traits reach every view that inherits them, once; equal ones reach none")
    func hostChangesTraits() {
        let text = PlainTextSystem()
        let root = Listening(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.traitOverrides = Self.host(scale: 1, text: text)
        let inheriting = Listening(frame: .zero)
        let ownTraits = Listening(frame: .zero)
        ownTraits.traitOverrides = Self.host(scale: 3, text: text)
        let underOwn = Listening(frame: .zero)
        root.addSubview(inheriting)
        root.addSubview(ownTraits)
        ownTraits.addSubview(underOwn)
        for view in [root, inheriting, ownTraits, underOwn] { view.heard = [] }
        root.traitOverrides = Self.host(scale: 1, text: text)
        let views = [root, inheriting, ownTraits, underOwn]
        #expect(views.allSatisfy { $0.heard.isEmpty })
        root.traitOverrides = Self.host(scale: 2, text: text)
        #expect(root.heard.map(\.previous) == [1] && root.heard.map(\.now) == [2])
        #expect(inheriting.heard.map(\.previous) == [1] && inheriting.heard.map(\.now) == [2])
        #expect(ownTraits.heard.isEmpty && underOwn.heard.isEmpty)
        // Another text system at the same scale is a change too.
        root.traitOverrides = Self.host(scale: 2)
        #expect(inheriting.heard.count == 2)
    }

    @Test("a view moved into a host with other traits hears the change")
    func movingBetweenHosts() {
        let first = View(frame: .zero)
        first.traitOverrides = Self.host(scale: 1)
        let second = View(frame: .zero)
        second.traitOverrides = Self.host(scale: 2)
        let view = Listening(frame: .zero)
        first.addSubview(view)
        second.addSubview(view)
        #expect(view.heard.map(\.previous) == [nil, 1] && view.heard.map(\.now) == [1, 2])
    }

    /// A cell that counts the trait changes it hears.
    final class CountingCell: TableViewCell {
        nonisolated(unsafe) static var heard = 0

        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            Self.heard += 1
        }
    }

    final class Rows: TableViewDataSource {
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1_000 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
            cell.textLabel?.text = "row \(indexPath.row)"
            return cell
        }
    }

    @Test("cells reused while a table scrolls hear their traits once, when they are made")
    func reusedCellsHearOnce() {
        CountingCell.heard = 0
        let rows = Rows()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 40, height: 200))
        table.traitOverrides = Self.host(scale: 1)
        table.register(CountingCell.self, forCellReuseIdentifier: "c")
        table.dataSource = rows
        table.layoutIfNeeded()
        for step in 1...200 {
            table.contentOffset.y = CGFloat(step * 37)
            table.layoutIfNeeded()
        }
        #expect(CountingCell.heard == table.cellCounters.created)
        table.traitOverrides = Self.host(scale: 2)
        #expect(CountingCell.heard == table.cellCounters.created + (table.visibleCells.count))
    }
}
