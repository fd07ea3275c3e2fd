/// One section of a grid along its scroll axis: a header, the items in lines (of
/// ``GridColumns/count`` items of one size, as ``FlowLines`` broke items of many sizes, in
/// repeats of one ``GroupTemplate``, or placed by a ``MasonryLayout``), a footer, and insets
/// around the lines.
///
/// Lines stand at an estimated length until measured; their lengths live in a ``SizeTree``
/// once one is measured (each line's extent is its length plus the spacing after it; before,
/// two numbers), so a section of a million unmeasured items costs nothing per item, and
/// finding a line at an offset is O(log lines). Offsets here are from the section's start.
public struct GridSection: Sendable {
    /// How many items the section holds.
    public private(set) var itemCount: Int
    /// How the items stand in lines.
    public enum Arrangement: Sendable {
        /// Items of one size in columns.
        case columns(GridColumns)
        /// Items of their own sizes, broken into lines.
        case flow(FlowLines)
        /// Items in repeats of one group, a group a line.
        case groups(GroupTemplate)
        /// Items in repeats of one group side by side across the scroll axis, `pitch` apart,
        /// all in one line (a band that scrolls across, by ``GridSection/crossOffset``).
        case band(GroupTemplate, pitch: Double)
        /// Items in columns, each under the column ``MasonryLayout`` gives it, all in one line as
        /// long as the columns (placed lazily: see ``GridSection/placeItems(through:size:)``),
        /// its estimate in whole `step`s.
        indirect case masonry(MasonryLayout, step: Double)
    }

    /// How the items stand in lines.
    public internal(set) var arrangement: Arrangement
    /// The space between two lines.
    public let lineSpacing: Double
    /// The header's length (zero: none).
    public let headerLength: Double
    /// The space between the header and the first line.
    public let insetBefore: Double
    /// The space between the last line and the footer.
    public let insetAfter: Double
    /// The footer's length (zero: none).
    public let footerLength: Double
    /// The space after the footer, before the next section.
    public private(set) var spaceAfter: Double
    /// How far a band has scrolled across: its items stand this much further left (other
    /// arrangements ignore it).
    public var crossOffset: Double = 0
    /// Whether lines stand at an estimate until measured; when not, every line is as long as
    /// it stands (``isMeasured(line:)`` is always true).
    public let sizesLines: Bool
    var lines: GridLines

    /// A section whose lines all stand at `estimatedLineLength` until measured.
    ///
    /// - Complexity: O(1).
    public init(
        itemCount: Int, columns: GridColumns, estimatedLineLength: Double, lineSpacing: Double = 0,
        headerLength: Double = 0, insetBefore: Double = 0, insetAfter: Double = 0, footerLength: Double = 0,
        spaceAfter: Double = 0, sizesLines: Bool = true
    ) {
        self.init(
            itemCount: itemCount, arrangement: .columns(columns), itemsPerLine: columns.count,
            estimatedLineLength: estimatedLineLength, lineSpacing: lineSpacing, headerLength: headerLength,
            insetBefore: insetBefore, insetAfter: insetAfter, footerLength: footerLength,
            spaceAfter: spaceAfter, sizesLines: sizesLines)
    }

    /// A section of `itemCount` items in repeats of `group`, one group a line, the last one
    /// possibly short; lines stand at the group's length until measured when `sizesLines`.
    ///
    /// - Complexity: O(1).
    public init(
        itemCount: Int, group: GroupTemplate, lineSpacing: Double = 0, headerLength: Double = 0,
        insetBefore: Double = 0, insetAfter: Double = 0, footerLength: Double = 0, spaceAfter: Double = 0,
        sizesLines: Bool = false
    ) {
        self.init(
            itemCount: itemCount, arrangement: .groups(group), itemsPerLine: group.slots.count,
            estimatedLineLength: group.length, lineSpacing: lineSpacing, headerLength: headerLength,
            insetBefore: insetBefore, insetAfter: insetAfter, footerLength: footerLength,
            spaceAfter: spaceAfter, sizesLines: sizesLines)
    }

    /// A band: `itemCount` items in repeats of `group` side by side, `pitch` apart across the
    /// scroll axis, in one line as long as the group (until measured, when `sizesLines`).
    ///
    /// - Complexity: O(1).
    public init(
        itemCount: Int, bandOf group: GroupTemplate, pitch: Double, headerLength: Double = 0,
        insetBefore: Double = 0, insetAfter: Double = 0, footerLength: Double = 0, spaceAfter: Double = 0,
        sizesLines: Bool = false
    ) {
        precondition(pitch > 0 && pitch.isFinite, "a band's groups stand a positive distance apart")
        self.init(
            itemCount: itemCount, arrangement: .band(group, pitch: pitch),
            itemsPerLine: Swift.max(1, itemCount),
            estimatedLineLength: group.length, lineSpacing: 0, headerLength: headerLength,
            insetBefore: insetBefore, insetAfter: insetAfter, footerLength: footerLength,
            spaceAfter: spaceAfter, sizesLines: sizesLines)
    }

