import Foundation
import TestSupport
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

@Suite("Waterfall view: far jumps, at once without animation, in slices across frames animated")
@MainActor
struct WaterfallViewJumpTests {
    static let count = 30_000
    static let slice = 2_000
    /// More cells than a 480-point screen (plus the glide's look-ahead) can need in one pass.
    static let screenful = 300

    @Test("a jump without animation to the last of 1,000,000 cards shows it when the call returns")
    func immediateJumpLandsAtOnce() {
        let count = 1_000_000
        let fixture = WaterfallFixture(count: count, height: WaterfallFixture.hashedHeight(seed: 3))
        let view = fixture.makeView()
        view.clock = ManualFrameClock()
        view.layoutIfNeeded()
        view.scrollToCell(at: count - 1, animated: false)
        #expect(!view.isPlacingTowardsTarget)
        #expect(!view.isMoving)
        #expect(view.indexesForVisibleCells.contains(count - 1))
        #expect(view.cell(at: count - 1) != nil)
        #expect(view.contentOffset.y == view.maximumContentOffsetY)
        #expect(view.checkInvariants() == nil)
    }

    @Test("an animated jump past the slice limit places a slice per frame and lands where a direct jump does")
    func slicedJumpLandsExactly() {
        let fixture = WaterfallFixture(count: Self.count, height: WaterfallFixture.hashedHeight(seed: 5))
        let view = fixture.makeView()
        let clock = ManualFrameClock()
        view.clock = clock
        view.placementSliceLimit = Self.slice
        view.layoutIfNeeded()
        let target = Self.count - 1_000
        view.scrollToCell(at: target, animated: true)
        view.layoutIfNeeded()
        #expect(view.isPlacingTowardsTarget)
        #expect(view.placedCellCount <= Self.slice + Self.screenful)
        var frames = 0
        var previous = view.placedCellCount
        while view.isPlacingTowardsTarget || view.isMoving {
            frames += 1
            guard frames < 2_000 else {
                Issue.record("the jump did not land within 2,000 frames (placed \(view.placedCellCount))")
                return
            }
            clock.advance(by: 1.0 / 60)
            view.step()
            view.layoutIfNeeded()
            #expect(view.placedCellCount - previous <= Self.slice + Self.screenful, "frame \(frames)")
            previous = view.placedCellCount
            if let problem = view.checkInvariants() {
                Issue.record("frame \(frames): \(problem)")
                return
            }
        }
        #expect(
            frames >= (target - Self.slice) / (Self.slice + Self.screenful), "placement took several frames")
        #expect(fixture.heightCalls == view.placedCellCount, "every placed cell's height asked once")

        let direct = WaterfallFixture(count: Self.count, height: WaterfallFixture.hashedHeight(seed: 5))
        let reference = direct.makeView()
        reference.placementSliceLimit = Self.slice
        reference.scrollToCell(at: target, animated: false)
        reference.layoutIfNeeded()
        #expect(view.contentOffset == reference.contentOffset)
        #expect(view.indexesForVisibleCells == reference.indexesForVisibleCells)
        let seed = fixture.seedFrames(upTo: view.placedCellCount, width: 320)
        let same = (0..<view.placedCellCount).allSatisfy { index in
            let frame = view.rectForCell(at: index)
            let expected = seed.frames[index]
            return Double(frame.minX) == expected.x && Double(frame.minY) == expected.y
                && Double(frame.height) == expected.height
        }
        #expect(same, "placed in slices, every cell sits where the seed's loop puts it")
    }

    @Test("a drag during a sliced jump cancels it, and a near animated jump is placed at once")
    func dragCancels() {
        let fixture = WaterfallFixture(count: Self.count, height: WaterfallFixture.hashedHeight(seed: 9))
        let view = fixture.makeView()
        view.clock = ManualFrameClock()
        view.placementSliceLimit = Self.slice
        view.layoutIfNeeded()
        view.scrollToCell(at: Self.count - 1, animated: true)
        #expect(view.isPlacingTowardsTarget)
        view.beginDragging()
        view.drag(translation: CGPoint(x: 0, y: -10))
        view.layoutIfNeeded()
        #expect(!view.isPlacingTowardsTarget)
        #expect(view.checkInvariants() == nil)
        view.endDragging()
        let near = view.placedCellCount + Self.slice / 2
        view.scrollToCell(at: near, animated: true)
        #expect(!view.isPlacingTowardsTarget)
        #expect(view.placedCellCount > near)
    }
}
