import CCairo
import Foundation
import ReuseKit

/// A Cairo image surface of device pixels that views draw on in points: `scale` device pixels
/// a point (1, or 2 for HiDPI), premultiplied ARGB32 as X11 and PNG writing expect it.
@MainActor
public final class PixelSurface {
    /// The surface's size in points.
    public let size: CGSize
    /// Device pixels per point.
    public let scale: Int
    /// Width in device pixels.
    public let pixelWidth: Int
    /// Height in device pixels.
    public let pixelHeight: Int
    let surface: OpaquePointer

    /// Creates a transparent surface of `size` points at `scale` device pixels a point.
    public init(size: CGSize, scale: Int) {
        precondition(scale >= 1, "a surface needs at least one device pixel a point")
        self.size = size
        self.scale = scale
        pixelWidth = max(1, Int((size.width * CGFloat(scale)).rounded()))
        pixelHeight = max(1, Int((size.height * CGFloat(scale)).rounded()))
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))
        cairo_surface_set_device_scale(surface, Double(scale), Double(scale))
    }

    /// Creates a surface drawing straight into `data` (`stride` bytes a row, at least
    /// `pixelHeight` rows, kept alive by the caller): a window's shared-memory image, so a
    /// frame reaches the X server without a copy.
    init(data: UnsafeMutableRawPointer, pixelWidth: Int, pixelHeight: Int, stride: Int, scale: Int) {
        self.scale = scale
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        size = CGSize(
            width: CGFloat(pixelWidth) / CGFloat(scale), height: CGFloat(pixelHeight) / CGFloat(scale))
        surface = cairo_image_surface_create_for_data(
            data.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(pixelWidth),
            Int32(pixelHeight),
            Int32(stride))
        cairo_surface_set_device_scale(surface, Double(scale), Double(scale))
    }

    isolated deinit {
        cairo_surface_destroy(surface)
    }

    /// Bytes from one row of pixels to the next.
    public var stride: Int { Int(cairo_image_surface_get_stride(surface)) }

    /// Runs `body` with the pixel bytes (premultiplied BGRA in memory on little-endian hosts),
    /// once Cairo has finished drawing into them.
    public func withPixelBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        cairo_surface_flush(surface)
        let data = UnsafeRawPointer(cairo_image_surface_get_data(surface))
        return try body(UnsafeRawBufferPointer(start: data, count: stride * pixelHeight))
    }

    /// The colour of the device pixel at (`x`, `y`), un-premultiplied.
    public func pixel(x: Int, y: Int) -> Color {
        precondition(x >= 0 && x < pixelWidth && y >= 0 && y < pixelHeight, "pixel (\(x), \(y)) is outside")
        return withPixelBytes { bytes in
            let word = bytes.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
            let alpha = UInt8(word >> 24)
            func channel(_ shift: UInt32) -> UInt8 {
                let value = UInt32((word >> shift) & 0xFF)
                guard alpha > 0, alpha < 255 else { return UInt8(value) }
                return UInt8(min(255, value * 255 / UInt32(alpha)))
            }
            return Color(red: channel(16), green: channel(8), blue: channel(0), alpha: alpha)
        }
    }

    /// The surface's pixels as an RGBA image (for comparisons).
    public func image() -> Image {
        var rgba = [UInt8](repeating: 0, count: pixelWidth * pixelHeight * 4)
        for y in 0..<pixelHeight {
            for x in 0..<pixelWidth {
                let color = pixel(x: x, y: y)
                let offset = (y * pixelWidth + x) * 4
                rgba[offset] = color.red
                rgba[offset + 1] = color.green
                rgba[offset + 2] = color.blue
                rgba[offset + 3] = color.alpha
            }
        }
        return Image(width: pixelWidth, height: pixelHeight, pixels: rgba)
    }

    /// Writes the surface to a PNG file at `path`.
    public func writePNG(to path: String) throws(PixelError) {
        let status = cairo_surface_write_to_png(surface, path)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .cairo(operation: "write \(path)", message: String(cString: cairo_status_to_string(status)))
        }
    }

    /// Reads a PNG file into a surface of scale `scale`.
    public static func readPNG(from path: String, scale: Int) throws(PixelError) -> PixelSurface {
        let loaded = cairo_image_surface_create_from_png(path)
        defer { cairo_surface_destroy(loaded) }
        let status = cairo_surface_status(loaded)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .cairo(operation: "read \(path)", message: String(cString: cairo_status_to_string(status)))
        }
        let width = Int(cairo_image_surface_get_width(loaded))
        let height = Int(cairo_image_surface_get_height(loaded))
        let result = PixelSurface(
            size: CGSize(width: CGFloat(width) / CGFloat(scale), height: CGFloat(height) / CGFloat(scale)),
            scale: scale)
        let context = cairo_create(result.surface)
        cairo_surface_set_device_scale(loaded, Double(scale), Double(scale))
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(context, loaded, 0, 0)
        cairo_paint(context)
        cairo_destroy(context)
        return result
    }
}
