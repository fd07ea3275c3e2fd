import ReuseKit

/// The pictures on the waterfall's cards, drawn procedurally (no files, no decoding): a sky
/// gradient with a sun, hills, stripes or rings, in one of six palettes.
enum CardArt {
    /// The side of every picture, in pixels.
    static let side = 32

    typealias RGB = (red: Double, green: Double, blue: Double)

    static let palettes: [(top: RGB, bottom: RGB, shape: RGB)] = [
        ((255, 140, 70), (110, 40, 130), (255, 225, 120)),
        ((40, 110, 200), (150, 215, 245), (245, 250, 255)),
        ((160, 215, 255), (230, 245, 255), (30, 110, 60)),
        ((20, 24, 60), (70, 40, 110), (120, 255, 190)),
        ((245, 205, 130), (200, 120, 60), (90, 50, 30)),
        ((230, 80, 90), (250, 180, 120), (40, 40, 60)),
    ]

    /// The number of different pictures.
    static let count = palettes.count * 4

    /// Picture `kind` (any integer; it wraps around).
    static func image(_ kind: Int) -> Image {
        let palette = palettes[(kind / 4) % palettes.count]
        var pixels: [UInt8] = []
        pixels.reserveCapacity(side * side * 4)
        for y in 0..<side {
            for x in 0..<side {
                let t = Double(y) / Double(side - 1)
                let inShape = covers(shape: kind % 4, x: Double(x), y: Double(y))
                for channel in 0..<3 {
                    let sky = mix(palette.top, palette.bottom, t, channel)
                    let shape = [palette.shape.red, palette.shape.green, palette.shape.blue][channel]
                    pixels.append(UInt8(max(0, min(255, inShape ? shape : sky))))
                }
                pixels.append(255)
            }
        }
        return Image(width: side, height: side, pixels: pixels)
    }

    private static func mix(_ a: RGB, _ b: RGB, _ t: Double, _ channel: Int) -> Double {
        let first = [a.red, a.green, a.blue][channel]
        return first + ([b.red, b.green, b.blue][channel] - first) * t
    }

    private static func covers(shape: Int, x: Double, y: Double) -> Bool {
        let middle = Double(side) / 2
        switch shape {
        case 0: return (x - 22) * (x - 22) + (y - 11) * (y - 11) < 36
        case 1: return y > middle + abs(x - middle) * 0.7 - 4
        case 2: return y > middle && Int(x + y) / 4 % 2 == 0
        default:
            let distance = ((x - middle) * (x - middle) + (y - middle) * (y - middle)).squareRoot()
            return Int(distance) / 3 % 2 == 0
        }
    }
}
