import Foundation
import Testing

@_spi(Testing) @testable import ReuseKit

@Suite("Waterfall list controller")
@MainActor
struct WaterfallListControllerTests {
    static func make() -> WaterfallListController<Int> {
        let view = WaterfallView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        view.register(WaterfallViewCell.self, forCellReuseIdentifier: "card")
        let controller = WaterfallListController<Int>(waterfallView: view) { view, index, item in
            let cell = view.dequeueReusableCell(withIdentifier: "card", for: index)
            cell.textLabel.text = "\(item)"
            return cell
        }
        controller.heightProvider = { item, _ in CGFloat(3 + item % 4) }
        return controller
    }

    @Test("1,000 refreshes keep the height cache bounded by the items shown")
    func heightCacheBounded() {
        let controller = Self.make()
        var refreshes: [@MainActor @Sendable (Result<ListPage<Int>, any Error>) -> Void] = []
        controller.refreshLoader = .completion { refreshes.append($0) }
        for refresh in 1...1000 {
            controller.refresh()
            guard let done = refreshes.popLast() else {
                Issue.record("refresh \(refresh) did not start")
                return
            }
            done(.success(ListPage(items: Array(refresh * 10..<refresh * 10 + 20), hasMore: true)))
            controller.waterfallView.refreshControl?.endRefreshing()
            controller.waterfallView.layoutIfNeeded()
            #expect(controller.cachedHeightCount <= controller.items.count)
        }
        #expect(controller.items == Array(10_000..<10_020))
    }

    @Test("refresh replaces the items, a page appends them, and a refresh drops a page in flight")
    func refreshAndLoadMore() throws {
        let controller = Self.make()
        var pages: [@MainActor @Sendable (Result<ListPage<Int>, any Error>) -> Void] = []
        var refreshes: [@MainActor @Sendable (Result<ListPage<Int>, any Error>) -> Void] = []
        controller.refreshLoader = .completion { refreshes.append($0) }
        controller.loadMoreLoader = .completion { pages.append($0) }
        try controller.setItems(Array(0..<4))
        controller.waterfallView.layoutIfNeeded()
        #expect(pages.count == 1)
        controller.refresh()
        guard pages.count == 1, refreshes.count == 1 else { return }
        pages[0](.success(ListPage(items: [90, 91], hasMore: true)))
        #expect(controller.items == Array(0..<4))
        refreshes[0](.success(ListPage(items: Array(10..<40), hasMore: true)))
        controller.waterfallView.layoutIfNeeded()
        #expect(controller.items == Array(10..<40))
        controller.waterfallView.contentOffset.y = controller.waterfallView.contentSize.height - 20
        controller.waterfallView.layoutIfNeeded()
        #expect(pages.count == 2)
        guard pages.count == 2 else { return }
        pages[1](.success(ListPage(items: [40, 41], hasMore: false)))
        #expect(controller.items.suffix(2) == [40, 41])
        #expect(controller.waterfallView.numberOfCells == 32)
        controller.waterfallView.layoutIfNeeded()
        #expect(controller.waterfallView.checkInvariants() == nil)
    }

    @Test("duplicate items are refused and nothing changes")
    func duplicates() throws {
        let controller = Self.make()
        try controller.setItems([1, 2, 3])
        #expect(
            throws: ListControllerError.duplicateIdentifier(.duplicateIdentifier(index: 4, inNewList: true))
        ) {
            try controller.append([4, 2])
        }
        #expect(controller.items == [1, 2, 3])
        #expect(controller.waterfallView.numberOfCells == 3)
    }
}
