import Foundation
import Testing

@_spi(Hosting) @testable import ReuseKit

/// A window finds its scroll views (every frame, to step the moving ones) by descending only
/// where some are: the views it visits do not grow with the views around them.
@Suite("Finding scroll views")
@MainActor
struct ScrollableSearchTests {
    /// A root with a bar of `chrome` plain views and a scroll view of `rows` rows, the second
    /// row holding a scroll view of its own.
    @MainActor
    final class Fixture {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let bar = View(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        let outer = ScrollView(frame: CGRect(x: 0, y: 10, width: 100, height: 90))
        let inner = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        let window: HostWindow

        init(rows: Int, chrome: Int) {
            for index in 0..<chrome {
                bar.addSubview(View(frame: CGRect(x: index, y: 0, width: 1, height: 10)))
            }
            for index in 0..<rows {
                let row = View(frame: CGRect(x: 0, y: CGFloat(index) * 10, width: 100, height: 10))
                if index == 1 { row.addSubview(inner) }
                row.addSubview(Label())
                outer.addSubview(row)
            }
            root.addSubview(bar)
            root.addSubview(outer)
            window = HostWindow(
                rootView: root, traits: TraitCollection(textSystem: PlainTextSystem()),
                clock: ManualFrameClock())
        }

        var found: [View] { window.scrollables.map { $0 } }
    }

    @Test("Every kind of scroll view counts itself, and no other view does")
    func everyScrollableCounts() {
        let frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let scrollables: [View] = [
            ScrollView(frame: frame), TableView(frame: frame, style: .grouped),
            CollectionView(frame: frame, collectionViewLayout: CollectionViewFlowLayout()),
            WaterfallView(frame: frame), PagerView(frame: frame),
        ]
        for view in scrollables {
            let root = View(frame: frame)
            root.addSubview(view)
            let window = HostWindow(
                rootView: root, traits: TraitCollection(textSystem: PlainTextSystem()),
                clock: ManualFrameClock())
            #expect(view is any Scrollable)
            #expect(window.scrollables.contains { $0 === view }, "\(type(of: view))")
        }
        for view in [View(), Label(), TableViewCell(style: .default, reuseIdentifier: nil)] {
            #expect(!(view is any Scrollable))
            #expect(view.scrollablesInSubtree == 0, "\(type(of: view))")
        }
    }

    @Test("The views visited to find the scroll views do not grow with the views around them")
    func visitsIndependentOfOtherViews() {
        let small = Fixture(rows: 3, chrome: 1)
        let large = Fixture(rows: 400, chrome: 200)
        #expect(
            small.found.map(ObjectIdentifier.init) == [small.outer, small.inner].map(ObjectIdentifier.init))
        #expect(
            large.found.map(ObjectIdentifier.init) == [large.outer, large.inner].map(ObjectIdentifier.init))
        // The root, the outer scroll view, the row holding the inner one, the inner one.
        #expect(small.window.scrollableSearchVisits == 4)
        #expect(large.window.scrollableSearchVisits == small.window.scrollableSearchVisits)
    }

    @Test("Scroll views added, moved, hidden or removed, alone or inside others, are found in tree order")
    func followsTheTree() {
        let fixture = Fixture(rows: 3, chrome: 1)
        let holder = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let added = ScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        holder.addSubview(added)
        fixture.bar.addSubview(holder)
        #expect(
            fixture.found.map(ObjectIdentifier.init)
                == [added, fixture.outer, fixture.inner].map(ObjectIdentifier.init))
        fixture.outer.subviews[1].isHidden = true
        #expect(
            fixture.found.map(ObjectIdentifier.init) == [added, fixture.outer].map(ObjectIdentifier.init))
        fixture.outer.subviews[1].isHidden = false
        // The inner one moves to the bar, after the holder: tree order follows.
        fixture.bar.addSubview(fixture.inner)
        #expect(
            fixture.found.map(ObjectIdentifier.init)
                == [added, fixture.inner, fixture.outer].map(ObjectIdentifier.init))
        holder.removeFromSuperview()
        #expect(
            fixture.found.map(ObjectIdentifier.init)
                == [fixture.inner, fixture.outer].map(ObjectIdentifier.init))
        fixture.outer.addSubview(holder)
        #expect(
            fixture.found.map(ObjectIdentifier.init)
                == [fixture.inner, fixture.outer, added].map(ObjectIdentifier.init))
        fixture.bar.removeFromSuperview()
        #expect(
            fixture.found.map(ObjectIdentifier.init) == [fixture.outer, added].map(ObjectIdentifier.init))
        #expect(fixture.window.focusedScrollable === fixture.outer)
    }
}
