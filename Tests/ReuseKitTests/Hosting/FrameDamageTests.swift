import Foundation
import TestSupport
import Testing

@_spi(Hosting) @testable import ReuseKit

/// What a frame says it changed, from the views' records: the copy of a scrolled region, the
/// strip that came into view, a view asked to be drawn, a removed view, a pinned view.
@Suite("Frame damage")
@MainActor
struct FrameDamageTests {
    /// A window of 100 × 100 points with a scroll view of 10-point rows under a 10-point bar.
    @MainActor
    final class Fixture {
        let root = View(frame: .zero)
        let bar = Label()
        let scrollView = ScrollView(frame: .zero)
        let rows: [View]
        let window: HostWindow
        var damage: [FrameDamage] = []

        init() {
            rows = (0..<30).map { View(frame: CGRect(x: 0, y: CGFloat($0) * 10, width: 100, height: 10)) }
            for row in rows { scrollView.addSubview(row) }
            scrollView.contentSize = CGSize(width: 100, height: 300)
            bar.frame = CGRect(x: 0, y: 0, width: 100, height: 10)
            scrollView.frame = CGRect(x: 0, y: 10, width: 100, height: 90)
            root.addSubview(bar)
            root.addSubview(scrollView)
            window = HostWindow(
                rootView: root, traits: TraitCollection(textSystem: PlainTextSystem()),
                clock: ManualFrameClock())
            frame()
        }

        /// Draws a frame and keeps what it said changed.
        func frame() {
            window.drawFrame(
                size: CGSize(width: 100, height: 100),
                canvas: { damage in
                    self.damage.append(damage)
                    return RecordingContext()
                }, present: { _, _ in 0 })
        }

        var last: FrameDamage { damage[damage.count - 1] }
    }

    @Test("The first frame is whole; a frame with nothing changed draws nothing")
    func firstAndIdle() {
        let fixture = Fixture()
        #expect(fixture.damage.first?.isWhole == true)
        fixture.frame()
        #expect(fixture.last == FrameDamage(copy: nil, rects: [], isWhole: false))
    }

