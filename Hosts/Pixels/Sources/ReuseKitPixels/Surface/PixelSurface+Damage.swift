import CCairo
import Foundation
@_spi(Hosting) import ReuseKit

/// A rectangle of device pixels.
struct PixelRect: Equatable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    /// `rect` (points on device pixels) at `scale`, cut to a surface of `width`×`height` pixels;
    /// `nil` when nothing of it is inside.
    init?(_ rect: CGRect, scale: Int, within width: Int, _ height: Int) {
        let scale = CGFloat(scale)
        let left = max(0, Int((rect.minX * scale).rounded()))
        let top = max(0, Int((rect.minY * scale).rounded()))
        let right = min(width, Int((rect.maxX * scale).rounded()))
        let bottom = min(height, Int((rect.maxY * scale).rounded()))
        guard right > left, bottom > top else { return nil }
        self.init(x: left, y: top, width: right - left, height: bottom - top)
    }

    init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Bytes of ARGB32 pixels it covers.
    var bytes: Int { width * height * 4 }
}

/// A scroll copy in device pixels: the part of the region whose picture stays on screen, where
/// it comes from and where it goes.
struct PixelCopy: Equatable {
    /// The pixels read (in the last picture).
    let source: PixelRect
    /// Where they go: `source` moved by the copy's offset.
    let destination: PixelRect

    /// `copy` at `scale` on a surface of `width`×`height` pixels; `nil` when nothing stays.
    init?(_ copy: ScrollCopy, scale: Int, within width: Int, _ height: Int) {
        guard let region = PixelRect(copy.region, scale: scale, within: width, height) else { return nil }
        let dx = Int((copy.offset.x * CGFloat(scale)).rounded())
        let dy = Int((copy.offset.y * CGFloat(scale)).rounded())
        let kept = PixelRect(
            x: region.x + max(0, dx), y: region.y + max(0, dy), width: region.width - abs(dx),
            height: region.height - abs(dy))
        guard kept.width > 0, kept.height > 0 else { return nil }
        destination = kept
        source = PixelRect(x: kept.x - dx, y: kept.y - dy, width: kept.width, height: kept.height)
    }
}

extension PixelSurface {
    /// Moves the pixels of `copy.source` to `copy.destination`, as the last picture scrolled.
    ///
    /// - Complexity: O(pixels moved), one memory move a row.
    func apply(_ copy: PixelCopy) {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let stride = self.stride
        let rowBytes = copy.source.width * 4
        // Rows go in the order that never reads a row already overwritten.
        let downward = copy.destination.y > copy.source.y
        for index in 0..<copy.source.height {
            let row = downward ? copy.source.height - 1 - index : index
            let from = data + (copy.source.y + row) * stride + copy.source.x * 4
            let to = data + (copy.destination.y + row) * stride + copy.destination.x * 4
            memmove(to, from, rowBytes)
        }
        cairo_surface_mark_dirty(surface)
    }
}
