import ReuseKit

/// Images scaled to the cells they were drawn into, kept from frame to frame by a host: a cell's
/// picture is drawn every frame at the same size, and filtering it again each time would cost
/// more than the rest of the frame.
///
/// An entry is found by the address of the image's pixel storage and the target size, and used
/// only if it holds that same image (`Array`'s `==` answers at once for shared storage), so a
/// new image at a recycled address is never mistaken for an old one.
@MainActor
final class ScaledImageCache {
    private struct Key: Hashable {
        let storage: UInt
        let sourceWidth: Int
        let sourceHeight: Int
        let width: Int
        let height: Int
    }

    private struct Entry {
        let source: Image
        let scaled: Image
    }

    /// The most images kept; past it the cache starts over (a screen shows far fewer).
    let capacity: Int
    private var entries: [Key: Entry] = [:]

    /// Creates an empty cache of up to `capacity` scaled images.
    init(capacity: Int = 256) {
        self.capacity = capacity
    }

    /// The number of scaled images kept.
    var count: Int { entries.count }

    /// `image` scaled to `width × height` pixels, from the cache when it was scaled so before.
    func scaled(_ image: Image, width: Int, height: Int) -> Image {
        let storage = image.pixels.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        let key = Key(
            storage: storage, sourceWidth: image.width, sourceHeight: image.height, width: width,
            height: height)
        if let entry = entries[key], entry.source == image { return entry.scaled }
        let scaled = Image(width: image.width, height: image.height, pixels: image.pixels)
            .resized(width: width, height: height)
        if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
        entries[key] = Entry(source: image, scaled: scaled)
        return scaled
    }
}
