import Foundation
import ReuseKit
import ReuseKitPixels
import Testing

@MainActor
@Suite("A text field on the pixel host")
struct PixelTextFieldSizeTests {
    @Test("is a line of Pango's text with three tenths of a line (whole points) above and below")
    func oneLineAndPadding() throws {
        let field = TextField()
        let window = PixelWindow(
            rootView: field, size: CGSize(width: 320, height: 100), renderer: PixelRenderer(),
            clock: ManualFrameClock())
        try window.renderNextFrame(after: 0)
        let line = window.textSystem.lineHeight
        let height = line + 2 * (line * 0.3).rounded(.down)
        #expect(line > 10 && (line * 0.3).rounded(.down) > 0)
        #expect(field.intrinsicContentSize.height == height)
        #expect(field.sizeThatFits(CGSize(width: 320, height: 0)).height == height)
    }
}
