import Testing

@testable import ReuseKitCore

@Suite("Item transitions: eased, retargetable presentations on a clock")
struct ItemTransitionTests {
    static let frame = 1.0 / 60

    @Test("a transition starts at its start value, ends exactly at its end and eases between")
    func endpointsAndEasing() {
        let end = ItemPresentation(offsetY: 0, alpha: 1)
        let transition = ItemTransition(from: ItemPresentation(offsetY: -30, alpha: 0), to: end, startTime: 2)
        #expect(transition.presentation(at: 2) == ItemPresentation(offsetY: -30, alpha: 0))
        #expect(transition.presentation(at: 2.3) == end)
        #expect(transition.isFinished(at: 2.3) && !transition.isFinished(at: 2.29))
        // Ease in and out: slow at both ends, half way at half time.
        #expect(abs(transition.progress(at: 2.15) - 0.5) < 1e-12)
        #expect(transition.progress(at: 2.03) < 0.1 && transition.progress(at: 2.27) > 0.9)
        var last = -1.0
        for step in 0...20 {
            let progress = transition.progress(at: 2 + Double(step) * 0.015)
            #expect(progress >= last)
            last = progress
        }
    }

    @Test("a 0.3 s transition takes 18 frames at 60 Hz")
    func frameCount() {
        var transitions = ItemTransitions<Int>()
        transitions.animate(1, from: ItemPresentation(alpha: 0), to: .identity, at: 0)
        var frames = 0
        var time = 0.0
        while !transitions.isEmpty {
            time += Self.frame
            frames += 1
            _ = transitions.removeFinished(at: time)
        }
        #expect(frames == 18)
    }

    @Test("retargeting starts from the value shown at that moment, so nothing jumps")
    func retargetIsContinuous() {
        var transitions = ItemTransitions<String>()
        transitions.animate("row", from: ItemPresentation(offsetY: 40), to: .identity, at: 0)
        let shown = transitions.presentation(of: "row", at: 0.1)
        transitions.retarget("row", to: ItemPresentation(offsetY: -20, alpha: 0), at: 0.1)
        #expect(transitions.presentation(of: "row", at: 0.1) == shown)
        #expect(transitions.presentation(of: "row", at: 0.4) == ItemPresentation(offsetY: -20, alpha: 0))
        #expect(transitions.removeFinished(at: 0.39).isEmpty)
        #expect(transitions.removeFinished(at: 0.4) == ["row"])
        #expect(transitions.presentation(of: "row", at: 0.4) == .identity)
    }

    @Test("animating to the value shown already, or with no duration, runs nothing")
    func nothingToAnimate() {
        var transitions = ItemTransitions<Int>()
        transitions.animate(1, from: .identity, to: .identity, at: 0)
        #expect(transitions.isEmpty)
        var instant = ItemTransitions<Int>(duration: 0)
        instant.animate(1, from: ItemPresentation(alpha: 0), to: .identity, at: 0)
        #expect(instant.isEmpty)
    }

    @Test("hidden presentations name UIKit's row animations")
    func hiddenStyles() {
        #expect(ItemPresentation.hidden(.none, width: 80, height: 4) == .identity)
        #expect(ItemPresentation.hidden(.fade, width: 80, height: 4) == ItemPresentation(alpha: 0))
        #expect(ItemPresentation.hidden(.top, width: 80, height: 4) == ItemPresentation(offsetY: -4))
        #expect(ItemPresentation.hidden(.bottom, width: 80, height: 4) == ItemPresentation(offsetY: 4))
        #expect(ItemPresentation.hidden(.left, width: 80, height: 4) == ItemPresentation(offsetX: -80))
        #expect(ItemPresentation.hidden(.right, width: 80, height: 4) == ItemPresentation(offsetX: 80))
        #expect(
            ItemPresentation.hidden(.middle, width: 80, height: 4)
                == ItemPresentation(offsetY: 2, heightChange: -4))
    }
}
