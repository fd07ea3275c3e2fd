import Foundation
@_spi(Testing) import ReuseKit
@_spi(Testing) import ReuseKitTerminal
import Testing

@testable import ReuseKitDemo
@testable import ReuseKitGallery

@Suite("Photos scene")
@MainActor
struct PhotosSceneTests {
    func harness() throws -> SceneHarness<PhotosScene> {
        try SceneHarness { PhotosScene(clock: $0) }
    }

    @Test("months share 100,000 photos, and photo numbers and index paths agree")
    func numbering() {
        let counts = (0..<PhotosScene.monthCount).map(PhotosScene.count(inMonth:))
        #expect(counts.reduce(0, +) == PhotosScene.photoCount)
        for number in [0, 4166, 4167, 50_000, 99_999] {
            #expect(PhotosScene.number(PhotosScene.indexPath(ofPhoto: number)) == number)
        }
        #expect(PhotosScene.monthTitle(13) == "2026年2月")
    }

    @Test("d turns the grid sideways and back; the photo first on screen stays in view")
    func flipKeepsThePlace() throws {
        let run = try harness()
        let view = run.scene.collectionView
        try run.press(.pageDown)
        try run.press(.pageDown)
        try run.settle()
        let first = try #require(view.indexPathsForVisibleItems.first)
        #expect(first.item > 0)
        try run.press(.character("d"))
        try run.settle()
        #expect(run.scene.scrollDirection == .horizontal)
        #expect(view.contentOffset.y == 0 && view.contentOffset.x > 0)
        #expect(view.indexPathsForVisibleItems.contains(first))
        #expect(run.status.contains("scrolling sideways"))
        #expect(view.checkInvariants() == nil)
        // The arrow keys move the grid a column of text at a time; End shows its last photo.
        let x = view.contentOffset.x
        try run.press(.right)
        try run.settle()
        #expect(view.contentOffset.x > x)
        try run.press(.end)
        try run.settle()
        #expect(view.contentOffset.x == view.maximumContentOffsetX)
        let last = IndexPath(item: PhotosScene.count(inMonth: PhotosScene.monthCount - 1) - 1, section: 23)
        #expect(view.indexPathsForVisibleItems.contains(last))
        try run.press(.character("d"))
        try run.settle()
        #expect(run.scene.scrollDirection == .vertical)
        #expect(view.contentOffset.x == 0)
        #expect(view.checkInvariants() == nil)
    }

    @Test("n centres photo 90,000 in either direction, in one call")
    func jumpInBothDirections() throws {
        let run = try harness()
        let view = run.scene.collectionView
        let target = PhotosScene.indexPath(ofPhoto: PhotosScene.jumpTarget)
        try run.press(.character("n"))
        try run.settle()
        let down = try #require(view.cellForItem(at: target)?.frame)
        #expect(abs(down.midY - view.contentOffset.y - view.bounds.height / 2) <= 1)
        try run.press(.character("d"))
        try run.press(.character("n"))
        try run.settle()
        let across = try #require(view.cellForItem(at: target)?.frame)
        #expect(abs(across.midX - view.contentOffset.x - view.bounds.width / 2) <= 1)
        #expect(run.text.contains("#90000"))
        #expect(view.checkInvariants() == nil)
    }

    @Test("a sideways drag scrolls the sideways grid and leaves the page still")
    func dragAcross() throws {
        let run = try harness()
        let view = run.scene.collectionView
        try run.press(.character("d"))
        try run.settle()
        try run.drag(from: (70, 10), to: (30, 12), steps: 4)
        try run.settle()
        #expect(view.contentOffset.x > 0 && view.contentOffset.y == 0)
        #expect(view.checkInvariants() == nil)
    }
}