    @Test("A scroll by whole points copies the scroll view's region; the strip that came into view is drawn")
    func scrollCopies() {
        let fixture = Fixture()
        fixture.scrollView.contentOffset.y = 25
        fixture.frame()
        #expect(
            fixture.last.copy
                == ScrollCopy(
                    region: CGRect(x: 0, y: 10, width: 100, height: 90), offset: CGPoint(x: 0, y: -25)))
        #expect(fixture.last.rects == [CGRect(x: 0, y: 75, width: 100, height: 25)])
    }

    @Test("A fractional offset is drawn snapped: the picture moves by whole pixels")
    func fractionalOffset() {
        let fixture = Fixture()
        fixture.scrollView.contentOffset.y = 7.4
        fixture.frame()
        #expect(fixture.scrollView.drawingOrigin.y == 7)
        #expect(fixture.last.copy?.offset == CGPoint(x: 0, y: -7))
    }

    @Test("setNeedsDisplay(_:) draws that part of the view; setNeedsDisplay() all of it")
    func invalidation() {
        let fixture = Fixture()
        fixture.rows[2].setNeedsDisplay(CGRect(x: 10, y: 2, width: 5, height: 3))
        fixture.frame()
        #expect(fixture.last.rects == [CGRect(x: 10, y: 32, width: 5, height: 3)])
        fixture.bar.setNeedsDisplay()
        fixture.frame()
        #expect(fixture.last.rects == [CGRect(x: 0, y: 0, width: 100, height: 10)])
    }

    @Test("A removed view is drawn over where it was; a moved one where it was and where it is")
    func removedAndMoved() {
        let fixture = Fixture()
        fixture.rows[1].removeFromSuperview()
        fixture.rows[4].frame.origin.x = 50
        fixture.frame()
        #expect(Set(fixture.last.rects.map(\.minY)) == [20, 50])
        #expect(fixture.last.rects.allSatisfy { $0.width == 100 && $0.height == 10 })
    }

    @Test(
        "A view pinned in the scroll view while it scrolls is drawn where the copy moved it and where it is")
    func pinnedView() {
        let fixture = Fixture()
        let pinned = fixture.rows[0]
        fixture.scrollView.contentOffset.y = 20
        pinned.frame.origin.y = 20
        fixture.frame()
        #expect(fixture.last.copy?.offset == CGPoint(x: 0, y: -20))
        // Its old picture went up out of the region; it is drawn at the top; the strip at the bottom.
        #expect(
            fixture.last.rects.sorted { $0.minY < $1.minY } == [
                CGRect(x: 0, y: 10, width: 100, height: 10), CGRect(x: 0, y: 80, width: 100, height: 20),
            ])
    }

    @Test(
        "A row nothing changed in scrolls whole, its subtree not walked; a change deep in it is still drawn where it is"
    )
    func unchangedSubtreeMovesWhole() {
        let fixture = Fixture()
        // Row 5 (content 50–60) holds a view holding a view at 10–30 across.
        let inner = View(frame: CGRect(x: 0, y: 0, width: 50, height: 10))
        let deep = View(frame: CGRect(x: 10, y: 0, width: 20, height: 10))
        inner.addSubview(deep)
        fixture.rows[5].addSubview(inner)
        fixture.frame()
        for step in 1...3 {
            fixture.scrollView.contentOffset.y = CGFloat(step * 10)
            fixture.frame()
        }
        // Three frames took the row's subtree as moved whole: its records are owed the scroll.
        #expect(fixture.rows[5].surveyMarks.pendingShift == CGPoint(x: 0, y: -30))
        #expect(!fixture.rows[5].surveyMarks.isChanged)
        // The row is at 10 + 50 − 30 = 30 in the window; the deep view's picture is found there.
        deep.setNeedsDisplay()
        fixture.frame()
        #expect(fixture.last.copy == nil)
        #expect(fixture.last.rects == [CGRect(x: 10, y: 30, width: 20, height: 10)])
        #expect(fixture.rows[5].surveyMarks.pendingShift == .zero)
        // One more scroll, then the inner view leaves: drawn over where it was, 20 in the window.
        fixture.scrollView.contentOffset.y = 40
        fixture.frame()
        inner.removeFromSuperview()
        fixture.frame()
        #expect(fixture.last.rects == [CGRect(x: 0, y: 20, width: 50, height: 10)])
    }

    @Test("A row cut by the scroll view's edge is walked: its subtree's records are its own")
    func cutSubtreeIsWalked() {
        let fixture = Fixture()
        let inner = View(frame: CGRect(x: 0, y: 0, width: 50, height: 10))
        fixture.rows[1].addSubview(inner)
        fixture.frame()
        // Content 10–20 half above the scroll view's top edge.
        fixture.scrollView.contentOffset.y = 15
        fixture.frame()
        #expect(fixture.rows[1].surveyMarks.pendingShift == .zero)
        #expect(inner.drawnRecord.clip == CGRect(x: 0, y: 10, width: 50, height: 5))
    }

    @Test("Damaged rectangles never overlap and cover what was damaged", arguments: [1, 2, 3])
    func disjointRectangles(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let bounds = CGRect(x: 0, y: 0, width: 64, height: 64)
        for _ in 0..<200 {
            let rects = (0..<Int.random(in: 1...12, using: &generator)).map { _ in
                CGRect(
                    x: CGFloat(Int.random(in: -8...60, using: &generator)),
                    y: CGFloat(Int.random(in: -8...60, using: &generator)),
                    width: CGFloat(Int.random(in: 1...30, using: &generator)),
                    height: CGFloat(Int.random(in: 1...30, using: &generator)))
            }
            let merged = DamageRects.merged(rects, in: bounds)
            #expect(merged.count <= DamageRects.limit)
            for (i, a) in merged.enumerated() {
                #expect(bounds.contains(a))
                for b in merged.dropFirst(i + 1) { #expect(!a.overlaps(b), "\(a) overlaps \(b)") }
            }
            for x in stride(from: 0.5, to: 64, by: 1) {
                for y in stride(from: 0.5, to: 64, by: 1) {
                    let point = CGPoint(x: x, y: y)
                    let damaged = rects.contains { $0.contains(point) }
                    let drawn = merged.filter { $0.contains(point) }.count
                    #expect(!damaged || drawn == 1, "\(point) is drawn \(drawn) times")
                }
            }
        }
    }
}
