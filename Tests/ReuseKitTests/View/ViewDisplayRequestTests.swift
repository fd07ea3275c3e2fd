import Foundation
import Testing

@_spi(Hosting) @testable import ReuseKit

/// A view that counts its layout passes.
@MainActor
final class CountingView: View {
    var layouts = 0

    override func layoutSubviews() {
        layouts += 1
    }
}

@Suite("View display requests")
@MainActor
struct ViewDisplayRequestTests {
    @Test("A request anywhere in the tree reaches the nearest handler above it, once")
    func nearestHandler() {
        let root = View(frame: .zero)
        let middle = View(frame: .zero)
        let leaf = ImageView(frame: .zero)
        root.addSubview(middle)
        middle.addSubview(leaf)
        var rootRequests = 0
        var middleRequests = 0
        root.displayRequestHandler = { rootRequests += 1 }
        leaf.setNeedsDisplay()
        leaf.setNeedsLayout()
        #expect(rootRequests == 2)
        leaf.image = Image(width: 1, height: 1, pixels: [0, 0, 0, 255])
        #expect(rootRequests == 3, "an image that lands asks for a frame")
        middle.displayRequestHandler = { middleRequests += 1 }
        leaf.setNeedsDisplay()
        #expect(middleRequests == 1)
        #expect(rootRequests == 3, "the nearer handler took it")
        leaf.removeFromSuperview()
        #expect(middleRequests == 2, "removing a view changes what is drawn")
        leaf.setNeedsDisplay()
        #expect(middleRequests == 2, "a view outside the tree asks no one")
    }

    @Test("layoutIfNeeded on the root reaches a marked view below an unmarked one")
    func deepLayout() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let middle = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let leaf = CountingView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        root.addSubview(middle)
        middle.addSubview(leaf)
        root.layoutIfNeeded()
        #expect(leaf.layouts == 1)
        root.layoutIfNeeded()
        #expect(leaf.layouts == 1, "nothing marked, nothing laid out")
        leaf.frame.size = CGSize(width: 6, height: 6)
        #expect(!middle.needsLayout)
        root.layoutIfNeeded()
        #expect(leaf.layouts == 2)
        let late = CountingView(frame: .zero)
        leaf.addSubview(late)
        root.layoutIfNeeded()
        #expect(late.layouts == 1, "a new subview is laid out with the next pass")
    }
}
