import Foundation
import ReuseKitCore

extension TableView {
    /// How a table view arranges its sections, as UIKit's `UITableView.Style`.
    public enum Style: Sendable {
        /// Section headers float at the top of the viewport while their section passes under
        /// them, footers at the bottom.
        case plain
        /// Section headers and footers scroll with their rows.
        case grouped
    }

    /// The header and footer to float in this pass, O(log n) each: the layout answers from the
    /// sections at the viewport's edges, never by scanning sections.
    func floatingItems() -> (header: FloatingItem?, footer: FloatingItem?) {
        guard style == .plain, layout.itemCount > 0 else { return (nil, nil) }
        let insets = adjustedContentInset
        // The offset drawn, so a floating header stays on its pixel while content glides.
        let offset = drawingOrigin.y
        let top = Double(offset + insets.top)
        let bottom = Double(offset + bounds.height - insets.bottom)
        guard bottom > top else { return (nil, nil) }
        return (layout.floatingHeader(top: top), layout.floatingFooter(bottom: bottom))
    }

    /// Before the visible range changes: a floating item whose place scrolls out of view keeps
    /// its view, so the pinned header is neither recycled nor asked of the delegate again.
    func detachFloatingViews(
        _ floating: (header: FloatingItem?, footer: FloatingItem?), from old: Range<Int>,
        keeping visible: Range<Int>
    ) {
        // Each slot is copied out while it changes: the view's stored property is checked for
        // exclusive access at run time, and detaching may read the slots.
        var header = floatingSlots.header
        detach(floating.header, into: &header, from: old, keeping: visible)
        floatingSlots.header = header
        var footer = floatingSlots.footer
        detach(floating.footer, into: &footer, from: old, keeping: visible)
        floatingSlots.footer = footer
    }

    private func detach(
        _ item: FloatingItem?, into slot: inout FloatingSlot, from old: Range<Int>,
        keeping visible: Range<Int>
    ) {
        guard let flat = item?.flatIndex, old.contains(flat), !visible.contains(flat),
            let view = visibleViews[flat - old.lowerBound]
        else { return }
        if slot.flatIndex != flat { release(&slot, visible: old) }
        visibleViews[flat - old.lowerBound] = nil
        slot.detachedView = view
        slot.flatIndex = flat
    }

    /// After the visible views changed: puts the floating header and footer at their pinned
    /// frames, above the rows, and the previously floated ones back at their places.
    func placeFloatingViews(_ floating: (header: FloatingItem?, footer: FloatingItem?), visible: Range<Int>) {
        // Copied out while placed, as in `detachFloatingViews`: placing shows views, whose
        // delegate calls may read the slots.
        var headerSlot = floatingSlots.header
        let header = place(floating.header, in: &headerSlot, visible: visible)
        floatingSlots.header = headerSlot
        var footerSlot = floatingSlots.footer
        let footer = place(floating.footer, in: &footerSlot, visible: visible)
        floatingSlots.footer = footerSlot
        bringToFront(header, footer)
    }

    private func place(_ item: FloatingItem?, in slot: inout FloatingSlot, visible: Range<Int>) -> View? {
        if slot.flatIndex != item?.flatIndex { release(&slot, visible: visible) }
        guard let item else { return nil }
        slot.flatIndex = item.flatIndex
        let view: View
        if visible.contains(item.flatIndex) {
            guard let placed = visibleViews[item.flatIndex - visible.lowerBound] else { return nil }
            view = placed
        } else if let detached = slot.detachedView {
            view = detached
        } else {
            guard let made = makeHeaderFooterView(layout.item(at: item.flatIndex)) else { return nil }
            slot.detachedView = made
            view = made
        }
        let frame = CGRect(
            x: 0, y: CGFloat(item.span.origin), width: bounds.width, height: CGFloat(item.span.height))
        if view.frame != frame { view.frame = frame }
        return view
    }

    /// Stops floating the slot's item: its own view goes back to the pool, a visible item's view
    /// back to its place (`visible` is the range `visibleViews` is indexed by now).
    private func release(_ slot: inout FloatingSlot, visible: Range<Int>) {
        if let view = slot.detachedView {
            recycle(view)
        } else if let previous = slot.flatIndex, visible.contains(previous),
            let view = visibleViews[previous - visible.lowerBound]
        {
            view.frame = frameOfItem(previous)
        }
        slot = FloatingSlot()
    }

    /// Keeps the floating header, then the floating footer, then the section index on top of
    /// the subviews; reorders only when something came above them. No array is built: this runs
    /// every frame.
    func bringToFront(_ header: View?, _ footer: View?) {
        let index: View? = sectionIndexView.superview === self ? sectionIndexView : nil
        var top = subviews.endIndex
        if Self.isNext(index, below: &top, in: subviews) && Self.isNext(footer, below: &top, in: subviews)
            && Self.isNext(header, below: &top, in: subviews)
        {
            return
        }
        if let header { addSubview(header) }
        if let footer { addSubview(footer) }
        if let index { addSubview(index) }
    }

