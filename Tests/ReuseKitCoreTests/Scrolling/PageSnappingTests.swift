import Testing

@testable import ReuseKitCore

@Suite("PageSnapping")
struct PageSnappingTests {
    let pages = PageSnapping(pageSize: 320)

    @Test("A slow drag past half a page turns it; short of half a page springs back")
    func distanceThreshold() {
        #expect(pages.targetPage(offset: 320 + 170, velocity: 50, startPage: 1, pageCount: 5) == 2)
        #expect(pages.targetPage(offset: 320 + 150, velocity: 50, startPage: 1, pageCount: 5) == 1)
        #expect(pages.targetPage(offset: 320 - 170, velocity: -50, startPage: 1, pageCount: 5) == 0)
        #expect(pages.targetPage(offset: 320 - 150, velocity: 0, startPage: 1, pageCount: 5) == 1)
        let eager = PageSnapping(pageSize: 320, distanceThreshold: 0.25)
        #expect(eager.targetPage(offset: 320 + 90, velocity: 0, startPage: 1, pageCount: 5) == 2)
    }

    @Test("A flick turns the page whatever the distance, towards the flick")
    func flick() {
        #expect(pages.targetPage(offset: 640 + 20, velocity: 400, startPage: 2, pageCount: 5) == 3)
        #expect(pages.targetPage(offset: 640 - 20, velocity: -400, startPage: 2, pageCount: 5) == 1)
        #expect(pages.targetPage(offset: 640, velocity: 320, startPage: 2, pageCount: 5) == 3)
        #expect(pages.targetPage(offset: 640 + 20, velocity: 300, startPage: 2, pageCount: 5) == 2)
    }

    @Test("A flick back against the drag returns to the start page")
    func flickBack() {
        #expect(pages.targetPage(offset: 640 + 200, velocity: -900, startPage: 2, pageCount: 5) == 2)
        #expect(pages.targetPage(offset: 640 - 200, velocity: 900, startPage: 2, pageCount: 5) == 2)
    }

    @Test("A swipe moves at most one page from where the drag began")
    func onePagePerSwipe() {
        #expect(pages.targetPage(offset: 320 * 3.7, velocity: 5000, startPage: 1, pageCount: 9) == 2)
        #expect(pages.targetPage(offset: 320 * 3.7, velocity: 0, startPage: 1, pageCount: 9) == 2)
        #expect(pages.targetPage(offset: -320 * 1.5, velocity: -5000, startPage: 1, pageCount: 9) == 0)
    }

    @Test("The first and last pages are never passed")
    func edges() {
        #expect(pages.targetPage(offset: -100, velocity: -2000, startPage: 0, pageCount: 3) == 0)
        #expect(pages.targetPage(offset: 640 + 200, velocity: 2000, startPage: 2, pageCount: 3) == 2)
        #expect(pages.targetPage(offset: 0, velocity: 2000, startPage: 0, pageCount: 1) == 0)
    }

    @Test("The nearest page rounds the position and stays among the pages")
    func nearest() {
        #expect(pages.nearestPage(to: 470, pageCount: 4) == 1)
        #expect(pages.nearestPage(to: 490, pageCount: 4) == 2)
        #expect(pages.nearestPage(to: -900, pageCount: 4) == 0)
        #expect(pages.nearestPage(to: 90_000, pageCount: 4) == 3)
        #expect(pages.offset(ofPage: 3) == 960)
    }
}
