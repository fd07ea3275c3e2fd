import Foundation
import ReuseKit
import ReuseKitGallery

/// The gallery's status line: the scene's status on the left, then, as far as they fit, the
/// scene's keys and the gallery's on the right after a bar.
@MainActor
final class GalleryStatusLine: View {

    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        backgroundColor = GalleryChromeStyle.bar
    }

    override func draw(in context: DrawingContext) {
        let (status, hints) = (superview as? GalleryChrome)?.status ?? ("", "")
        let keys = hints.isEmpty ? Gallery.keyHelp : hints + "  " + Gallery.keyHelp
        let text = traitCollection.textSystem
        let space = text.width(of: " ")
        let left = Self.truncated(" " + status, width: bounds.width - space, text: text)
        context.drawText(
            left, at: .zero, width: bounds.width, style: TextStyle(color: GalleryChromeStyle.text))
        let room = bounds.width - text.width(of: left) - 4 * space
        guard room >= 12 * space else { return }
        let right = Self.truncated(keys, width: room, text: text)
        let x = bounds.width - text.width(of: right) - space
        let style = TextStyle(color: GalleryChromeStyle.hint)
        context.drawText("│", at: CGPoint(x: x - 2 * space, y: 0), width: space, style: style)
        context.drawText(right, at: CGPoint(x: x, y: 0), width: bounds.width - x, style: style)
    }

    /// `string` on one line no wider than `width`, ending in an ellipsis when cut.
    static func truncated(_ string: String, width: CGFloat, text: TextSystem) -> String {
        text.lines(of: string, width: max(0, width), numberOfLines: 1, lineBreakMode: .byTruncatingTail).first
            ?? ""
    }
}
