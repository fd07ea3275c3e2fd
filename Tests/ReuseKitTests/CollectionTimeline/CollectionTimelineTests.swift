import Foundation
import TestSupport
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

@Suite("Collection timelines: a collection view anchored to its end, on a list and a flow layout")
@MainActor
struct CollectionTimelineTests {
    @Test(
        "the first display shows the last items exactly, measured",
        arguments: CollectionTimelineFixture.Layout.allCases)
    func firstDisplayAtEnd(layout: CollectionTimelineFixture.Layout) {
        let fixture = CollectionTimelineFixture(layout, count: 500)
        fixture.view.layoutIfNeeded()
        #expect(fixture.showsEnd)
        #expect(fixture.lastIsMeasured)
        #expect(fixture.view.isAtEnd)
        #expect(fixture.view.contentOffset.y == fixture.view.maximumContentOffsetY)
        #expect(fixture.view.checkInvariants() == nil)
    }

    @Test(
        "an item appended at the end brings its bottom to the view's bottom",
        arguments: CollectionTimelineFixture.Layout.allCases)
    func appendAtEndKeepsEnd(layout: CollectionTimelineFixture.Layout) throws {
        let fixture = CollectionTimelineFixture(layout, count: 200)
        fixture.view.layoutIfNeeded()
        for round in 0..<20 {
            try fixture.append(1 + round % 3, height: { CGFloat(20 + $0 % 90) })
            fixture.view.layoutIfNeeded()
            fixture.settle()
            #expect(fixture.showsEnd, "round \(round)")
            #expect(fixture.lastIsMeasured, "round \(round)")
            #expect(fixture.view.numberOfItemsAddedBelow == 0)
        }
        #expect(fixture.view.checkInvariants() == nil)
    }

    @Test(
        "away from the end, appends and prepends never move what is on screen, and are counted",
        arguments: CollectionTimelineFixture.Layout.allCases)
    func appendAwayKeepsScreen(layout: CollectionTimelineFixture.Layout) throws {
        let fixture = CollectionTimelineFixture(layout, count: 300)
        fixture.view.layoutIfNeeded()
        fixture.view.scrollToItem(at: IndexPath(item: 150, section: 0), at: .top, animated: false)
        fixture.view.layoutIfNeeded()
        #expect(!fixture.view.isAtEnd)
        let first = try #require(fixture.firstVisibleID)
        let top = try #require(fixture.screenTops()[first])
        try fixture.append(4)
        fixture.view.layoutIfNeeded()
        try fixture.prepend(30)
        fixture.view.layoutIfNeeded()
        try fixture.append(3)
        fixture.view.layoutIfNeeded()
        fixture.settle()
        #expect(fixture.screenTops()[first] == top)
        #expect(fixture.view.numberOfItemsAddedBelow == 7)
        #expect(!fixture.view.isAtEnd)
        // Back at the end, the count starts again and arrivals are followed.
        fixture.view.scrollToEnd(animated: false)
        fixture.view.layoutIfNeeded()
        #expect(fixture.view.numberOfItemsAddedBelow == 0)
        #expect(fixture.showsEnd)
        try fixture.append(1)
        fixture.view.layoutIfNeeded()
        #expect(fixture.showsEnd)
        #expect(fixture.view.checkInvariants() == nil)
    }

    @Test(
        "the last item growing or shrinking keeps the end",
        arguments: CollectionTimelineFixture.Layout.allCases)
    func growthAtEndKeepsEnd(layout: CollectionTimelineFixture.Layout) throws {
        let fixture = CollectionTimelineFixture(layout, count: 100)
        fixture.view.layoutIfNeeded()
        let last = fixture.messages.count - 1
        for height: CGFloat in [180, 30, 260, 12] {
            try fixture.resize(item: last, to: height)
            fixture.view.layoutIfNeeded()
            fixture.settle()
            #expect(fixture.frame(ofItem: last)?.height == height)
            #expect(fixture.showsEnd, "height \(height)")
        }
    }

