import Foundation
import TestSupport
import Testing

@testable import ReuseKit

@Suite("Converting between views")
@MainActor
struct ViewConvertTests {
    /// A root holding a scrolled container (content offset 0,30) holding `inner`, and a
    /// sibling branch `other` beside it.
    @MainActor
    final class Tree {
        let root = View(frame: CGRect(x: 5, y: 7, width: 100, height: 100))
        let container = View(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
        let inner = View(frame: CGRect(x: 3, y: 40, width: 20, height: 20))
        let other = View(frame: CGRect(x: 70, y: 1, width: 20, height: 20))

        init() {
            root.bounds.origin = CGPoint(x: 0, y: 2)
            container.bounds.origin = CGPoint(x: 0, y: 30)
            root.addSubview(container)
            container.addSubview(inner)
            root.addSubview(other)
        }
    }

    @Test("A point goes up and down the tree through frames and content offsets, as UIKit's")
    func points() {
        let tree = Tree()
        // inner (1,1) → container (4,41) → root (14,31).
        #expect(tree.inner.convert(CGPoint(x: 1, y: 1), to: tree.root) == CGPoint(x: 14, y: 31))
        #expect(tree.inner.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 14, y: 31))
        #expect(tree.root.convert(CGPoint(x: 14, y: 31), to: tree.inner) == CGPoint(x: 1, y: 1))
        #expect(tree.inner.convert(CGPoint(x: 14, y: 31), from: nil) == CGPoint(x: 1, y: 1))
        // Across branches: root (14,31) is other (-56,30).
        #expect(tree.inner.convert(CGPoint(x: 1, y: 1), to: tree.other) == CGPoint(x: -56, y: 30))
        #expect(tree.other.convert(CGPoint(x: -56, y: 30), to: tree.inner) == CGPoint(x: 1, y: 1))
        #expect(tree.other.convert(CGPoint(x: 1, y: 1), from: tree.inner) == CGPoint(x: -56, y: 30))
    }

    @Test("Rectangles keep their size; a direct subview's conversion equals the walk's")
    func rectangles() {
        let tree = Tree()
        let rect = CGRect(x: 1, y: 1, width: 7, height: 3)
        #expect(tree.inner.convert(rect, to: tree.root) == CGRect(x: 14, y: 31, width: 7, height: 3))
        #expect(tree.root.convert(CGRect(x: 14, y: 31, width: 7, height: 3), to: tree.inner) == rect)
        #expect(tree.inner.convert(rect, from: tree.inner) == rect)
        let direct = tree.container.convert(CGPoint(x: 9, y: 50), to: tree.inner)
        let walked = tree.container.convert(tree.container.convert(CGPoint(x: 9, y: 50), to: nil), from: nil)
        #expect(walked == CGPoint(x: 9, y: 50))
        #expect(
            direct == tree.inner.convert(tree.container.convert(CGPoint(x: 9, y: 50), to: nil), from: nil))
    }

    @Test("Round trips through random trees and offsets come back where they started")
    func randomized() {
        let run = RandomizedRun(name: "View.convert", defaultIterations: 200)
        var random = run.makeGenerator()
        for _ in 0..<run.iterations {
            let root = View(frame: .zero)
            var views = [root]
            for _ in 0..<12 {
                let view = View(
                    frame: CGRect(
                        x: CGFloat(Int.random(in: -50...50, using: &random)),
                        y: CGFloat(Int.random(in: -50...50, using: &random)), width: 10, height: 10))
                view.bounds.origin = CGPoint(x: 0, y: CGFloat(Int.random(in: 0...100, using: &random)))
                views.randomElement(using: &random)?.addSubview(view)
                views.append(view)
            }
            let from = views.randomElement(using: &random) ?? root
            let to = views.randomElement(using: &random) ?? root
            let point = CGPoint(x: CGFloat(Int.random(in: -99...99, using: &random)), y: 3)
            #expect(to.convert(from.convert(point, to: to), to: from) == point, "SEED=\(run.seed)")
            #expect(
                from.convert(point, to: to) == to.convert(from.convert(point, to: nil), from: nil),
                "SEED=\(run.seed)")
        }
    }
}
