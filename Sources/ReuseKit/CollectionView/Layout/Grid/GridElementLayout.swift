import Foundation
import ReuseKitCore

/// A section's header or footer as a grid layout places it: its kind and where it stands
/// across the scroll axis (its length along it is the section's `headerLength` or
/// `footerLength`).
struct GridBoundary {
    var kind: String
    var crossOrigin: Double
    var crossLength: Double
    /// Whether it stays in the visible bounds while its section is on screen.
    var pins: Bool
    var zIndex: Int
}

/// A layout whose sections are the engine's ``GridSection``s: the flow layout and the
/// compositional layout. One implementation answers both: the elements in a rectangle, an
/// item's frame, headers and footers pinned or not, and the self-sizing questions.
@MainActor
protocol GridElementLayout: ElementLayout, SelfSizingLayout {
    var grid: GridLayout { get set }
    /// The header (`isHeader`) or footer of `section`, or `nil` when it has none.
    func boundary(ofSection section: Int, isHeader: Bool) -> GridBoundary?
    /// The size of an item of a masonry section, in a column `columnWidth` wide.
    func masonryItemSize(_ indexPath: IndexPath, columnWidth: Double) -> MasonryItemSize
    /// The items of `section` that show separators under them: a list's, its last aside (and
    /// its first, when that item is the section's header).
    func separatedItems(inSection section: Int) -> Range<Int>
    /// Which way the lines run: down (the default) or to the right.
    var axis: GridAxis { get }
}

extension GridElementLayout {
    /// No size: a layout without masonry sections is never asked.
    func masonryItemSize(_ indexPath: IndexPath, columnWidth: Double) -> MasonryItemSize { .height(0) }

    /// No separators: a layout without list sections.
    func separatedItems(inSection section: Int) -> Range<Int> { 0..<0 }

    /// Lines one under another: the content scrolls vertically.
    var axis: GridAxis { GridAxis(isHorizontal: false) }

    /// Asks `masonryItemSize` for the items of `section` (its column width read beforehand: the
    /// grid is being changed while the function runs).
    func masonrySizes(inSection section: Int) -> (Int) -> MasonryItemSize {
        let width = grid.sections[section].masonryColumnWidth
        return { self.masonryItemSize(IndexPath(item: $0, section: section), columnWidth: width) }
    }

    /// The cells and supplementary views whose frames intersect `rect`, as attributes.
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
        let axis = self.axis
        let (top, bottom) = axis.mainRange(of: rect)
        let across = axis.crossRange(of: rect)
        guard across.end > across.start else { return }
        for section in grid.sections(intersecting: top, bottom) {
            let geometry = grid.sections[section]
            let sectionOrigin = grid.origin(ofSection: section)
            let separated = separatedItems(inSection: section)
            for line in geometry.lines(intersecting: top - sectionOrigin, bottom - sectionOrigin) {
                let y = sectionOrigin + geometry.origin(ofLine: line)
                geometry.forEachItem(
                    inLine: line, lineLength: geometry.length(ofLine: line), along: top - y, bottom - y,
                    across: across.start, across.end
                ) { item, place in
                    let frame = axis.frame(
                        main: y + place.mainOffset, mainLength: place.mainLength, cross: place.crossOrigin,
                        crossLength: place.crossLength)
                    // An item shorter than its line may miss a rectangle that meets the line.
                    guard frame.overlaps(rect) else { return }
                    var element = CollectionLayoutElement(
                        kind: nil, indexPath: IndexPath(item: item, section: section), frame: frame)
                    element.showsSeparator = separated.contains(item)
                    body(element)
                }
            }
            if let header = supplementary(section, isHeader: true), header.frame.overlaps(rect) {
                body(header)
            }
            if let footer = supplementary(section, isHeader: false), footer.frame.overlaps(rect) {
                body(footer)
            }
        }
    }

    /// The frame of an item's cell; an item of a masonry section is placed first, with those
    /// before it.
    ///
    /// - Complexity: O(log n), and O(log columns) per item placed.
    func frameOfItem(at indexPath: IndexPath) -> CGRect? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < grid.sections.count,
            indexPath.item >= 0, indexPath.item < grid.sections[indexPath.section].itemCount
        else { return nil }
        if !grid.sections[indexPath.section].isPlaced(item: indexPath.item) {
            grid.placeItems(
                inSection: indexPath.section, upTo: indexPath.item,
                size: masonrySizes(inSection: indexPath.section))
        }
        let geometry = grid.sections[indexPath.section]
        let line = geometry.line(ofItem: indexPath.item)
        let place = geometry.place(ofItem: indexPath.item, lineLength: geometry.length(ofLine: line))
        return axis.frame(
            main: grid.origin(ofLine: line, inSection: indexPath.section) + place.mainOffset,
            mainLength: place.mainLength, cross: place.crossOrigin, crossLength: place.crossLength)
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
        if let header = supplementary(indexPath.section, isHeader: true), header.kind == elementKind {
            return header.makeAttributes()
        }
        if let footer = supplementary(indexPath.section, isHeader: false), footer.kind == elementKind {
            return footer.makeAttributes()
        }
        return nil
    }

    /// A section's header or footer, where it stands now: pinned ones follow the visible
    /// bounds while their section is on screen, never leaving it.
    private func supplementary(_ section: Int, isHeader: Bool) -> CollectionLayoutElement? {
        let geometry = grid.sections[section]
        let length = isHeader ? geometry.headerLength : geometry.footerLength
        guard length > 0, let boundary = boundary(ofSection: section, isHeader: isHeader) else { return nil }
        let start = grid.origin(ofSection: section)
        let end = start + geometry.length - geometry.spaceAfter
        var origin = isHeader ? start : end - length
        let axis = self.axis
        if let collectionView, boundary.pins {
            // The offset drawn, so a pinned header stays on its pixel while content glides.
            let offset = axis.main(of: collectionView.drawingOrigin)
            let insets = axis.mainInsets(of: collectionView.adjustedContentInset)
            let visibleTop = Double(offset + insets.before)
            let visibleBottom = Double(
                offset + axis.mainLength(of: collectionView.bounds.size) - insets.after)
            origin =
                isHeader
                ? min(max(origin, visibleTop), end - length - geometry.footerLength)
                : max(min(origin, visibleBottom - length), start + geometry.headerLength)
        }
        return CollectionLayoutElement(
            kind: boundary.kind, indexPath: IndexPath(item: 0, section: section),
            frame: axis.frame(
                main: origin, mainLength: length, cross: boundary.crossOrigin,
                crossLength: boundary.crossLength),
            zIndex: boundary.zIndex)
    }

    /// A length along the scroll axis in whole steps of the traits' grid (`displayCellSize`),
    /// at least one for a positive one.
    func length(_ value: CGFloat, _ traits: TraitCollection) -> Double {
        Double(max(0, value).inWholeSteps(of: axis.step(of: traits)))
    }

    /// A gap along the scroll axis on the host's grid: the nearest whole number of steps,
    /// possibly none.
    func gap(_ value: CGFloat, _ traits: TraitCollection) -> Double {
        let step = axis.step(of: traits)
        return Double(step > 0 ? max(0, value).snapped(toStep: step) : max(0, value))
    }
}
