import Foundation
import TestSupport
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

@Suite("Collection timelines: seeded random appends, prepends, growth, deletes, resizes, flings and drags")
@MainActor
struct CollectionTimelineRandomizedTests {
    enum Step: CaseIterable {
        case append, prepend, growAbove, growInside, growBelow, deleteAbove, resizeView, fling, drag,
            jumpToEnd
    }

    @Test(
        "a view at its end stays there; away from it the first item on screen never moves by itself",
        arguments: CollectionTimelineFixture.Layout.allCases)
    func randomSteps(layout: CollectionTimelineFixture.Layout) throws {
        let run = RandomizedRun(name: "CollectionTimeline", defaultIterations: 200)
        var random = run.makeGenerator()
        let fixture = CollectionTimelineFixture(layout, count: 400)
        fixture.view.layoutIfNeeded()
        for index in 0..<run.iterations {
            let step = Step.allCases.randomElement(using: &random) ?? .append
            let context = "SEED=\(run.seed) \(layout) step \(index) \(step)"
            let wasAtEnd = fixture.view.isAtEnd
            let anchor = fixture.firstVisibleID
            let anchorTop = anchor.flatMap { fixture.screenTops()[$0] }
            var userScrolled = false
            let visible = fixture.view.indexPathsForVisibleItems.sorted()
            let first = visible.first?.item ?? 0
            let last = visible.last?.item ?? 0
            func height() -> CGFloat { CGFloat(Int.random(in: 4...150, using: &random)) }
            switch step {
            case .append:
                let heights = (0..<Int.random(in: 1...3, using: &random)).map { _ in height() }
                var next = 0
                try fixture.append(heights.count) { _ in
                    defer { next += 1 }
                    return heights[next]
                }
            case .prepend:
                try fixture.prepend(Int.random(in: 1...60, using: &random))
            case .growAbove where first > 0:
                try fixture.resize(item: Int.random(in: 0..<first, using: &random), to: height())
            case .growInside:
                // Growth inside the viewport pushes the items under it; the first item stays.
                try fixture.resize(item: Int.random(in: first...last, using: &random), to: height())
            case .growBelow where last + 1 < fixture.messages.count:
                let item = Int.random(in: (last + 1)..<fixture.messages.count, using: &random)
                try fixture.resize(item: item, to: height())
            case .deleteAbove where first > 3:
                let start = Int.random(in: 0..<(first - 3), using: &random)
                try fixture.delete(items: start..<(start + Int.random(in: 1...3, using: &random)))
            case .resizeView:
                fixture.view.frame.size.height = CGFloat(Int.random(in: 120...500, using: &random))
            case .fling:
                userScrolled = true
                fixture.fling(CGFloat(Int.random(in: -800...800, using: &random)))
                var frames = 0
                while fixture.view.isMoving && frames < 400 {
                    if Int.random(in: 0..<8, using: &random) == 0 { try fixture.append(1) }
                    if Int.random(in: 0..<30, using: &random) == 0 { try fixture.prepend(20) }
                    fixture.frame()
                    frames += 1
                    if let problem = fixture.view.checkInvariants() {
                        Issue.record("\(context) frame \(frames): \(problem)")
                        return
                    }
                }
            case .drag:
                userScrolled = true
                fixture.view.beginDragging()
                fixture.clock.advance(by: 0.1)
                fixture.view.drag(
                    translation: CGPoint(x: 0, y: CGFloat(Int.random(in: -300...300, using: &random))))
                fixture.clock.advance(by: 0.3)
                _ = fixture.view.endDragging()
            case .jumpToEnd:
                fixture.view.scrollToEnd(animated: Bool.random(using: &random))
                userScrolled = true
            default:
                continue
            }
            fixture.view.layoutIfNeeded()
            fixture.settle()
            if let problem = fixture.view.checkInvariants() {
                Issue.record("\(context): \(problem)")
                return
            }
            if step == .jumpToEnd || (wasAtEnd && !userScrolled) {
                guard fixture.showsEnd, fixture.lastIsMeasured else {
                    let view = fixture.view
                    let state =
                        "offset \(view.contentOffset.y) of \(view.maximumContentOffsetY), last item "
                        + "\(String(describing: fixture.frame(ofItem: fixture.messages.count - 1))), "
                        + "view \(view.bounds.size), at end \(view.isAtEnd)"
                    Issue.record("\(context): the view was at its end and no longer shows it: \(state)")
                    return
                }
            } else if !userScrolled, !wasAtEnd, let anchor, let anchorTop,
                let top = fixture.screenTops()[anchor], top != anchorTop
            {
                // A view made taller near the end of its content is clamped there: the only move
                // allowed.
                let clamped = fixture.view.contentOffset.y == fixture.view.maximumContentOffsetY
                if !(step == .resizeView && clamped) {
                    Issue.record("\(context): message \(anchor) moved from \(anchorTop) to \(top) on screen")
                    return
                }
            }
        }
    }
}
