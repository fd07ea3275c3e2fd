import Foundation

/// A view that shows a ``Image`` scaled to its bounds.
@MainActor
open class ImageView: View {
    /// The image shown; `nil` shows nothing.
    open var image: Image? {
        didSet { setNeedsDisplay() }
    }

    /// Creates an image view.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    open override func draw(in context: DrawingContext) {
        if let image { context.drawImage(image, in: bounds) }
    }
}
