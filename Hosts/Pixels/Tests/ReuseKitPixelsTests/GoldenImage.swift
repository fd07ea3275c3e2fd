import Foundation
import ReuseKit
import ReuseKitPixels

/// Compares frames with the PNGs committed under `Golden/`, with a tolerance for anti-aliasing;
/// `RECORD_GOLDEN=1` writes the frames drawn as the new goldens instead.
@MainActor
enum GoldenImage {
    /// A channel may differ by this much before a pixel counts as different (anti-aliasing and
    /// rasterizer rounding).
    static let channelTolerance = 40
    /// The share of pixels that may differ.
    static let pixelTolerance = 0.002

    static var directory: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden").path
    }

    static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" }

    /// `nil` when `surface` matches the golden `name`, else why not (the frame drawn is left in
    /// the temporary directory to look at).
    static func mismatch(_ surface: PixelSurface, name: String) throws -> String? {
        let path = "\(directory)/\(name).png"
        if isRecording {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try surface.writePNG(to: path)
            return nil
        }
        let actualPath = NSTemporaryDirectory() + "reusekit-pixels-\(name)-actual.png"
        guard FileManager.default.fileExists(atPath: path) else {
            try surface.writePNG(to: actualPath)
            return "no golden \(path); record it with RECORD_GOLDEN=1 (frame drawn: \(actualPath))"
        }
        let golden = try PixelSurface.readPNG(from: path, scale: surface.scale)
        guard golden.pixelWidth == surface.pixelWidth, golden.pixelHeight == surface.pixelHeight else {
            try surface.writePNG(to: actualPath)
            return "size \(surface.pixelWidth)×\(surface.pixelHeight) differs from the golden's "
                + "\(golden.pixelWidth)×\(golden.pixelHeight) (frame drawn: \(actualPath))"
        }
        let differing = differingPixels(surface, golden)
        let allowed = Int(Double(surface.pixelWidth * surface.pixelHeight) * pixelTolerance)
        guard differing > allowed else { return nil }
        try surface.writePNG(to: actualPath)
        return "\(differing) pixels differ from \(path) (allowed \(allowed)); frame drawn: \(actualPath)"
    }

    /// The pixels whose channels differ by more than `channelTolerance`.
    static func differingPixels(_ first: PixelSurface, _ second: PixelSurface) -> Int {
        first.withPixelBytes { a in
            second.withPixelBytes { b in
                var count = 0
                for y in 0..<first.pixelHeight {
                    for x in 0..<first.pixelWidth {
                        let offsetA = y * first.stride + x * 4
                        let offsetB = y * second.stride + x * 4
                        for channel in 0..<3
                        where abs(Int(a[offsetA + channel]) - Int(b[offsetB + channel])) > channelTolerance {
                            count += 1
                            break
                        }
                    }
                }
                return count
            }
        }
    }
}
