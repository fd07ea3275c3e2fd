import ReuseKit
import ReuseKitImages

/// Loads the images of a list controller's cells (a ``ListController``'s or a
/// `CollectionListController`'s) through an ``ImageBinder``: each cell's `imageView` is bound to
/// the request of its item, so reusing a cell cancels the previous load
/// and a late result can never show in the wrong row. Rows about to come into view are warmed
/// through an ``ImagePrefetcher`` at low priority, so they often appear with their image.
@MainActor
public final class CellImageLoader: ListImageLoading {
    /// The binder the loads go through.
    public let binder: ImageBinder
    /// Warms the images of rows about to appear; `nil` turns prefetching off.
    public let prefetcher: ImagePrefetcher?
    /// The request for an item's image, or `nil` for none.
    public var request: (AnyHashable) -> ImageRequest?

    /// Creates a loader; `request` maps an item identifier to its image request, and rows about
    /// to appear are prefetched through `prefetcher` (`nil`: not at all).
    public init(
        binder: ImageBinder, prefetcher: ImagePrefetcher?, request: @escaping (AnyHashable) -> ImageRequest?
    ) {
        self.binder = binder
        self.prefetcher = prefetcher
        self.request = request
    }

    /// Creates a loader that prefetches through the binder's pipeline at low priority.
    public convenience init(binder: ImageBinder, request: @escaping (AnyHashable) -> ImageRequest?) {
        self.init(binder: binder, prefetcher: ImagePrefetcher(pipeline: binder.pipeline), request: request)
    }

    public func loadImage(forItem item: AnyHashable, into imageView: ImageView) {
        binder.load(request(item), into: imageView)
    }

    public func cancelImageLoad(for imageView: ImageView) {
        binder.cancelLoad(for: imageView)
    }

    public func showCachedImage(forItem item: AnyHashable, in imageView: ImageView) -> Bool {
        binder.showCachedImage(request(item), in: imageView)
    }

    public func prefetchImages(forItems items: [AnyHashable]) {
        prefetcher?.startPrefetching(for: items.compactMap(request))
    }

    public func cancelPrefetchingImages(forItems items: [AnyHashable]) {
        prefetcher?.stopPrefetching(for: items.compactMap(request))
    }
}