    init(
        itemCount: Int, arrangement: Arrangement, itemsPerLine: Int, estimatedLineLength: Double,
        lineSpacing: Double, headerLength: Double, insetBefore: Double, insetAfter: Double,
        footerLength: Double, spaceAfter: Double, sizesLines: Bool
    ) {
        precondition(itemCount >= 0, "a section cannot hold a negative number of items")
        // One by one, not as an array: a reload of many sections allocates nothing for this.
        Self.check(estimatedLineLength)
        Self.check(lineSpacing)
        Self.check(headerLength)
        Self.check(insetBefore)
        Self.check(insetAfter)
        Self.check(footerLength)
        Self.check(spaceAfter)
        self.itemCount = itemCount
        self.arrangement = arrangement
        self.lineSpacing = lineSpacing
        self.headerLength = headerLength
        self.insetBefore = insetBefore
        self.insetAfter = insetAfter
        self.footerLength = footerLength
        self.spaceAfter = spaceAfter
        self.sizesLines = sizesLines
        let lineCount = (itemCount + itemsPerLine - 1) / itemsPerLine
        lines = GridLines(count: lineCount, estimatedExtent: estimatedLineLength + lineSpacing)
    }

    /// A section of items of their own sizes: its lines are measured from the start, each as
    /// long as its longest item.
    ///
    /// - Complexity: O(lines).
    public init(
        flow: FlowLines, lineSpacing: Double = 0, headerLength: Double = 0, insetBefore: Double = 0,
        insetAfter: Double = 0, footerLength: Double = 0
    ) {
        self.init(
            itemCount: flow.itemCount, arrangement: .flow(flow), itemsPerLine: 1, estimatedLineLength: 0,
            lineSpacing: lineSpacing, headerLength: headerLength, insetBefore: insetBefore,
            insetAfter: insetAfter, footerLength: footerLength, spaceAfter: 0, sizesLines: false)
        var builder = SizeTreeBuilder()
        for line in 0..<flow.lineCount { builder.append(extent: flow.length(ofLine: line) + lineSpacing) }
        lines = GridLines(builder.build(estimatedExtent: lineSpacing))
    }

    /// Makes this section (one standing for its shape: a prototype) hold `itemCount` items,
    /// `itemsPerLine` a line, `spaceAfter` from the next section, its lines at their estimate:
    /// a compositional layout's sections of one shape are copies of one prototype, which costs
    /// less than building each (a band holds all its items in one line: pass `itemCount`).
    ///
    /// - Complexity: O(1).
    public mutating func reset(itemCount: Int, itemsPerLine: Int, spaceAfter: Double) {
        precondition(itemCount >= 0, "a section cannot hold a negative number of items")
        precondition(itemsPerLine > 0, "a line holds at least one item")
        Self.check(spaceAfter)
        self.itemCount = itemCount
        self.spaceAfter = spaceAfter
        lines.reset(count: (itemCount + itemsPerLine - 1) / itemsPerLine)
    }

    private static func check(_ length: Double) {
        precondition(length >= 0 && length.isFinite, "a section's lengths must be finite, ≥ 0")
    }

    /// The number of lines.
    public var lineCount: Int { lines.count }

    /// The length a line stands at until measured.
    public var estimatedLineLength: Double { lines.estimatedExtent - lineSpacing }

    /// The line holding `item`.
    ///
    /// - Complexity: O(1) in columns, O(log lines) in a flow.
    public func line(ofItem item: Int) -> Int {
        switch arrangement {
        case .columns(let columns): item / columns.count
        case .flow(let flow): flow.line(ofItem: item)
        case .groups(let group): item / group.slots.count
        case .band, .masonry: 0
        }
    }

    /// The items of `line`.
    public func items(inLine line: Int) -> Range<Int> {
        switch arrangement {
        case .columns(let columns): line * columns.count..<Swift.min(itemCount, (line + 1) * columns.count)
        case .flow(let flow): flow.items(inLine: line)
        case .groups(let group):
            line * group.slots.count..<Swift.min(itemCount, (line + 1) * group.slots.count)
        case .band, .masonry: 0..<itemCount
        }
    }

