import Foundation
import ReuseKitCore

extension TableView {
    /// The view showing the header of `section`, floating or in place, when it is on screen and
    /// is a ``TableViewHeaderFooterView`` (as UIKit's, other views are not returned).
    ///
    /// - Complexity: O(log n).
    public func headerView(forSection section: Int) -> TableViewHeaderFooterView? {
        layoutIfNeeded()
        guard section >= 0, section < layout.numberOfSections else { return nil }
        return shownView(atFlat: layout.flatIndex(ofHeader: section)) as? TableViewHeaderFooterView
    }

    /// The view showing the footer of `section`, floating or in place, when it is on screen and
    /// is a ``TableViewHeaderFooterView``.
    ///
    /// - Complexity: O(log n).
    public func footerView(forSection section: Int) -> TableViewHeaderFooterView? {
        layoutIfNeeded()
        guard section >= 0, section < layout.numberOfSections else { return nil }
        return shownView(atFlat: layout.flatIndex(ofFooter: section)) as? TableViewHeaderFooterView
    }

    /// The view of an item in the visible range, or of a floating item whose place is not.
    private func shownView(atFlat flat: Int) -> View? {
        let visible = virtualizer.visible
        if visible.contains(flat), flat - visible.lowerBound < visibleViews.count {
            return visibleViews[flat - visible.lowerBound]
        }
        for slot in [floatingSlots.header, floatingSlots.footer] where slot.flatIndex == flat {
            return slot.detachedView
        }
        return nil
    }

    /// The height of a header or footer sized by ``TableView/automaticDimension``: what its view
    /// (the delegate's, else the section title's) fits in at the table's width, in the table's
    /// traits; 0 when the section has none. A pooled view measured goes back to its pool.
    func fittedHeight(of item: ListItem) -> CGFloat {
        guard let view = askHeaderFooterView(item) else { return 0 }
        guard view.superview == nil else {
            return view.sizeThatFits(CGSize(width: bounds.width, height: 0)).height
        }
        view.traitOverrides = traitCollection
        let height = view.sizeThatFits(CGSize(width: bounds.width, height: 0)).height
        view.traitOverrides = nil
        if let pooled = view as? TableViewHeaderFooterView {
            headerFooterViews.enqueue(pooled, identifier: pooled.reuseIdentifier)
        }
        return max(0, height)
    }

    /// A header or footer view enters the table: the delegate hears of it, and the view is
    /// remembered so that its leaving is told with the section it showed.
    func willDisplay(headerFooter view: View, _ item: ListItem) {
        displayedHeaderFooters[ObjectIdentifier(view)] = item
        guard let tableDelegate else { return }
        switch item {
        case .header(let section):
            tableDelegate.tableView(self, willDisplayHeaderView: view, forSection: section)
        case .footer(let section):
            tableDelegate.tableView(self, willDisplayFooterView: view, forSection: section)
        case .row: break
        }
    }

    /// A view leaves the table; when it showed a header or footer, the delegate hears of it.
    func didEndDisplaying(headerFooter view: View) {
        guard let item = displayedHeaderFooters.removeValue(forKey: ObjectIdentifier(view)),
            let tableDelegate
        else { return }
        switch item {
        case .header(let section):
            tableDelegate.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
        case .footer(let section):
            tableDelegate.tableView(self, didEndDisplayingFooterView: view, forSection: section)
        case .row: break
        }
    }
}
