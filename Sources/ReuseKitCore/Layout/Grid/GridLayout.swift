/// The layout of a grid along its scroll axis: ``GridSection``s one after another.
///
/// The sections' lengths live in a ``SizeTree`` (one measured item per section), so the section
/// at an offset and the offset of a section are O(log sections), and a line measured in one
/// section moves every section below it in O(log sections). Reloading is O(sections); memory
/// grows with sections and measured lines, not with items.
public struct GridLayout: Sendable {
    /// The sections in order.
    public internal(set) var sections: [GridSection] = []
    var stack = SizeTree()

    /// An empty layout.
    public init() {}

    /// Replaces every section.
    ///
    /// - Complexity: O(sections).
    public mutating func reload(_ sections: [GridSection]) {
        self.sections = sections
        var builder = SizeTreeBuilder()
        // Read in place: a loop over the elements would copy (and retain) each section.
        sections.withUnsafeBufferPointer { sections in
            for index in sections.indices { builder.append(extent: sections[index].length) }
        }
        stack = builder.build(estimatedExtent: 0)
    }

    /// The length of everything.
    ///
    /// - Complexity: O(1).
    public var contentLength: Double { stack.totalExtent }

    /// Where `section` starts.
    ///
    /// - Complexity: O(log sections).
    public func origin(ofSection section: Int) -> Double { stack.offset(of: section) }

    /// The sections that reach into `start..<end`, empty ones at the edges included.
    ///
    /// - Complexity: O(log sections).
    public func sections(intersecting start: Double, _ end: Double) -> Range<Int> {
        guard end > start, !sections.isEmpty else { return 0..<0 }
        let first = stack.countOfItems(endingAtOrBefore: start)
        let last = stack.countOfItems(startingBefore: end)
        return first < last ? first..<last : first..<first
    }

    /// Where `line` of `section` starts, from the start of everything.
    ///
    /// - Complexity: O(log sections + log lines).
    public func origin(ofLine line: Int, inSection section: Int) -> Double {
        origin(ofSection: section) + sections[section].origin(ofLine: line)
    }

    /// The lines of `section` that reach into `start..<end` (offsets from the start of everything).
    ///
    /// - Complexity: O(log sections + log lines).
    public func lines(inSection section: Int, intersecting start: Double, _ end: Double) -> Range<Int> {
        let origin = origin(ofSection: section)
        return sections[section].lines(intersecting: start - origin, end - origin)
    }

    /// Scrolls a band section across to `offset` (its lengths along the axis do not change).
    ///
    /// - Complexity: O(1).
    public mutating func setCrossOffset(_ offset: Double, ofSection section: Int) {
        sections[section].crossOffset = offset
    }

    /// Records the measured length of a line.
    ///
    /// - Complexity: O(log sections + log lines).
    public mutating func setLength(_ length: Double, ofLine line: Int, inSection section: Int) {
        sections[section].setLength(length, ofLine: line)
        stack.setExtent(sections[section].length, at: section)
    }

    /// Places the items of masonry section `section` until every item starting above
    /// `position` (from the start of everything) is placed; returns whether any was placed (the
    /// sections after it then move by the change in its length).
    ///
    /// - Complexity: O(log sections) when nothing needs placing, allocating nothing; O(log
    ///   columns) more per item placed.
    @discardableResult
    public mutating func placeItems(
        inSection section: Int, through position: Double, size: (Int) -> MasonryItemSize
    ) -> Bool {
        guard needsPlacing(inSection: section, through: position),
            sections[section].placeItems(through: position - origin(ofSection: section), size: size)
        else { return false }
        stack.setExtent(sections[section].length, at: section)
        return true
    }

    /// Whether masonry section `section` has unplaced items starting above `position` (from the
    /// start of everything); `false` for other sections.
    ///
    /// - Complexity: O(log sections + columns); allocates nothing.
    public func needsPlacing(inSection section: Int, through position: Double) -> Bool {
        sections[section].needsPlacing(through: position - origin(ofSection: section))
    }

    /// Places the items of masonry section `section` up to and including `item`.
    ///
    /// - Complexity: O(log sections + log columns per item placed).
    public mutating func placeItems(inSection section: Int, upTo item: Int, size: (Int) -> MasonryItemSize) {
        guard !sections[section].isPlaced(item: item) else { return }
        sections[section].placeItems(upTo: item, size: size)
        stack.setExtent(sections[section].length, at: section)
    }

    /// Forgets every measured line: all stand at their estimates again.
    ///
    /// - Complexity: O(sections).
    public mutating func invalidateLines() {
        for index in sections.indices { sections[index].invalidateLines() }
        reload(sections)
    }

    /// How many lines were measured in all.
    public var measuredLineCount: Int { sections.reduce(0) { $0 + $1.measuredLineCount } }

    /// A description of the first broken invariant, or `nil`: the stack holds every section's
    /// length, and every tree is consistent.
    public func checkInvariants() -> String? {
        if let problem = stack.checkInvariants() { return "section stack: \(problem)" }
        guard stack.count == sections.count else { return "the stack holds \(stack.count) sections" }
        for (index, section) in sections.enumerated() {
            if let problem = section.lines.checkInvariants() { return "section \(index) lines: \(problem)" }
            if stack.extent(at: index) != section.length {
                return "section \(index) is \(section.length) long, the stack says \(stack.extent(at: index))"
            }
        }
        return nil
    }
}
