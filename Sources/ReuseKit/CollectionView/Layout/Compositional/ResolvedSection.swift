import Foundation
import ReuseKitCore

/// A compositional section resolved for one container: its group as a template of item places,
/// its header and footer, and the lengths around its lines, in the host's steps.
struct ResolvedSection {
    var group: GroupTemplate
    var sizesLines: Bool
    var lineSpacing: Double
    var insetBefore: Double
    var insetAfter: Double
    var header: GridBoundary?
    var headerLength: Double = 0
    var footer: GridBoundary?
    var footerLength: Double = 0
    /// How the section scrolls across; for a band, the distance from one group to the next and
    /// the space after its last group.
    var behavior = CollectionLayoutSectionOrthogonalScrollingBehavior.none
    var pitch = 0.0
    var trailingSpace = 0.0
    /// For a masonry section, its columns (held by reference: every other section's resolved
    /// layout, copied once a section in a reload, stays one word larger, not ten).
    var masonry: ResolvedMasonry?

    /// A section of `itemCount` items laid out so, `spaceAfter` from the next.
    func section(itemCount: Int, spaceAfter: Double) -> GridSection {
        if let masonry {
            var layout = MasonryLayout()
            layout.estimatedItemHeight = masonry.estimate
            layout.reset(
                itemCount: itemCount, columnCount: masonry.columnCount, width: masonry.width,
                margins: masonry.margins)
            return GridSection(
                masonry: layout, step: masonry.step, headerLength: headerLength, insetBefore: insetBefore,
                insetAfter: insetAfter,
                footerLength: footerLength, spaceAfter: spaceAfter)
        }
        guard behavior == .none else {
            return GridSection(
                itemCount: itemCount, bandOf: group, pitch: pitch, headerLength: headerLength,
                insetBefore: insetBefore, insetAfter: insetAfter, footerLength: footerLength,
                spaceAfter: spaceAfter, sizesLines: sizesLines)
        }
        return GridSection(
            itemCount: itemCount, group: group, lineSpacing: lineSpacing, headerLength: headerLength,
            insetBefore: insetBefore, insetAfter: insetAfter, footerLength: footerLength,
            spaceAfter: spaceAfter,
            sizesLines: sizesLines)
    }
}

/// A masonry section's columns, resolved: how many, across how much, with what margins, the
/// estimate of an item not placed and the grid step lengths snap to.
final class ResolvedMasonry: Sendable {
    let columnCount: Int
    let width: Double
    let margins: MasonryMargins
    let estimate: Double
    let step: Double

    init(columnCount: Int, width: Double, margins: MasonryMargins, estimate: Double, step: Double) {
        self.columnCount = columnCount
        self.width = width
        self.margins = margins
        self.estimate = estimate
        self.step = step
    }
}

/// Resolves compositional sections: each dimension against its container, each group's
/// subitems into places, lengths along the scroll axis in whole steps of the host's grid.
@MainActor
struct CompositionalResolver: Equatable {
    let container: CGSize
    let leading: CGFloat
    let trailing: CGFloat
    let step: CGFloat
    /// The grid's step down even for a view in no host (a pixel): what item heights snap to.
    let gridStep: CGFloat

    /// A section of `shape` resolved for the container: the shape is all it reads, so a cache
    /// keyed by shapes is complete.
    func resolve(_ section: SectionShape) -> ResolvedSection {
        let insets = section.insets
        let contentWidth = max(0, container.width - leading - trailing - insets.leading - insets.trailing)
        let groupContainer = CGSize(width: contentWidth, height: container.height)
        let groupSize = section.group.item.size.resolved(in: groupContainer)
        let estimated = section.group.item.size.heightDimension.isEstimated
        var slots: [GroupTemplate.Slot] = []
        place(section.group, size: groupSize, at: CGPoint(x: leading + insets.leading, y: 0), into: &slots)
        let length = Double(inSteps(groupSize.height))
        // A group whose length its cells set stretches the items that fill it: those of a
        // horizontal group, or the one item of a vertical one.
        if estimated, section.group.axis == .horizontal || slots.count == 1 {
            stretch(section.group, &slots, groupHeight: groupSize.height)
        }
        var resolved = ResolvedSection(
            group: GroupTemplate(slots: slots, length: length), sizesLines: estimated,
            lineSpacing: Double(gap(section.interGroupSpacing)), insetBefore: Double(gap(insets.top)),
            insetAfter: Double(gap(insets.bottom)))
        if let columns = section.masonry {
            let row = Double(gap(columns.spacing))
            resolved.masonry = ResolvedMasonry(
                columnCount: columns.count, width: Double(container.width),
                margins:
                    MasonryMargins(
                        top: 0, bottom: 0, left: Double(leading + insets.leading),
                        right: Double(trailing + insets.trailing), row: row, column: Double(columns.spacing)),
                estimate: Double(inSteps(columns.estimatedItemHeight)), step: Double(gridStep))
        } else if section.behavior != .none {
            resolved.behavior = section.behavior
            resolved.pitch = Double(max(1, groupSize.width + section.interGroupSpacing))
            resolved.trailingSpace = Double(insets.trailing + trailing)
        }
        let boundaryWidth = section.followsInsets ? contentWidth : container.width
        let boundaryStart = section.followsInsets ? leading + insets.leading : 0
        for item in section.boundaries {
            let size = item.item.size.resolved(in: CGSize(width: boundaryWidth, height: container.height))
            let width = min(size.width, boundaryWidth)
            let alignment = item.alignment
            let x =
                alignment == .topLeading || alignment == .bottomLeading
                ? boundaryStart
                : alignment == .topTrailing || alignment == .bottomTrailing
                    ? boundaryStart + boundaryWidth - width : boundaryStart + (boundaryWidth - width) / 2
            let boundary = GridBoundary(
                kind: item.kind, crossOrigin: Double(x + item.item.insets.leading),
                crossLength: Double(max(0, width - item.item.insets.leading - item.item.insets.trailing)),
                pins: item.pins, zIndex: item.zIndex)
            if alignment.isTop {
                precondition(resolved.header == nil, "a section has one boundary item on its top edge")
                resolved.header = boundary
                resolved.headerLength = Double(inSteps(size.height))
            } else {
                precondition(resolved.footer == nil, "a section has one boundary item on its bottom edge")
                resolved.footer = boundary
                resolved.footerLength = Double(inSteps(size.height))
            }
        }
        return resolved
    }

