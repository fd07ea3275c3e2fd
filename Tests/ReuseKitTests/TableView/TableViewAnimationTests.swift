import Foundation
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

@MainActor
@Suite("Animated batch updates on a manual clock")
struct TableViewAnimationTests {
    static let frame = 1.0 / 60

    /// Twenty rows of 10 points in a 100-point table on a clock that moves only when told.
    static func make(rows: Int = 20) -> (TableFixture, TableView, ManualFrameClock) {
        let fixture = TableFixture(sections: [Array(repeating: 10, count: rows)])
        let table = fixture.makeTable(height: 100)
        let clock = ManualFrameClock()
        table.clock = clock
        table.layoutIfNeeded()
        return (fixture, table, clock)
    }

    /// Steps frames of 1/60 s until the table stops moving, checking the invariants at every
    /// frame; returns the number of frames.
    @discardableResult
    static func runToEnd(_ table: TableView, _ clock: ManualFrameClock, each: () -> Void = {}) -> Int {
        var frames = 0
        while table.isMoving && frames < 1000 {
            clock.advance(by: frame)
            table.step()
            table.layoutIfNeeded()
            frames += 1
            #expect(table.checkInvariants() == nil, "frame \(frames): \(table.checkInvariants() ?? "")")
            each()
        }
        return frames
    }

    static func shownY(_ view: View) -> CGFloat { (view.presentationFrame ?? view.frame).minY }

