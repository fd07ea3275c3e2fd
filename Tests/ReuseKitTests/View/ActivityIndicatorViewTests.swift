import Foundation
import Testing

@_spi(Hosting) @testable import ReuseKit

@MainActor
@Suite("Activity indicator view")
struct ActivityIndicatorViewTests {
    @Test("It asks the host to draw the spinner at the clock's time while animating, and hides when stopped")
    func animatesAndHides() {
        let clock = ManualFrameClock(start: 3)
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let spinner = ActivityIndicatorView(frame: CGRect(x: 10, y: 20, width: 30, height: 30))
        spinner.clock = clock
        spinner.color = .tint
        root.addSubview(spinner)
        #expect(spinner.isHidden)
        var context = RecordingContext()
        root.render(in: context)
        #expect(context.activityIndicators.isEmpty)

        spinner.startAnimating()
        clock.advance(by: 0.5)
        context = RecordingContext()
        root.render(in: context)
        #expect(context.activityIndicators.count == 1)
        #expect(context.activityIndicators.first?.rect == CGRect(x: 10, y: 20, width: 30, height: 30))
        #expect(context.activityIndicators.first?.time == 3.5)
        #expect(context.activityIndicators.first?.color == .tint)

        spinner.stopAnimating()
        #expect(spinner.isHidden)
        spinner.hidesWhenStopped = false
        context = RecordingContext()
        root.render(in: context)
        #expect(context.activityIndicators.first?.time == 0)
    }

    @Test("Its natural size is one line of the host's text, square")
    func size() {
        let spinner = ActivityIndicatorView()
        #expect(spinner.sizeThatFits(.zero) == CGSize(width: 1, height: 1))
        spinner.traitOverrides = TraitCollection(textSystem: DoubleWidthTextSystem())
        #expect(spinner.sizeThatFits(.zero) == CGSize(width: 3, height: 3))
    }
}
