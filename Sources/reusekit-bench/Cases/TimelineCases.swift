import Foundation
@_spi(Hosting) import ReuseKit

/// A chat timeline of 1,000,000 messages: following the end while a message arrives each frame,
/// a page of 1,000 older messages prepended above what is read, and a last message growing as a
/// reply streams in. The baseline, in the same run, is what a UIKit app writes for each today
/// on the same table without end anchoring: a scroll to the last row after each append, a
/// reload and an offset restored after a prepend, and a reload of the growing row.
@MainActor
enum TimelineCases {
    static func run(_ suite: BenchSuite) {
        let count = suite.budget.largeRowCount
        follow(suite, count: count)
        prepend(suite, count: count)
        grow(suite, count: count)
    }

    /// One message appended and one frame (clock, motion, layout) while the view follows.
    private static func follow(_ suite: BenchSuite, count: Int) {
        suite.progress("timeline: append one message a frame at \(Formatting.grouped(count))")
        let frames = suite.budget.quick ? 60 : 240
        func sample(anchored: Bool) -> Timing {
            let fixture = TimelineBench(count: count, anchored: anchored)
            return Sampler.run(repetitions: frames) {
                Stopwatch.time {
                    fixture.appendOne()
                    if !anchored, let last = fixture.table.lastRow {
                        fixture.table.scrollToRow(at: last, at: .bottom, animated: false)
                    }
                    fixture.frame()
                }
            }
        }
        let anchored = sample(anchored: true)
        let baseline = sample(anchored: false)
        var counters: [Counter] = []
        if HeapMeter.countsAllocations {
            counters.append(
                Counter(
                    name: "allocations per 100 frames",
                    reuseKit: allocationsPerFrame(count: count, anchored: true),
                    seed: allocationsPerFrame(count: count, anchored: false)))
        }
        suite.add(
            BenchRow(
                group: "timeline", name: "append one message a frame while following the end",
                rows: count, reuseKit: .seconds(anchored.median), seed: .seconds(baseline.median),
                counters: counters,
                note: "anchorsContentToEnd: insertRows(.automatic) + a frame (step, layout) per message, "
                    + "\(anchored.summary); baseline (seed column): the same table unanchored, "
                    + "insertRows + scrollToRow(last, .bottom) + a frame, \(baseline.summary)"))
    }

    /// The heap allocations of 100 appends and frames, averaged over 480 frames after 100 to
    /// warm up (the layout grows by a leaf every 24 rows), the new cells' own (their text)
    /// included.
    private static func allocationsPerFrame(count: Int, anchored: Bool) -> Int {
        let fixture = TimelineBench(count: count, anchored: anchored)
        func frame() {
            fixture.appendOne()
            if !anchored, let last = fixture.table.lastRow {
                fixture.table.scrollToRow(at: last, at: .bottom, animated: false)
            }
            fixture.frame()
        }
        for _ in 0..<100 { frame() }
        let before = HeapMeter.allocationCount
        for _ in 0..<480 { frame() }
        return Int((Double(HeapMeter.allocationCount - before) * 100 / 480).rounded())
    }

    /// 1,000 older messages prepended while the view shows the middle.
    private static func prepend(_ suite: BenchSuite, count: Int) {
        suite.progress("timeline: prepend 1,000 at \(Formatting.grouped(count))")
        let page = 1_000
        let anchored = Sampler.run(repetitions: suite.budget.cheap) {
            let fixture = TimelineBench(count: count, anchored: true)
            fixture.showMiddle()
            return Stopwatch.time { fixture.prependPage(page) }
        }
        let baseline = Sampler.run(repetitions: suite.budget.cheap) {
            let fixture = TimelineBench(count: count, anchored: false)
            fixture.showMiddle()
            return Stopwatch.time { fixture.reloadKeepingFirstRow(prepending: page) }
        }
        suite.add(
            BenchRow(
                group: "timeline", name: "prepend a page of 1,000 older messages above the middle",
                rows: count, reuseKit: .seconds(anchored.median), seed: .seconds(baseline.median),
                counters: [],
                note:
                    "insertRows(at: 0..<1000) + layoutIfNeeded, nothing on screen moves, \(anchored.summary); "
                    + "baseline (seed column): reloadData + the first visible row scrolled back to its place "
                    + "(scrollToRow + offset), \(baseline.summary)"))
    }

