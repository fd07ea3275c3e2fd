import Foundation

extension TableView {
    /// The colour of the section index titles.
    public var sectionIndexColor: Color {
        get { sectionIndexView.color }
        set { sectionIndexView.color = newValue }
    }

    /// The fill behind the section index strip.
    public var sectionIndexBackgroundColor: Color? {
        get { sectionIndexView.backgroundColor }
        set { sectionIndexView.backgroundColor = newValue }
    }

    /// The section index titles shown, as the data source gave them at the last reload.
    public var sectionIndexTitles: [String] { sectionIndexView.titles }

    /// Asks the data source for the section index titles again (``reloadData()`` does).
    public func reloadSectionIndexTitles() {
        sectionIndexView.titles = dataSource?.sectionIndexTitles(for: self) ?? []
        setNeedsLayout()
    }

    /// Places the index strip along the trailing edge of the viewport, over everything, or
    /// takes it away when there are no titles.
    func layoutSectionIndex() {
        guard !sectionIndexView.titles.isEmpty else {
            if sectionIndexView.superview != nil { sectionIndexView.removeFromSuperview() }
            return
        }
        if sectionIndexView.superview !== self { addSubview(sectionIndexView) }
        let insets = adjustedContentInset
        let width = min(bounds.width, sectionIndexView.preferredWidth)
        let frame = CGRect(
            x: bounds.width - width, y: drawingOrigin.y + insets.top, width: width,
            height: max(0, bounds.height - insets.top - insets.bottom))
        if sectionIndexView.frame != frame { sectionIndexView.frame = frame }
        if subviews.last !== sectionIndexView { addSubview(sectionIndexView) }
    }

    /// Whether `point` (the table's content coordinates, as ``handleTap(at:)``) lies on the
    /// section index strip: a host that sees a press start there should begin a scrub with
    /// ``touchSectionIndex(at:)`` and send the press's moves to
    /// ``scrubSectionIndex(translation:)`` instead of dragging the table.
    @_spi(Hosting)
    public func sectionIndexContains(_ point: CGPoint) -> Bool {
        layoutIfNeeded()
        return sectionIndexView.superview === self && !sectionIndexView.isHidden
            && sectionIndexView.frame.contains(point)
    }

    /// Jumps to the section of the index title under `point` (content coordinates; a point
    /// above or below the titles picks the first or last): its header lands at the top edge,
    /// exactly, rows in view measured first. Returns the section, or `nil` when the point is
    /// not on the strip.
    ///
    /// - Complexity: O(log n) plus the rows measured in the destination's viewport.
    @_spi(Hosting)
    @discardableResult
    public func touchSectionIndex(at point: CGPoint) -> Int? {
        guard sectionIndexContains(point) else { return nil }
        let y = point.y - sectionIndexView.frame.minY
        sectionIndexView.scrubStart = y
        return touchSectionIndex(atY: y)
    }

    /// A move of the press that began a scrub on the strip, by `translation` since the press
    /// (the host's drag translation, in points): jumps to the title now under the pointer. The
    /// strip stays put on screen while the content jumps, so the start is kept in its
    /// coordinates. Returns the section, or `nil` when no scrub is on.
    @_spi(Hosting)
    @discardableResult
    public func scrubSectionIndex(translation: CGPoint) -> Int? {
        guard let start = sectionIndexView.scrubStart else { return nil }
        return touchSectionIndex(atY: start + translation.y)
    }

    /// Ends a scrub (the press was released).
    @_spi(Hosting)
    public func endSectionIndexScrub() {
        sectionIndexView.scrubStart = nil
    }

    /// During a drag that began on the strip: the title under `y` in the strip's coordinates,
    /// clamped to the ends, so moving past the strip keeps scrubbing.
    @_spi(Hosting)
    @discardableResult
    public func touchSectionIndex(atY y: CGFloat) -> Int? {
        guard let index = sectionIndexView.titleIndex(at: y), let dataSource else { return nil }
        let section = dataSource.tableView(
            self, sectionForSectionIndexTitle: sectionIndexView.titles[index], at: index)
        guard section >= 0, section < layout.numberOfSections else { return nil }
        scrollToSection(section)
        return section
    }

    /// Puts the top of `section` (its header) at the top edge of the viewport, clamped to the
    /// scroll range; rows that will be in view are measured before the offset is chosen, so it
    /// lands exactly in one call.
    func scrollToSection(_ section: Int) {
        loadIfNeeded()
        let header = layout.flatIndex(ofHeader: section)
        var target = contentOffset.y
        for _ in 0..<64 {
            target = clampedOffsetY(frameOfItem(header).minY - adjustedContentInset.top)
            let range = layout.items(intersecting: Double(target), Double(target + bounds.height))
            let unmeasured = range.filter { isUnmeasuredRow($0) }
            if unmeasured.isEmpty { break }
            for flat in unmeasured { measureIfNeeded(flat) }
        }
        setContentOffset(CGPoint(x: contentOffset.x, y: target), animated: false)
        layoutIfNeeded()
    }
}