    /// Appends the places of `group`'s items, `size` large at `origin`, to `slots`.
    private func place(
        _ group: SectionShape.Group, size: CGSize, at origin: CGPoint, into slots: inout [GroupTemplate.Slot]
    ) {
        let horizontal = group.axis == .horizontal
        let available = horizontal ? size.width : size.height
        let spacing = group.spacing?.spacing ?? 0
        // The items along the group's axis, each with its size.
        var members: [(item: SectionShape.Member, size: CGSize)] = []
        if let count = group.repeatCount, let item = group.subitems.first {
            let share = max(0, (available - spacing * CGFloat(count - 1)) / CGFloat(count))
            var itemSize = item.item.size.resolved(in: size)
            if horizontal { itemSize.width = share } else { itemSize.height = share }
            members = Array(repeating: (item, itemSize), count: count)
        } else {
            var used: CGFloat = 0
            var index = 0
            while true {
                let item = group.subitems[index % group.subitems.count]
                let itemSize = item.item.size.resolved(in: size)
                let length = horizontal ? itemSize.width : itemSize.height
                let end = used + (members.isEmpty ? 0 : spacing) + length
                // Repeating stops when the next item would not fit, or would take no room.
                guard members.isEmpty || (end <= available + 1e-6 && length > 0) else { break }
                members.append((item, itemSize))
                used = end
                index += 1
            }
        }
        let lengths = members.map { horizontal ? $0.size.width : $0.size.height }
        var gapBetween = spacing
        if group.spacing?.isFlexibleSpacing == true, members.count > 1 {
            let total = lengths.reduce(0, +) + spacing * CGFloat(members.count - 1)
            gapBetween += max(0, available - total) / CGFloat(members.count - 1)
        }
        var offset: CGFloat = 0
        for (member, length) in zip(members, lengths) {
            let at =
                horizontal
                ? CGPoint(x: origin.x + offset, y: origin.y) : CGPoint(x: origin.x, y: origin.y + offset)
            if case .group(let nested) = member.item {
                place(nested, size: member.size, at: at, into: &slots)
            } else {
                let insets = member.item.item.insets
                let mainOffset = inSteps(at.y + insets.top, rounding: true)
                slots.append(
                    GroupTemplate.Slot(
                        crossOrigin: Double(at.x + insets.leading),
                        crossLength: Double(max(0, member.size.width - insets.leading - insets.trailing)),
                        mainOffset: Double(mainOffset),
                        mainLength: Double(
                            max(
                                0,
                                inSteps(at.y + member.size.height - insets.bottom, rounding: true)
                                    - mainOffset)))
                )
            }
            offset += length + gapBetween
        }
    }

    /// Makes the slots of `group`'s own items follow the line's length: an estimated item as
    /// long as the line (less its insets), a fractional one its fraction of it.
    private func stretch(
        _ group: SectionShape.Group, _ slots: inout [GroupTemplate.Slot], groupHeight: CGFloat
    ) {
        guard !group.subitems.contains(where: { if case .group = $0 { true } else { false } }) else { return }
        for index in slots.indices {
            let item = group.subitems[index % group.subitems.count].item
            let height = item.size.heightDimension
            let insets = Double(gap(item.insets.top) + gap(item.insets.bottom))
            if height.isEstimated {
                slots[index].mainLength = -insets
                slots[index].mainFraction = 1
                slots[index].sizesItself = true
            } else if height.isFractionalHeight {
                slots[index].mainLength = -insets
                slots[index].mainFraction = Double(height.dimension)
            }
        }
    }

    /// A length in whole steps of the host's grid, at least one step when positive; rounded to
    /// the nearest step when `rounding` (an offset, which may be zero).
    private func inSteps(_ value: CGFloat, rounding: Bool = false) -> CGFloat {
        guard step > 0 else { return max(0, value) }
        return rounding ? max(0, value).snapped(toStep: step) : max(0, value).inWholeSteps(of: step)
    }

    /// A gap in whole steps, possibly none.
    private func gap(_ value: CGFloat) -> CGFloat { inSteps(value, rounding: true) }
}
