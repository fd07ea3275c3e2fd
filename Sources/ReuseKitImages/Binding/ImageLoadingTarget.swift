import ReuseKitCore

/// Something on screen that shows an image: a cell's image view, a terminal cell, a test double.
///
/// ReuseKitImages knows nothing of widgets; a widget module conforms its image view to this.
@MainActor
public protocol ImageLoadingTarget: AnyObject {
    /// Shows `content`, replacing whatever was shown.
    func display(_ content: ImageDisplayContent)
}

/// What an `ImageLoadingTarget` is asked to show.
public enum ImageDisplayContent: Sendable, Hashable {
    /// Nothing: the target has no request.
    case empty
    /// The load is under way (or waits for scrolling to stop); shows the placeholder, if any.
    case placeholder(Image?)
    /// The loaded image.
    case image(Image)
    /// The load failed; shows the failure image, if any. `ImageBinder.retry(_:)` tries again.
    case failure(Image?, ImagePipelineError)

    /// The image to draw, whichever the case.
    public var image: Image? {
        switch self {
        case .empty: nil
        case .placeholder(let image): image
        case .image(let image): image
        case .failure(let image, _): image
        }
    }
}
