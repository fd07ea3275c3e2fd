import Foundation
@_spi(Hosting) import ReuseKit
import Testing

@testable import ReuseKitTerminal

@MainActor
@Suite("A terminal's cells in points")
struct TerminalGridTests {
    let grid = TerminalGrid.standard

    @Test("A coordinate falls on the nearest grid line, halves going to the line after")
    func lines() {
        #expect(grid.row(10.99) == 0)
        #expect(grid.row(11) == 1)
        #expect(grid.row(-11) == 0)
        #expect(grid.row(-11.01) == -1)
        #expect(grid.column(3.99) == 0)
        #expect(grid.column(4) == 1)
        #expect(grid.row(.infinity) == 0 && grid.column(.nan) == 0)
        for value in stride(from: -44.0, through: 44.0, by: 0.25) {
            #expect(grid.row(5 * 22 + value) == 5 + grid.row(value), "\(value) moved by five rows")
            #expect(grid.column(3 * 8 + value) == 3 + grid.column(value), "\(value) moved by three columns")
        }
    }

    @Test("Rectangles snap by their edges, so neighbours still meet")
    func rectangles() {
        #expect(
            grid.cells(CGRect(x: 0, y: 0, width: 16, height: 44)) == CellRect(x: 0, y: 0, width: 2, height: 2)
        )
        let upper = grid.cells(CGRect(x: 0, y: 30, width: 80, height: 35))
        let lower = grid.cells(CGRect(x: 0, y: 65, width: 80, height: 35))
        #expect(upper.y + upper.height == lower.y)
    }

    @Test("A cell's middle lies in that cell, and a point maps back to its cell")
    func cells() {
        for (column, row) in [(0, 0), (3, 7), (79, 23)] {
            let middle = grid.point(column: column, row: row)
            #expect(grid.cell(containing: middle) == (column, row))
            #expect(grid.column(middle.x - 4) == column && grid.row(middle.y - 11) == row)
        }
        #expect(grid.cell(containing: CGPoint(x: 7.99, y: 21.99)) == (0, 0))
        #expect(grid.cell(containing: CGPoint(x: -0.01, y: 22)) == (-1, 1))
        #expect(grid.points(TerminalSize(columns: 80, rows: 24)) == CGSize(width: 640, height: 528))
    }

    @Test("The text system measures in points of the grid's cells")
    func text() {
        let text = TerminalTextSystem(grid: grid)
        #expect(text.lineHeight == 22)
        #expect(text.width(of: "abc") == 24)
        #expect(text.width(of: "漢字") == 32)
        #expect(
            text.lines(of: "one two three", width: 8 * 8, numberOfLines: 0, lineBreakMode: .byWordWrapping)
                == ["one two", "three"])
    }

    @Test("Cells that are not whole points are refused")
    func wholePoints() async {
        await #expect(processExitsWith: .failure) {
            _ = TerminalGrid(cellSize: CGSize(width: 7.5, height: 22))
        }
    }
}
