import CAllocationCounter
import Foundation
import Testing

@testable import ReuseKit

/// A drawing context that only counts what it is asked to draw, allocating nothing itself.
@MainActor
private final class CountingContext: DrawingContext {
    var texts = 0
    var fills = 0

    func fill(_ rect: CGRect, with color: Color) { fills += 1 }
    func drawText(_ text: String, at origin: CGPoint, width: CGFloat, style: TextStyle) { texts += 1 }
    func drawHorizontalLine(at y: CGFloat, x: CGFloat, width: CGFloat, color: Color) {}
    func drawActivityIndicator(in rect: CGRect, color: Color, time: Double) {}
    func drawImage(_ image: Image, in rect: CGRect) {}
    func withTransform(offset: CGPoint, clip: CGRect, _ body: () -> Void) { body() }
}

@Suite("Allocations: labels")
@MainActor
struct LabelAllocationTests {
    @Test(
        "drawing a label again allocates nothing, plain or attributed (optimized builds)",
        arguments: [false, true])
    func redrawAllocatesNothing(attributed: Bool) {
        let label = Label(frame: CGRect(x: 0, y: 0, width: 12, height: 5))
        label.numberOfLines = 0
        var string = AttributedString("a line of text that wraps, ERROR in red")
        if let range = string.range(of: "ERROR") {
            string[range].foregroundColor = Color(red: 255, green: 0, blue: 0)
        }
        if attributed {
            label.attributedText = string
        } else {
            label.text = String(string.characters)
        }
        let context = CountingContext()
        // The first draw lays out and makes the runs; the second is the first to reuse them
        // (and lets the runtime make what it makes once for that path).
        label.draw(in: context)
        label.draw(in: context)
        let before = reusekit_allocation_count()
        for _ in 0..<1000 { label.draw(in: context) }
        let allocations = reusekit_allocation_count() - before
        #expect(context.texts == 1002 * (attributed ? 5 : 4), "four lines, ERROR a run of its own")
        #if DEBUG
            print("[Allocations] debug build: \(allocations) allocations over 1000 label draws")
        #else
            #expect(allocations == 0)
        #endif
    }
}