    /// The last message growing by a line, re-measured in place.
    private static func grow(_ suite: BenchSuite, count: Int) {
        suite.progress("timeline: grow the last message at \(Formatting.grouped(count))")
        let fixture = TimelineBench(count: count, anchored: true)
        let reconfigure = Sampler.run(repetitions: suite.budget.cheap, batch: 200) {
            fixture.growLast()
            fixture.table.reconfigureRows(at: [fixture.lastPath])
        }
        let reference = TimelineBench(count: count, anchored: true)
        let reload = Sampler.run(repetitions: suite.budget.cheap, batch: 200) {
            reference.growLast()
            View.performWithoutAnimation {
                try? reference.table.reloadRows(at: [reference.lastPath], with: .none)
            }
            reference.table.layoutIfNeeded()
        }
        suite.add(
            BenchRow(
                group: "timeline", name: "grow the last message (a reply streaming in) while following",
                rows: count, reuseKit: .seconds(reconfigure.median), seed: .seconds(reload.median),
                counters: [],
                note: "reconfigureRows(at:) on the visible last row, its cell kept, \(reconfigure.summary); "
                    + "baseline (seed column): reloadRows(.none) without animation + layoutIfNeeded, "
                    + "a new cell each time, \(reload.summary)"))
    }
}

/// A timeline whose messages are identifiers lowerBound..<upperBound with heights from their
/// identifiers, so that appending and prepending cost the model nothing.
@MainActor
final class TimelineBench: TableViewDataSource, TableViewDelegate {
    let table: TableView
    let clock = ManualFrameClock()
    private var first: Int
    private var end: Int
    private var lastExtra: CGFloat = 0

    init(count: Int, anchored: Bool) {
        first = 0
        end = count
        table = TableView(frame: BenchGeometry.viewport)
        table.estimatedRowHeight = BenchGeometry.estimatedRowHeight
        table.anchorsContentToEnd = anchored
        table.clock = clock
        table.register(TableViewCell.self, forCellReuseIdentifier: "message")
        table.dataSource = self
        table.delegate = self
        table.layoutIfNeeded()
        if !anchored, let last = table.lastRow { table.scrollToRow(at: last, at: .bottom, animated: false) }
        table.layoutIfNeeded()
    }

    var lastPath: IndexPath { IndexPath(row: end - first - 1, section: 0) }

    func height(of id: Int) -> CGFloat { CGFloat(40 + (id & 0x7FFF_FFFF) % 5 * 8) }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { end - first }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        cell.textLabel?.text = String(first + indexPath.row)
        return cell
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        let id = first + indexPath.row
        return height(of: id) + (id == end - 1 ? lastExtra : 0)
    }

    func appendOne() {
        lastExtra = 0
        end += 1
        try? table.insertRows(at: [lastPath], with: .automatic)
    }

    func frame() {
        clock.advance(by: 1.0 / 60)
        table.step()
        table.layoutIfNeeded()
    }

    func showMiddle() {
        table.scrollToRow(at: IndexPath(row: (end - first) / 2, section: 0), at: .top, animated: false)
        table.layoutIfNeeded()
    }

    func prependPage(_ page: Int) {
        first -= page
        try? table.insertRows(at: (0..<page).map { IndexPath(row: $0, section: 0) }, with: .automatic)
        table.layoutIfNeeded()
    }

    func reloadKeepingFirstRow(prepending page: Int) {
        guard let visible = table.indexPathsForVisibleRows?.first else { return }
        let top = table.rectForRow(at: visible).minY - table.contentOffset.y
        first -= page
        table.reloadData()
        let moved = IndexPath(row: visible.row + page, section: 0)
        table.scrollToRow(at: moved, at: .top, animated: false)
        table.contentOffset.y -= top
        table.layoutIfNeeded()
    }

    func growLast() { lastExtra += 4 }
}

extension TableView {
    /// The last row of the first section, if any.
    fileprivate var lastRow: IndexPath? {
        let rows = numberOfRows(inSection: 0)
        return rows > 0 ? IndexPath(row: rows - 1, section: 0) : nil
    }
}
