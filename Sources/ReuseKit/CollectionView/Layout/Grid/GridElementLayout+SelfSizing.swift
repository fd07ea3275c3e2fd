import Foundation
import ReuseKitCore

/// A layout whose items stand at estimates until their cells size themselves: the collection
/// view asks which items in view need fitting and hands their cells' sizes back.
@MainActor
protocol SelfSizingLayout: CollectionViewLayout {
    /// The items of the first group in `rect` (a line) that stand at their estimate; empty when
    /// every item in `rect` is measured.
    func unmeasuredItems(in rect: CGRect) -> [IndexPath]
    /// The items of the line holding `indexPath`, when it stands at its estimate.
    func unmeasuredItems(inLineOf indexPath: IndexPath) -> [IndexPath]
    /// The first item in `rect` whose size is measured, if any.
    func firstMeasuredItem(in rect: CGRect) -> IndexPath?
    /// Whether masonry sections reaching into `rect` have items to place there.
    func needsPlacing(in rect: CGRect) -> Bool
    /// Places the items of masonry sections that reach into `rect` (lengths below may change).
    func placeItems(in rect: CGRect)
}

extension GridElementLayout {
    func unmeasuredItems(in rect: CGRect) -> [IndexPath] {
        let (top, bottom) = axis.mainRange(of: rect)
        for section in grid.sections(intersecting: top, bottom) {
            let lines = grid.lines(inSection: section, intersecting: top, bottom)
            let geometry = grid.sections[section]
            guard let line = geometry.firstUnmeasuredLine(in: lines) else { continue }
            guard geometry.isBand else {
                return geometry.items(inLine: line).map { IndexPath(item: $0, section: section) }
            }
            // A band's line holds all its items: those in view across size it.
            var items: [IndexPath] = []
            let across = axis.crossRange(of: rect)
            geometry.forEachItem(
                inLine: line, lineLength: geometry.length(ofLine: line), across: across.start, across.end
            ) { item, _ in items.append(IndexPath(item: item, section: section)) }
            if !items.isEmpty { return items }
        }
        return []
    }

    func unmeasuredItems(inLineOf indexPath: IndexPath) -> [IndexPath] {
        guard indexPath.section < grid.sections.count else { return [] }
        let geometry = grid.sections[indexPath.section]
        guard indexPath.item < geometry.itemCount else { return [] }
        let line = geometry.line(ofItem: indexPath.item)
        guard !geometry.isMeasured(line: line) else { return [] }
        guard !geometry.isBand else { return [indexPath] }
        return geometry.items(inLine: line).map { IndexPath(item: $0, section: indexPath.section) }
    }

    func firstMeasuredItem(in rect: CGRect) -> IndexPath? {
        let (top, bottom) = axis.mainRange(of: rect)
        for section in grid.sections(intersecting: top, bottom) {
            let geometry = grid.sections[section]
            let origin = grid.origin(ofSection: section)
            if geometry.isMasonry {
                if let item = geometry.firstPlacedItem(intersecting: top - origin, bottom - origin) {
                    return IndexPath(item: item, section: section)
                }
                continue
            }
            for line in grid.lines(inSection: section, intersecting: top, bottom)
            where geometry.isMeasured(line: line) {
                return IndexPath(item: geometry.items(inLine: line).lowerBound, section: section)
            }
        }
        return nil
    }

    func needsPlacing(in rect: CGRect) -> Bool {
        let (top, bottom) = axis.mainRange(of: rect)
        return grid.sections(intersecting: top, bottom).contains {
            grid.needsPlacing(inSection: $0, through: bottom)
        }
    }

    func placeItems(in rect: CGRect) {
        let (top, bottom) = axis.mainRange(of: rect)
        for section in grid.sections(intersecting: top, bottom) {
            guard grid.needsPlacing(inSection: section, through: bottom) else { continue }
            grid.placeItems(inSection: section, through: bottom, size: masonrySizes(inSection: section))
        }
    }

    /// Records a self-sizing cell's length along the scroll axis (its height, or its width when
    /// lines run sideways): the line it stands in grows to hold its longest
    /// fitted item; the first item fitted in a line that stood at its estimate sets the line's
    /// length.
    func recordPreferred(
        _ preferredAttributes: CollectionViewLayoutAttributes,
        _ originalAttributes: CollectionViewLayoutAttributes
    ) -> Bool {
        let indexPath = originalAttributes.indexPath
        guard originalAttributes.representedElementCategory == .cell,
            indexPath.section < grid.sections.count,
            indexPath.item < grid.sections[indexPath.section].itemCount,
            grid.sections[indexPath.section].sizesLines,
            let collectionView
        else { return false }
        let geometry = grid.sections[indexPath.section]
        let line = geometry.line(ofItem: indexPath.item)
        let fittedItem = length(axis.mainLength(of: preferredAttributes.size), collectionView.traitCollection)
        var fitted = length(
            CGFloat(geometry.lineLength(fitting: fittedItem, item: indexPath.item)),
            collectionView.traitCollection)
        if geometry.isMeasured(line: line), geometry.items(inLine: line).first != indexPath.item {
            fitted = max(fitted, geometry.length(ofLine: line))
        }
        guard !geometry.isMeasured(line: line) || fitted != geometry.length(ofLine: line) else {
            return false
        }
        grid.setLength(fitted, ofLine: line, inSection: indexPath.section)
        return true
    }
}
