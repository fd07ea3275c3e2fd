import Foundation

/// When and into which view the list controllers load their cells' images, shared by the
/// table's and the collection view's controllers: at once, or (``ImageLoadingMode/whenScrollingStops``)
/// only what is in memory while the list moves and the rest once it stops; a cell leaving
/// cancels its load, and prefetching warms images unless loads wait for the list to stop.
@MainActor
struct ListImageFeed {
    var loader: ListImageLoading?
    var mode = ImageLoadingMode.immediately

    /// A cell was made for `item`: its image loads, or (while scrolling, when loads wait) shows
    /// if at hand, else nothing, so a reused cell never keeps another item's image.
    func show(_ item: AnyHashable, in cell: AnyObject, isScrolling: Bool) {
        guard let loader, let imageView = (cell as? ListImageCell)?.imageView else { return }
        if mode == .immediately || !isScrolling {
            loader.loadImage(forItem: item, into: imageView)
        } else if !loader.showCachedImage(forItem: item, in: imageView) {
            imageView.image = nil
        }
    }

    /// A cell left the list: its load stops.
    func cancel(_ cell: AnyObject) {
        guard let imageView = (cell as? ListImageCell)?.imageView else { return }
        loader?.cancelImageLoad(for: imageView)
    }

    /// Scrolling stopped: with loads waiting for that, the cells on screen load their items'.
    func scrollingStopped(_ cells: [(cell: AnyObject, item: AnyHashable)]) {
        guard mode == .whenScrollingStops, let loader else { return }
        for (cell, item) in cells {
            if let imageView = (cell as? ListImageCell)?.imageView {
                loader.loadImage(forItem: item, into: imageView)
            }
        }
    }

    /// Items about to come into view: their images are warmed, unless loads wait for the list to
    /// stop (warming ahead would defeat that).
    func prefetch(_ items: [AnyHashable], isScrolling: Bool) {
        guard mode == .immediately || !isScrolling, !items.isEmpty else { return }
        loader?.prefetchImages(forItems: items)
    }

    /// Items no longer about to come into view.
    func cancelPrefetching(_ items: [AnyHashable]) {
        if !items.isEmpty { loader?.cancelPrefetchingImages(forItems: items) }
    }
}
