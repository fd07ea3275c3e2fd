import Foundation
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

/// The focused item after a move is wholly visible: never under a pinned header or footer, an
/// inset or an edge, on the table and on every collection layout that pins boundary items.
@MainActor
@Suite("Keyboard focus after a move is wholly visible")
struct ListFocusVisibilityTests {
    /// Where a rect is hidden in `visible` (the viewport less insets) or under `covers`; `nil`
    /// when it is wholly visible.
    static func hidden(_ frame: CGRect, visible: CGRect, covers: [CGRect]) -> String? {
        if frame.minY < visible.minY - 1e-6 || frame.maxY > visible.maxY + 1e-6 {
            return "\(frame) outside \(visible)"
        }
        for cover in covers where cover.intersection(frame).height > 1e-6 {
            return "\(frame) under \(cover)"
        }
        return nil
    }

    static func visibleRect(_ view: ScrollView) -> CGRect {
        let insets = view.adjustedContentInset
        return CGRect(
            x: 0, y: view.contentOffset.y + insets.top, width: view.bounds.width,
            height: view.bounds.height - insets.top - insets.bottom)
    }

    /// Moves the focus `times` times by `step` and returns, for each move, where the focused
    /// item's frame is hidden by `hidden` (given the pinned headers' and footers' frames).
    static func problems(
        in view: CollectionView, moving step: Int, times: Int,
        hidden: (CGRect, [CGRect]) -> String?
    ) throws -> [String] {
        var failures: [String] = []
        for _ in 0..<times {
            view.moveFocus(by: step)
            view.layoutIfNeeded()
            let focused = try #require(view.focusedIndexPath)
            let covers =
                (view.visibleSupplementaryViews(ofKind: CollectionView.elementKindSectionHeader)
                + view.visibleSupplementaryViews(ofKind: CollectionView.elementKindSectionFooter)).map(
                    \.frame)
            let frame = try #require(view.layoutAttributesForItem(at: focused)?.frame)
            if let problem = hidden(frame, covers) { failures.append("\(focused): \(problem)") }
        }
        return failures
    }

