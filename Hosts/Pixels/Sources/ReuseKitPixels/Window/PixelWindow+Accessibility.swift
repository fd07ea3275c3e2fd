import Foundation
@_spi(Hosting) import ReuseKit

extension PixelWindow {
    /// Connects to the accessibility bus when one is there (see `AccessibilityBusAddress`), so
    /// screen readers can read the window; with none, nothing is polled and nothing changes.
    /// ``run()`` calls it; a loop of its own (`--measure`) may too.
    @_spi(Hosting) public func startAccessibility() {
        guard display != nil, accessibility == nil else { return }
        accessibility = AccessibilityBridge.connect(window: self)
    }

    /// Whether the window is on an accessibility bus.
    @_spi(Hosting) public var isAccessible: Bool { accessibility != nil }
}
