import Foundation
@_spi(Hosting) import ReuseKit

/// A search field over a list, per keystroke: the query grows a letter at a time and shrinks
/// back (`c`, `ch`, `che`, `chen`, then Backspace to the whole list), and each keystroke shows
/// the matching items through `ListController.apply` with animated differences, then one frame
/// (clock, animations stepped, layout). The frames between keystrokes (five, a typist's pace)
/// run untimed, so each update lands while the last one still animates. The baseline (seed
/// column), on the same table, is what an app without diffing writes: the filtered array
/// swapped in and `reloadData`, then the frame.
@MainActor
enum FilterCases {
    /// The queries typed, in order, and back again.
    static let keystrokes = ["c", "ch", "che", "chen", "che", "ch", "c", ""]

    static func run(_ suite: BenchSuite) {
        for count in [100_000, 1_000_000] { keystroke(suite, count: count) }
    }

    private static func keystroke(_ suite: BenchSuite, count: Int) {
        suite.progress("filter: a keystroke over \(Formatting.grouped(count)) items")
        let book = FilterBook(count: count)
        let rounds = suite.budget.quick ? 1 : 3
        var filtering: [Double] = []
        var applied: [Double] = []
        let controlled = FilterList(book: book, diffing: true)
        for _ in 0..<rounds {
            for query in keystrokes {
                var matches: [Int] = []
                filtering.append(Stopwatch.time { matches = book.matching(query) })
                applied.append(Stopwatch.time { controlled.show(matches) })
                controlled.frames(5)
            }
        }
        var reloaded: [Double] = []
        let reloading = FilterList(book: book, diffing: false)
        for _ in 0..<rounds {
            for query in keystrokes {
                let matches = book.matching(query)
                reloaded.append(Stopwatch.time { reloading.show(matches) })
                reloading.frames(5)
            }
        }
        let apply = Timing(samples: applied, operationsPerSample: 1)
        let reload = Timing(samples: reloaded, operationsPerSample: 1)
        let worst = applied.max() ?? 0
        suite.add(
            BenchRow(
                group: "filter",
                name: "a keystroke in a search field: apply the filtered snapshot, then a frame",
                rows: count, reuseKit: .seconds(apply.median), seed: .seconds(reload.median),
                counters: [],
                note: "ListController.apply(animatingDifferences: true) of the items matching "
                    + keystrokes.map { "“\($0)”" }.joined(separator: " ") + ", then a frame (step, layout), "
                    + "\(apply.summary), slowest \(Formatting.metric(.seconds(worst))); "
                    + "the query's matching over the names, not included, median "
                    + "\(Formatting.metric(.seconds(Statistics.median(filtering)))); baseline (seed column): "
                    + "reloadData of the filtered array, then the frame, \(reload.summary)"))
    }
}

/// Names for `count` items, made up from a fixed sequence, kept lowercased for matching.
struct FilterBook {
    let names: [String]

    init(count: Int) {
        let families = [
            "abara", "bauer", "chen", "dubois", "fischer", "garcía", "kowalski", "müller", "nakamura",
        ]
        let givens = ["ada", "ben", "chloé", "hiro", "mei", "oskar", "sofia", "zoë"]
        var state: UInt64 = 0x5EA2_C4ED
        names = (0..<count).map { index in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let family = families[Int((state >> 33) % UInt64(families.count))]
            let given = givens[Int((state >> 40) % UInt64(givens.count))]
            return "\(family), \(given) \(index)"
        }
    }

    /// The items whose names contain `query` (all for an empty one), in order.
    func matching(_ query: String) -> [Int] {
        guard !query.isEmpty else { return Array(names.indices) }
        return names.indices.filter { names[$0].contains(query) }
    }
}

/// A table showing items of a ``FilterBook`` in one section, through a `ListController`
/// (`diffing`) or a plain data source that reloads.
@MainActor
final class FilterList: TableViewDataSource {
    let table = TableView(frame: BenchGeometry.viewport)
    let clock = ManualFrameClock()
    private let book: FilterBook
    private var controller: ListController<Int, Int>?
    private var shown: [Int] = []

    init(book: FilterBook, diffing: Bool) {
        self.book = book
        table.clock = clock
        table.rowHeight = 44
        table.estimatedRowHeight = 44
        table.register(TableViewCell.self, forCellReuseIdentifier: "item")
        if diffing {
            let controller = ListController<Int, Int>(tableView: table) { table, indexPath, item in
                let cell = table.dequeueReusableCell(withIdentifier: "item", for: indexPath)
                cell.textLabel?.text = book.names[item]
                return cell
            }
            self.controller = controller
        } else {
            table.dataSource = self
        }
        show(Array(book.names.indices))
        frames(5)
    }

    /// Shows `items`, then draws a frame.
    func show(_ items: [Int]) {
        if let controller {
            var snapshot = ListSnapshot<Int, Int>()
            snapshot.appendSection(0, items: items)
            try? controller.apply(snapshot, animatingDifferences: true)
        } else {
            shown = items
            table.reloadData()
        }
        frame()
    }

    /// One frame: the clock moves on, animations advance, layout.
    func frame() {
        clock.advance(by: 1.0 / 60)
        table.step()
        table.layoutIfNeeded()
    }

    /// `count` frames.
    func frames(_ count: Int) {
        for _ in 0..<count { frame() }
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { shown.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        cell.textLabel?.text = book.names[shown[indexPath.row]]
        return cell
    }
}
