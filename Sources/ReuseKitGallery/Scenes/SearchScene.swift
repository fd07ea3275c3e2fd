import Foundation
import ReuseKit

/// Search as you type over a million tracks: a `CollectionView` of 1,000,000 tracks in 28
/// volumes under a search field, through a `CollectionListController`. `/` starts typing in the
/// field; the tracks whose names contain what it holds are found off the main actor, and the
/// snapshot is applied in the background form, its difference computed off the main actor too,
/// so frames keep coming while a keystroke brings back half a million tracks. Keys that arrive
/// together (a paste, a fast typist, keys queued during a frame) make one search and one apply,
/// for the last text; a search overtaken by a newer key is never shown. Return leaves the field.
@MainActor
public final class SearchScene: GalleryScene, TextFieldDelegate {
    /// The scene's name, article number and summary.
    public static let info = SceneInfo(
        name: "search", seed: "000",
        summary: "1,000,000 tracks filtered as you type: found and diffed off the main actor")

    /// The tracks shown by default.
    public static let defaultTrackCount = 1_000_000

    /// The list of tracks.
    public let collectionView: CollectionView
    /// Applies the matching tracks to the list.
    public let controller: CollectionListController<Int, Int>
    /// The search field above the list.
    public let searchField = TextField()
    private let stack: StackView
    let library: TrackLibrary
    /// Every track, by volume.
    private let everything: [[Int]]
    /// The query whose tracks the list shows.
    public private(set) var query = ""
    /// The tracks shown, by volume (empty volumes included).
    private(set) var shown: [[Int]]
    /// The field's text not yet searched for: keys that arrive together search once.
    var pendingQuery: String?
    /// The number of the last search started, and of the last one shown.
    private var lastSearch = 0
    private var lastShown = 0
    /// Searches started and snapshots applied so far.
    private(set) var searchCount = 0
    private(set) var applyCount = 0

    /// Makes the scene with the default number of tracks.
    public convenience init(clock: FrameClock) {
        self.init(clock: clock, trackCount: Self.defaultTrackCount)
    }

    /// Makes the scene with `trackCount` made-up tracks, the same ones every run.
    public init(clock: FrameClock, trackCount: Int) {
        let library = TrackLibrary(count: trackCount)
        self.library = library
        everything = library.all
        shown = everything
        collectionView = CollectionView(frame: .zero, collectionViewLayout: Self.layout())
        collectionView.clock = clock
        collectionView.register(TrackCell.self, forCellWithReuseIdentifier: TrackCell.identifier)
        collectionView.register(
            SectionTitleHeader.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
            withReuseIdentifier: SectionTitleHeader.identifier)
        controller = CollectionListController(collectionView: collectionView) { view, indexPath, track in
            let cell = view.dequeueReusableCell(withReuseIdentifier: TrackCell.identifier, for: indexPath)
            (cell as? TrackCell)?.titleLabel.text = library.name(of: track)
            return cell
        }
        stack = StackView(arrangedSubviews: [searchField, collectionView])
        stack.axis = .vertical
        searchField.placeholder = "/ to search \(trackCount.groupedDigits) tracks"
        searchField.backgroundColor = Color(red: 44, green: 44, blue: 52)
        searchField.delegate = self
        searchField.addAction(for: .editingChanged) { [unowned self] field in pendingQuery = field.text ?? ""
        }
        controller.supplementaryViewProvider = { [unowned self] view, kind, indexPath in
            let header = view.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: SectionTitleHeader.identifier, for: indexPath)
            let sections = controller.snapshot.sections
            let volume = sections.indices.contains(indexPath.section) ? sections[indexPath.section].id : 0
            (header as? SectionTitleHeader)?.titleLabel.text = "Volume \(volume + 1)"
            return header
        }
        try? controller.apply(Self.snapshot(of: everything), animatingDifferences: false)
    }

    /// Rows one line tall under a pinned header a line tall per volume.
    private static func layout() -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout { _, environment in
            let line = environment.traitCollection.textSystem.lineHeight
            let row = CollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(line))
            let section = CollectionLayoutSection(
                group: .horizontal(layoutSize: row, subitems: [CollectionLayoutItem(layoutSize: row)]))
            let header = CollectionLayoutBoundarySupplementaryItem(
                layoutSize: row, elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = true
            section.boundarySupplementaryItems = [header]
            return section
        }
    }

    /// The snapshot of `tracks` by volume, a volume without any left out.
    static func snapshot(of tracks: [[Int]]) -> ListSnapshot<Int, Int> {
        ListSnapshot(
            sections: tracks.enumerated().compactMap { volume, items in
                items.isEmpty ? nil : SnapshotSection(id: volume, items: items)
            })
    }

    /// The list fills the scene under the field.
    public var rootView: View { stack }
    /// Scrolling input drives the list.
    public var initialFocus: View? { collectionView }
    /// The scene's own key.
    public var keyHints: String { "/ search · ⏎ leave the field" }

    /// The tracks shown and what they match.
    public var statusText: String {
        let count = shown.reduce(0) { $0 + $1.count }
        var text = "\(count.groupedDigits) of \(library.count.groupedDigits) tracks"
        if !query.isEmpty { text += " matching “\(query)”" }
        if hasPendingWork { text += " · searching" }
        return text
    }

    /// `/` starts typing in the field.
    public func handleKey(_ key: Key) -> Bool {
        guard key == .character("/") else { return false }
        searchField.becomeFirstResponder()
        return true
    }

    /// The keys that reached the field since the last frame search once, for the last text.
    public func willRenderFrame() {
        guard let text = pendingQuery else { return }
        pendingQuery = nil
        search(for: text)
    }

    /// A search in flight, a snapshot being applied, or keys not yet searched for.
    public var hasPendingWork: Bool { pendingQuery != nil || lastShown != lastSearch }

    /// Finds the tracks matching `text` off the main actor (among those shown when `text`
    /// extends the query shown), then applies them unless a newer search started meanwhile.
    func search(for text: String) {
        lastSearch += 1
        searchCount += 1
        let number = lastSearch
        let narrowing = !query.isEmpty && text.lowercased().hasPrefix(query.lowercased())
        let candidates = narrowing ? shown : everything
        let library = library
        Task {
            let found = await Task.detached(priority: .userInitiated) {
                library.matching(text, among: candidates)
            }.value
            show(found, for: text, search: number)
        }
    }

    /// Applies what search `number` found, unless a newer one started.
    private func show(_ found: [[Int]], for text: String, search number: Int) {
        guard number == lastSearch else { return }
        applyCount += 1
        controller.apply(Self.snapshot(of: found)) { [weak self] result in
            guard let self, number == lastSearch else { return }
            lastShown = number
            if case .success = result {
                query = text
                shown = found
            }
        }
    }

    // MARK: Text field delegate

    /// Return leaves the field, keeping the filter.
    public func textFieldShouldReturn(_ textField: TextField) -> Bool {
        textField.resignFirstResponder()
        return false
    }
}

/// A track's row: its name on one line.
final class TrackCell: CollectionViewCell {
    static let identifier = "track"
    let titleLabel = Label()

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(titleLabel)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset = traitCollection.spaces(1)
        titleLabel.frame = CGRect(
            x: inset, y: 0, width: max(0, contentView.bounds.width - 2 * inset),
            height: contentView.bounds.height)
    }
}
