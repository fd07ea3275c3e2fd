import Foundation
@_spi(Hosting) import ReuseKit
import ReuseKitGallery
import ReuseKitPixels
@_spi(Hosting) import ReuseKitTerminal
import Testing

/// One script of keys, wheel turns, taps and drags played on both hosts, headless, through each
/// one's own input (the terminal's keys and mouse cells, the pixel window's key events and
/// device pixels), scene by scene: after every step both show the same focus, selection and
/// scene state, and every scroll view's content offset agrees within one grid step (a point:
/// a cell, a device pixel at scale 1).
///
/// Both lay text out with the same text system (Pango's), so a line is as many points on both:
/// the script measures in lines, and what is compared is how each host turns input into
/// gestures, focus and frames, not how each sets type.
@MainActor
@Suite("One script on both hosts")
struct CrossHostTests {
    static let size = CGSize(width: 240, height: 360)

    @Test("Every scene of the gallery is played")
    func everySceneCovered() {
        #expect(SceneRegistry.names == GoldenImageTests.sceneNames)
    }

    @Test(
        "Both hosts end every step of the script in the same state", arguments: GoldenImageTests.sceneNames)
    func sameState(scene name: String) async throws {
        let type = try #require(SceneRegistry.scene(named: name))
        let renderer = PixelRenderer(scale: 1)
        let terminal = TerminalHost(type: type, size: Self.size, traits: renderer.traits)
        let pixels = PixelHost(type: type, size: Self.size, renderer: renderer)
        let line = renderer.textSystem.lineHeight
        // The tours' script, the scene's own steps, then the keys every host reads alike.
        let keys: [TourStep] = [
            .key(.down), .key(.down), .key(.up), .key(.right), .key(.left), .key(.end), .settle, .key(.home),
            .settle, .key(.escape), .key(.tab),
        ]
        // The keyboard focus: Enter lands it on the first whole item and acts on it, then the
        // focus keys move it (by geometry in grids, by a page, to the ends); both hosts must
        // end each move on the same item.
        let focus: [TourStep] = [
            .key(.enter), .settle, .key(.down), .key(.down), .key(.right), .key(.pageDown), .settle,
            .key(.left), .key(.up), .key(.end), .settle, .key(.pageUp), .settle, .key(.home), .settle,
            .key(.enter), .settle,
        ]
        // In the contacts scene, a search typed, edited and left, so the keys after it act on
        // the filtered list.
        // In the search scene, a query typed, narrowed, widened back and left.
        let search: [TourStep] =
            switch name {
            case "contacts":
                [
                    .keys("/chén"), .settle, .key(.left), .key(.backspace), .keys("e"), .key(.end), .settle,
                    .key(.enter), .settle,
                ]
            case "search":
                [.keys("/nig"), .settle, .keys("ht"), .settle, .key(.backspace), .settle, .key(.enter)]
            default: []
            }
        let steps =
            TourStep.common(size: Self.size, lineHeight: line) + type.tourSteps + search + keys + focus
        for (number, step) in steps.enumerated() {
            try await terminal.play(step)
            try await pixels.play(step)
            let left = HostState(terminal.gallery)
            let right = HostState(pixels.gallery)
            let difference = left.difference(from: right)
            #expect(difference == nil, "\(name), step \(number) (\(step)): \(difference ?? "")")
            if difference != nil { break }
        }
        let focused = terminal.gallery.window.scrollables.compactMap { view -> IndexPath? in
            switch view {
            case let table as TableView: table.focusedIndexPath
            case let collection as CollectionView: collection.focusedIndexPath
            case let waterfall as WaterfallView:
                waterfall.indexForFocusedCell.map { IndexPath(item: $0, section: 0) }
            default: nil
            }
        }
        let hasList = terminal.gallery.window.scrollables.contains {
            $0 is TableView || $0 is CollectionView || $0 is WaterfallView
        }
        #expect(!hasList || !focused.isEmpty, "\(name): the focus keys left no list with a focused item")
        if name == "contacts", let index = terminal.gallery.names.firstIndex(of: name) {
            let scenes = [terminal.gallery.scene(at: index), pixels.gallery.scene(at: index)]
            #expect(
                scenes.map { ($0 as? ContactsScene)?.query } == ["chen", "chen"], "the search was played")
        }
    }
}

