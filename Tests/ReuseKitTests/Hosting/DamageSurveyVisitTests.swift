import Foundation
import TestSupport
import Testing

@_spi(Hosting) @testable import ReuseKit

/// A frame's damage survey visits the views that changed and those the scroll moved, not the
/// views around them that stayed as they were.
@Suite("Damage survey visits")
@MainActor
struct DamageSurveyVisitTests {
    /// A window of 100 × 100 points: a bar of `chrome` views under a scroll view of 10-point rows.
    @MainActor
    final class Fixture {
        let root = View(frame: .zero)
        let bar = View(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 10, width: 100, height: 90))
        let chrome: [View]
        let window: HostWindow
        var damage: [FrameDamage] = []

        /// `inside` views in each of the first nine rows (those on screen at first).
        init(chrome count: Int, inside: Int = 0) {
            chrome = (0..<count).map { _ in View(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
            for view in chrome { bar.addSubview(view) }
            for index in 0..<12 {
                let row = View(frame: CGRect(x: 0, y: CGFloat(index) * 10, width: 100, height: 10))
                for _ in 0..<(index < 9 ? inside : 0) {
                    row.addSubview(View(frame: CGRect(x: 10, y: 2, width: 20, height: 6)))
                }
                scrollView.addSubview(row)
            }
            scrollView.contentSize = CGSize(width: 100, height: 120)
            root.addSubview(bar)
            root.addSubview(scrollView)
            window = HostWindow(
                rootView: root, traits: TraitCollection(textSystem: PlainTextSystem()),
                clock: ManualFrameClock())
            frame()
        }

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

    @Test("A scroll step visits as many views with 2 views in the bar as with 200")
    func scrollStepIgnoresTheBar() {
        let small = Fixture(chrome: 2)
        let large = Fixture(chrome: 200)
        for fixture in [small, large] {
            fixture.scrollView.contentOffset.y = 5
            fixture.frame()
            #expect(fixture.last.copy?.offset == CGPoint(x: 0, y: -5))
            #expect(fixture.last.rects == [CGRect(x: 0, y: 95, width: 100, height: 5)])
        }
        #expect(large.window.lastSurveyVisits == small.window.lastSurveyVisits)
    }

    @Test("A scroll step by a row visits the rows, as many with 1 view inside each as with 30")
    func scrollStepSkipsInsideRows() {
        let small = Fixture(chrome: 2, inside: 1)
        let large = Fixture(chrome: 2, inside: 30)
        for fixture in [small, large] {
            fixture.scrollView.contentOffset.y = 10
            fixture.frame()
            #expect(fixture.last.copy?.offset == CGPoint(x: 0, y: -10))
            #expect(fixture.last.rects == [CGRect(x: 0, y: 90, width: 100, height: 10)])
        }
        #expect(large.window.lastSurveyVisits == small.window.lastSurveyVisits)
        // What moved whole is where it is when it changes later: its last picture goes.
        let row = large.scrollView.subviews[3]
        row.subviews[0].frame.origin.x = 50
        large.frame()
        #expect(
            large.last.rects.sorted { $0.minX < $1.minX } == [
                CGRect(x: 10, y: 32, width: 20, height: 6), CGRect(x: 50, y: 32, width: 20, height: 6),
            ])
        row.subviews[1].removeFromSuperview()
        large.frame()
        #expect(large.last.rects == [CGRect(x: 10, y: 32, width: 20, height: 6)])
    }

    @Test("A frame with nothing changed visits the root alone")
    func idleFrame() {
        let fixture = Fixture(chrome: 50)
        fixture.frame()
        #expect(fixture.last.rects.isEmpty)
        // Measured and compared.
        #expect(fixture.window.lastSurveyVisits == 2)
    }

    @Test("A view changed under views that did not is still found, in later frames too")
    func deepChanges() {
        let fixture = Fixture(chrome: 3)
        let inner = View(frame: CGRect(x: 2, y: 2, width: 4, height: 4))
        fixture.chrome[1].addSubview(inner)
        fixture.frame()
        #expect(fixture.last.rects == [CGRect(x: 2, y: 2, width: 4, height: 4)])
        inner.frame.origin.x = 5
        fixture.frame()
        #expect(fixture.last.rects == [CGRect(x: 2, y: 2, width: 7, height: 4)])
        inner.setNeedsDisplay(CGRect(x: 1, y: 1, width: 1, height: 1))
        fixture.frame()
        #expect(fixture.last.rects == [CGRect(x: 6, y: 3, width: 1, height: 1)])
        // Hidden with a change below it, then shown: the change and the view are drawn.
        fixture.chrome[1].isHidden = true
        fixture.frame()
        #expect(fixture.last.rects == [CGRect(x: 0, y: 0, width: 10, height: 10)])
        inner.frame.origin.x = 1
        fixture.frame()
        #expect(fixture.last.rects.isEmpty)
        fixture.chrome[1].isHidden = false
        fixture.frame()
        #expect(fixture.last.rects == [CGRect(x: 0, y: 0, width: 10, height: 10)])
        inner.removeFromSuperview()
        fixture.frame()
        #expect(fixture.last.rects == [CGRect(x: 1, y: 2, width: 4, height: 4)])
        fixture.frame()
        #expect(fixture.last.rects.isEmpty)
    }
}