    @Test(
        "short content sits at the view's bottom, and grows up from there",
        arguments: CollectionTimelineFixture.Layout.allCases)
    func shortContentAtBottom(layout: CollectionTimelineFixture.Layout) throws {
        let fixture = CollectionTimelineFixture(layout, count: 3, height: { _ in 40 })
        fixture.view.alignsShortContentToBottom = true
        fixture.view.layoutIfNeeded()
        #expect(fixture.showsEnd)
        #expect(
            abs(try #require(fixture.frame(ofItem: 0)).minY - fixture.view.contentOffset.y - (400 - 120))
                < 0.001)
        try fixture.append(2, height: { _ in 40 })
        fixture.view.layoutIfNeeded()
        #expect(fixture.showsEnd)
        #expect(
            abs(try #require(fixture.frame(ofItem: 0)).minY - fixture.view.contentOffset.y - (400 - 200))
                < 0.001)
        fixture.view.alignsShortContentToBottom = false
        fixture.view.layoutIfNeeded()
        #expect(abs(try #require(fixture.frame(ofItem: 0)).minY - fixture.view.contentOffset.y) < 0.001)
    }

    @Test(
        "an animated scrollToEnd lands at the exact end with items arriving on the way",
        arguments: CollectionTimelineFixture.Layout.allCases)
    func animatedJumpToEnd(layout: CollectionTimelineFixture.Layout) throws {
        let fixture = CollectionTimelineFixture(layout, count: 2_000)
        fixture.view.layoutIfNeeded()
        fixture.view.scrollToItem(at: IndexPath(item: 100, section: 0), at: .top, animated: false)
        fixture.view.layoutIfNeeded()
        #expect(!fixture.view.isAtEnd)
        fixture.view.scrollToEnd(animated: true)
        fixture.view.layoutIfNeeded()
        #expect(fixture.view.isAnimatingScroll)
        #expect(fixture.view.isAtEnd)
        var frames = 0
        fixture.settle {
            frames += 1
            if frames % 5 == 0 { try? fixture.append(1) }
        }
        #expect(frames > 5)
        #expect(fixture.showsEnd)
        #expect(fixture.lastIsMeasured)
        #expect(fixture.view.numberOfItemsAddedBelow == 0)
        try fixture.append(2)
        fixture.view.layoutIfNeeded()
        #expect(fixture.showsEnd)
        #expect(fixture.view.checkInvariants() == nil)
    }

    @Test("a drag away from the end stops following; arrivals then leave the screen still")
    func dragAwayStopsFollowing() throws {
        let fixture = CollectionTimelineFixture(.list, count: 200)
        fixture.view.layoutIfNeeded()
        fixture.fling(-600)
        fixture.settle()
        #expect(!fixture.view.isAtEnd)
        let before = fixture.screenTops()
        try fixture.append(2)
        fixture.view.layoutIfNeeded()
        #expect(fixture.screenTops() == before)
        #expect(fixture.view.numberOfItemsAddedBelow == 2)
    }

    @Test("a horizontal flow layout does not follow its end: it opens at its start and stays")
    func horizontalLayoutIgnoresAnchoring() throws {
        let fixture = CollectionFixture(counts: [200])
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 50, height: 50)
        let view = fixture.makeView(layout: layout, width: 300, height: 200)
        view.anchorsContentToEnd = true
        view.alignsShortContentToBottom = true
        view.layoutIfNeeded()
        #expect(view.contentOffset == .zero)
        #expect(view.adjustedContentInset.top == 0)
        fixture.counts[0] += 5
        try view.insertItems(at: (200..<205).map { IndexPath(item: $0, section: 0) })
        view.layoutIfNeeded()
        #expect(view.contentOffset == .zero)
        #expect(view.numberOfItemsAddedBelow == 0)
        #expect(view.checkInvariants() == nil)
    }
}
