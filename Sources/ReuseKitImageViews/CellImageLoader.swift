import ReuseKit
import ReuseKitImages

/// Loads the images of a ``ListController``'s cells through an ``ImageBinder``: each cell's
/// `imageView` is bound to the request of its item, so reusing a cell cancels the previous load
/// and a late result can never show in the wrong row.
@MainActor
public final class CellImageLoader: ListImageLoading {
    /// The binder the loads go through.
    public let binder: ImageBinder
    /// The request for an item's image, or `nil` for none.
    public var request: (AnyHashable) -> ImageRequest?

    /// Creates a loader; `request` maps an item identifier to its image request.
    public init(binder: ImageBinder, request: @escaping (AnyHashable) -> ImageRequest?) {
        self.binder = binder
        self.request = request
    }

    public func loadImage(forItem item: AnyHashable, into cell: TableViewCell) {
        binder.load(request(item), into: cell.imageView)
    }

    public func cancelImageLoad(for cell: TableViewCell) {
        binder.cancelLoad(for: cell.imageView)
    }
}
