import Foundation
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

/// Table, collection and waterfall cells show the keyboard focus one way: a fill when not selected, a bar
/// on the leading edge beside the selection when selected.
@MainActor
@Suite("Keyboard focus on cells, table, collection and waterfall alike")
struct ListFocusCellTests {
    static func fills(_ cell: View) -> [(CGRect, Color)] {
        let context = RecordingContext()
        cell.draw(in: context)
        return context.operations.compactMap {
            if case .fill(let rect, let color) = $0 { return (rect, color) }
            return nil
        }
    }

    @Test("a focused cell is filled; a focused selected cell shows the selection and a focus bar")
    func bothCells() {
        let frame = CGRect(x: 0, y: 0, width: 40, height: 10)
        let table = TableViewCell(style: .default, reuseIdentifier: "cell")
        table.frame = frame
        let collection = CollectionViewCell(frame: frame)
        let focus = Color(red: 1, green: 2, blue: 3)
        let selection = Color(red: 4, green: 5, blue: 6)
        table.focusColor = focus
        table.selectionColor = selection
        collection.focusColor = focus
        collection.selectionColor = selection
        let waterfall = WaterfallViewCell(reuseIdentifier: "cell")
        waterfall.frame = frame
        waterfall.focusColor = focus
        waterfall.selectionColor = selection
        for cell in [table, collection, waterfall] as [View] {
            (cell as? TableViewCell)?.isFocused = true
            (cell as? CollectionViewCell)?.isFocused = true
            (cell as? WaterfallViewCell)?.isFocused = true
            #expect(Self.fills(cell).map(\.0) == [frame] && Self.fills(cell).map(\.1) == [focus], "\(cell)")
            (cell as? TableViewCell)?.isSelected = true
            (cell as? CollectionViewCell)?.isSelected = true
            (cell as? WaterfallViewCell)?.isSelected = true
            let fills = Self.fills(cell)
            #expect(fills.count == 2, "\(cell): \(fills)")
            #expect(fills.first.map { $0.0 == frame && $0.1 == selection } == true)
            #expect(fills.last.map { $0.1 == focus && $0.0.width < frame.width } == true, "\(cell): a bar")
        }
    }
}
