import Foundation
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

/// Section titles show as in UIKit with nothing else set: headers and footers are
/// ``TableView/automaticDimension`` tall by default, the height of their title's lines, and a
/// section without a title or view has none.
@Suite("Table view: section titles show at their own height by default")
@MainActor
struct TableViewSectionTitleTests {
    /// Lines three points tall, a point a character.
    final class ThreePointLines: TextSystem {
        func width(of text: String) -> CGFloat { CGFloat(text.count) }
        var lineHeight: CGFloat { 3 }
        func lines(of text: String, width: CGFloat, numberOfLines: Int, lineBreakMode: LineBreakMode)
            -> [String]
        {
            guard width > 0 else { return [text] }
            // Wraps at the width, as many lines as it takes.
            var lines: [String] = []
            var rest = Substring(text)
            while !rest.isEmpty {
                lines.append(String(rest.prefix(Int(width))))
                rest = rest.dropFirst(Int(width))
            }
            return lines
        }
    }

    /// Three sections of two rows: "Fruit" over the first, none over the second, a title two
    /// lines long at a width of 10 over the third; a footer title under the third only.
    final class Titled: TableViewDataSource {
        func numberOfSections(in tableView: TableView) -> Int { 3 }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
            [0: "Fruit", 2: "Vegetables, green"][section]
        }
        func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
            section == 2 ? "End" : nil
        }
    }

    func makeTable(_ source: TableViewDataSource) -> TableView {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 10, height: 200))
        table.traitOverrides = TraitCollection(textSystem: ThreePointLines())
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = 4
        table.dataSource = source
        table.layoutIfNeeded()
        return table
    }

    @Test("a title's header and footer take its lines' height, a section without one none")
    func titlesTakeTheirLines() throws {
        let source = Titled()
        let table = makeTable(source)
        #expect(table.sectionHeaderHeight == TableView.automaticDimension)
        #expect(table.sectionFooterHeight == TableView.automaticDimension)
        #expect(table.rectForHeader(inSection: 0).height == 3)
        #expect(table.rectForHeader(inSection: 1).height == 0)
        #expect(table.rectForHeader(inSection: 2).height == 6, "two lines at a width of 10")
        #expect(table.rectForFooter(inSection: 0).height == 0)
        #expect(table.rectForFooter(inSection: 2).height == 3)
        // Rows: 3 + 8, 8, 6 + 8 + 3.
        #expect(table.contentSize.height == 36)
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "Fruit")
        #expect(table.headerView(forSection: 2)?.textLabel?.text == "Vegetables, green")
        #expect(table.footerView(forSection: 2)?.textLabel?.text == "End")
        #expect(table.headerView(forSection: 1) == nil)
        #expect(table.checkInvariants() == nil)
        withExtendedLifetime(source) {}
    }

    @Test("a height set on the table or given by the delegate still wins over the title's")
    func givenHeightsWin() {
        let source = Titled()
        let table = makeTable(source)
        table.sectionHeaderHeight = 5
        table.sectionFooterHeight = 0
        table.reloadData()
        table.layoutIfNeeded()
        #expect(table.rectForHeader(inSection: 0).height == 5)
        #expect(table.rectForHeader(inSection: 1).height == 5)
        #expect(table.rectForFooter(inSection: 2).height == 0)
        withExtendedLifetime(source) {}
    }

    @Test("a section inserted by an update measures its title too")
    func insertedSectionMeasuresItsTitle() throws {
        final class Growing: TableViewDataSource {
            var titles = ["One"]
            func numberOfSections(in tableView: TableView) -> Int { titles.count }
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            }
            func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
                titles[section]
            }
        }
        let source = Growing()
        let table = makeTable(source)
        source.titles.append("Two and more")
        try table.insertSections(IndexSet(integer: 1), with: .none)
        table.layoutIfNeeded()
        #expect(table.rectForHeader(inSection: 1).height == 6)
        #expect(table.headerView(forSection: 1)?.textLabel?.text == "Two and more")
        withExtendedLifetime(source) {}
    }

    /// A list controller subclass gives its sections' titles, as a UIKit app subclasses the
    /// diffable data source.
    final class LetterController: ListController<String, Int> {
        override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
            snapshot.sections[section].id
        }
    }

    @Test("a list controller's subclass titles its sections from the snapshot")
    func listControllerSubclassTitles() throws {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 10, height: 200))
        table.traitOverrides = TraitCollection(textSystem: ThreePointLines())
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = 4
        let controller = LetterController(tableView: table) { table, indexPath, _ in
            table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        var snapshot = ListSnapshot<String, Int>()
        try snapshot.appendSections(["A", "B"])
        try snapshot.appendItems([1, 2], toSection: "A")
        try snapshot.appendItems([3], toSection: "B")
        try controller.apply(snapshot, animatingDifferences: false)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "A")
        #expect(table.headerView(forSection: 1)?.textLabel?.text == "B")
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 11, width: 10, height: 3))
        #expect(table.rectForFooter(inSection: 0).height == 0)
    }

    @Test("View() is a view with a zero frame, as UIView()")
    func viewWithoutArguments() {
        let view = View()
        #expect(view.frame == .zero)
        #expect(view.subviews.isEmpty)
    }
}
