import Foundation

/// The seed's data source and delegate, as the article's demo writes them: dequeue by
/// identifier, else create a cell and set its identifier; heights from the model.
@MainActor
final class SeedWaterfallItems: SeedWaterfallDataSource, SeedWaterfallDelegate {
    /// The demo's cell identifier.
    static let reuseIdentifier = "cell"

    /// The items.
    var model: WaterfallModel
    /// How many times a height was asked.
    private(set) var heightRequests = 0
    /// How many times a cell was asked.
    private(set) var cellRequests = 0
    /// How many cells were created because the pool gave none.
    private(set) var cellsCreated = 0

    init(model: WaterfallModel) {
        self.model = model
    }

    func numberOfCells(in waterfallFlowView: SeedWaterfallView) -> Int { model.count }

    func numberOfColumns(in waterfallFlowView: SeedWaterfallView) -> Int? { model.columns }

    func waterfallFlowView(_ waterfallFlowView: SeedWaterfallView, cellAt index: Int) -> SeedWaterfallCell {
        cellRequests += 1
        let cell: SeedWaterfallCell
        if let pooled = waterfallFlowView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier) {
            cell = pooled
        } else {
            cell = SeedWaterfallCell()
            cell.identifier = Self.reuseIdentifier
            cellsCreated += 1
        }
        cell.text = String(index)
        return cell
    }

    func waterfallFlowView(_ waterfallFlowView: SeedWaterfallView, heightAt index: Int) -> CGFloat? {
        heightRequests += 1
        return WaterfallModel.height(ofItem: index)
    }
}

/// A seed-port waterfall over a model, not loaded yet (the seed loads when it is added to a
/// superview; ``reload()`` stands for that).
@MainActor
struct SeedWaterfall {
    /// The view.
    let view: SeedWaterfallView
    /// Its data source and delegate (the view holds them weakly).
    let items: SeedWaterfallItems

    init(model: WaterfallModel) {
        items = SeedWaterfallItems(model: model)
        view = SeedWaterfallView(frame: BenchGeometry.viewport)
        view.dataSource = items
        view.delegate = items
    }

    /// `reloadData` and a layout pass (a fresh view's first, which puts the cells on screen).
    func reload() {
        view.reloadData()
        view.layoutIfNeeded()
    }

    /// Moves the content offset and lays out, as one frame of scrolling.
    func scroll(to offsetY: CGFloat) {
        view.contentOffset = CGPoint(x: 0, y: offsetY)
        view.layoutIfNeeded()
    }

    /// The largest content offset: the bottom of the content at the bottom of the viewport.
    var maximumOffsetY: CGFloat { max(0, view.contentSize.height - view.bounds.height) }
}
