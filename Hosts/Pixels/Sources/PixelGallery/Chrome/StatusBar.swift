import Foundation
import ReuseKit
import ReuseKitGallery

/// The pixel gallery's status line: the scene's state, then its own keys.
@MainActor
final class StatusBar: View {

    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        backgroundColor = ChromeStyle.bar
    }

    /// The bar's height for `text`: a line and room around it.
    static func height(_ text: TextSystem) -> CGFloat { text.lineHeight + 8 }

    override func draw(in context: DrawingContext) {
        let (status, keys) = (superview as? GalleryChrome)?.status ?? ("", "")
        let line = traitCollection.textSystem.lineHeight
        context.drawText(
            keys.isEmpty ? status : status + "   " + keys,
            at: CGPoint(x: 8, y: (bounds.height - line) / 2), width: bounds.width - 16,
            style: TextStyle(color: .secondaryText))
    }
}