/// Home after End lands on the very top on both hosts, with the pixel host's text measuring
/// rows unlike their estimate on the way.
@MainActor
@Suite("Edge keys on both hosts")
struct EdgeKeyHostTests {
    @Test(
        "Home after End shows the very top",
        arguments: ["table", "heights", "waterfall", "feed", "contacts"])
    func homeAfterEnd(scene name: String) async throws {
        let sceneType = try #require(SceneRegistry.scene(named: name))
        let renderer = PixelRenderer(scale: 1)
        let hosts: [any ScriptedHost] = [
            TerminalHost(type: sceneType, size: CrossHostTests.size, traits: renderer.traits),
            PixelHost(type: sceneType, size: CrossHostTests.size, renderer: renderer),
        ]
        let line = renderer.textSystem.lineHeight
        let steps =
            TourStep.common(size: CrossHostTests.size, lineHeight: line) + sceneType.tourSteps + [
                .key(.end), .settle, .key(.home), .settle,
            ]
        for host in hosts {
            for step in steps { try await host.play(step) }
            let focused = try #require(host.gallery.window.focusedView as? ScrollView)
            #expect(
                focused.contentOffset.y == -focused.adjustedContentInset.top,
                "\(name) on \(type(of: host))")
        }
    }
}

/// What the comparison reads from a host's gallery after a step.
@MainActor
struct HostState {
    /// The focused scroll view's place among the window's scroll views.
    var focus: Int?
    /// Each scroll view's content offset, in tree order.
    var offsets: [CGPoint]
    /// Each scroll view's selection and focused item (tables, collection views, waterfalls) or
    /// current page (pagers).
    var selections: [String]
    /// The scene's status line, without the count of images still loading (real time).
    var status: String

    init(_ gallery: Gallery) {
        let window = gallery.window
        let all = window.scrollables
        focus = all.firstIndex { $0 === window.focusedView }
        offsets = all.map(\.bounds.origin)
        selections = all.map { view in
            switch view {
            case let table as TableView:
                "rows \(table.indexPathsForSelectedRows ?? []) focus \(String(describing: table.focusedIndexPath))"
            case let collection as CollectionView:
                "items \(collection.indexPathsForSelectedItems ?? []) focus \(String(describing: collection.focusedIndexPath))"
            case let pager as PagerView: "page \(pager.currentIndex)"
            case let waterfall as WaterfallView:
                "cell \(String(describing: waterfall.indexForSelectedCell)) focus \(String(describing: waterfall.indexForFocusedCell))"
            default: "\(type(of: view))"
            }
        }
        status = gallery.scene.statusText.replacing(#/ · \d+ images loading/#, with: "")
        if let contacts = gallery.scene as? ContactsScene {
            let field = contacts.searchField
            status +=
                " · field “\(field.text ?? "")” at \(field.caretOffset), editing \(field.isFirstResponder)"
        }
    }

    /// What differs from `other`, if anything: offsets may differ by one grid step.
    func difference(from other: HostState) -> String? {
        if focus != other.focus {
            return "focus \(String(describing: focus)) ≠ \(String(describing: other.focus))"
        }
        if selections != other.selections { return "selection \(selections) ≠ \(other.selections)" }
        if status != other.status { return "status “\(status)” ≠ “\(other.status)”" }
        guard offsets.count == other.offsets.count else {
            return "scroll views \(offsets) ≠ \(other.offsets)"
        }
        for (mine, theirs) in zip(offsets, other.offsets)
        where abs(mine.x - theirs.x) > 1 || abs(mine.y - theirs.y) > 1 {
            return "content offsets \(offsets) ≠ \(other.offsets)"
        }
        return nil
    }
}

/// How a test plays a step on a host: the host's own input events, then frames on its clock.
@MainActor
protocol ScriptedHost: AnyObject {
    var gallery: Gallery { get }
    var clock: ManualFrameClock { get }
    var fullSize: CGSize { get }
    func key(_ key: Key)
    func pointer(_ kind: PointerEvent.Kind, at point: CGPoint)
    func resize(to size: CGSize)
    func render()
}

extension ScriptedHost {
    /// Plays `step` as the tours do: each input a frame after the last, then its frame.
    func play(_ step: TourStep) async throws {
        switch step {
        case .key(let key): input { self.key(key) }
        case .keys(let text): for character in text { input { key(.character(character)) } }
        case .wheel(let notches, let horizontal, let point):
            let one: CGFloat = notches < 0 ? -1 : 1
            for _ in 0..<abs(notches) {
                input { pointer(.wheel(dx: horizontal ? one : 0, dy: horizontal ? 0 : one), at: point) }
            }
        case .press(let point): input { pointer(.press, at: point) }
        case .drag(let point): input { pointer(.drag, at: point) }
        case .release(let point): input { pointer(.release, at: point) }
        case .resize(let numerator, let denominator):
            input {
                resize(
                    to: CGSize(
                        width: (fullSize.width * CGFloat(numerator) / CGFloat(denominator)).rounded(.down),
                        height: (fullSize.height * CGFloat(numerator) / CGFloat(denominator)).rounded(.down)))
            }
        case .settle: try await settle()
        }
    }

