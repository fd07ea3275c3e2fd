import Foundation
import ReuseKitCore

extension CollectionViewFlowLayout {
    /// The cells, headers and footers whose frames intersect `rect`.
    func elements(in rect: CGRect) -> [CollectionViewLayoutAttributes] {
        var elements: [CollectionViewLayoutAttributes] = []
        forEachElement(in: rect) { elements.append($0) }
        return elements
    }

    /// Calls `body` with the attributes of every element intersecting `rect`, section by
    /// section, cells before their section's header and footer (which draw over them).
    func forEachElement(in rect: CGRect, _ body: (CollectionViewLayoutAttributes) -> Void) {
        let top = Double(rect.minY)
        let bottom = Double(rect.maxY)
        guard rect.width > 0 else { return }
        for section in grid.sections(intersecting: top, bottom) {
            let geometry = grid.sections[section]
            let columns = geometry.columns.columns(intersecting: Double(rect.minX), Double(rect.maxX))
            for line in grid.lines(inSection: section, intersecting: top, bottom) {
                for column in columns {
                    let item = line * geometry.columns.count + column
                    guard item < geometry.itemCount else { break }
                    body(cellAttributes(IndexPath(item: item, section: section)))
                }
            }
            for kind in [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter] {
                if let attributes = supplementaryAttributes(kind, section), attributes.frame.overlaps(rect) {
                    body(attributes)
                }
            }
        }
    }

    func itemAttributes(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.section >= 0, indexPath.section < grid.sections.count, indexPath.item >= 0,
            indexPath.item < grid.sections[indexPath.section].itemCount
        else { return nil }
        return cellAttributes(indexPath)
    }

    func supplementaryAttributes(ofKind elementKind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        guard indexPath.section >= 0, indexPath.section < grid.sections.count else { return nil }
        return supplementaryAttributes(elementKind, indexPath.section)
    }

    private func cellAttributes(_ indexPath: IndexPath) -> CollectionViewLayoutAttributes {
        let geometry = grid.sections[indexPath.section]
        let line = geometry.line(ofItem: indexPath.item)
        let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(
            x: geometry.columns.origin(ofColumn: geometry.column(ofItem: indexPath.item)),
            y: grid.origin(ofLine: line, inSection: indexPath.section),
            width: geometry.columns.itemLength, height: geometry.length(ofLine: line))
        return attributes
    }

    /// A section's header or footer, where it stands now: pinned ones follow the visible
    /// bounds while their section is on screen, never leaving it.
    private func supplementaryAttributes(_ kind: String, _ section: Int) -> CollectionViewLayoutAttributes? {
        let geometry = grid.sections[section]
        let isHeader = kind == CollectionView.elementKindSectionHeader
        guard isHeader || kind == CollectionView.elementKindSectionFooter else { return nil }
        let length = isHeader ? geometry.headerLength : geometry.footerLength
        guard length > 0 else { return nil }
        let start = grid.origin(ofSection: section)
        let end = start + geometry.length
        var origin = isHeader ? start : end - length
        let attributes = CollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
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
            attributes.zIndex = 1024
        } else {
            attributes.zIndex = 10
        }
        attributes.frame = CGRect(
            x: 0, y: origin, width: Double(collectionView?.bounds.width ?? 0), height: length)
        return attributes
    }
}
