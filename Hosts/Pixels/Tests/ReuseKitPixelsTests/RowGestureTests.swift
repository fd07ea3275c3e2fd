import Foundation
@_spi(Testing) @_spi(Hosting) import ReuseKit
import ReuseKitGallery
import Testing

@testable import PixelGallery
@_spi(Testing) @testable import ReuseKitPixels

/// The contacts scene on the pixel host, driven by the pointer in points as the window drives
/// it: a swipe, a long press, the handle, the index strip, and a delete fading out; the frames
/// are goldens, and every frame drawn from damage is the frame drawn whole.
@MainActor
@Suite("Row gestures on the pixel host")
struct RowGestureTests {
    let player: TourPlayer
    let scene: ContactsScene
    let checker: PixelDamageChecker

    init() async throws {
        let index = try #require(SceneRegistry.index(of: "contacts"))
        player = TourPlayer(index: index, scenes: SceneRegistry.all, size: GoldenImageTests.size, scale: 1)
        let checker = PixelDamageChecker(window: player.window)
        player.window.didPresentFrame = { damage in checker.check(damage) }
        self.checker = checker
        try await player.play(.settle)
        scene = try #require(player.app.scene as? ContactsScene)
    }

    var table: TableView { scene.tableView }

    /// The middle of a row, in the scene's points, `x` from the left.
    func point(of indexPath: IndexPath, x: CGFloat) -> CGPoint {
        CGPoint(x: x, y: table.rectForRow(at: indexPath).midY - table.contentOffset.y)
    }

    func frames(until condition: () -> Bool, limit: Int = 120) -> Bool {
        for _ in 0..<limit {
            if condition() { return true }
            player.frame()
        }
        return condition()
    }

    @Test("A sideways drag on a contact slides it over its Delete button")
    func swipe() async throws {
        let row = IndexPath(row: 1, section: 0)
        let start = point(of: row, x: 250)
        try await player.play(.press(start))
        for x in [230.0, 200, 170, 150] { try await player.play(.drag(to: CGPoint(x: x, y: start.y))) }
        try await player.play(.release(CGPoint(x: 150, y: start.y)))
        try await player.play(.settle)
        #expect(table.indexPathForRowShowingSwipeActions == row)
        #expect(table.visibleSwipeActions.map(\.title) == ["Delete"])
        #expect(table.contentOffset.y == 0, "the sideways drag did not scroll")
        #expect(checker.problems.isEmpty, "\(checker.problems.prefix(2))")
        let mismatch = try GoldenImage.mismatch(player.currentSurface, name: "contacts-swiped")
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    @Test("A delete performed from the keyboard fades the row out, blended half way")
    func fadingDelete() async throws {
        let name = scene.sections[0].contacts[0]
        try await player.play(.keys("s1"))
        // Halfway through the row animation (UIKit's 0.3 s): 9 frames of 1/60 s.
        for _ in 0..<8 { player.frame() }
        #expect(checker.problems.isEmpty, "\(checker.problems.prefix(2))")
        let mismatch = try GoldenImage.mismatch(player.currentSurface, name: "contacts-deleting")
        #expect(mismatch == nil, "\(mismatch ?? "")")
        try await player.play(.settle)
        #expect(!scene.sections[0].contacts.contains(name))
        #expect(table.checkInvariants() == nil)
    }

    @Test("A press held still lifts a contact, which the pointer carries over the pinned header")
    func longPress() async throws {
        let section = try #require(
            scene.sections.indices.dropFirst().first { scene.sections[$0].contacts.count >= 5 })
        table.scrollToRow(at: IndexPath(row: 0, section: section), at: .top, animated: false)
        table.contentOffset.y += table.rectForRow(at: IndexPath(row: 0, section: section)).height
        player.frame()
        let row = try #require(table.indexPathsForVisibleRows?.first { $0.section == section && $0.row >= 3 })
        let name = scene.sections[section].contacts[row.row]
        let start = point(of: row, x: 120)
        player.window.handle(
            .pointerDown(x: Double(start.x), y: Double(start.y + player.app.contentFrame.minY)))
        #expect(frames { table.isReordering })
        #expect(player.window.gestures.phase == .reordering)
        for y in stride(from: start.y, through: 6, by: -12) {
            try await player.play(.drag(to: CGPoint(x: start.x, y: y)))
            #expect(table.checkInvariants() == nil, "\(table.checkInvariants() ?? "")")
        }
        // Held below the autoscrolling band until the others have made room.
        try await player.play(.drag(to: CGPoint(x: start.x, y: 70)))
        for _ in 0..<30 { player.frame() }
        let waiting = try #require(table.indexPathForReorderingRow)
        #expect(waiting.section == section && waiting.row < row.row, "\(waiting)")
        #expect(checker.problems.isEmpty, "\(checker.problems.prefix(2))")
        let mismatch = try GoldenImage.mismatch(player.currentSurface, name: "contacts-lifted")
        #expect(mismatch == nil, "\(mismatch ?? "")")
        try await player.play(.drag(to: CGPoint(x: start.x, y: 6)))
        try await player.play(.release(CGPoint(x: start.x, y: 6)))
        try await player.play(.settle)
        #expect(scene.sections[section].contacts.first == name, "dropped first under its own letter")
        #expect(table.checkInvariants() == nil)
    }

    @Test("In editing mode each contact shows its handle beside the index strip, and the handle drags it")
    func editing() async throws {
        try await player.play(.keys("e"))
        try await player.play(.settle)
        #expect(checker.problems.isEmpty, "\(checker.problems.prefix(2))")
        let mismatch = try GoldenImage.mismatch(player.currentSurface, name: "contacts-editing")
        #expect(mismatch == nil, "\(mismatch ?? "")")
        let names = scene.sections[0].contacts
        let handle = table.reorderHandleRect(forRowAt: IndexPath(row: 0, section: 0))
        let start = point(of: IndexPath(row: 0, section: 0), x: handle.midX)
        try await player.play(.press(start))
        #expect(table.isReordering, "the handle lifts at once")
        let below = table.rectForRow(at: IndexPath(row: 2, section: 0)).midY - table.contentOffset.y
        try await player.play(.drag(to: CGPoint(x: start.x, y: below)))
        try await player.play(.release(CGPoint(x: start.x, y: below)))
        try await player.play(.settle)
        #expect(scene.sections[0].contacts.prefix(3) == [names[1], names[2], names[0]])
    }

    @Test("A press on the index strip jumps to the letter, and a drag along it scrubs")
    func strip() async throws {
        let middle = CGPoint(x: GoldenImageTests.size.width - 2, y: player.app.contentFrame.height / 2)
        try await player.play(.press(middle))
        #expect(player.window.gestures.phase == .scrubbing)
        let first = scene.sections[(table.indexPathsForVisibleRows ?? [])[0].section].letter
        #expect(first >= "K" && first <= "O", "the middle of A–Z: \(first)")
        try await player.play(.drag(to: CGPoint(x: middle.x - 40, y: middle.y + 100)))
        #expect(scene.sections[(table.indexPathsForVisibleRows ?? [])[0].section].letter > first)
        try await player.play(.release(CGPoint(x: middle.x - 40, y: middle.y + 100)))
        try await player.play(.settle)
        #expect(table.indexPathsForSelectedRows == nil)
    }
}