    private func input(_ body: () -> Void) {
        clock.advance(by: 1.0 / 60)
        body()
        gallery.window.advanceAnimations()
        render()
    }

    /// Frames until nothing moves, waiting (off the clock) for work such as pages and images.
    private func settle() async throws {
        for _ in 0..<600 {
            clock.advance(by: 1.0 / 60)
            let moving = gallery.window.advanceAnimations()
            render()
            if moving { continue }
            guard gallery.scene.hasPendingWork else { return }
            let done = try await waitUntil(
                timeout: 120, "the scene's pages and images to arrive", pollingEvery: .milliseconds(2)
            ) { !gallery.scene.hasPendingWork }
            guard done else { throw CrossHostError.workPending }
            gallery.window.setNeedsDisplay()
        }
        throw CrossHostError.stillMoving
    }
}

enum CrossHostError: Error {
    case workPending
    case stillMoving
}

/// A terminal screen that keeps no output: the frames are laid out and drawn into cells as on
/// any screen, but not diffed into bytes (which a window of 390×600 cells would spend most of
/// the test on).
final class UnwrittenScreen: Screen {
    private(set) var size: TerminalSize
    let totalBytesWritten = 0
    private var events: [ScreenEvent] = []

    init(size: TerminalSize) {
        self.size = size
    }

    func present(_ frame: ScreenBuffer, scroll hint: ScrollHint?, changedRows: [Range<Int>]?) {}

    func nextEvents(timeoutMilliseconds: Int32) -> [ScreenEvent] {
        defer { events = [] }
        return events
    }

    func resize(to newSize: TerminalSize) {
        size = newSize
        events.append(.resized(newSize))
    }
}

/// The gallery in a terminal window of one cell a point, so that its grid is the pixel host's at
/// scale 1.
@MainActor
final class TerminalHost: ScriptedHost {
    let clock = ManualFrameClock()
    let screen: UnwrittenScreen
    let window: TerminalWindow
    let gallery: Gallery
    let fullSize: CGSize

    init(type: any GalleryScene.Type, size: CGSize, traits: TraitCollection) {
        fullSize = size
        screen = UnwrittenScreen(size: TerminalSize(columns: Int(size.width), rows: Int(size.height)))
        window = TerminalWindow(
            rootView: View(frame: .zero), screen: screen, traits: traits, grid: .unit, clock: clock)
        gallery = Gallery(window: window, chrome: GalleryChrome(), types: [type])
        render()
    }

    func key(_ key: Key) { window.handle(.input(.key(KeyEvent(key)))) }

    func pointer(_ kind: PointerEvent.Kind, at point: CGPoint) {
        let mouse: MouseEvent.Kind =
            switch kind {
            case .press: .press(.left)
            case .drag: .drag(.left)
            case .release: .release(.left)
            case .wheel(let dx, let dy):
                dx < 0 ? .wheel(.left) : dx > 0 ? .wheel(.right) : dy < 0 ? .wheel(.up) : .wheel(.down)
            }
        window.handle(.input(.mouse(MouseEvent(mouse, column: Int(point.x), row: Int(point.y)))))
    }

    func resize(to size: CGSize) {
        screen.resize(to: TerminalSize(columns: Int(size.width), rows: Int(size.height)))
        window.handle(screen.nextEvents(timeoutMilliseconds: 0))
    }

    func render() { _ = try? window.renderFrameIfNeeded() }
}

/// The gallery in a headless pixel window at scale 1.
@MainActor
final class PixelHost: ScriptedHost {
    let clock = ManualFrameClock()
    let window: PixelWindow
    let gallery: Gallery
    let fullSize: CGSize

    init(type: any GalleryScene.Type, size: CGSize, renderer: PixelRenderer) {
        fullSize = size
        window = PixelWindow(rootView: View(frame: .zero), size: size, renderer: renderer, clock: clock)
        gallery = Gallery(window: window, chrome: GalleryChrome(), types: [type])
        render()
    }

    func key(_ key: Key) { window.handle(.key(KeyEvent(key))) }

    func pointer(_ kind: PointerEvent.Kind, at point: CGPoint) {
        let x = Double(point.x)
        let y = Double(point.y)
        switch kind {
        case .press: window.handle(.pointerDown(x: x, y: y))
        case .drag: window.handle(.pointerMoved(x: x, y: y))
        case .release: window.handle(.pointerUp(x: x, y: y))
        case .wheel(let dx, let dy): window.handle(.scroll(dx: Double(dx), dy: Double(dy), x: x, y: y))
        }
    }

    func resize(to size: CGSize) { window.resize(to: size) }

    func render() { window.renderFrameIfNeeded() }
}