    @Test(
        "table: every move onto a row shorter than the floating header or footer leaves it wholly visible",
        arguments: [true, false])
    func table(upwards: Bool) throws {
        // Sections of 44-pt rows whose last (first) row is 22 pt, under 28-pt headers (footers).
        let fixture = SectionedTableFixture(rowCounts: Array(repeating: 8, count: 6)) { _, row in
            row == (upwards ? 7 : 0) ? 22 : 44
        }
        fixture.headerHeight = upwards ? 28 : 0
        fixture.footerHeight = upwards ? 0 : 28
        let table = fixture.makeTable(height: 200)
        table.contentInset = EdgeInsets(top: 10, left: 0, bottom: 12, right: 0)
        table.layoutIfNeeded()
        let start = upwards ? IndexPath(row: 7, section: 5) : IndexPath(row: 0, section: 0)
        table.focusRow(at: start)
        var failures: [String] = []
        for _ in 0..<47 {
            table.moveFocus(by: upwards ? -1 : 1)
            let focused = try #require(table.focusedIndexPath)
            let covers = [table.floatingHeaderView?.frame, table.floatingFooterView?.frame].compactMap { $0 }
            if let problem = Self.hidden(
                table.rectForRow(at: focused), visible: Self.visibleRect(table), covers: covers)
            {
                failures.append("\(focused): \(problem)")
            }
        }
        #expect(
            table.focusedIndexPath
                == (upwards ? IndexPath(row: 0, section: 0) : IndexPath(row: 7, section: 5)))
        #expect(failures.isEmpty, "\(failures.count) of 47 moves: \(failures.prefix(3))")
    }

    static func pinnedGrid(columns: Int) -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout { _, _ in
            let item = CollectionLayoutItem(
                layoutSize: CollectionLayoutSize(
                    widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .absolute(50)))
            let group = CollectionLayoutGroup.horizontal(
                layoutSize: CollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                subitems: [item])
            let section = CollectionLayoutSection(group: group)
            let header = CollectionLayoutBoundarySupplementaryItem(
                layoutSize: CollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(28)),
                elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = true
            let footer = CollectionLayoutBoundarySupplementaryItem(
                layoutSize: CollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)),
                elementKind: CollectionView.elementKindSectionFooter, alignment: .bottom)
            footer.pinToVisibleBounds = true
            section.boundarySupplementaryItems = [header, footer]
            return section
        }
    }

    static func pinnedFlow() -> CollectionViewFlowLayout {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        layout.headerReferenceSize = CGSize(width: 0, height: 28)
        layout.footerReferenceSize = CGSize(width: 0, height: 20)
        layout.sectionHeadersPinToVisibleBounds = true
        layout.sectionFootersPinToVisibleBounds = true
        return layout
    }

    static func plainList() -> CollectionViewCompositionalLayout {
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        return .list(using: configuration)
    }

    @Test(
        "collection: every move in a list, a grid and a flow ends clear of pinned headers and footers",
        arguments: ["list", "grid", "flow"], [true, false])
    func collection(layoutName: String, upwards: Bool) throws {
        let layout: CollectionViewLayout =
            switch layoutName {
            case "list": Self.plainList()
            case "grid": Self.pinnedGrid(columns: 3)
            default: Self.pinnedFlow()
            }
        let fixture = CollectionFixture(counts: [7, 11, 5, 9])
        fixture.fittedHeight = { _ in 44 }
        let view = fixture.makeView(layout: layout, width: 320, height: 260)
        view.contentInset = EdgeInsets(top: 6, left: 0, bottom: 8, right: 0)
        view.layoutIfNeeded()
        let start = upwards ? IndexPath(item: 8, section: 3) : IndexPath(item: 0, section: 0)
        view.focusItem(at: start)
        let moves = 31
        let failures = try Self.problems(in: view, moving: upwards ? -1 : 1, times: moves) { frame, covers in
            Self.hidden(frame, visible: Self.visibleRect(view), covers: covers)
        }
        #expect(failures.isEmpty, "\(failures.count) of \(moves) moves: \(failures.prefix(3))")
    }

    @Test("an item whose edge falls on a half point is revealed clear of a pinned footer drawn on its pixel")
    func halfPointClearOfPinnedFooter() throws {
        let layout = Self.pinnedFlow()
        layout.itemSize = CGSize(width: 100, height: 40.5)
        let fixture = CollectionFixture(counts: [60])
        let view = fixture.makeView(layout: layout, width: 320, height: 260)
        view.layoutIfNeeded()
        // Line 6 (items 18–20) ends at 28 + 6 · 50.5 + 40.5 = 371.5; with the view at 131.5 the
        // footer's place is 131.5 + 260 − 20 = 371.5, but it is drawn at the offset drawn, 131.
        let item = IndexPath(item: 18, section: 0)
        let frame = try #require(view.layoutAttributesForItem(at: item)).frame
        #expect(frame.maxY == 371.5)
        view.setContentOffset(CGPoint(x: 0, y: frame.maxY + 20 - 260), animated: false)
        view.layoutIfNeeded()
        view.focusItem(at: item)
        view.layoutIfNeeded()
        let footer = try #require(
            view.layoutAttributesForSupplementaryElement(
                ofKind: CollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0)))
        #expect(
            footer.frame.minY >= frame.maxY, "footer at \(footer.frame.minY), offset \(view.contentOffset.y)")
        #expect(view.wholeVisibleItems().contains(item))
    }

    @Test(
        "sideways: every move in a horizontal flow ends clear of headers and footers pinned left and right",
        arguments: [true, false])
    func horizontalFlow(leftwards: Bool) throws {
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 60, height: 40)
        layout.headerReferenceSize = CGSize(width: 28, height: 0)
        layout.footerReferenceSize = CGSize(width: 20, height: 0)
        layout.sectionHeadersPinToVisibleBounds = true
        layout.sectionFootersPinToVisibleBounds = true
        let fixture = CollectionFixture(counts: [7, 11, 5, 9])
        let view = fixture.makeView(layout: layout, width: 300, height: 200)
        view.contentInset = EdgeInsets(top: 0, left: 6, bottom: 0, right: 8)
        view.layoutIfNeeded()
        let start = leftwards ? IndexPath(item: 8, section: 3) : IndexPath(item: 0, section: 0)
        view.focusItem(at: start)
        let moves = 31
        let failures = try Self.problems(in: view, moving: leftwards ? -1 : 1, times: moves) {
            frame, covers in
            let insets = view.adjustedContentInset
            let visible = CGRect(
                x: view.contentOffset.x + insets.left, y: view.contentOffset.y,
                width: view.bounds.width - insets.left - insets.right, height: view.bounds.height)
            if frame.minX < visible.minX - 1e-6 || frame.maxX > visible.maxX + 1e-6 {
                return "\(frame) outside \(visible)"
            }
            return covers.first { $0.intersection(frame).width > 1e-6 }.map { "\(frame) under \($0)" }
        }
        #expect(
            view.focusedIndexPath
                == (leftwards ? IndexPath(item: 0, section: 0) : IndexPath(item: 8, section: 3)))
        #expect(failures.isEmpty, "\(failures.count) of \(moves) moves: \(failures.prefix(3))")
    }
}
