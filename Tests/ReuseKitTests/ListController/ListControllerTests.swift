import Foundation
import TestSupport
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

@Suite("List controller: snapshots, heights, empty state and images")
@MainActor
struct ListControllerTests {
    @Test("random snapshots end with the table showing exactly the new snapshot")
    func randomSnapshots() throws {
        let run = RandomizedRun(name: "ListController", defaultIterations: 150)
        var random = run.makeGenerator()
        let fixture = ListControllerFixture(items: 0..<40)
        var next = 1000
        for step in 0..<run.iterations {
            var items = fixture.controller.snapshot.allItems
            for _ in 0..<Int.random(in: 0...5, using: &random) {
                switch Int.random(in: 0..<3, using: &random) {
                case 0:
                    next += 1
                    items.insert(next, at: Int.random(in: 0...items.count, using: &random))
                case 1 where !items.isEmpty:
                    items.remove(at: Int.random(in: 0..<items.count, using: &random))
                default:
                    guard !items.isEmpty else { continue }
                    let item = items.remove(at: Int.random(in: 0..<items.count, using: &random))
                    items.insert(item, at: Int.random(in: 0...items.count, using: &random))
                }
            }
            let split = Int.random(in: 0...items.count, using: &random)
            var snapshot = ListControllerFixture.Snapshot()
            snapshot.appendSection("a", items: Array(items[..<split]))
            snapshot.appendSection("b", items: Array(items[split...]))
            fixture.heightsAsked = []
            let before = Set(fixture.controller.snapshot.allItems)
            try fixture.controller.apply(snapshot)
            fixture.table.contentOffset.y = CGFloat(Int.random(in: 0...40, using: &random))
            fixture.table.layoutIfNeeded()
            #expect(fixture.table.checkInvariants() == nil, "SEED=\(run.seed) step \(step)")
            let shown = (fixture.table.indexPathsForVisibleRows ?? []).map { "\(snapshot.item(at: $0))" }
            #expect(fixture.visibleTexts == shown, "SEED=\(run.seed) step \(step)")
            // Items that were there before are never measured again.
            #expect(fixture.heightsAsked.allSatisfy { !before.contains($0) }, "SEED=\(run.seed) step \(step)")
            // Every item is found where the snapshot has it; one that left is found nowhere.
            for (section, content) in snapshot.sections.enumerated() {
                for (row, item) in content.items.enumerated() {
                    #expect(
                        fixture.controller.indexPath(for: item) == IndexPath(row: row, section: section),
                        "SEED=\(run.seed) step \(step) item \(item)")
                }
            }
            for gone in before.subtracting(items) {
                #expect(
                    fixture.controller.indexPath(for: gone) == nil,
                    "SEED=\(run.seed) step \(step) item \(gone)")
            }
        }
    }

    @Test("duplicate identifiers are refused and nothing changes")
    func duplicates() {
        let fixture = ListControllerFixture(items: 0..<5)
        var snapshot = ListControllerFixture.Snapshot()
        snapshot.appendSection("main", items: [1, 2, 2])
        #expect(
            throws: ListControllerError.duplicateIdentifier(.duplicateIdentifier(index: 2, inNewList: true))
        ) {
            try fixture.controller.apply(snapshot)
        }
        #expect(fixture.controller.snapshot.allItems == [0, 1, 2, 3, 4])
        #expect(fixture.table.numberOfRows(inSection: 0) == 5)
    }

    @Test("prepending 50 items above a viewport at row 1,000 keeps the first visible row in place")
    func prepend() throws {
        let fixture = ListControllerFixture(items: 0..<2000)
        fixture.table.estimatedRowHeight = 2
        fixture.table.reloadData()
        fixture.table.scrollToRow(at: IndexPath(row: 1000, section: 0), at: .top, animated: false)
        fixture.table.contentOffset.y += 1
        fixture.table.layoutIfNeeded()
        let first = try #require(fixture.table.visibleCells.first)
        let screenY = first.frame.minY - fixture.table.contentOffset.y
        var snapshot = fixture.controller.snapshot
        snapshot.prependItems(Array(-50..<0))
        try fixture.controller.apply(snapshot)
        fixture.table.layoutIfNeeded()
        #expect(fixture.table.visibleCells.first === first)
        #expect(first.frame.minY - fixture.table.contentOffset.y == screenY)
        #expect(fixture.table.indexPath(for: first) == IndexPath(row: 1050, section: 0))
    }

    @Test("heights are cached by item and width, and asked again for a new width")
    func heightCache() throws {
        let fixture = ListControllerFixture(items: 0..<10)
        let asked = fixture.controller.heightCalculations
        fixture.table.reloadData()
        fixture.table.layoutIfNeeded()
        #expect(fixture.controller.heightCalculations == asked)
        fixture.table.frame.size.width = 50
        fixture.table.layoutIfNeeded()
        #expect(fixture.controller.heightCalculations == asked + 10)
    }

    @Test("1,000 refreshes keep the height cache bounded by the items in the snapshot")
    func heightCacheBounded() {
        let fixture = ListControllerFixture(items: 0..<20)
        fixture.enableRefresh()
        for refresh in 1...1000 {
            fixture.controller.refresh()
            guard let done = fixture.pendingRefreshes.popLast() else {
                Issue.record("refresh \(refresh) did not start")
                return
            }
            // Half the items stay, half are new: the new ones are measured, the old ones forgotten.
            var fresh = ListControllerFixture.Snapshot()
            fresh.appendSection("main", items: Array(refresh * 10..<refresh * 10 + 20))
            done(.success(ListRefresh(snapshot: fresh, hasMore: true)))
            fixture.clock.advance(by: 1)
            fixture.settle()
            #expect(fixture.controller.cachedHeightCount <= fixture.controller.snapshot.numberOfItems)
        }
        #expect(fixture.controller.snapshot.allItems == Array(10_000..<10_020))
        fixture.heightsAsked = []
        fixture.table.reloadData()
        fixture.table.layoutIfNeeded()
        #expect(fixture.heightsAsked.isEmpty, "heights of items still shown stay cached")
    }

    @Test("an empty list shows its empty state, and a failed refresh says how to retry")
    func emptyState() {
        let fixture = ListControllerFixture(items: 0..<0)
        #expect(fixture.controller.emptyView.superview === fixture.table)
        fixture.enableRefresh()
        fixture.controller.refresh()
        fixture.pendingRefreshes[0](.failure(LoadFailure()))
        #expect(fixture.controller.emptyView.text?.contains("offline") == true)
        #expect(fixture.controller.emptyView.text?.contains("retry") == true)
        #expect(fixture.controller.lastError is LoadFailure, "the loader's own error is kept, not its text")
    }

    @Test("an empty list whose refresh failed shows one message, no footer, and a tap on it refreshes")
    func failedRefreshOneRetry() {
        let fixture = ListControllerFixture(items: 0..<0)
        fixture.enableRefresh()
        fixture.enableLoadMore()
        fixture.controller.refresh()
        fixture.pendingRefreshes[0](.failure(LoadFailure()))
        fixture.clock.advance(by: 1)
        fixture.settle()
        let footer = fixture.table.loadMoreControl
        let message = fixture.controller.emptyView
        #expect(message.superview === fixture.table && !message.isHidden)
        #expect(
            footer?.isHidden == true || footer?.frame.intersects(message.frame) == false,
            "the footer is not drawn over the message")
        // Layout passes ran synchronously above: a page load would have been asked for by now.
        #expect(fixture.pendingPages.isEmpty, "the retry is the refresh, not a page load")
        #expect(message.text?.lowercased().contains("press") == false, "no key named in the library")
        #expect(fixture.controller.isShowingFailedRefresh)

        fixture.table.handleTap(at: CGPoint(x: 3, y: message.frame.midY))
        #expect(fixture.pendingRefreshes.count == 2, "a tap on the message refreshes")
        guard fixture.pendingRefreshes.count == 2 else { return }
        var fresh = ListControllerFixture.Snapshot()
        fresh.appendSection("main", items: [1, 2])
        fixture.pendingRefreshes[1](.success(ListRefresh(snapshot: fresh, hasMore: true)))
        fixture.clock.advance(by: 1)
        fixture.settle()
        #expect(message.superview == nil)
        #expect(footer?.isHidden == false && footer?.isEnabled == true)
        #expect(fixture.pendingPages.count == 1, "with items shown, load-more works again")
    }

    @Test("images load for shown cells, or only once scrolling stops, and cancel when cells leave")
    func imageHook() {
        let fixture = ListControllerFixture(items: 0..<100)
        let loader = ImageLoaderDouble()
        fixture.controller.imageLoader = loader
        fixture.table.contentOffset.y = 40
        fixture.table.layoutIfNeeded()
        #expect(loader.loads.count == 10)
        #expect(loader.cancels == 10)
        fixture.controller.imageLoadingMode = .whenScrollingStops
        loader.loads = []
        fixture.table.beginDragging()
        fixture.clock.advance(by: 0.5)
        fixture.table.visibleCells.forEach {
            $0.imageView?.image = Image(width: 1, height: 1, pixels: [1, 2, 3, 255])
        }
        fixture.table.drag(translation: CGPoint(x: 0, y: -20))
        fixture.table.layoutIfNeeded()
        #expect(loader.loads.isEmpty)
        // Cells reused while dragging show no stale image until their own loads.
        let reusedWhileDragging = fixture.table.visibleCells.suffix(2)
        #expect(reusedWhileDragging.allSatisfy { $0.imageView?.image == nil })
        fixture.clock.advance(by: 0.5)
        fixture.table.endDragging()
        #expect(loader.loads.count == fixture.table.visibleCells.count)
    }
}
