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
    /// Whether the cell at `index` can take the keyboard focus; ``WaterfallView/allowsFocus`` by
    /// default.
    func waterfallView(_ waterfallView: WaterfallView, canFocusCellAt index: Int) -> Bool
    /// Whether the focus may move as `context` says (a key's move; the app's own
    /// ``WaterfallView/focusCell(at:)`` is not asked); `true` by default.
    func waterfallView(
        _ waterfallView: WaterfallView, shouldUpdateFocusIn context: WaterfallView.FocusUpdateContext
    )
        -> Bool
    /// The focus moved as `context` says.
    func waterfallView(
        _ waterfallView: WaterfallView, didUpdateFocusIn context: WaterfallView.FocusUpdateContext)
    /// The cell the focus lands on when it enters the waterfall with none; `nil` (the default)
    /// lets it land on the first whole cell on screen.
    func indexForPreferredFocusedCell(in waterfallView: WaterfallView) -> Int?
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
    public func waterfallView(_ waterfallView: WaterfallView, canFocusCellAt index: Int) -> Bool {
        waterfallView.allowsFocus
    }
    public func waterfallView(
        _ waterfallView: WaterfallView, shouldUpdateFocusIn context: WaterfallView.FocusUpdateContext
    ) -> Bool { true }
    public func waterfallView(
        _ waterfallView: WaterfallView, didUpdateFocusIn context: WaterfallView.FocusUpdateContext
    ) {}
    public func indexForPreferredFocusedCell(in waterfallView: WaterfallView) -> Int? { nil }
}
