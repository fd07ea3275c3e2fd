import Foundation
import ReuseKitCore

extension CollectionViewFlowLayout: ElementLayout {
    /// The cells, headers and footers whose frames intersect `rect`, as attributes.
    func elements(in rect: CGRect) -> [CollectionViewLayoutAttributes] {
        var elements: [CollectionViewLayoutAttributes] = []
        forEachElement(in: rect) { elements.append($0.makeAttributes()) }
        return elements
    }

    /// Calls `body` with every element intersecting `rect`, section by section, cells before
    /// their section's header and footer (which draw over them).
    ///
    /// - Complexity: O(log n + elements), sections in the rectangle aside; allocates nothing.
    func forEachElement(in rect: CGRect, _ body: (CollectionLayoutElement) -> Void) {
        let top = Double(rect.minY)
        let bottom = Double(rect.maxY)
        guard rect.width > 0 else { return }
        for section in grid.sections(intersecting: top, bottom) {
            let geometry = grid.sections[section]
            let sectionOrigin = grid.origin(ofSection: section)
            for line in geometry.lines(intersecting: top - sectionOrigin, bottom - sectionOrigin) {
                let y = sectionOrigin + geometry.origin(ofLine: line)
                geometry.forEachItem(
                    inLine: line, lineLength: geometry.length(ofLine: line), across: Double(rect.minX),
                    Double(rect.maxX)
                ) { item, place in
                    let frame = CGRect(
                        x: place.crossOrigin, y: y + place.mainOffset, width: place.crossLength,
                        height: place.mainLength)
                    // An item shorter than its line may miss a rectangle that meets the line.
                    guard frame.overlaps(rect) else { return }
                    body(
                        CollectionLayoutElement(
                            kind: nil, indexPath: IndexPath(item: item, section: section), frame: frame))
                }
            }
            if let header = supplementary(CollectionView.elementKindSectionHeader, section),
                header.frame.overlaps(rect)
            {
                body(header)
            }
            if let footer = supplementary(CollectionView.elementKindSectionFooter, section),
                footer.frame.overlaps(rect)
            {
                body(footer)
            }
        }
    }

    /// The frame of an item's cell.
    ///
    /// - Complexity: O(log n).
    func frameOfItem(at indexPath: IndexPath) -> CGRect? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < grid.sections.count,
            indexPath.item >= 0, indexPath.item < grid.sections[indexPath.section].itemCount
        else { return nil }
        let geometry = grid.sections[indexPath.section]
        let line = geometry.line(ofItem: indexPath.item)
        let place = geometry.place(ofItem: indexPath.item, lineLength: geometry.length(ofLine: line))
        return CGRect(
            x: place.crossOrigin,
            y: grid.origin(ofLine: line, inSection: indexPath.section) + place.mainOffset,
            width: place.crossLength, height: place.mainLength)
    }

    func itemAttributes(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        frameOfItem(at: indexPath).map {
            CollectionLayoutElement(kind: nil, indexPath: indexPath, frame: $0).makeAttributes()
        }
    }

    func supplementaryAttributes(ofKind elementKind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        guard indexPath.section >= 0, indexPath.section < grid.sections.count else { return nil }
        return supplementary(elementKind, indexPath.section)?.makeAttributes()
    }

    /// A section's header or footer, where it stands now: pinned ones follow the visible
    /// bounds while their section is on screen, never leaving it.
    private func supplementary(_ kind: String, _ section: Int) -> CollectionLayoutElement? {
        let geometry = grid.sections[section]
        let isHeader = kind == CollectionView.elementKindSectionHeader
        guard isHeader || kind == CollectionView.elementKindSectionFooter else { return nil }
        let length = isHeader ? geometry.headerLength : geometry.footerLength
        guard length > 0 else { return nil }
        let start = grid.origin(ofSection: section)
        let end = start + geometry.length
        var origin = isHeader ? start : end - length
        var zIndex = 10
        if let collectionView, isHeader ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds
        {
            let visibleTop = Double(collectionView.contentOffset.y + collectionView.adjustedContentInset.top)
            let visibleBottom = Double(
                collectionView.contentOffset.y + collectionView.bounds.height
                    - collectionView.adjustedContentInset.bottom)
            origin =
                isHeader
                ? min(max(origin, visibleTop), end - length - geometry.footerLength)
                : max(min(origin, visibleBottom - length), start + geometry.headerLength)
            zIndex = 1024
        }
        return CollectionLayoutElement(
            kind: kind, indexPath: IndexPath(item: 0, section: section),
            frame: CGRect(x: 0, y: origin, width: Double(collectionView?.bounds.width ?? 0), height: length),
            zIndex: zIndex)
    }
}
