import Foundation
import ReuseKit
import ReuseKitPixels

/// The gallery's own drawing around the scene: the tab bar, the status line and the HUD.
@MainActor
enum GalleryChrome {
    static let barColor = Color(red: 28, green: 28, blue: 34)
    static let activeTab = Color(red: 10, green: 132, blue: 255)
    static let hudBackground = Color(red: 0, green: 0, blue: 0, alpha: 200)

    static func tabBarHeight(_ text: PangoTextSystem) -> CGFloat { text.lineHeight + 14 }
    static func statusBarHeight(_ text: PangoTextSystem) -> CGFloat { text.lineHeight + 8 }

    /// The tab under `x`: the bar is split evenly between the scenes.
    static func tabIndex(at x: CGFloat, names: [String], width: CGFloat) -> Int? {
        guard !names.isEmpty, width > 0, x >= 0, x < width else { return nil }
        return min(names.count - 1, Int(x / (width / CGFloat(names.count))))
    }

    static func drawTabBar(on canvas: PixelCanvas, names: [String], active: Int, width: CGFloat) {
        let text = canvas.textSystem
        let height = tabBarHeight(text)
        canvas.fill(CGRect(x: 0, y: 0, width: width, height: height), with: barColor)
        let tabWidth = width / CGFloat(max(1, names.count))
        for (index, name) in names.enumerated() {
            let frame = CGRect(x: CGFloat(index) * tabWidth, y: 0, width: tabWidth, height: height)
            let isActive = index == active
            if isActive {
                canvas.fillRoundedRect(frame.insetBy(dx: 4, dy: 4), radius: 8, with: activeTab)
            }
            let labelWidth = min(text.width(of: name), frame.width - 8)
            canvas.drawText(
                name, at: CGPoint(x: frame.midX - labelWidth / 2, y: (height - text.lineHeight) / 2),
                width: labelWidth + 1,
                style: TextStyle(color: isActive ? .white : .secondaryText, isBold: isActive))
        }
    }

    static func drawStatusBar(on canvas: PixelCanvas, text status: String, frame: CGRect) {
        canvas.fill(frame, with: barColor)
        let line = canvas.textSystem.lineHeight
        canvas.drawText(
            status, at: CGPoint(x: frame.minX + 8, y: frame.minY + (frame.height - line) / 2),
            width: frame.width - 16, style: TextStyle(color: .secondaryText))
    }

    static func drawHUD(
        on canvas: PixelCanvas, in content: CGRect, frames: FrameTimes, reuse: ReuseStatistics?
    ) {
        var lines: [String] = []
        func milliseconds(_ seconds: Double?) -> String {
            seconds.map { String(format: "%.2f", $0 * 1000) } ?? "–"
        }
        lines.append("frame \(milliseconds(frames.last)) ms")
        lines.append("median \(milliseconds(frames.median)) · p99 \(milliseconds(frames.p99))")
        if let bytes = frames.medianBytes { lines.append("upload \(bytes / 1024) KiB/frame") }
        if let reuse {
            lines.append("cells \(reuse.created) made · \(reuse.reused) reused")
            lines.append("\(reuse.visible) visible · \(reuse.pooled) pooled")
        }
        let text = canvas.textSystem
        let width = (lines.map { text.width(of: $0) }.max() ?? 0) + 20
        let panel = CGRect(
            x: content.maxX - width - 8, y: content.minY + 8, width: width,
            height: CGFloat(lines.count) * text.lineHeight + 12)
        canvas.fillRoundedRect(panel, radius: 10, with: hudBackground)
        for (index, line) in lines.enumerated() {
            canvas.drawText(
                line, at: CGPoint(x: panel.minX + 10, y: panel.minY + 6 + CGFloat(index) * text.lineHeight),
                width: width - 20, style: TextStyle(color: .white))
        }
    }
}
