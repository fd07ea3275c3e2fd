import Foundation
@_spi(Testing) @_spi(Hosting) import ReuseKit
import Testing

// The README's waterfall and pager example, compiled and run here.
// README:begin
@MainActor final class Photos: WaterfallViewDataSource, WaterfallViewDelegate {
    var heights: [CGFloat] = (0..<1_000).map { CGFloat(120 + $0 % 7 * 20) }
    func numberOfCells(in waterfallView: WaterfallView) -> Int { heights.count }
    func numberOfColumns(in waterfallView: WaterfallView) -> Int { 2 }
    func waterfallView(_ waterfallView: WaterfallView, cellAt index: Int) -> WaterfallViewCell {
        let cell = waterfallView.dequeueReusableCell(withIdentifier: "photo", for: index)
        cell.textLabel.text = "#\(index)"
        return cell
    }
    func waterfallView(_ waterfallView: WaterfallView, heightAt index: Int) -> CGFloat { heights[index] }
    func waterfallView(_ waterfallView: WaterfallView, marginFor type: WaterfallView.MarginType) -> CGFloat {
        6
    }
    func waterfallView(_ waterfallView: WaterfallView, didSelectAt index: Int) { print("opened", index) }
}

@MainActor func makeWaterfall(_ photos: Photos, in window: View) -> WaterfallView {
    let waterfall = WaterfallView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    waterfall.register(WaterfallViewCell.self, forCellReuseIdentifier: "photo")
    waterfall.dataSource = photos
    waterfall.delegate = photos
    window.addSubview(waterfall)  // reloads, as the seed did; cells are placed only as far as shown
    return waterfall
}

@MainActor func loadMorePhotos(_ photos: Photos, into waterfall: WaterfallView) throws {
    photos.heights += [160, 200, 140]
    try waterfall.appendCells(count: 3)  // places only the new cells, when they come into view
}

@MainActor func removePhoto(at index: Int, _ photos: Photos, from waterfall: WaterfallView) throws {
    photos.heights.remove(at: index)
    try waterfall.deleteCells(at: [index])  // the others keep their cells and heights; the focus moves on
}

@MainActor final class Story: PagerViewDataSource, PagerViewDelegate {
    let chapters = ["One", "Two", "Three"]
    func numberOfPages(in pagerView: PagerView) -> Int { chapters.count }
    func pagerView(_ pagerView: PagerView, configure pageView: PagerPageView, forPageAt index: Int) {
        pageView.textLabel.text = "\(chapters[index])…"  // at once, for the neighbours too
    }
    func pagerView(_ pagerView: PagerView, loadPageAt index: Int, with load: PageLoad) {
        load.run { load in  // only for the current page; cancelled if it stops being current
            try? await Task.sleep(for: .milliseconds(50))
            if !Task.isCancelled { load.pageView.textLabel.text = self.chapters[index] }
        }
    }
    func pagerView(_ pagerView: PagerView, didBounceAt edge: PagerView.Edge) {
        print("no page beyond the", edge)  // the seed left its screen here
    }
}

@MainActor func makePager(_ story: Story, clock: FrameClock) -> PagerView {
    let pager = PagerView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), axis: .horizontal)
    pager.clock = clock
    pager.dataSource = story
    pager.delegate = story
    pager.onSettle = { moved in print("page", moved.index, moved.direction) }  // .left, .right, .startPoint
    pager.layoutIfNeeded()
    return pager
}

@MainActor func swipeToNextPage(_ pager: PagerView, nextFrame: () -> Void) {
    pager.beginDragging()  // a host feeds its pan gesture…
    pager.drag(translation: CGPoint(x: -200, y: 0))
    pager.endDragging()
    while pager.step() { nextFrame() }  // …and steps every frame until it rests: one page, never more
}
// README:end

@Suite("README example: waterfall and pager")
@MainActor
struct WaterfallAndPagerReadmeTests {
    @Test("the waterfall example places only the cells on screen and loads more without moving them")
    func waterfallExample() throws {
        let photos = Photos()
        let window = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let waterfall = makeWaterfall(photos, in: window)
        waterfall.layoutIfNeeded()
        #expect(waterfall.placedCellCount < 20)
        let shown = waterfall.visibleCells.map(\.frame)
        try loadMorePhotos(photos, into: waterfall)
        #expect(waterfall.visibleCells.map(\.frame) == shown)
        #expect(waterfall.numberOfCells == 1003)
        #expect(waterfall.checkInvariants() == nil)
        waterfall.focusCell(at: 2)
        let third = try #require(waterfall.cell(at: 3))
        try removePhoto(at: 2, photos, from: waterfall)
        #expect(waterfall.cell(at: 2) === third)
        #expect(waterfall.indexForFocusedCell == 2)
        #expect(waterfall.numberOfCells == 1002)
        #expect(waterfall.checkInvariants() == nil)
    }

    @Test("the pager example turns one page per swipe")
    func pagerExample() {
        let story = Story()
        let clock = ManualFrameClock()
        let pager = makePager(story, clock: clock)
        #expect(pager.currentPageView?.textLabel.text == "One…")
        clock.advance(by: 0.2)
        swipeToNextPage(pager) { clock.advance(by: 1.0 / 60) }
        #expect(pager.currentIndex == 1)
        #expect(pager.checkInvariants() == nil)
    }
}
