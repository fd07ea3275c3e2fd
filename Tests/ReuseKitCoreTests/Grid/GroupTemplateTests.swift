import Testing

@testable import ReuseKitCore

@Suite("Group templates and lines kept as two numbers")
struct GroupTemplateTests {
    static let template = GroupTemplate(
        slots: [
            GroupTemplate.Slot(
                crossOrigin: 0, crossLength: 100, mainOffset: 2, mainLength: -4, mainFraction: 1,
                sizesItself: true),
            GroupTemplate.Slot(crossOrigin: 100, crossLength: 50, mainOffset: 0, mainLength: 30),
        ], length: 60)

    @Test("a prototype given a count lays out as a section built for it, measured lines forgotten")
    func prototypesMatchBuiltSections() {
        for count in [0, 1, 5, 6, 1000] {
            var copy = GridSection(
                itemCount: 4, group: Self.template, lineSpacing: 10, headerLength: 20, insetBefore: 4,
                sizesLines: true)
            copy.setLength(90, ofLine: 0)
            copy.reset(itemCount: count, itemsPerLine: 2, spaceAfter: 8)
            let built = GridSection(
                itemCount: count, group: Self.template, lineSpacing: 10, headerLength: 20, insetBefore: 4,
                spaceAfter: 8, sizesLines: true)
            #expect(copy.itemCount == built.itemCount && copy.lineCount == built.lineCount)
            #expect(copy.length == built.length && copy.spaceAfter == 8)
            #expect((0..<copy.lineCount).allSatisfy { copy.origin(ofLine: $0) == built.origin(ofLine: $0) })
            #expect((0..<copy.lineCount).allSatisfy { !copy.isMeasured(line: $0) })
        }
        var band = GridSection(itemCount: 0, bandOf: Self.template, pitch: 160)
        band.reset(itemCount: 40, itemsPerLine: 40, spaceAfter: 0)
        #expect(band.lineCount == 1 && band.items(inLine: 0) == 0..<40)
    }

    @Test("a slot stretches with its line by its fraction; fixed ones keep their length")
    func slotsFollowTheirLine() {
        let section = GridSection(itemCount: 5, group: Self.template, lineSpacing: 10, sizesLines: true)
        #expect(section.lineCount == 3)
        #expect(section.items(inLine: 2) == 4..<5)
        #expect(
            section.place(ofItem: 2, lineLength: 80)
                == GridItemPlace(crossOrigin: 0, crossLength: 100, mainOffset: 2, mainLength: 76))
        #expect(section.place(ofItem: 3, lineLength: 80).mainLength == 30)
        // A cell fitted 50 long needs its insets around it; a fixed item needs its own reach.
        #expect(section.lineLength(fitting: 50, item: 0) == 54)
        #expect(section.lineLength(fitting: 500, item: 1) == 30)
        var seen: [Int] = []
        section.forEachItem(inLine: 1, lineLength: 60, across: 120, 130) { item, _ in seen.append(item) }
        #expect(seen == [3])
    }

    @Test("lines stand as two numbers until one is measured, and answer as a size tree would")
    func uniformLinesMatchTheTree() {
        var lines = GridLines(count: 7, estimatedExtent: 25)
        let tree = SizeTree(count: 7, estimatedExtent: 25)
        for position in stride(from: -10.0, through: 200, by: 2.5) {
            #expect(
                lines.countOfItems(endingAtOrBefore: position)
                    == tree.countOfItems(endingAtOrBefore: position))
            #expect(
                lines.countOfItems(startingBefore: position) == tree.countOfItems(startingBefore: position))
        }
        #expect(lines.totalExtent == 175)
        #expect(lines.firstUnmeasured(in: 3..<5) == 3)
        lines.setExtent(40, at: 3)
        #expect(lines.isMeasured(at: 3) && !lines.isMeasured(at: 2))
        #expect(lines.offset(of: 4) == 115)
        #expect(lines.measuredCount == 1)
        #expect(lines.checkInvariants() == nil)
        lines.invalidateAll()
        #expect(lines.measuredCount == 0 && lines.totalExtent == 175)
    }
}
