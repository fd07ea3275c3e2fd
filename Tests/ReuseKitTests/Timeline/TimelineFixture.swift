import Foundation
import TestSupport

@_spi(Hosting) @testable import ReuseKit

/// A conversation: one section of messages, each an identifier and a height, shown by a table
/// with estimated heights on a manual clock. It records nothing but what it is asked.
@MainActor
final class TimelineFixture: TableViewDataSource, TableViewDelegate {
    struct Message: Equatable {
        var id: Int
        var height: CGFloat
    }

    var messages: [Message] = []
    var nextID = 0
    let table: TableView
    let clock = ManualFrameClock()
    var heightCalls = 0

    /// `count` messages of heights from `height`, in a `width`×`viewHeight` table estimating 44.
    init(
        count: Int, viewHeight: CGFloat = 400, width: CGFloat = 40, estimate: CGFloat = 44,
        anchorsToEnd: Bool = true, height: (Int) -> CGFloat = { TimelineFixture.variedHeight($0) }
    ) {
        table = TableView(frame: CGRect(x: 0, y: 0, width: width, height: viewHeight))
        messages = (0..<count).map { Message(id: $0, height: height($0)) }
        nextID = count
        table.register(TableViewCell.self, forCellReuseIdentifier: "message")
        table.estimatedRowHeight = estimate
        table.anchorsContentToEnd = anchorsToEnd
        table.clock = clock
        table.dataSource = self
        table.delegate = self
    }

    /// Heights from 12 to 120 points, varied by index.
    nonisolated static func variedHeight(_ index: Int) -> CGFloat { CGFloat(12 + (index &* 7919) % 109) }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        cell.textLabel?.text = "\(messages[indexPath.row].id)"
        return cell
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heightCalls += 1
        return messages[indexPath.row].height
    }

    // MARK: Changes, told to the table as an app tells them

    func append(
        _ count: Int, height: (Int) -> CGFloat = { TimelineFixture.variedHeight($0) }, animated: Bool = true
    )
        throws
    {
        let first = messages.count
        for _ in 0..<count {
            messages.append(Message(id: nextID, height: height(nextID)))
            nextID += 1
        }
        let paths = (first..<messages.count).map { IndexPath(row: $0, section: 0) }
        try update(animated) { () throws(ListUpdateError) in try table.insertRows(at: paths, with: .fade) }
    }

    func prepend(
        _ count: Int, height: (Int) -> CGFloat = { TimelineFixture.variedHeight($0) }, animated: Bool = true
    )
        throws
    {
        let older = (0..<count).map { offset in
            Message(id: -(nextID + offset), height: height(nextID + offset))
        }
        nextID += count
        messages.insert(contentsOf: older, at: 0)
        let paths = (0..<count).map { IndexPath(row: $0, section: 0) }
        try update(animated) { () throws(ListUpdateError) in try table.insertRows(at: paths, with: .fade) }
    }

    func resize(row: Int, to height: CGFloat, animated: Bool = true) throws {
        messages[row].height = height
        try update(animated) { () throws(ListUpdateError) in
            try table.reloadRows(at: [IndexPath(row: row, section: 0)], with: .none)
        }
    }

    func delete(rows: Range<Int>, animated: Bool = true) throws {
        messages.removeSubrange(rows)
        let paths = rows.map { IndexPath(row: $0, section: 0) }
        try update(animated) { () throws(ListUpdateError) in try table.deleteRows(at: paths, with: .fade) }
    }

    private func update(_ animated: Bool, _ body: () throws(ListUpdateError) -> Void) throws {
        if animated { try body() } else { try View.performWithoutAnimation(body) }
    }

    // MARK: What is on screen

    /// The visible messages' identifiers and their tops on screen (model frames: where they
    /// rest once animations end).
    func screenTops() -> [Int: CGFloat] {
        table.screenTops { messages[$0.row].id }
    }

    /// How far from its top on screen in `before` each message still visible moved, the largest.
    func largestMove(since before: [Int: CGFloat]) -> CGFloat {
        table.largestMove(since: before) { messages[$0.row].id }
    }

    /// Whether the last message's bottom is at the view's bottom.
    var showsEnd: Bool {
        guard let last = messages.indices.last else { return true }
        let frame = table.rectForRow(at: IndexPath(row: last, section: 0))
        return abs(frame.maxY - table.contentOffset.y - table.bounds.height) < 0.001
            && table.visibleCells.last?.textLabel?.text == "\(messages[last].id)"
    }

    /// One frame of 1/60 s: the clock, the motion, a layout pass.
    func frame(_ seconds: Double = 1.0 / 60) {
        clock.advance(by: seconds)
        table.step()
        table.layoutIfNeeded()
    }

    /// A fling: a drag of `distance` points (positive moves the content up, towards the end)
    /// over five frames, then release.
    func fling(_ distance: CGFloat) {
        table.fling(distance, clock: clock)
    }

    /// Frames until nothing moves (at most `limit`); returns how many.
    @discardableResult
    func settle(limit: Int = 2_000, each: () -> Void = {}) -> Int {
        var frames = 0
        while table.isMoving && frames < limit {
            frame()
            frames += 1
            each()
        }
        return frames
    }
}
