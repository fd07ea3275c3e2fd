import ReuseKitCore
import ReuseKitImages

/// Obviously-correct image operations that decoder output is compared with.
enum ReferenceImaging {
    /// Box-averages `image` to `width × height` with alpha-weighted colour, using the same
    /// integer rounding the C downsampler promises; source pixel `x` belongs to column ⌊x·w/W⌋.
    static func boxDownsample(_ image: Image, width: Int, height: Int) -> Image {
        var sums = [[UInt64]](repeating: [0, 0, 0, 0, 0], count: width * height)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let target = (y * height / image.height) * width + x * width / image.width
                let pixel = image[x: x, y: y]
                let alpha = UInt64(pixel.alpha)
                sums[target][0] += alpha * UInt64(pixel.red)
                sums[target][1] += alpha * UInt64(pixel.green)
                sums[target][2] += alpha * UInt64(pixel.blue)
                sums[target][3] += alpha
                sums[target][4] += 1
            }
        }
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        for sum in sums {
            let alpha = sum[3]
            for channel in 0..<3 {
                pixels.append(alpha == 0 ? 0 : UInt8((sum[channel] + alpha / 2) / alpha))
            }
            pixels.append(UInt8((alpha + sum[4] / 2) / sum[4]))
        }
        return Image(width: width, height: height, pixels: pixels)
    }

    /// The largest and the mean absolute difference of two same-sized images' samples.
    static func difference(_ a: Image, _ b: Image) -> (maximum: Int, mean: Double) {
        precondition(a.width == b.width && a.height == b.height, "images differ in size")
        var maximum = 0
        var total = 0
        for (x, y) in zip(a.pixels, b.pixels) {
            let delta = abs(Int(x) - Int(y))
            maximum = max(maximum, delta)
            total += delta
        }
        return (maximum, Double(total) / Double(a.pixels.count))
    }

    /// A smooth test picture with some edges, in opaque RGBA.
    static func gradient(width: Int, height: Int) -> Image {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let red = x * 255 / max(1, width - 1)
                let green = y * 255 / max(1, height - 1)
                let blue = (x / 16 + y / 16) % 2 == 0 ? 60 : 190
                pixels += [UInt8(red), UInt8(green), UInt8(blue), 255]
            }
        }
        return Image(width: width, height: height, pixels: pixels)
    }
}
