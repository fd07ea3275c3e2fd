// The engine on its own: a size tree, a list layout, a checked update and a virtualizer, and a
// scroll view of your own that recycles labels with them.
// snippet.numberlist
import Foundation
import ReuseKit
import ReuseKitCore

final class NumberList: ScrollView {
    private var layout = ListLayout()
    private var virtualizer = Virtualizer()
    private var pool = ReusePool<Label>()
    private var shown: [Int: Label] = [:]

    func reload(count: Int) {
        layout.reload(rowCounts: [count], estimatedRowHeight: 2, headerHeights: [0], footerHeights: [0])
        for label in shown.values { label.removeFromSuperview() }
        shown.removeAll()
        virtualizer.reset()
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        contentSize = CGSize(width: bounds.width, height: layout.contentHeight)
        let top = Double(contentOffset.y)
        let visible = layout.items(intersecting: top, top + Double(bounds.height))
        virtualizer.noteOffset(top)
        let change = virtualizer.update(visible: visible, prefetch: visible.upperBound..<visible.upperBound)
        change.leaving.forEach { flat in
            guard let label = shown.removeValue(forKey: flat) else { return }
            label.removeFromSuperview()
            pool.enqueue(label, identifier: "number")
        }
        change.entering.forEach { flat in
            guard case .row(_, let row) = layout.item(at: flat) else { return }
            let label = pool.dequeue("number") ?? Label()
            let span = layout.span(ofItemAt: flat)
            label.frame = CGRect(x: 0, y: span.origin, width: Double(bounds.width), height: span.height)
            label.text = "Row \(row + 1)"
            addSubview(label)
            shown[flat] = label
        }
    }
}
// snippet.end

// snippet.sizes
var sizes = SizeTree(count: 1_000_000, estimatedExtent: 44)
sizes.setExtent(120, at: 10)  // row 10 measured
let top = sizes.offset(of: 11)  // 10 × 44 + 120
let first = sizes.countOfItems(endingAtOrBefore: 5_000)  // the first item a viewport at 5,000 shows
// snippet.end

// snippet.layout
var layout = ListLayout()
layout.reload(rowCounts: [1_000_000], estimatedRowHeight: 44, headerHeights: [0], footerHeights: [0])
let visible = layout.items(intersecting: 10_000, 10_600)  // a viewport 600 points high
if case .row(let section, let row) = layout.item(at: visible.lowerBound) {
    layout.setHeight(60, forRow: row, inSection: section)  // measured as it came into view
}
// snippet.end

// snippet.update
var update = ListUpdate()
update.insertedRows = [ListPosition(section: 0, row: 0)]
let plan = try ListUpdatePlan(update, oldRowCounts: layout.rowCounts, newRowCounts: [1_000_001])
layout.apply(
    plan, sizing: ListLayout.UpdateSizing(headerHeight: { _ in 0 }, footerHeight: { _ in 0 }, rowHeight: nil))
// snippet.end

// snippet.virtualizer
var virtualizer = Virtualizer()
virtualizer.noteOffset(10_000)
let change = virtualizer.update(visible: visible, prefetch: visible.upperBound..<visible.upperBound)
change.leaving.forEach { flat in /* enqueue the view of item `flat` */ }
change.entering.forEach { flat in /* dequeue or make a view for item `flat` */ }
// snippet.end

// snippet.hide
print(top, first, layout.contentHeight)
let list = NumberList(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
list.reload(count: 1_000)
list.layoutIfNeeded()
