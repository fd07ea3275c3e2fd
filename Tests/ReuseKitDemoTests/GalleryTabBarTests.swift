import Foundation
@_spi(Testing) import ReuseKit
@_spi(Testing) import ReuseKitTerminal
import Testing

@testable import ReuseKitDemo
@testable import ReuseKitGallery

/// The terminal gallery's tab bar keeps the active scene's tab in view when the tabs are wider
/// than the terminal, and a click on a tab shown opens its scene.
@Suite("Gallery tab bar")
@MainActor
struct GalleryTabBarTests {
    @Test("at 80 columns every scene's tab is shown whole when it is active, and a click on it opens it")
    func activeTabInView() throws {
        let names = SceneRegistry.all.map { $0.info.name }
        let screen = HeadlessScreen(size: TerminalSize(columns: 80, rows: 12))
        let host = GalleryApp(screen: screen, names: names, clock: ManualFrameClock()) { _, clock in
            TableScene(clock: clock)
        }
        let chrome = try #require(host.window.rootView as? GalleryChromeView)
        let tabs = chrome.tabBar
        var shifted = false
        for index in names.indices {
            host.showScene(at: index)
            try host.renderFrame()
            let bar = screen.text.split(separator: "\n", omittingEmptySubsequences: false)[0]
            #expect(bar.contains(" \(names[index]) "), "\(names[index]) in \(bar)")
            let range = tabs.tabStrip().ranges[index]
            #expect(range.upperBound <= tabs.bounds.width && !range.isEmpty, "\(names[index]): \(range)")
            if bar.contains(GalleryTabBar.moreMark) { shifted = true }
            // A click on the active tab's middle opens it again; on the first tab shown, that one.
            #expect(chrome.tab(at: CGPoint(x: range.lowerBound + 1, y: 0)) == index)
        }
        #expect(shifted, "the last tabs do not fit 80 columns with the first ones shown")
        // Back to the first scene, the tabs stand where they began.
        host.showScene(at: 0)
        try host.renderFrame()
        #expect(!screen.text.split(separator: "\n")[0].contains(GalleryTabBar.moreMark))
    }

    @Test("a tab strip slides out as few leading tabs as keep the active one whole, on any host")
    func tabStrip() {
        // Tabs of 10 from 5, a gap of 1: they end at 15, 26, 37, 48.
        let fits = TabStrip(widths: [10, 10, 10, 10], start: 5, gap: 1, width: 50, active: 3)
        #expect(fits.ranges == [5..<15, 16..<26, 27..<37, 38..<48])
        #expect(!fits.hidesLeadingTabs)
        // In 30, tab 3 needs the first two out of view: it then stands at 27..<37 - 22 = 5+11.
        let slid = TabStrip(widths: [10, 10, 10, 10], start: 5, gap: 1, width: 30, active: 3)
        #expect(slid.ranges == [5..<5, 5..<5, 5..<15, 16..<26])
        #expect(slid.hidesLeadingTabs)
        #expect(slid.tab(at: 20) == 3)
        #expect(slid.tab(at: 5) == 2)
        // The first tab active: nothing slides, whatever is cut off at the end.
        #expect(
            TabStrip(widths: [10, 10, 10, 10], start: 5, gap: 1, width: 30, active: 0).ranges == fits.ranges)
        #expect(TabStrip(widths: [], start: 5, gap: 1, width: 30, active: 0).ranges.isEmpty)
    }
}
