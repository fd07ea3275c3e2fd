import Foundation
import ReuseKit

/// A data source and delegate over sections of identified rows with headers, footers and index
/// titles, recording every header and footer asked and every selection call in order.
@MainActor
final class SectionedTableFixture: TableViewDataSource, TableViewDelegate {
    struct Row: Equatable {
        var id: Int
        var height: CGFloat
    }

    var sections: [[Row]]
    var nextID = 0
    var headerHeight: CGFloat = 8
    var footerHeight: CGFloat = 0
    var indexTitles: [String]?
    /// The section each index title jumps to; by default the title's position.
    var sectionForTitle: ((String, Int) -> Int)?
    var willSelect: ((IndexPath) -> IndexPath?)?
    var willDeselect: ((IndexPath) -> IndexPath?)?
    /// Selection calls in order: "willSelect 0.3", "didDeselect 1.0", …
    var events: [String] = []
    var headerCalls: [Int: Int] = [:]
    var footerCalls: [Int: Int] = [:]
    var indexCalls = 0
    /// Header and footer display calls in order: "header+ 2" (will display), "footer- 0" (ended).
    var displayEvents: [String] = []
    /// The header and footer views the delegate was told are displayed, and for which item.
    var displayedViews: [ObjectIdentifier: String] = [:]
    var heightCalls = 0
    let identifier = "cell"

    init(rowCounts: [Int], height: (Int, Int) -> CGFloat = { _, _ in 10 }) {
        sections = []
        for (section, count) in rowCounts.enumerated() {
            sections.append((0..<count).map { row in Row(id: 0, height: height(section, row)) })
        }
        for section in sections.indices {
            for row in sections[section].indices { sections[section][row].id = makeID() }
        }
    }

    func makeID() -> Int {
        nextID += 1
        return nextID
    }

    func makeTable(
        height: CGFloat = 100, width: CGFloat = 30, style: TableView.Style = .plain, estimate: CGFloat = 0
    ) -> TableView {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: width, height: height), style: style)
        table.register(TableViewCell.self, forCellReuseIdentifier: identifier)
        table.register(TableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
        table.estimatedRowHeight = estimate
        table.dataSource = self
        table.delegate = self
        return table
    }

    func id(at indexPath: IndexPath) -> Int { sections[indexPath.section][indexPath.row].id }

    func indexPath(of id: Int) -> IndexPath? {
        for (section, rows) in sections.enumerated() {
            if let row = rows.firstIndex(where: { $0.id == id }) {
                return IndexPath(row: row, section: section)
            }
        }
        return nil
    }

    /// Every item's top in content coordinates by a linear scan: headers, rows, footers.
    func headerTop(_ section: Int) -> CGFloat {
        var y: CGFloat = 0
        for index in 0..<section {
            y += headerHeight + footerHeight + sections[index].reduce(0) { $0 + $1.height }
        }
        return y
    }

    func footerTop(_ section: Int) -> CGFloat {
        headerTop(section) + headerHeight + sections[section].reduce(0) { $0 + $1.height }
    }

    func numberOfSections(in tableView: TableView) -> Int { sections.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        cell.textLabel?.text = "\(id(at: indexPath))"
        return cell
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heightCalls += 1
        return sections[indexPath.section][indexPath.row].height
    }

    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { headerHeight }

    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { footerHeight }

    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        headerCalls[section, default: 0] += 1
        let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
        view?.textLabel?.text = "Section \(section)"
        return view
    }

    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
        footerCalls[section, default: 0] += 1
        let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
        view?.textLabel?.text = "End of \(section)"
        return view
    }

    func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {
        display(view, "header \(section)")
    }

    func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {
        display(view, "footer \(section)")
    }

    func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) {
        endDisplaying(view, "header \(section)")
    }

    func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int) {
        endDisplaying(view, "footer \(section)")
    }

    private func display(_ view: View, _ item: String) {
        displayEvents.append(item.replacingOccurrences(of: " ", with: "+ "))
        let previous = displayedViews.updateValue(item, forKey: ObjectIdentifier(view))
        precondition(previous == nil, "\(item): its view was displayed already, for \(previous ?? "")")
    }

    private func endDisplaying(_ view: View, _ item: String) {
        displayEvents.append(item.replacingOccurrences(of: " ", with: "- "))
        let shown = displayedViews.removeValue(forKey: ObjectIdentifier(view))
        precondition(shown == item, "\(item) ended, but its view was displayed for \(shown ?? "nothing")")
    }

    func sectionIndexTitles(for tableView: TableView) -> [String]? { indexTitles }

    func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        indexCalls += 1
        return sectionForTitle?(title, index) ?? index
    }

    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        events.append("willSelect \(indexPath.section).\(indexPath.row)")
        return willSelect.map { $0(indexPath) } ?? indexPath
    }

    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        events.append("willDeselect \(indexPath.section).\(indexPath.row)")
        return willDeselect.map { $0(indexPath) } ?? indexPath
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        events.append("didSelect \(indexPath.section).\(indexPath.row)")
    }

    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        events.append("didDeselect \(indexPath.section).\(indexPath.row)")
    }
}
