import TestSupport
import Testing

@testable import ReuseKitTerminal

@Suite("Terminal colour")
struct TerminalColorTests {
    @Test(
        "RGB maps to the nearest cube or grey-ramp palette entry",
        arguments: [
            ((255, 0, 0), 196), ((0, 0, 0), 16), ((255, 255, 255), 231), ((128, 128, 128), 244),
            ((95, 135, 175), 67), ((8, 8, 8), 232), ((238, 238, 238), 255), ((0, 255, 0), 46),
        ] as [((UInt8, UInt8, UInt8), UInt8)])
    func paletteMapping(color: (UInt8, UInt8, UInt8), index: UInt8) {
        #expect(TerminalColor.paletteIndex(red: color.0, green: color.1, blue: color.2) == index)
    }

    @Test("The chosen entry is the nearest of all 240 candidates")
    func paletteIsNearest() {
        let run = RandomizedRun(name: "TerminalColor.paletteIsNearest", defaultIterations: 2_000)
        var generator = run.makeGenerator()
        func distance(_ index: UInt8, _ r: Int, _ g: Int, _ b: Int) -> Int {
            let color = TerminalColor.paletteColor(index)
            let dr = Int(color.red) - r
            let dg = Int(color.green) - g
            let db = Int(color.blue) - b
            return dr * dr + dg * dg + db * db
        }
        for _ in 0..<run.iterations {
            let (r, g, b) = (
                UInt8.random(in: 0...255, using: &generator), UInt8.random(in: 0...255, using: &generator),
                UInt8.random(in: 0...255, using: &generator)
            )
            let chosen = TerminalColor.paletteIndex(red: r, green: g, blue: b)
            let best = (16...255).map { distance(UInt8($0), Int(r), Int(g), Int(b)) }.min() ?? 0
            #expect(distance(chosen, Int(r), Int(g), Int(b)) == best, "SEED=\(run.seed) rgb \(r) \(g) \(b)")
        }
    }

    @Test(
        "Capability detection honours NO_COLOR, COLORTERM and TERM",
        arguments: [
            (["TERM": "xterm-256color", "COLORTERM": "truecolor"], ColorMode.trueColor),
            (["TERM": "xterm", "COLORTERM": "24bit"], .trueColor),
            (["TERM": "xterm-256color"], .palette256),
            (["TERM": "screen"], .palette256),
            (["TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": "1"], .monochrome),
            (["TERM": "xterm-256color", "NO_COLOR": ""], .palette256),
            (["TERM": "dumb"], .monochrome),
            ([:], .monochrome),
        ])
    func detection(environment: [String: String], mode: ColorMode) {
        #expect(ColorMode.detect(environment: environment) == mode)
    }
}
