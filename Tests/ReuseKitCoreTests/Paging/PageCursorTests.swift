import TestSupport
import Testing

@testable import ReuseKitCore

@Suite("Page cursor: bounded and modular neighbours")
struct PageCursorTests {
    @Test("neighbours are modular when wrapping and end at the edges otherwise, for random steps")
    func neighbours() {
        let run = RandomizedRun(name: "page-cursor", defaultIterations: 2000)
        var random = run.makeGenerator()
        for _ in 0..<run.iterations {
            let count = Int.random(in: 0...9, using: &random)
            let index = count == 0 ? 0 : Int.random(in: 0..<count, using: &random)
            let step = Int.random(in: -25...25, using: &random)
            let bounded = PageCursor(count: count, index: index)
            let ring = PageCursor(count: count, index: index, wraps: true)
            let plain = index + step
            #expect(bounded.index(offsetBy: step) == (count > 0 && plain >= 0 && plain < count ? plain : nil))
            var expected: Int? = count == 0 ? nil : index
            if count > 0 && step != 0 {
                expected = count > 1 ? ((plain % count) + count) % count : nil
            }
            #expect(ring.index(offsetBy: step) == expected)
            if count > 1, let target = ring.index(offsetBy: step) {
                let distance = ring.distance(to: target)
                #expect(abs(distance) <= count / 2)
                #expect(ring.index(offsetBy: distance) == target)
            }
        }
    }

    @Test("a reload keeps the current page while it exists, else the last one")
    func reload() {
        var cursor = PageCursor(count: 10, index: 7)
        cursor.reload(count: 20)
        #expect(cursor.index == 7)
        cursor.reload(count: 5)
        #expect(cursor.index == 4)
        cursor.reload(count: 0)
        #expect(cursor.index == 0)
        #expect(cursor.index(offsetBy: 0) == nil)
    }
}
