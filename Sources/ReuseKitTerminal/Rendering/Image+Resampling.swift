import ReuseKitCore

extension Image {
    /// The image scaled to `width × height` with an area-averaging (box) filter: each output
    /// pixel is the coverage-weighted mean of the source pixels under it.
    ///
    /// Colours are averaged premultiplied by alpha, so transparent pixels do not bleed their
    /// (meaningless) colour into their neighbours.
    /// - Complexity: O(source pixels + output pixels × scale) per axis.
    public func resized(width newWidth: Int, height newHeight: Int) -> Image {
        precondition(newWidth >= 0 && newHeight >= 0, "an image cannot have a negative size")
        guard newWidth > 0, newHeight > 0, width > 0, height > 0 else {
            return Image(
                width: newWidth, height: newHeight,
                pixels: Array(repeating: 0, count: newWidth * newHeight * 4))
        }
        if newWidth == width && newHeight == height { return self }
        var premultiplied = [Double](repeating: 0, count: width * height * 4)
        for index in 0..<(width * height) {
            let alpha = Double(pixels[index * 4 + 3]) / 255
            for channel in 0..<3 {
                premultiplied[index * 4 + channel] = Double(pixels[index * 4 + channel]) * alpha
            }
            premultiplied[index * 4 + 3] = Double(pixels[index * 4 + 3])
        }
        let columns = Self.boxWeights(from: width, to: newWidth)
        let rows = Self.boxWeights(from: height, to: newHeight)
        // Horizontal pass: height rows of newWidth pixels.
        var horizontal = [Double](repeating: 0, count: newWidth * height * 4)
        for y in 0..<height {
            for x in 0..<newWidth {
                for (source, weight) in columns[x] {
                    for channel in 0..<4 {
                        horizontal[(y * newWidth + x) * 4 + channel] +=
                            premultiplied[(y * width + source) * 4 + channel] * weight
                    }
                }
            }
        }
        var output = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
        for y in 0..<newHeight {
            for x in 0..<newWidth {
                var sums: (Double, Double, Double, Double) = (0, 0, 0, 0)
                for (source, weight) in rows[y] {
                    let index = (source * newWidth + x) * 4
                    sums.0 += horizontal[index] * weight
                    sums.1 += horizontal[index + 1] * weight
                    sums.2 += horizontal[index + 2] * weight
                    sums.3 += horizontal[index + 3] * weight
                }
                let alpha = sums.3 / 255
                let index = (y * newWidth + x) * 4
                output[index] = alpha > 0 ? Self.byte(sums.0 / alpha) : 0
                output[index + 1] = alpha > 0 ? Self.byte(sums.1 / alpha) : 0
                output[index + 2] = alpha > 0 ? Self.byte(sums.2 / alpha) : 0
                output[index + 3] = Self.byte(sums.3)
            }
        }
        return Image(width: newWidth, height: newHeight, pixels: output)
    }

    /// For each output index, the source indices it covers and their normalized weights.
    static func boxWeights(from source: Int, to target: Int) -> [[(Int, Double)]] {
        let scale = Double(source) / Double(target)
        return (0..<target).map { index in
            let start = Double(index) * scale
            let end = Double(index + 1) * scale
            var weights: [(Int, Double)] = []
            var pixel = Int(start.rounded(.down))
            while Double(pixel) < end && pixel < source {
                let covered = min(end, Double(pixel + 1)) - max(start, Double(pixel))
                if covered > 1e-9 { weights.append((pixel, covered / scale)) }
                pixel += 1
            }
            return weights
        }
    }

    private static func byte(_ value: Double) -> UInt8 {
        UInt8(max(0, min(255, value.rounded())))
    }
}
