import Foundation
import ReuseKit
import Testing

@testable import ReuseKitTerminal

@Suite("Terminal canvas activity indicator")
@MainActor
struct TerminalCanvasIndicatorTests {
    @Test("The spinner is one Braille frame in the middle cell of its rect, twelve frames a second")
    func frameInMiddleCell() {
        let canvas = TerminalCanvas(size: TerminalSize(columns: 6, rows: 3), grid: .unit)
        canvas.fill(CGRect(x: 0, y: 0, width: 6, height: 3), with: .white)
        canvas.drawActivityIndicator(in: CGRect(x: 1, y: 0, width: 3, height: 3), color: .tint, time: 0.25)
        let cell = canvas.buffer[2, 1]
        #expect(cell.character == "⠸")
        #expect(cell.style.foreground == TerminalCanvas.terminalColor(.tint))
        // The background under it stays.
        #expect(cell.style.background == TerminalCanvas.terminalColor(.white))
        let others = (0..<3).flatMap { y in (0..<6).map { (x: $0, y: y) } }.filter {
            !($0.x == 2 && $0.y == 1)
        }
        #expect(others.allSatisfy { canvas.buffer[$0.x, $0.y].character == " " })
    }

    @Test("Frames cycle with time and a spinner outside the clip draws nothing")
    func cycleAndClip() {
        let frames = (0..<11).map { TerminalCanvas.activityIndicatorFrame(at: (Double($0) + 0.5) / 12) }
        #expect(Array(frames.prefix(10)) == TerminalCanvas.activityIndicatorFrames)
        #expect(frames[10] == frames[0])
        #expect(TerminalCanvas.activityIndicatorFrame(at: -.infinity) == "⠋")
        let canvas = TerminalCanvas(size: TerminalSize(columns: 4, rows: 2), grid: .unit)
        canvas.withTransform(offset: .zero, clip: CGRect(x: 0, y: 0, width: 2, height: 1)) {
            canvas.drawActivityIndicator(in: CGRect(x: 2, y: 1, width: 1, height: 1), color: .tint, time: 0)
        }
        #expect((0..<2).allSatisfy { y in (0..<4).allSatisfy { canvas.buffer[$0, y].character == " " } })
    }
}