    /// Calls `body` with each item of `line` that reaches into `crossStart..<crossEnd` across the
    /// scroll axis, with its place: across, and along from the line's start (`lineLength` long).
    /// A masonry line gives only its placed items reaching into `mainStart..<mainEnd` (from the
    /// line's start); other arrangements give every item of the line whatever its place along.
    ///
    /// - Complexity: O(items in the span) in columns, O(items in the line) in a flow,
    ///   O(columns · log n + items in the span) in masonry.
    public func forEachItem(
        inLine line: Int, lineLength: Double, along mainStart: Double = -.infinity,
        _ mainEnd: Double = .infinity, across crossStart: Double, _ crossEnd: Double,
        _ body: (_ item: Int, _ place: GridItemPlace) -> Void
    ) {
        switch arrangement {
        case .masonry(let masonry, _):
            Self.forEachPlacedItem(masonry, along: mainStart, mainEnd, across: crossStart, crossEnd, body)
        case .columns(let columns):
            for column in columns.columns(intersecting: crossStart, crossEnd) {
                let item = line * columns.count + column
                guard item < itemCount else { break }
                body(
                    item,
                    GridItemPlace(
                        crossOrigin: columns.origin(ofColumn: column), crossLength: columns.itemLength,
                        mainOffset: 0, mainLength: lineLength))
            }
        case .flow(let flow):
            flow.forEachItem(inLine: line) { item, origin in
                let length = flow.crossLength(ofItem: item)
                guard origin + length > crossStart && origin < crossEnd else { return }
                body(item, Self.place(flow, item, origin, lineLength))
            }
        case .groups(let group):
            let first = line * group.slots.count
            for (slot, item) in zip(group.slots, first..<Swift.min(itemCount, first + group.slots.count))
            where slot.crossOrigin + slot.crossLength > crossStart && slot.crossOrigin < crossEnd {
                body(item, slot.place(lineLength: lineLength))
            }
        case .band(let group, let pitch):
            let count = group.slots.count
            let groups = (itemCount + count - 1) / count
            guard groups > 0 else { return }
            // The groups whose items may reach into the span, from the template's extent.
            let start = crossStart + crossOffset
            let end = crossEnd + crossOffset
            let first = Swift.max(0, Int(((start - group.crossEnd) / pitch).rounded(.down)))
            let last = Swift.min(groups - 1, Int(((end - group.crossStart) / pitch).rounded(.up)))
            guard first <= last else { return }
            for groupIndex in first...last {
                let shift = Double(groupIndex) * pitch - crossOffset
                for (index, slot) in group.slots.enumerated() {
                    let item = groupIndex * count + index
                    guard item < itemCount else { return }
                    let origin = slot.crossOrigin + shift
                    guard origin + slot.crossLength > crossStart && origin < crossEnd else { continue }
                    var place = slot.place(lineLength: lineLength)
                    place.crossOrigin = origin
                    body(item, place)
                }
            }
        }
    }

    /// Whether the section is a band (its items in one line that scrolls across).
    public var isBand: Bool {
        guard case .band = arrangement else { return false }
        return true
    }

    /// Where a band's last item ends across the scroll axis, before it scrolled; zero for
    /// other arrangements.
    public var bandContentEnd: Double {
        guard case .band(let group, let pitch) = arrangement, itemCount > 0 else { return 0 }
        let groups = (itemCount + group.slots.count - 1) / group.slots.count
        return group.crossEnd + Double(groups - 1) * pitch
    }

    /// Where `item` stands in `line` (`lineLength` long).
    ///
    /// - Complexity: O(1) in columns, O(log lines + items in the line) in a flow.
    public func place(ofItem item: Int, lineLength: Double) -> GridItemPlace {
        switch arrangement {
        case .columns(let columns):
            GridItemPlace(
                crossOrigin: columns.origin(ofColumn: item % columns.count), crossLength: columns.itemLength,
                mainOffset: 0, mainLength: lineLength)
        case .flow(let flow):
            Self.place(flow, item, flow.crossOrigin(ofItem: item), lineLength)
        case .groups(let group):
            group.slots[item % group.slots.count].place(lineLength: lineLength)
        case .masonry(let masonry, _):
            Self.place(masonry.frame(ofItemAt: item))
        case .band(let group, let pitch):
            {
                var place = group.slots[item % group.slots.count].place(lineLength: lineLength)
                place.crossOrigin += Double(item / group.slots.count) * pitch - crossOffset
                return place
            }()
        }
    }