    @Test("a deleted row fades out in 18 frames while the rows below slide up; its cell is pooled at the end")
    func deleteFadesAndSlides() throws {
        let (fixture, table, clock) = Self.make()
        let leaving = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        let below = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
        let pooled = table.pooledCellCount
        let created = table.cellCounters.created
        fixture.sections[0].remove(at: 2)
        fixture.ids[0].remove(at: 2)
        try table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
        // The model is final at once (UIKit's frames); only the presentation moves.
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === below)
        #expect(below.frame.minY == 20 && Self.shownY(below) == 30)
        #expect(table.leavingViewCount == 1 && leaving.superview === table)
        #expect(
            table.pooledCellCount == pooled
                && !fixture.endedDisplaying.contains(IndexPath(row: 2, section: 0)))
        #expect(table.isMoving && table.checkInvariants() == nil)
        var last = Self.shownY(below)
        let frames = Self.runToEnd(table, clock) {
            #expect(Self.shownY(below) <= last)
            last = Self.shownY(below)
        }
        #expect(frames == 18)
        #expect(below.presentationFrame == nil && Self.shownY(below) == 20)
        #expect(table.leavingViewCount == 0 && leaving.superview == nil)
        #expect(table.pooledCellCount == pooled + 1)
        #expect(fixture.endedDisplaying.filter { $0 == IndexPath(row: 2, section: 0) }.count == 1)
        // The row entering at the bottom came from the pool's spare or was made once, no more.
        #expect(table.cellCounters.created - created <= 1)
    }

    @Test("a row pulled into view from within a viewport's height below slides from exactly where it stood")
    func rowFromNearbySlidesFromItsPlace() throws {
        let (fixture, table, _) = Self.make(rows: 40)
        // Rows 0–9 show; deleting rows 2–6 (50 points) pulls rows 10–14 in from 100–150 below.
        fixture.sections[0].removeSubrange(2...6)
        fixture.ids[0].removeSubrange(2...6)
        try table.deleteRows(at: (2...6).map { IndexPath(row: $0, section: 0) }, with: .fade)
        let entering = try #require(table.cellForRow(at: IndexPath(row: 7, section: 0)))
        // Row 7 is old row 12, which stood at 120.
        #expect(entering.frame.minY == 70 && Self.shownY(entering) == 120)
    }

    @Test("a row pulled into view from farther than a viewport's height comes in from just beyond that")
    func rowFromFarAwayComesInFromBeyondTheBand() throws {
        let (fixture, table, _) = Self.make(rows: 60)
        // Deleting rows 1–30 (300 points) pulls old rows 31–39 into view; row 31 stood at 310,
        // beyond the band kept of the layout before (the viewport and 100 points either side).
        fixture.sections[0].removeSubrange(1...30)
        fixture.ids[0].removeSubrange(1...30)
        try table.deleteRows(at: (1...30).map { IndexPath(row: $0, section: 0) }, with: .fade)
        let entering = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(entering.frame.minY == 10)
        // It starts at the band's bottom edge, 200: out of view like its true place, 310.
        #expect(Self.shownY(entering) == 200)
        #expect(table.checkInvariants() == nil)
    }

    @Test("an inserted row comes in from its side while the rows below slide down from their places")
    func insertFromTheLeft() throws {
        let (fixture, table, clock) = Self.make()
        let below = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        fixture.sections[0].insert(10, at: 1)
        fixture.ids[0].insert(fixture.nextIdentifier(), at: 1)
        try table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .left)
        let inserted = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(inserted.frame.minX == 0 && inserted.presentationFrame?.minX == -40)
        #expect(below.frame.minY == 20 && Self.shownY(below) == 10)
        Self.runToEnd(table, clock)
        #expect(inserted.presentationFrame == nil && below.presentationFrame == nil)
        #expect(table.checkInvariants() == nil)
    }

    @Test("every style starts or ends hidden its own way")
    func stylesByName() throws {
        for (animation, expected) in [
            (TableView.RowAnimation.top, CGRect(x: 0, y: 0, width: 40, height: 10)),
            (.bottom, CGRect(x: 0, y: 20, width: 40, height: 10)),
            (.right, CGRect(x: 40, y: 10, width: 40, height: 10)),
            (.middle, CGRect(x: 0, y: 15, width: 40, height: 0)),
        ] {
            let (fixture, table, clock) = Self.make()
            fixture.sections[0].insert(10, at: 1)
            fixture.ids[0].insert(fixture.nextIdentifier(), at: 1)
            try table.insertRows(at: [IndexPath(row: 1, section: 0)], with: animation)
            let inserted = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
            #expect(inserted.presentationFrame == expected, "\(animation)")
            Self.runToEnd(table, clock)
        }
    }

    @Test("an update during an animation carries on from where rows are shown, without a jump")
    func retargetsFromThePresentation() throws {
        let (fixture, table, clock) = Self.make()
        let row = try #require(table.cellForRow(at: IndexPath(row: 4, section: 0)))
        fixture.sections[0].insert(30, at: 0)
        fixture.ids[0].insert(fixture.nextIdentifier(), at: 0)
        try table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        for _ in 0..<7 {
            clock.advance(by: Self.frame)
            table.step()
        }
        let midway = try #require(row.presentationFrame)
        #expect(midway.minY > 40 && midway.minY < 70)
        fixture.sections[0].remove(at: 0)
        fixture.ids[0].remove(at: 0)
        try table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        #expect(row.frame.minY == 40)
        #expect(
            abs(Self.shownY(row) - midway.minY) <= 1,
            "the row jumped from \(midway.minY) to \(Self.shownY(row))")
        var last = Self.shownY(row)
        Self.runToEnd(table, clock) {
            #expect(Self.shownY(row) <= last)
            last = Self.shownY(row)
        }
        #expect(Self.shownY(row) == 40)
    }

    @Test("a batch's completion is called once, after its last frame, also when another update joins it")
    func completionOnce() throws {
        let (fixture, table, clock) = Self.make()
        var first: [Bool] = []
        var second: [Bool] = []
        try table.performBatchUpdates(
            { () throws(ListUpdateError) in
                fixture.sections[0].remove(at: 0)
                fixture.ids[0].remove(at: 0)
                try table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
                fixture.sections[0].insert(10, at: 5)
                fixture.ids[0].insert(fixture.nextIdentifier(), at: 5)
                try table.insertRows(at: [IndexPath(row: 5, section: 0)], with: .right)
            }, completion: { first.append($0) })
        #expect(first.isEmpty)
        for _ in 0..<10 {
            clock.advance(by: Self.frame)
            table.step()
        }
        try table.performBatchUpdates(
            { () throws(ListUpdateError) in
                fixture.sections[0].remove(at: 1)
                fixture.ids[0].remove(at: 1)
                try table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .top)
            }, completion: { second.append($0) })
        #expect(first.isEmpty && second.isEmpty)
        let frames = Self.runToEnd(table, clock)
        #expect(frames == 18)
        #expect(first == [true] && second == [true])
        clock.advance(by: 1)
        table.step()
        #expect(first == [true] && second == [true])
    }

    @Test(
        "with animations off, by performWithoutAnimation or setAnimationsEnabled, the end state is immediate")
    func immediateEndStates() throws {
        for byScope in [true, false] {
            let (fixture, table, _) = Self.make()
            let pooled = table.pooledCellCount
            var completions: [Bool] = []
            fixture.sections[0].remove(at: 2)
            fixture.ids[0].remove(at: 2)
            let update = { () throws(ListUpdateError) in
                try table.performBatchUpdates(
                    { () throws(ListUpdateError) in
                        try table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
                    },
                    completion: { completions.append($0) })
            }
            if byScope {
                try View.performWithoutAnimation(update)
            } else {
                View.setAnimationsEnabled(false)
                defer { View.setAnimationsEnabled(true) }
                try update()
            }
            #expect(View.areAnimationsEnabled)
            #expect(completions == [true])
            #expect(!table.isMoving && table.leavingViewCount == 0)
            #expect(table.pooledCellCount == pooled + 1 || table.cellCounters.reused > 0)
            #expect(fixture.endedDisplaying == [IndexPath(row: 2, section: 0)])
            #expect(table.visibleCells.allSatisfy { $0.presentationFrame == nil })
            #expect(table.checkInvariants() == nil)
        }
    }

    @Test(".none removes and adds the changed rows at once while the rows around them slide, as UIKit's")
    func noneStillSlidesTheOthers() throws {
        let (fixture, table, clock) = Self.make()
        let below = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
        let leaving = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        var completions: [Bool] = []
        fixture.sections[0].remove(at: 2)
        fixture.ids[0].remove(at: 2)
        try table.performBatchUpdates(
            { () throws(ListUpdateError) in
                try table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .none)
            },
            completion: { completions.append($0) })
        // The deleted row has no effect of its own: it is gone at once.
        #expect(leaving.superview !== table)
        #expect(table.leavingViewCount == 0)
        // The row under it slides up from where it was shown, rather than jumping.
        #expect(table.isMoving)
        #expect(completions.isEmpty)
        #expect(below.frame.minY == 20)
        #expect(below.presentationFrame?.minY == 30)
        #expect(table.checkInvariants() == nil)
        Self.runToEnd(table, clock)
        #expect(completions == [true])
        #expect(below.presentationFrame == nil)
        #expect(below.frame.minY == 20)

        // Inserted with .none: the new row shows at once at its place, the rows under it slide.
        fixture.sections[0].insert(10, at: 0)
        fixture.ids[0].insert(fixture.nextIdentifier(), at: 0)
        try table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        let inserted = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(inserted.presentationFrame == nil || inserted.presentationFrame == inserted.frame)
        #expect(inserted.presentationAlpha == 1)
        #expect(table.isMoving)
        #expect(below.frame.minY == 30 && below.presentationFrame?.minY == 20)
        Self.runToEnd(table, clock)
        #expect(!table.isMoving)
    }

    @Test("deleting the last row of a section animates it out and keeps the section's header and footer")
    func deleteLastRowOfSection() throws {
        let fixture = TableFixture(sections: [[10], [10, 10]])
        fixture.headerHeight = 5
        let table = fixture.makeTable(height: 100)
        let clock = ManualFrameClock()
        table.clock = clock
        table.layoutIfNeeded()
        let only = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let next = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
        fixture.sections[0].removeAll()
        fixture.ids[0].removeAll()
        try table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .middle)
        #expect(table.numberOfRows(inSection: 0) == 0 && table.numberOfSections == 2)
        #expect(table.leavingViewCount == 1 && only.superview === table)
        #expect(next.frame.minY == 10 && Self.shownY(next) == 20)
        #expect(table.checkInvariants() == nil)
        Self.runToEnd(table, clock)
        #expect(only.superview == nil && table.leavingViewCount == 0)
        // The empty section keeps its 5-point header (and its empty footer).
        #expect(table.rect(forSection: 0).height == 5)
    }

    @Test("reloading a row while the one before it animates out gets a fresh cell, never a leaving one")
    func reloadWhileAnimatingOut() throws {
        let (fixture, table, clock) = Self.make()
        let deleted = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        let reloadedOld = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
        fixture.sections[0].remove(at: 2)
        fixture.ids[0].remove(at: 2)
        try table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .left)
        clock.advance(by: 0.1)
        table.step()
        fixture.ids[0][2] = fixture.nextIdentifier()
        try table.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
        let fresh = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(fresh !== deleted && fresh !== reloadedOld)
        #expect(fresh.textLabel?.text == "\(fixture.ids[0][2])")
        #expect(table.leavingViewCount == 2)
        #expect(deleted.superview === table && reloadedOld.superview === table)
        #expect(table.checkInvariants() == nil)
        Self.runToEnd(table, clock)
        #expect(deleted.superview == nil && reloadedOld.superview == nil && table.leavingViewCount == 0)
    }

    @Test("a reload in the middle of an animation ends it: leaving cells are pooled, completions hear false")
    func reloadDataEndsAnimations() throws {
        let (fixture, table, clock) = Self.make()
        var completions: [Bool] = []
        fixture.sections[0].remove(at: 0)
        fixture.ids[0].remove(at: 0)
        try table.performBatchUpdates(
            { () throws(ListUpdateError) in
                try table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            },
            completion: { completions.append($0) })
        clock.advance(by: 0.1)
        table.step()
        table.reloadData()
        table.layoutIfNeeded()
        #expect(completions == [false])
        #expect(!table.isMoving && table.leavingViewCount == 0)
        #expect(table.visibleCells.allSatisfy { $0.presentationFrame == nil })
        #expect(table.checkInvariants() == nil)
    }

    @Test("an immediate update in the middle of an animation ends it at the end state")
    func immediateUpdateEndsAnimation() throws {
        let (fixture, table, clock) = Self.make()
        var completions: [Bool] = []
        fixture.sections[0].remove(at: 1)
        fixture.ids[0].remove(at: 1)
        try table.performBatchUpdates(
            { () throws(ListUpdateError) in
                try table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
            },
            completion: { completions.append($0) })
        clock.advance(by: 0.1)
        table.step()
        fixture.sections[0].insert(10, at: 0)
        fixture.ids[0].insert(fixture.nextIdentifier(), at: 0)
        try View.performWithoutAnimation { () throws(ListUpdateError) in
            try table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        }
        #expect(completions == [false])
        #expect(!table.isMoving && table.leavingViewCount == 0)
        #expect(table.visibleCells.allSatisfy { $0.presentationFrame == nil })
        #expect(table.checkInvariants() == nil)
    }

    @Test("a host's draw shows a fading row only while it is at least half opaque")
    func fadeOnAHostWithoutBlending() throws {
        let (fixture, table, clock) = Self.make()
        let leaving = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        fixture.sections[0].remove(at: 0)
        fixture.ids[0].remove(at: 0)
        try table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        var shownFrames = 0
        Self.runToEnd(table, clock) {
            if leaving.superview === table && leaving.presentationAlpha >= 0.5 { shownFrames += 1 }
        }
        // Ease in and out: half opacity at half time, so frames 1 to 9 (up to 0.15 s) draw it.
        #expect(shownFrames == 9)
    }
}

