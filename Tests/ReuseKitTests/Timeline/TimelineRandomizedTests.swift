import Foundation
import TestSupport
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

@Suite("Timelines: seeded random appends, prepends, growth, deletes, resizes, flings and drags")
@MainActor
struct TimelineRandomizedTests {
    enum Step: CaseIterable {
        case append, prepend, growAbove, growInside, growBelow, deleteAbove, resizeView, fling, drag,
            jumpToEnd
    }

    @Test("a view at its end stays there; away from it the first row on screen never moves by itself")
    func randomSteps() throws {
        let run = RandomizedRun(name: "Timeline", defaultIterations: 400)
        var random = run.makeGenerator()
        let fixture = TimelineFixture(count: 600)
        fixture.table.layoutIfNeeded()
        for index in 0..<run.iterations {
            let step = Step.allCases.randomElement(using: &random) ?? .append
            let context = "SEED=\(run.seed) step \(index) \(step)"
            let wasAtEnd = fixture.table.isAtEnd
            let anchor = fixture.table.indexPathsForVisibleRows?.first.map { fixture.messages[$0.row].id }
            let anchorTop = anchor.flatMap { fixture.screenTops()[$0] }
            let animated = Bool.random(using: &random)
            var userScrolled = false
            let visible = fixture.table.indexPathsForVisibleRows ?? []
            let first = visible.first?.row ?? 0
            let last = visible.last?.row ?? 0
            func height() -> CGFloat { CGFloat(Int.random(in: 4...150, using: &random)) }
            switch step {
            case .append:
                let count = Int.random(in: 1...3, using: &random)
                let heights = (0..<count).map { _ in height() }
                var next = 0
                try fixture.append(
                    count,
                    height: { _ in
                        defer { next += 1 }
                        return heights[next]
                    }, animated: animated)
            case .prepend:
                try fixture.prepend(Int.random(in: 1...60, using: &random), animated: animated)
            case .growAbove where first > 0:
                let row = Int.random(in: 0..<first, using: &random)
                fixture.messages[row].height = height()
                fixture.table.reconfigureRows(at: [IndexPath(row: row, section: 0)])
            case .growInside:
                let row = Int.random(in: first...last, using: &random)
                // Growth inside the viewport pushes the rows under it; the first row stays.
                fixture.messages[row].height = height()
                fixture.table.reconfigureRows(at: [IndexPath(row: row, section: 0)])
            case .growBelow where last + 1 < fixture.messages.count:
                let row = Int.random(in: (last + 1)..<fixture.messages.count, using: &random)
                fixture.messages[row].height = height()
                try fixture.resize(row: row, to: fixture.messages[row].height, animated: animated)
            case .deleteAbove where first > 3:
                let start = Int.random(in: 0..<(first - 3), using: &random)
                try fixture.delete(
                    rows: start..<(start + Int.random(in: 1...3, using: &random)), animated: animated)
            case .resizeView:
                fixture.table.frame.size.height = CGFloat(Int.random(in: 120...500, using: &random))
                if Bool.random(using: &random) {
                    fixture.table.frame.size.width = CGFloat(Int.random(in: 30...60, using: &random))
                }
            case .fling:
                userScrolled = true
                fixture.fling(CGFloat(Int.random(in: -800...800, using: &random)))
                var frames = 0
                while fixture.table.isMoving && frames < 400 {
                    if Int.random(in: 0..<8, using: &random) == 0 { try fixture.append(1) }
                    if Int.random(in: 0..<30, using: &random) == 0 { try fixture.prepend(20) }
                    fixture.frame()
                    frames += 1
                    if let problem = fixture.table.checkInvariants() {
                        Issue.record("\(context) frame \(frames): \(problem)")
                        return
                    }
                }
            case .drag:
                userScrolled = true
                fixture.table.beginDragging()
                fixture.clock.advance(by: 0.1)
                fixture.table.drag(
                    translation: CGPoint(x: 0, y: CGFloat(Int.random(in: -300...300, using: &random))))
                fixture.clock.advance(by: 0.3)
                _ = fixture.table.endDragging()
            case .jumpToEnd:
                fixture.table.scrollToEnd(animated: animated)
                userScrolled = true
            default:
                continue
            }
            fixture.table.layoutIfNeeded()
            fixture.settle()
            if let problem = fixture.table.checkInvariants() {
                Issue.record("\(context): \(problem)")
                return
            }
            if step == .jumpToEnd || (wasAtEnd && !userScrolled) {
                guard fixture.showsEnd else {
                    let table = fixture.table
                    let last = table.rectForRow(at: IndexPath(row: fixture.messages.count - 1, section: 0))
                    let state =
                        "offset \(table.contentOffset.y) of \(table.maximumContentOffsetY), last row \(last), "
                        + "view \(table.bounds.size), animated \(animated), at end \(table.isAtEnd)"
                    Issue.record("\(context): the view was at its end and no longer shows it: \(state)")
                    return
                }
            } else if !userScrolled, !wasAtEnd, let anchor, let anchorTop,
                let top = fixture.screenTops()[anchor], top != anchorTop
            {
                // A view made taller near the end of its content is clamped there: the only move
                // allowed.
                let clamped = fixture.table.contentOffset.y == fixture.table.maximumContentOffsetY
                if !(step == .resizeView && clamped) {
                    Issue.record("\(context): message \(anchor) moved from \(anchorTop) to \(top) on screen")
                    return
                }
            }
        }
    }
}
