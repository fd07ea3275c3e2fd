import ReuseKit
import ReuseKitImages

extension ImageView: ImageLoadingTarget {
    /// Shows what the binder hands over: the image, the placeholder or the failure image.
    public func display(_ content: ImageDisplayContent) {
        image = content.image
    }
}
