import Foundation

/// Sizes, spaces and reacts to a waterfall view's cells; every method is optional.
@MainActor
public protocol WaterfallViewDelegate: ScrollViewDelegate {
    /// The height of the cell at `index`; 70 when not implemented.
    func waterfallView(_ waterfallView: WaterfallView, heightAt index: Int) -> CGFloat
    /// The shape of the cell at `index` as width ÷ height, so its height follows the column width;
    /// `nil` (the default) asks ``waterfallView(_:heightAt:)`` instead.
    func waterfallView(_ waterfallView: WaterfallView, aspectRatioAt index: Int) -> CGFloat?
    /// A margin of the layout; 8 when not implemented.
    func waterfallView(_ waterfallView: WaterfallView, marginFor type: WaterfallView.MarginType) -> CGFloat
    /// The cell at `index` was selected by a tap.
    func waterfallView(_ waterfallView: WaterfallView, didSelectAt index: Int)
    /// A cell is about to be shown for `index`.
    func waterfallView(_ waterfallView: WaterfallView, willDisplay cell: WaterfallViewCell, at index: Int)
    /// A cell stopped showing `index`.
    func waterfallView(
        _ waterfallView: WaterfallView, didEndDisplaying cell: WaterfallViewCell, at index: Int)
}

extension WaterfallViewDelegate {
    public func waterfallView(_ waterfallView: WaterfallView, heightAt index: Int) -> CGFloat {
        WaterfallView.defaultCellHeight
    }
    public func waterfallView(_ waterfallView: WaterfallView, aspectRatioAt index: Int) -> CGFloat? { nil }
    public func waterfallView(_ waterfallView: WaterfallView, marginFor type: WaterfallView.MarginType)
        -> CGFloat
    {
        WaterfallView.defaultMargin
    }
    public func waterfallView(_ waterfallView: WaterfallView, didSelectAt index: Int) {}
    public func waterfallView(
        _ waterfallView: WaterfallView, willDisplay cell: WaterfallViewCell, at index: Int
    ) {}
    public func waterfallView(
        _ waterfallView: WaterfallView, didEndDisplaying cell: WaterfallViewCell, at index: Int
    ) {}
}
