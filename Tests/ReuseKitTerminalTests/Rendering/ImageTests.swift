import ReuseKitCore
import Testing

@testable import ReuseKitTerminal

@Suite("Images as half blocks")
struct ImageTests {
    private func image(_ width: Int, _ height: Int, _ pixel: (Int, Int) -> [UInt8]) -> Image {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width { pixels += pixel(x, y) }
        }
        return Image(width: width, height: height, pixels: pixels)
    }

    @Test("Each cell shows two pixels: the top one as foreground, the bottom one as background")
    func halfBlocks() {
        let source = image(1, 2) { _, y in y == 0 ? [255, 0, 0, 255] : [0, 0, 255, 255] }
        var buffer = ScreenBuffer(size: TerminalSize(columns: 3, rows: 2))
        buffer.drawImage(source, in: CellRect(x: 1, y: 1, width: 1, height: 1))
        #expect(buffer[1, 1].character == "▀")
        #expect(buffer[1, 1].style.foreground == .rgb(255, 0, 0))
        #expect(buffer[1, 1].style.background == .rgb(0, 0, 255))
        #expect(buffer[0, 0].isDefaultBlank)
    }

    @Test("Downscaling averages areas: a fine checkerboard becomes grey, not black or white")
    func boxFilter() {
        let checkerboard = image(8, 8) { x, y in (x + y) % 2 == 0 ? [0, 0, 0, 255] : [255, 255, 255, 255] }
        let scaled = checkerboard.resized(width: 2, height: 2)
        for y in 0..<2 {
            for x in 0..<2 {
                let pixel = scaled[x: x, y: y]
                #expect(pixel.red == 128 && pixel.green == 128 && pixel.alpha == 255)
            }
        }
        // A non-integer ratio weighs partly covered pixels by their coverage.
        let ramp = image(3, 1) { x, _ in [UInt8(x * 90), 0, 0, 255] }
        let halved = ramp.resized(width: 2, height: 1)
        #expect(halved[x: 0, y: 0].red == 30)  // (0·1 + 90·0.5) / 1.5
        #expect(halved[x: 1, y: 0].red == 150)  // (90·0.5 + 180·1) / 1.5
    }

    @Test("Transparent pixels do not bleed colour and are composited over the matte")
    func alpha() {
        let source = image(2, 2) { x, _ in x == 0 ? [255, 0, 0, 255] : [0, 255, 0, 0] }
        let scaled = source.resized(width: 1, height: 1)
        let pixel = scaled[x: 0, y: 0]
        #expect(pixel.red == 255 && pixel.green == 0 && pixel.alpha == 128)
        var buffer = ScreenBuffer(size: TerminalSize(columns: 1, rows: 1))
        buffer.drawImage(source, in: CellRect(x: 0, y: 0, width: 1, height: 1), matte: (0, 0, 255))
        #expect(buffer[0, 0].style.foreground == .rgb(128, 0, 127))
    }
}