@MainActor
@Suite("Animated section updates and the host's pixel grid")
struct TableViewSectionAnimationTests {
    /// Three titled sections of three 10-point rows under 5-point headers.
    final class Titled: TableViewDataSource, TableViewDelegate {
        var sections = [["a0", "a1", "a2"], ["b0", "b1", "b2"], ["c0", "c1", "c2"]]
        func numberOfSections(in tableView: TableView) -> Int { sections.count }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
            sections[section].count
        }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = sections[indexPath.section][indexPath.row]
            return cell
        }
        func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
            "section \(sections[section][0].prefix(1))"
        }
        func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 10 }
        func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { 5 }
    }

    static func make(scale: CGFloat = 1) -> (Titled, TableView, ManualFrameClock) {
        let source = Titled()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 40, height: 200))
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.traitOverrides = TraitCollection(
            textSystem: PlainTextSystem(), displayScale: scale, hairlineWidth: 1)
        let clock = ManualFrameClock()
        table.clock = clock
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        return (source, table, clock)
    }

    static func header(_ table: TableView, _ title: String) -> TableViewHeaderFooterView? {
        table.subviews.compactMap { $0 as? TableViewHeaderFooterView }.first { $0.textLabel?.text == title }
    }

    @Test("deleting a section takes its header and rows out together while the next section slides up")
    func deleteSection() throws {
        let (source, table, clock) = Self.make()
        let nextHeader = try #require(Self.header(table, "section b"))
        let nextRow = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
        source.sections.remove(at: 0)
        try table.deleteSections(IndexSet(integer: 0), with: .left)
        // Three rows and the header leave; the next section's header comes back at once.
        #expect(table.leavingViewCount == 4)
        #expect(nextRow.frame.minY == 5 && TableViewAnimationTests.shownY(nextRow) == 40)
        let header = try #require(Self.header(table, "section b"))
        #expect(header === nextHeader || header.superview === table)
        #expect(TableViewAnimationTests.shownY(header) == 35 && header.frame.minY == 0)
        TableViewAnimationTests.runToEnd(table, clock)
        #expect(table.leavingViewCount == 0 && Self.header(table, "section a") == nil)
        #expect(table.checkInvariants() == nil)
    }

    @Test("an inserted section's header and rows come in in its style")
    func insertSection() throws {
        let (source, table, clock) = Self.make()
        source.sections.insert(["n0"], at: 1)
        try table.insertSections(IndexSet(integer: 1), with: .right)
        let row = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
        #expect(row.presentationFrame?.minX == 40)
        let header = try #require(Self.header(table, "section n"))
        #expect(header.presentationFrame?.minX == 40)
        TableViewAnimationTests.runToEnd(table, clock)
        #expect(row.presentationFrame == nil && header.presentationFrame == nil)
    }

    @Test("presentations sit on the host's grid: whole points on a terminal, half points at scale 2")
    func pixelGrid() throws {
        for scale in [CGFloat(1), 2] {
            let (source, table, clock) = Self.make(scale: scale)
            let row = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
            source.sections[0].removeAll { $0 == "a1" }
            try table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
            var positions: Set<CGFloat> = []
            TableViewAnimationTests.runToEnd(
                table, clock, each: { positions.insert(TableViewAnimationTests.shownY(row)) })
            #expect(positions.allSatisfy { ($0 * scale).rounded() == $0 * scale })
            // On the finer grid the row passes through more places on its way up.
            #expect(positions.count >= (scale == 1 ? 5 : 12))
        }
    }
}
