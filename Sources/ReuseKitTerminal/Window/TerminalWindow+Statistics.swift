@_spi(Hosting) import ReuseKit

extension TerminalWindow {
    /// The focused scroll view's cells: made, reused, pooled and on screen (what the HUD shows).
    public var focusedReuseStatistics: ReuseStatistics? { focusedScrollable?.reuseStatistics }
}
