import Foundation
@_spi(Hosting) import ReuseKit

/// A music library's tracks in 28 sections (the letters, `#` and `…`), named from a fixed
/// sequence and kept lowercased for matching: what a search-as-you-type filters.
struct MusicLibrary {
    static let sectionCount = 28
    /// The tracks' names, by track number.
    let names: [String]
    /// The track numbers of each section, in order.
    let sections: [Range<Int>]

    init(count: Int) {
        let words = [
            "love", "light", "night", "blue", "song", "heart", "rain", "fire", "dream", "road", "moon",
            "gold", "river", "summer", "dance", "star", "home", "time", "wild", "sky",
        ]
        let artists = ["ada", "the lanterns", "mei", "oskar trio", "sofia", "zoë", "north", "hiro"]
        var state: UInt64 = 0x5EA2_C4ED
        names = (0..<count).map { index in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let first = words[Int((state >> 33) % UInt64(words.count))]
            let second = words[Int((state >> 41) % UInt64(words.count))]
            let artist = artists[Int((state >> 49) % UInt64(artists.count))]
            return "\(first) \(second) \(index) — \(artist)"
        }
        sections = (0..<Self.sectionCount).map { section in
            (section * count / Self.sectionCount)..<((section + 1) * count / Self.sectionCount)
        }
    }

    /// The snapshot of the tracks whose names contain `query` (all for an empty one), sections
    /// without any left out.
    func snapshot(matching query: String) -> ListSnapshot<Int, Int> {
        var snapshot = ListSnapshot<Int, Int>()
        for (section, tracks) in sections.enumerated() {
            let matching = query.isEmpty ? Array(tracks) : tracks.filter { names[$0].contains(query) }
            if !matching.isEmpty { snapshot.appendSection(section, items: matching) }
        }
        return snapshot
    }
}

/// A collection view listing a ``MusicLibrary`` through a `CollectionListController`: rows of
/// 44 points under a 28-point header per section.
@MainActor
final class MusicList {
    let view: CollectionView
    let controller: CollectionListController<Int, Int>
    let clock = ManualFrameClock()

    init(library: MusicLibrary) {
        let layout = CollectionViewCompositionalLayout { _, _ in
            let row = CollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
            let section = CollectionLayoutSection(
                group: .horizontal(layoutSize: row, subitems: [CollectionLayoutItem(layoutSize: row)]))
            let header = CollectionLayoutBoundarySupplementaryItem(
                layoutSize: CollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(28)),
                elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
            section.boundarySupplementaryItems = [header]
            return section
        }
        view = CollectionView(frame: BenchGeometry.viewport, collectionViewLayout: layout)
        view.clock = clock
        view.register(TrackCell.self, forCellWithReuseIdentifier: "track")
        view.register(
            CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
            withReuseIdentifier: "letter")
        controller = CollectionListController(collectionView: view) { view, indexPath, track in
            let cell = view.dequeueReusableCell(withReuseIdentifier: "track", for: indexPath)
            (cell as? TrackCell)?.title.text = library.names[track]
            return cell
        }
        controller.supplementaryViewProvider = { view, kind, indexPath in
            view.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "letter", for: indexPath)
        }
        try? controller.apply(library.snapshot(matching: ""), animatingDifferences: false)
        frame()
    }

    /// One frame: the clock moves on, animations advance, layout.
    func frame() {
        clock.advance(by: 1.0 / 60)
        view.step()
        view.layoutIfNeeded()
    }
}

/// A row of the music list: the track's name.
final class TrackCell: CollectionViewCell {
    let title = Label()

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(title)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        title.frame = contentView.bounds
    }
}
