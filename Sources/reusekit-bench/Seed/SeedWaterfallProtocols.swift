import Foundation

/// `JYHWaterfallFlowViewMarginType`: the margins the delegate can set.
enum SeedWaterfallMarginType {
    case top
    case bottom
    case left
    case right
    case row
    case column
}

/// `JYHWaterfallFlowDataSource`. The optional column count returns `nil` when not implemented,
/// as `respondsToSelector:` answering NO.
@MainActor
protocol SeedWaterfallDataSource: AnyObject {
    /// `numberOfCellsInWaterfallFlowView:`.
    func numberOfCells(in waterfallFlowView: SeedWaterfallView) -> Int
    /// `waterfallFlowView:cellAtIndex:`.
    func waterfallFlowView(_ waterfallFlowView: SeedWaterfallView, cellAt index: Int) -> SeedWaterfallCell
    /// `numberOfColumnsInWaterfallFlowView:` (optional).
    func numberOfColumns(in waterfallFlowView: SeedWaterfallView) -> Int?
}

extension SeedWaterfallDataSource {
    func numberOfColumns(in waterfallFlowView: SeedWaterfallView) -> Int? { nil }
}

/// `JYHWaterfallFlowDelegate`: every method optional, `nil` when not implemented.
@MainActor
protocol SeedWaterfallDelegate: AnyObject {
    /// `waterfallFlowView:heightAtIndex:`.
    func waterfallFlowView(_ waterfallFlowView: SeedWaterfallView, heightAt index: Int) -> CGFloat?
    /// `waterfallFlowView:marginForType:`.
    func waterfallFlowView(
        _ waterfallFlowView: SeedWaterfallView, marginFor type: SeedWaterfallMarginType
    ) -> CGFloat?
}

extension SeedWaterfallDelegate {
    func waterfallFlowView(_ waterfallFlowView: SeedWaterfallView, heightAt index: Int) -> CGFloat? { nil }
    func waterfallFlowView(
        _ waterfallFlowView: SeedWaterfallView, marginFor type: SeedWaterfallMarginType
    ) -> CGFloat? { nil }
}

/// `JYHWaterfallFlowCell`: a view with the identifier the pool matches on, and a label's text.
@MainActor
final class SeedWaterfallCell: SeedView {
    /// The reuse identifier, set by the data source after `init`.
    var identifier: String?
    /// The text a demo cell shows.
    var text: String?

    /// `[[JYHWaterfallFlowCell alloc] init]`.
    init() {
        super.init(frame: .zero)
    }
}
