import TestSupport
import Testing

@testable import ReuseKitCore

@Suite("Masonry sections of a grid")
struct GridMasonryTests {
    /// A masonry of `count` items in three columns across 300 points, 10 apart, heights 40–130.
    static func masonry(_ count: Int) -> MasonryLayout {
        var masonry = MasonryLayout()
        masonry.estimatedItemHeight = 60
        masonry.reset(
            itemCount: count, columnCount: 3, width: 300,
            margins: MasonryMargins(top: 0, bottom: 0, left: 0, right: 0, row: 10, column: 10))
        return masonry
    }

    static func height(_ item: Int) -> MasonryItemSize { .height(Double(40 + (item * 37) % 91)) }

    @Test("a masonry section is one line at the estimate, placed as far as asked, never further")
    func lazyPlacement() {
        var section = GridSection(masonry: Self.masonry(1000), headerLength: 20, insetBefore: 5)
        #expect(section.lineCount == 1)
        #expect(section.isMasonry)
        #expect(!section.isPlaced(item: 0))
        let estimate = section.length
        var asked = 0
        let placed = section.placeItems(through: 500) {
            asked += 1
            return Self.height($0)
        }
        #expect(placed)
        #expect(asked > 0 && asked < 30)
        let placedAgain = section.placeItems(through: 400) { _ in
            Issue.record("asked again")
            return .height(1)
        }
        #expect(!placedAgain)
        #expect(section.length != estimate)
        // Every item starting above 500 (from the section's start) is placed, and shown.
        var shown: [Int] = []
        section.forEachItem(inLine: 0, lineLength: section.length(ofLine: 0), along: 0, 475, across: 0, 300) {
            item, place in
            shown.append(item)
            #expect(place.mainOffset < 475 && place.mainOffset + place.mainLength > 0)
        }
        #expect(
            Set(shown) == Set(0..<asked).filter { section.place(ofItem: $0, lineLength: 0).mainOffset < 475 })
        #expect(section.firstPlacedItem(intersecting: 25, 100) == 0)
        #expect(section.firstPlacedItem(intersecting: 2000, 2100) == nil)
    }

    @Test("placing more never moves an item placed before; the section's length follows the columns")
    func placedItemsStay() {
        var section = GridSection(masonry: Self.masonry(300))
        _ = section.placeItems(through: 300, size: Self.height)
        let placed = (0..<300).filter { section.isPlaced(item: $0) }
        let before = placed.map { section.place(ofItem: $0, lineLength: 0) }
        section.placeItems(upTo: 299, size: Self.height)
        #expect(placed.map { section.place(ofItem: $0, lineLength: 0) } == before)
        var columns = [0.0, 0, 0]
        for item in 0..<300 {
            let place = section.place(ofItem: item, lineLength: 0)
            let column = Int((place.crossOrigin / ((300 - 20) / 3 + 10)).rounded())
            // Each item stands under the one before it in its column, 10 apart.
            #expect(place.mainOffset == (columns[column] == 0 ? 0 : columns[column] + 10))
            columns[column] = place.mainOffset + place.mainLength
        }
        #expect(section.length == columns.max())
    }

    @Test("placement in a masonry section moves the sections after it, and only them")
    func gridFollowsPlacement() {
        var grid = GridLayout()
        grid.reload([
            GridSection(
                itemCount: 10,
                group: GroupTemplate(
                    slots: [.init(crossOrigin: 0, crossLength: 300, mainOffset: 0, mainLength: 50)],
                    length: 50)),
            GridSection(masonry: Self.masonry(500), headerLength: 22),
            GridSection(
                itemCount: 10,
                group: GroupTemplate(
                    slots: [.init(crossOrigin: 0, crossLength: 300, mainOffset: 0, mainLength: 50)],
                    length: 50)),
        ])
        let masonryOrigin = grid.origin(ofSection: 1)
        #expect(!grid.needsPlacing(inSection: 0, through: 10_000))
        #expect(grid.needsPlacing(inSection: 1, through: masonryOrigin + 23))
        #expect(!grid.needsPlacing(inSection: 1, through: masonryOrigin + 22))
        let placed = grid.placeItems(inSection: 1, through: masonryOrigin + 800, size: Self.height)
        #expect(placed)
        #expect(grid.origin(ofSection: 1) == masonryOrigin)
        #expect(grid.origin(ofSection: 2) == masonryOrigin + grid.sections[1].length)
        grid.placeItems(inSection: 1, upTo: 499, size: Self.height)
        #expect(!grid.needsPlacing(inSection: 1, through: .infinity))
        #expect(grid.checkInvariants() == nil)
        // Forgetting measured lines keeps what masonry placed.
        let length = grid.sections[1].length
        grid.invalidateLines()
        #expect(grid.sections[1].length == length)
    }
}
