import Foundation
import TestSupport

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

/// A conversation in a collection view: one section of messages, each an identifier and the
/// height its self-sizing cell fits, laid out by a compositional list or a flow layout of one
/// item a line, on a manual clock.
@MainActor
final class CollectionTimelineFixture: CollectionViewDataSource, CollectionViewDelegate {
    enum Layout: CaseIterable, CustomStringConvertible {
        case list, flow

        var description: String { self == .list ? "compositional list" : "flow layout" }
    }

    struct Message: Equatable {
        var id: Int
        var height: CGFloat
    }

    var messages: [Message] = []
    var nextID = 0
    let view: CollectionView
    let clock = ManualFrameClock()

    /// `count` messages of heights from `height`, in a `width`×`viewHeight` view anchored to its
    /// end (unless `anchorsToEnd` is false).
    init(
        _ layout: Layout, count: Int, viewHeight: CGFloat = 400, width: CGFloat = 200,
        anchorsToEnd: Bool = true, height: (Int) -> CGFloat = { TimelineFixture.variedHeight($0) }
    ) {
        let collectionLayout: CollectionViewLayout
        switch layout {
        case .list:
            collectionLayout = CollectionViewCompositionalLayout.list(
                using: CollectionLayoutListConfiguration(appearance: .plain))
        case .flow:
            let flow = CollectionViewFlowLayout()
            flow.estimatedItemSize = CGSize(width: width, height: 44)
            flow.minimumLineSpacing = 0
            collectionLayout = flow
        }
        view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: width, height: viewHeight),
            collectionViewLayout: collectionLayout)
        messages = (0..<count).map { Message(id: $0, height: height($0)) }
        nextID = count
        view.register(FittingCell.self, forCellWithReuseIdentifier: "message")
        view.anchorsContentToEnd = anchorsToEnd
        view.clock = clock
        view.dataSource = self
        view.delegate = self
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        messages.count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "message", for: indexPath)
        (cell as? FittingCell)?.fittedHeight = messages[indexPath.item].height
        (cell as? FittingCell)?.fittedWidth = nil
        return cell
    }

    // MARK: Changes, told to the view as an app tells them

    func append(_ count: Int, height: (Int) -> CGFloat = { TimelineFixture.variedHeight($0) }) throws {
        let first = messages.count
        for _ in 0..<count {
            messages.append(Message(id: nextID, height: height(nextID)))
            nextID += 1
        }
        try view.insertItems(at: (first..<messages.count).map { IndexPath(item: $0, section: 0) })
    }

    func prepend(_ count: Int) throws {
        let older = (0..<count).map {
            Message(id: -(nextID + $0), height: TimelineFixture.variedHeight(nextID + $0))
        }
        nextID += count
        messages.insert(contentsOf: older, at: 0)
        try view.insertItems(at: (0..<count).map { IndexPath(item: $0, section: 0) })
    }

    func resize(item: Int, to height: CGFloat) throws {
        messages[item].height = height
        try view.reloadItems(at: [IndexPath(item: item, section: 0)])
    }

    func delete(items: Range<Int>) throws {
        messages.removeSubrange(items)
        try view.deleteItems(at: items.map { IndexPath(item: $0, section: 0) })
    }

    // MARK: What is on screen

    /// The frame of a message's item.
    func frame(ofItem item: Int) -> CGRect? {
        view.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
    }

    /// The visible messages' identifiers and their tops on screen.
    func screenTops() -> [Int: CGFloat] {
        var tops: [Int: CGFloat] = [:]
        for path in view.indexPathsForVisibleItems {
            if let frame = frame(ofItem: path.item) {
                tops[messages[path.item].id] = frame.minY - view.contentOffset.y
            }
        }
        return tops
    }

    /// The visible message that comes first on screen.
    var firstVisibleID: Int? {
        view.indexPathsForVisibleItems.min().map { messages[$0.item].id }
    }

    /// Whether the last message's bottom is at the view's bottom, and its cell on screen.
    var showsEnd: Bool {
        guard let last = messages.indices.last else { return true }
        guard let frame = frame(ofItem: last) else { return false }
        return abs(frame.maxY - view.contentOffset.y - view.bounds.height) < 0.001
            && view.indexPathsForVisibleItems.contains(IndexPath(item: last, section: 0))
    }

    /// Whether the last message's fitted height is the one its cell was given (it was measured).
    var lastIsMeasured: Bool {
        guard let last = messages.indices.last else { return true }
        return frame(ofItem: last)?.height == messages[last].height
    }

    /// One frame of 1/60 s: the clock, the motion, a layout pass.
    func frame(_ seconds: Double = 1.0 / 60) {
        clock.advance(by: seconds)
        view.step()
        view.layoutIfNeeded()
    }

    /// A fling: a drag of `distance` points (positive moves the content up, towards the end)
    /// over five steps of 10 ms, then release.
    func fling(_ distance: CGFloat) {
        view.beginDragging()
        for step in 1...5 {
            clock.advance(by: 0.01)
            view.drag(translation: CGPoint(x: 0, y: -distance * CGFloat(step) / 5))
        }
        _ = view.endDragging()
        view.layoutIfNeeded()
    }

    /// Frames until nothing moves (at most `limit`); returns how many.
    @discardableResult
    func settle(limit: Int = 2_000, each: () -> Void = {}) -> Int {
        var frames = 0
        while view.isMoving && frames < limit {
            frame()
            frames += 1
            each()
        }
        return frames
    }
}
