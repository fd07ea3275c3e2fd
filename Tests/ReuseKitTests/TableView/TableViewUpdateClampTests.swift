import Foundation
import TestSupport
import Testing

@_spi(Testing) @testable import ReuseKit

/// Updates after which keeping the first visible row in place would put the offset outside its
/// resting range (at the top with a section header above, or at the end of content that shrank):
/// rows on screen before and after the update keep their cells.
@Suite("Table view: updates whose anchored offset is clamped")
@MainActor
struct TableViewUpdateClampTests {
    /// The items a cell provider was asked for, in order.
    @MainActor
    final class Asked {
        var items: [Int] = []
    }

    /// A list controller over integer items whose heights depend on the item, recording the
    /// cells it is asked for by item.
    @MainActor
    final class Fixture {
        let table: TableView
        let controller: ListController<Int, Int>
        let asked = Asked()

        init(height: CGFloat, headerHeight: CGFloat, estimate: CGFloat) {
            table = TableView(frame: CGRect(x: 0, y: 0, width: 30, height: height))
            table.sectionHeaderHeight = headerHeight
            table.estimatedRowHeight = estimate
            table.register(TableViewCell.self, forCellReuseIdentifier: "item")
            let asked = asked
            controller = ListController(tableView: table) { table, indexPath, item in
                asked.items.append(item)
                let cell = table.dequeueReusableCell(withIdentifier: "item", for: indexPath)
                cell.textLabel?.text = "\(item)"
                return cell
            }
            controller.heightProvider = { item, _ in CGFloat(1 + item % 3) }
        }

        /// The visible cells by item.
        var cellsByItem: [Int: ObjectIdentifier] {
            var cells: [Int: ObjectIdentifier] = [:]
            for cell in table.visibleCells {
                if let path = table.indexPath(for: cell) {
                    cells[controller.snapshot.item(at: path)] = ObjectIdentifier(cell)
                }
            }
            return cells
        }
    }

    static func snapshot(_ sections: [[Int]]) -> ListSnapshot<Int, Int> {
        var snapshot = ListSnapshot<Int, Int>()
        for (index, items) in sections.enumerated() { snapshot.appendSection(index, items: items) }
        return snapshot
    }

    @Test(
        "at the top under a section header, deleting the first rows on screen moves the rows under them up and keeps the cells"
    )
    func headerAtTop() throws {
        let fixture = Fixture(height: 10, headerHeight: 3, estimate: 0)
        try fixture.controller.apply(Self.snapshot([Array(0..<20)]))
        fixture.table.contentOffset.y = 2
        fixture.table.layoutIfNeeded()
        let before = fixture.cellsByItem
        fixture.asked.items = []
        // On screen (2..<12): the header 0..<3, items 0 (1 high), 1 (2), 2 (3), 3 (1) and 4 (2,
        // at 10..<12). Items 0 and 1 go and item 100 (2 high) comes after item 2: item 2 takes
        // the place of item 0, the first on screen (screen y 1), as the rows under a deleted row
        // move up into it in UIKit; the offset stays, and item 4 (now at 9..<11) stays on screen
        // and must keep its cell.
        try fixture.controller.apply(Self.snapshot([[2, 100] + Array(3..<20)]))
        #expect(fixture.table.contentOffset.y == 2)
        let after = fixture.cellsByItem
        #expect(before[4] != nil && after[4] != nil)
        for (item, cell) in after where before[item] != nil {
            #expect(before[item] == cell, "item \(item) got a new cell")
        }
        #expect(!fixture.asked.items.contains { before[$0] != nil }, "\(fixture.asked.items)")
        #expect(fixture.table.checkInvariants() == nil)
    }

    @Test("random updates whose anchor needs the offset clamped keep the cells of rows that stay on screen")
    func randomClamped() throws {
        let run = RandomizedRun(name: "TableViewUpdateClamp", defaultIterations: 400)
        var generator = run.makeGenerator()
        var clampedCases = 0
        for iteration in 0..<run.iterations {
            let context = "SEED=\(run.seed) iteration \(iteration)"
            let fixture = Fixture(
                height: CGFloat(Int.random(in: 6...16, using: &generator)),
                headerHeight: CGFloat(Int.random(in: 0...4, using: &generator)),
                estimate: Bool.random(using: &generator) ? 0 : 2)
            var next = 0
            var sections: [[Int]] = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
                let count = Int.random(in: 0...12, using: &generator)
                defer { next += count }
                return Array(next..<next + count)
            }
            try fixture.controller.apply(Self.snapshot(sections))
            fixture.table.layoutIfNeeded()
            let range = fixture.table.minimumContentOffsetY...fixture.table.maximumContentOffsetY
            let offsets = [range.lowerBound, range.lowerBound + 1, range.lowerBound + 2, range.upperBound]
            let offset = offsets.randomElement(using: &generator) ?? 0
            fixture.table.contentOffset.y = min(max(offset, range.lowerBound), range.upperBound)
            fixture.table.layoutIfNeeded()
            let before = fixture.cellsByItem
            // Delete near the top (so keeping the first row in place would lift the offset above
            // the top) or from the end (so the content shrinks under the offset), and insert
            // anywhere, on screen too, pushing rows that were visible further down.
            for section in sections.indices {
                for _ in 0..<Int.random(in: 0...3, using: &generator) where !sections[section].isEmpty {
                    let count = sections[section].count
                    let index =
                        Bool.random(using: &generator)
                        ? count - 1 : Int.random(in: 0..<min(3, count), using: &generator)
                    sections[section].remove(at: index)
                }
                for _ in 0..<Int.random(in: 0...2, using: &generator) {
                    sections[section].insert(
                        next, at: Int.random(in: 0...sections[section].count, using: &generator))
                    next += 1
                }
            }
            fixture.asked.items = []
            try fixture.controller.apply(Self.snapshot(sections))
            let after = fixture.table.contentOffset.y
            if after == fixture.table.minimumContentOffsetY || after == fixture.table.maximumContentOffsetY {
                clampedCases += 1
            }
            let cells = fixture.cellsByItem
            for (item, cell) in cells where before[item] != nil {
                #expect(before[item] == cell, "item \(item) got a new cell, \(context)")
            }
            let asked = fixture.asked.items.filter { before[$0] != nil }
            #expect(asked.isEmpty, "rows on screen before were asked again: \(asked), \(context)")
            #expect(fixture.table.checkInvariants() == nil, "\(context)")
        }
        #expect(clampedCases > run.iterations / 4, "only \(clampedCases) updates ended at an edge")
    }
}
