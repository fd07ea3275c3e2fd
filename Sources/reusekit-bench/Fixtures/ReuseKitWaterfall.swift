import Foundation
@_spi(Testing) @_spi(Hosting) import ReuseKit

/// The data source and delegate a user writes for ReuseKit's waterfall: cells registered and
/// dequeued per item, heights from the model, with counts of the calls.
@MainActor
final class ReuseKitWaterfallItems: WaterfallViewDataSource, WaterfallViewDelegate {
    /// The identifier cells are registered under.
    static let reuseIdentifier = "cell"

    /// The items.
    var model: WaterfallModel
    /// How many times a height was asked.
    private(set) var heightRequests = 0
    /// How many times a cell was asked.
    private(set) var cellRequests = 0

    init(model: WaterfallModel) {
        self.model = model
    }

    func numberOfCells(in waterfallView: WaterfallView) -> Int { model.count }

    func numberOfColumns(in waterfallView: WaterfallView) -> Int { model.columns }

    func waterfallView(_ waterfallView: WaterfallView, cellAt index: Int) -> WaterfallViewCell {
        cellRequests += 1
        let cell = waterfallView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier, for: index)
        cell.textLabel.text = String(index)
        return cell
    }

    func waterfallView(_ waterfallView: WaterfallView, heightAt index: Int) -> CGFloat {
        heightRequests += 1
        return WaterfallModel.height(ofItem: index)
    }
}

/// A ReuseKit waterfall over a model, set up through the public API as a user would.
@MainActor
struct ReuseKitWaterfall {
    /// The view.
    let view: WaterfallView
    /// Its data source and delegate (the view holds them weakly).
    let items: ReuseKitWaterfallItems

    /// A waterfall of `model`'s items, not loaded yet.
    init(model: WaterfallModel) {
        items = ReuseKitWaterfallItems(model: model)
        view = WaterfallView(frame: BenchGeometry.viewport)
        view.register(WaterfallViewCell.self, forCellReuseIdentifier: ReuseKitWaterfallItems.reuseIdentifier)
        view.dataSource = items
        view.delegate = items
    }

    /// `reloadData()` and the layout pass that puts the cells on screen.
    func reload() {
        view.reloadData()
        view.layoutIfNeeded()
    }

    /// `count` more items at the end (load more), `appendCells(count:)` and a layout pass.
    func append(_ count: Int) {
        items.model.count += count
        do {
            try view.appendCells(count: count)
        } catch {
            preconditionFailure("appendCells(count: \(count)) failed: \(error)")
        }
        view.layoutIfNeeded()
    }

    /// Moves the content offset and lays out, as one frame of scrolling.
    func scroll(to offsetY: CGFloat) {
        view.contentOffset = CGPoint(x: 0, y: offsetY)
        view.layoutIfNeeded()
    }

    /// Scrolls the cell at `index` to the top without animation (placing every cell above it in
    /// this one call, however many) and lays out.
    func scrollToCell(at index: Int) {
        view.scrollToCell(at: index, animated: false)
        view.layoutIfNeeded()
    }

    /// The frames of an animated jump to `index`, placed in slices, each a layout pass after a
    /// step of the glide on a clock advanced by 1/60 s: how many, and the longest.
    func slicedJump(to index: Int) -> (frames: Int, longest: Double) {
        let clock = ManualFrameClock()
        view.clock = clock
        var longest = Stopwatch.time {
            view.scrollToCell(at: index, animated: true)
            view.layoutIfNeeded()
        }
        var frames = 1
        while view.isPlacingTowardsTarget || view.isMoving {
            clock.advance(by: 1.0 / 60)
            longest = max(
                longest,
                Stopwatch.time {
                    view.step()
                    view.layoutIfNeeded()
                })
            frames += 1
        }
        precondition(view.indexesForVisibleCells.contains(index), "the sliced jump did not land on \(index)")
        return (frames, longest)
    }

    /// Cells the view made because its pool had none.
    var cellsCreated: Int { view.cellCounters.created }
}
