import Foundation
@_spi(Hosting) import ReuseKit
import ReuseKitGallery
import Testing

@testable import PixelGallery
@_spi(Testing) @testable import ReuseKitPixels

/// The gallery's status line as scrolling changes it: a new row range lays out and draws only
/// what changed of the line, and the line looks as it does drawn in one piece.
@MainActor
@Suite("Pixel gallery status line")
struct StatusBarTests {
    static let size = CGSize(width: 390, height: 120)
    nonisolated static let prefix = "seed 000 · 1,000,000 rows · rows "

    /// A headless window showing only the chrome, with `status` on its status line.
    func chromeWindow(status: String, scale: Int = 1) -> (PixelWindow, ChromeView) {
        let chrome = ChromeView(names: [])
        let window = PixelWindow(rootView: chrome, size: Self.size, renderer: PixelRenderer(scale: scale))
        chrome.status = (status, "")
        window.renderFrame()
        return (window, chrome)
    }

    @Test("A number's characters are told as the text system lists them, ASCII or not")
    func numeralCharacters() {
        let listed = PangoTextSystem.numeralCharacters.unicodeScalars
        #expect(listed.contains { !$0.isASCII })
        for value in 0..<0x2100 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(PangoTextSystem.isNumeralCharacter(scalar) == listed.contains(scalar), "U+\(value)")
        }
    }

    /// Counts the widths asked of each text.
    final class CountingWidths: TextSystem {
        let plain = PlainTextSystem()
        var asked: [String] = []
        func width(of text: String) -> CGFloat {
            asked.append(text)
            return plain.width(of: text)
        }
        var lineHeight: CGFloat { plain.lineHeight }
        func lines(of text: String, width: CGFloat, numberOfLines: Int, lineBreakMode: LineBreakMode)
            -> [String]
        {
            plain.lines(of: text, width: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
        }
    }

    @Test(
        "A line cut after the last one is the line cut afresh",
        arguments: [
            [
                Self.prefix + "1,200–1,208   ↑↓ scroll · r reload",
                Self.prefix + "1,201–1,209   ↑↓ scroll · r reload",
                Self.prefix + "9–17   ↑↓ scroll · r reload",
                Self.prefix + "9–17 · selected 12   ↑↓ scroll · r reload",
                "seed 000 · 12 rows", "rows 3 · seed 000 · 12 rows", "滚动 rows 3 · seed 000 · 12 rows",
                "x rows 3 · seed 000 · 12 rows", "x", "", "photo 90,000 · 12.5 MB   n photo 90,000",
                "photo 90,001 · 12.5 MB   n photo 90,000", "a  b  c", "z a  b  c", "zz  b  c",
            ]
        ])
    func cutAfterLastIsCutAfresh(statuses: [String]) {
        let text = PangoTextSystem()
        var last: StatusLine?
        for status in statuses {
            let fresh = StatusLine(status, textSystem: text)
            #expect(fresh.pieces.joined() == status)
            if let last {
                let after = StatusLine(status, textSystem: text, last: last)
                #expect(after == fresh, "\(status) after \(last.text)")
            }
            for earlier in statuses {
                let after = StatusLine(status, textSystem: text, last: StatusLine(earlier, textSystem: text))
                #expect(after == fresh, "\(status) after \(earlier)")
            }
            last = fresh
        }
    }

    @Test("The pieces a line ends with alike the last one are not measured again")
    func alikeEndNotMeasured() {
        let text = CountingWidths()
        let keys = "   up down scroll · r reload · q quit"
        let last = StatusLine("rows 1–9" + keys, textSystem: text)
        text.asked = []
        let next = StatusLine("rows 2–10" + keys, textSystem: text, last: last)
        #expect(next == StatusLine("rows 2–10" + keys, textSystem: CountingWidths()))
        #expect(text.asked.joined().count < "rows 2–10   up ".count, "measured \(text.asked)")
    }

    @Test(
        "A number changed in place is cut as the line cut afresh, measuring only the number",
        arguments: [
            (Self.prefix + "1,200–1,208   r reload", Self.prefix + "1,201–1,209   r reload"),
            (Self.prefix + "9–17   r reload", Self.prefix + "10–18   r reload"),
            (Self.prefix + "999–1,007", Self.prefix + "1,000–1,008"),
            (Self.prefix + "9–17 · selected 3", Self.prefix + "9–17 · selected 12"),
        ])
    func numberChangedInPlace(last: String, next: String) {
        let text = PangoTextSystem()
        let before = StatusLine(last, textSystem: text)
        let asked = text.widthsAsked
        let after = StatusLine(next, textSystem: text, last: before)
        let measured = text.widthsAsked - asked
        #expect(measured == 0, "measured \(measured) pieces again")
        #expect(after == StatusLine(next, textSystem: text))
    }

    @Test(
        "A change that is not a number's in place is cut as the line cut afresh",
        arguments: [
            (Self.prefix + "9–17   ↑↓ scroll", Self.prefix + "9–1x   ↑↓ scroll"),
            (Self.prefix + "9–17   ↑↓ scroll", Self.prefix + "x9–17   ↑↓ scroll"),
            (Self.prefix + "9–17   ↑↓ scroll", Self.prefix + "9–17   ↑↓ scrolls"),
            (Self.prefix + "9–17", Self.prefix + "9–17 "),
            ("rows 3 · seed 000", "rows 3 · seed 001"),
        ])
    func otherChangeCutAfresh(last: String, next: String) {
        let text = PangoTextSystem()
        let after = StatusLine(next, textSystem: text, last: StatusLine(last, textSystem: text))
        #expect(after == StatusLine(next, textSystem: text))
    }

    @Test("A row range changed in place damages its changed characters, not the number's start")
    func rangeDamagesChangedCharacters() throws {
        let (window, chrome) = chromeWindow(status: Self.prefix + "1,200–1,208")
        let text = window.renderer.textSystem
        var damage: FrameDamage?
        window.didPresentFrame = { damage = $0 }
        chrome.status = (Self.prefix + "1,201–1,209", "")
        window.renderFrame()
        chrome.status = (Self.prefix + "1,202–1,210", "")
        window.renderFrame()
        let drawn = try #require(damage)
        #expect(!drawn.isWhole)
        // "1,20" is the same: the damage starts within it, past the piece before the number.
        let unchanged = 8 + text.width(of: Self.prefix) + text.width(of: "1,2")
        for rect in drawn.rects {
            #expect(rect.minX >= unchanged, "\(rect) redraws the unchanged 1,2 from \(unchanged)")
        }
    }

    @Test("A range of as many digits leaves the key hints after it undrawn")
    func keysAfterRangeUndamaged() throws {
        let keys = "r reload · q quit"
        let (window, chrome) = chromeWindow(status: "rows 1,200–1,208")
        chrome.status = ("rows 1,200–1,208", keys)
        window.renderFrame()
        var damage: FrameDamage?
        window.didPresentFrame = { damage = $0 }
        chrome.status = ("rows 1,201–1,209", keys)
        window.renderFrame()
        let text = window.renderer.textSystem
        let drawn = try #require(damage)
        #expect(!drawn.isWhole)
        let keysStart = 8 + text.width(of: "rows 1,201–1,209   ")
        for rect in drawn.rects {
            #expect(
                rect.maxX <= keysStart + text.lineHeight / 2,
                "\(rect) redraws the key hints from \(keysStart)")
        }
        let checker = PixelDamageChecker(window: window)
        window.didPresentFrame = { checker.check($0) }
        for range in ["1,202–1,210", "1,203–1,211", "999–1,007", "1,204–1,212"] {
            chrome.status = ("rows " + range, keys)
            window.renderFrame()
        }
        #expect(checker.problems.isEmpty, "\(checker.problems.prefix(3).joined(separator: "\n"))")
    }

    @Test("A new row range lays out only its own characters again and damages only where it is drawn")
    func newRangeDamagesItsPart() throws {
        let (window, chrome) = chromeWindow(status: Self.prefix + "1,200–1,208")
        let text = window.renderer.textSystem
        var damage: FrameDamage?
        window.didPresentFrame = { damage = $0 }
        let laidOut = text.charactersLaidOut
        chrome.status = (Self.prefix + "1,201–1,209", "")
        window.renderFrame()
        // The row range is drawn from glyphs shaped once: nothing is laid out.
        #expect(text.charactersLaidOut == laidOut)
        let drawn = try #require(damage)
        #expect(!drawn.isWhole)
        let bar = chrome.statusBar.frame
        let unchanged = 8 + text.width(of: Self.prefix)
        for rect in drawn.rects {
            #expect(
                rect.minX >= unchanged - text.lineHeight / 2, "\(rect) redraws the unchanged \(Self.prefix)")
            #expect(bar.contains(rect), "\(rect) lies outside the status bar \(bar)")
        }
        let area = drawn.rects.reduce(0) { $0 + $1.width * $1.height }
        #expect(area * 3 < bar.width * bar.height)
    }

    @Test(
        "The line drawn from its pieces, after changes, is the line drawn whole, pixel for pixel",
        arguments: [
            [Self.prefix + "1,200–1,208", Self.prefix + "1,201–1,209", Self.prefix + "999–1,007"],
            ["seed 000 · 12 rows", "seed 000 · 12 rows · selected 3", "seed 000 · 12 rows"],
            // Wider than the bar: cut with an ellipsis, as one piece.
            [Self.prefix + "1–9   " + String(repeating: "k key ", count: 20), Self.prefix + "2–10"],
            ["photo 90,000 · 12.5 MB   n photo 90,000", "photo 90,001 · 12.5 MB   n photo 90,001"],
        ], [1, 2])
    func piecesDrawAsWhole(statuses: [String], scale: Int) throws {
        let (window, chrome) = chromeWindow(status: statuses[0], scale: scale)
        let checker = PixelDamageChecker(window: window)
        window.didPresentFrame = { checker.check($0) }
        for status in statuses.dropFirst() {
            chrome.status = (status, "")
            window.renderFrame()
        }
        #expect(checker.problems.isEmpty, "\(checker.problems.prefix(3).joined(separator: "\n"))")
        // The bar as it was drawn before it drew pieces: its background, then the text in one.
        let bar = chrome.statusBar.frame
        let last = try #require(statuses.last)
        let reference = PixelSurface(size: Self.size, scale: scale)
        let canvas = PixelCanvas(surface: reference, textSystem: window.renderer.textSystem)
        canvas.clear(to: window.renderer.background)
        window.drawContents(in: canvas)
        canvas.withTransform(offset: bar.origin, clip: CGRect(origin: .zero, size: bar.size)) {
            canvas.fill(CGRect(origin: .zero, size: bar.size), with: ChromeStyle.bar)
            let line = window.renderer.textSystem.lineHeight
            canvas.drawText(
                last, at: CGPoint(x: 8, y: (bar.height - line) / 2),
                width: bar.width - 16, style: TextStyle(color: .secondaryText))
        }
        let difference = PixelDamageChecker.firstDifference(window.surface, reference)
        #expect(difference == nil, "differs at \(String(describing: difference))")
    }

    @Test(
        "Scrolling the table 20 pt a frame, as --measure --step 20, draws little beyond the strip that came in"
    )
    func scrollStepDrawsTheStrip() throws {
        let clock = ManualFrameClock()
        let window = PixelWindow(
            rootView: View(frame: .zero), size: CGSize(width: 390, height: 844), renderer: PixelRenderer(),
            clock: clock)
        let app = GalleryApp(window: window, initialIndex: try #require(SceneRegistry.index(of: "table")))
        var measurement = FlingMeasurement(frameCount: 1)
        measurement.stepDistance = 20
        _ = measurement.run(app: app, clock: clock)
        var outside: CGFloat = 0
        var statusChanges = 0
        window.didPresentFrame = { damage in
            let content = app.contentFrame
            for rect in damage.rects {
                let inside = rect.intersection(content)
                outside += rect.width * rect.height - (inside.isNull ? 0 : inside.width * inside.height)
            }
        }
        let statusBar = try #require((window.rootView as? ChromeView)?.statusBar)
        var status = statusBar.text
        for _ in 0..<40 {
            _ = measurement.run(app: app, clock: clock)
            if statusBar.text != status { statusChanges += 1 }
            status = statusBar.text
        }
        #expect(statusChanges > 10)
        // Only the row range's word of the status line: a third of the bar at most when it
        // changes, an eighth of the bar's pixels a frame on average (the whole bar was half).
        let bar = statusBar.frame
        #expect(outside < CGFloat(statusChanges) * bar.width * bar.height / 3)
        #expect(outside / 40 < bar.width * bar.height / 8)
    }
}
