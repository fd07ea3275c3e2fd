import Foundation
import ReuseKit

/// Rows whose height comes from wrapping long mixed Chinese/English text to the
/// table's width with the host's text system.
///
/// With the height cache on, the table asks a row's height once, when it first comes into
/// view, and again only after the width changes. With it off (key `c`), every frame reloads
/// the table without an estimate, so every row's text is wrapped again each frame, as a table
/// without a height cache does; the HUD's frame time shows the difference.
@MainActor
public final class HeightsScene: GalleryScene, TableViewDataSource, TableViewDelegate {
    /// The scene's name, article number and summary.
    public static let info = SceneInfo(
        name: "heights", seed: "002",
        summary: "row heights from wrapped CJK/English text; c toggles the cache")
    /// The tour toggles the cache off, scrolls, and turns it back on.
    public static var tourSteps: [TourStep] {
        [.keys("c"), .keys("jjjjj"), .key(.pageDown), .keys("c"), .keys("jjjjj")]
    }

    /// Why the scene's p99 is high in the tour.
    public static var tourNote: String? {
        "heights: the p99 is the frames with the height cache off, which wrap all 1,000 rows each frame"
    }

    /// The table.
    public let tableView = TableView(frame: .zero)
    /// The number of rows.
    public let rowCount: Int
    /// Whether heights are kept once measured; off, every frame wraps every row again.
    public private(set) var isCacheEnabled = true
    /// How many times a row's text was wrapped to find its height.
    public private(set) var heightComputations = 0
    /// The row selected last.
    public private(set) var selectedRow: Int?
    /// Rows are estimated at four lines of 22 points until measured.
    private let estimatedRowHeight: CGFloat = 88

    /// Makes the scene with 1,000 rows.
    public convenience init(clock: FrameClock) {
        self.init(clock: clock, rowCount: 1000)
    }

    /// Makes the scene with `rowCount` rows.
    public init(clock: FrameClock, rowCount: Int) {
        self.rowCount = rowCount
        tableView.clock = clock
        tableView.estimatedRowHeight = estimatedRowHeight
        tableView.register(WrappedTextCell.self, forCellReuseIdentifier: WrappedTextCell.identifier)
        tableView.dataSource = self
        tableView.delegate = self
    }

    /// The table fills the scene.
    public var rootView: View { tableView }
    /// Scrolling input drives the table.
    public var initialFocus: View? { tableView }
    /// The scene's own key.
    public var keyHints: String { "c cache" }

    /// Cache state, heights computed so far, the wrap width and the selection.
    public var statusText: String {
        var text = "seed 002 · height cache \(isCacheEnabled ? "on" : "off")"
        text += " · \(heightComputations.groupedDigits) heights computed"
        let width = WrappedTextCell.textWidth(
            forCellWidth: tableView.bounds.width, traits: tableView.traitCollection)
        text += " · wrap width \(Int(width))"
        if let selectedRow { text += " · selected \(selectedRow)" }
        return text
    }

    /// Turns the height cache on or off, keeping the top row on screen where it is (offsets
    /// mean other rows once estimated heights become exact, or the other way round).
    public func setCacheEnabled(_ enabled: Bool) {
        guard enabled != isCacheEnabled else { return }
        let top = tableView.contentOffset.y
        let anchor = tableView.indexPathsForVisibleRows?.first
        let screenY = anchor.map { tableView.rectForRow(at: $0).minY - top } ?? 0
        isCacheEnabled = enabled
        tableView.estimatedRowHeight = enabled ? estimatedRowHeight : 0
        tableView.reloadData()
        guard let anchor else { return }
        let y = tableView.rectForRow(at: anchor).minY - screenY
        tableView.setContentOffset(CGPoint(x: 0, y: tableView.clampedOffsetY(y)), animated: false)
    }

    /// `c` toggles the height cache.
    public func handleKey(_ key: Key) -> Bool {
        guard key == .character("c") else { return false }
        setCacheEnabled(!isCacheEnabled)
        return true
    }

    /// `r` drops every cached height.
    public func refresh() {
        tableView.reloadData()
    }

    /// Without the cache, every frame forgets every height, so all rows are wrapped again.
    public func willRenderFrame() {
        guard !isCacheEnabled else { return }
        tableView.reloadData()
        if let selectedRow { tableView.selectRow(at: IndexPath(row: selectedRow, section: 0)) }
    }

    /// The rows of the scene.
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        rowCount
    }

    /// A cell showing the row's paragraph.
    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: WrappedTextCell.identifier, for: indexPath)
        cell.textLabel?.text = MixedText.paragraph(ofRow: indexPath.row)
        return cell
    }

    /// The wrapped paragraph's lines, and one more for the space around them.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heightComputations += 1
        let traits = tableView.traitCollection
        let width = WrappedTextCell.textWidth(forCellWidth: tableView.bounds.width, traits: traits)
        let lines = traits.textSystem.lines(
            of: MixedText.paragraph(ofRow: indexPath.row), width: width, numberOfLines: 0,
            lineBreakMode: WrappedTextCell.lineBreakMode)
        return WrappedTextCell.height(lines: lines.count, traits: traits)
    }

    /// Remembers the selection for the status line.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        selectedRow = indexPath.row
    }
}