    /// Whether `view` (when there is one) is the subview just under `top`, moving `top` past it.
    private static func isNext(_ view: View?, below top: inout Int, in subviews: [View]) -> Bool {
        guard let view else { return true }
        top -= 1
        return top >= 0 && subviews[top] === view
    }

    /// Hands the view of a floating item back to the layout pass when its place comes into view.
    func adoptFloatingView(at flat: Int) -> View? {
        if floatingSlots.header.flatIndex == flat, let view = floatingSlots.header.detachedView {
            floatingSlots.header.detachedView = nil
            return view
        }
        if floatingSlots.footer.flatIndex == flat, let view = floatingSlots.footer.detachedView {
            floatingSlots.footer.detachedView = nil
            return view
        }
        return nil
    }

    /// Drops the floating views (before a reload or an update, which renumber the items).
    func recycleFloatingViews() {
        for slot in [floatingSlots.header, floatingSlots.footer] {
            if let view = slot.detachedView { recycle(view) }
        }
        floatingSlots.header = FloatingSlot()
        floatingSlots.footer = FloatingSlot()
    }

    /// Whether `point` (content coordinates) lies on a floating header or footer, which cover the
    /// rows under them for taps as they do for the eye.
    func floatingViewContains(_ point: CGPoint) -> Bool {
        let floating = floatingItems()
        for item in [floating.header, floating.footer].compactMap({ $0 }) {
            let y = Double(point.y)
            if y >= item.span.origin && y < item.span.end { return true }
        }
        return false
    }

    /// The floating header's view, if one is pinned (for hosts' and tests' inspection).
    public var floatingHeaderView: View? { floatingView(floatingSlots.header) }

    /// The floating footer's view, if one is pinned.
    public var floatingFooterView: View? { floatingView(floatingSlots.footer) }

    private func floatingView(_ slot: FloatingSlot) -> View? {
        layoutIfNeeded()
        guard let flat = slot.flatIndex else { return nil }
        if let view = slot.detachedView { return view }
        let visible = virtualizer.visible
        return visible.contains(flat) ? visibleViews[flat - visible.lowerBound] : nil
    }

    /// Checks the floating header and footer against the layout: the right items float, at their
    /// pinned frames, above the rows (but a row lifted to be dragged); every other header and
    /// footer sits at its place.
    func checkFloatingInvariants() -> String? {
        let floating = floatingItems()
        let visible = virtualizer.visible
        for (name, slot, item) in [
            ("header", floatingSlots.header, floating.header),
            ("footer", floatingSlots.footer, floating.footer),
        ] {
            if slot.flatIndex != item?.flatIndex {
                return
                    "floating \(name) is item \(String(describing: slot.flatIndex)), not \(String(describing: item?.flatIndex))"
            }
            if let detached = slot.detachedView {
                if let flat = slot.flatIndex, visible.contains(flat) {
                    return "floating \(name) \(flat) is in view but still detached"
                }
                if detached.superview !== self { return "floating \(name) is out of the view tree" }
            }
            guard let item, let view = floatingView(slot) else { continue }
            let expected = CGRect(
                x: 0, y: CGFloat(item.span.origin), width: bounds.width, height: CGFloat(item.span.height))
            if view.frame != expected { return "floating \(name) is at \(view.frame), not \(expected)" }
            if let index = subviews.lastIndex(where: { $0 === view }),
                subviews[index...].contains(where: {
                    $0 is TableViewCell && $0 !== reorderController.liftedCell
                })
            {
                return "a cell is drawn over the floating \(name)"
            }
        }
        for (offset, view) in visibleViews.enumerated() {
            let flat = visible.lowerBound + offset
            guard let view, flat != floatingSlots.header.flatIndex, flat != floatingSlots.footer.flatIndex
            else {
                continue
            }
            if case .row = layout.item(at: flat) { continue }
            if view.frame != frameOfItem(flat) {
                return "header or footer \(flat) is at \(view.frame), not \(frameOfItem(flat))"
            }
        }
        return nil
    }
}

/// The header or footer a table floated in its last layout pass.
struct FloatingSlot {
    /// The floated item's flat index.
    var flatIndex: Int?
    /// Its view while its place is out of the visible range (then no visible view holds it).
    var detachedView: View?
}

/// The header and the footer a table floated in its last layout pass.
struct FloatingSlots {
    var header = FloatingSlot()
    var footer = FloatingSlot()
}