    /// How long the line of `item` must be for the item, fitted `fittedLength` long, to stand
    /// whole in it: the fitted length itself in columns and flows.
    public func lineLength(fitting fittedLength: Double, item: Int) -> Double {
        switch arrangement {
        case .columns, .flow, .masonry: return fittedLength
        case .groups(let group), .band(let group, _):
            return group.slots[item % group.slots.count].lineLength(fitting: fittedLength)
        }
    }

    private static func place(_ flow: FlowLines, _ item: Int, _ origin: Double, _ lineLength: Double)
        -> GridItemPlace
    {
        let length = flow.mainLength(ofItem: item)
        return GridItemPlace(
            crossOrigin: origin, crossLength: flow.crossLength(ofItem: item),
            mainOffset: Swift.max(0, (lineLength - length) / 2), mainLength: length)
    }

    /// Where the lines start: after the header and the inset before them.
    public var linesOrigin: Double { headerLength + insetBefore }

    /// The section's whole length, header to footer.
    ///
    /// - Complexity: O(1).
    public var length: Double {
        let lines = lineCount > 0 ? self.lines.totalExtent - lineSpacing : 0
        return linesOrigin + lines + insetAfter + footerLength + spaceAfter
    }

    /// Where `line` starts.
    ///
    /// - Complexity: O(log lines).
    public func origin(ofLine line: Int) -> Double { linesOrigin + lines.offset(of: line) }

    /// The length of `line`.
    ///
    /// - Complexity: O(log lines).
    public func length(ofLine line: Int) -> Double { lines.extent(at: line) - lineSpacing }

    /// Whether `line` was measured.
    public func isMeasured(line: Int) -> Bool { !sizesLines || lines.isMeasured(at: line) }

    /// How many lines were measured.
    public var measuredLineCount: Int { lines.measuredCount }

    /// The first line in `range` that stands at the estimate.
    ///
    /// - Complexity: O(log lines).
    public func firstUnmeasuredLine(in range: Range<Int>) -> Int? {
        sizesLines ? lines.firstUnmeasured(in: range) : nil
    }

    /// The lines that reach into `start..<end` (a line ends at its own end, not after the
    /// spacing under it).
    ///
    /// - Complexity: O(log lines).
    public func lines(intersecting start: Double, _ end: Double) -> Range<Int> {
        guard end > start, lineCount > 0 else { return 0..<0 }
        var first = lines.countOfItems(endingAtOrBefore: start - linesOrigin)
        let last = lines.countOfItems(startingBefore: end - linesOrigin)
        if first < last && origin(ofLine: first) + length(ofLine: first) <= start { first += 1 }
        return first < last ? first..<last : first..<first
    }

    /// Records the measured length of `line`.
    ///
    /// - Complexity: O(log lines).
    public mutating func setLength(_ length: Double, ofLine line: Int) {
        precondition(length >= 0 && length.isFinite, "line \(line): length \(length)")
        lines.setExtent(length + lineSpacing, at: line)
    }

    /// How many items a line holds (a band's and a masonry's one line hold them all).
    var itemsPerLine: Int {
        switch arrangement {
        case .columns(let columns): columns.count
        case .groups(let group): group.slots.count
        case .flow, .band, .masonry: Swift.max(1, itemCount)
        }
    }

    /// Whether this section's lines and `other`'s stand alike: measured the same way, the same
    /// items in a line at the same places, at the same estimate and spacing; a line of one
    /// then stands for a line of the other holding the same items.
    func linesMatch(_ other: GridSection) -> Bool {
        guard sizesLines, other.sizesLines, lineSpacing == other.lineSpacing,
            estimatedLineLength == other.estimatedLineLength
        else { return false }
        switch (arrangement, other.arrangement) {
        case (.columns(let a), .columns(let b)): return a == b
        case (.groups(let a), .groups(let b)): return a == b
        default: return false
        }
    }

    /// Forgets every line's length: they stand at the estimate again (a masonry line keeps
    /// the length its placed items give it).
    public mutating func invalidateLines() {
        guard !isMasonry else { return }
        lines.invalidateAll()
    }
}

/// Where an item stands in its line: across the scroll axis, and along it from the line's start.
public struct GridItemPlace: Equatable, Sendable {
    /// Where the item starts across the scroll axis.
    public var crossOrigin: Double
    /// The item's length across the scroll axis.
    public var crossLength: Double
    /// How far from the line's start the item starts along the scroll axis.
    public var mainOffset: Double
    /// The item's length along the scroll axis.
    public var mainLength: Double
}
