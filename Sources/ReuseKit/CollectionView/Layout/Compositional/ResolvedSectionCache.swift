import Foundation
import ReuseKitCore

/// The sections a compositional layout resolved, kept by shape: a section of a shape seen
/// among the last few is not resolved again. The entries of one pass are numbered, so a
/// section's header and footer are found by its entry's number.
@MainActor
struct ResolvedSectionCache {
    /// How many of the newest shapes a section is compared with before it is resolved anew.
    static let depth = 8

    private(set) var resolver: CompositionalResolver?
    private(set) var entries: [Entry] = []

    struct Entry {
        var shape: SectionShape
        var resolved: ResolvedSection
        /// The object last found of this shape (held, so no other object takes its address),
        /// and the revision of all sections at the time.
        var section: CollectionLayoutSection
        var revision: Int
    }

    /// Starts a pass for `resolver`'s container: shapes resolved for the same one carry over
    /// (the newest few), others are forgotten.
    mutating func begin(_ resolver: CompositionalResolver) {
        entries = resolver == self.resolver ? Array(entries.suffix(Self.depth)) : []
        self.resolver = resolver
    }

    /// The number of the entry laying `section` out: a recent one of its shape, else a new one.
    ///
    /// - Complexity: O(items in the section) to compare; allocates only to resolve a new shape.
    mutating func entry(for section: CollectionLayoutSection) -> Int {
        let recent = stride(from: entries.count - 1, through: max(0, entries.count - Self.depth), by: -1)
        let revision = CompositionalRevision.current
        for index in recent where entries[index].section === section && entries[index].revision == revision {
            return index
        }
        for index in recent where entries[index].shape.matches(section) {
            entries[index].section = section
            entries[index].revision = revision
            return index
        }
        guard let resolver else { preconditionFailure("a pass begins before sections are resolved") }
        entries.append(
            Entry(
                shape: SectionShape(section), resolved: resolver.resolve(section), section: section,
                revision: revision))
        return entries.count - 1
    }

    /// A section of `itemCount` items laid out as entry `entry`, `spaceAfter` from the next.
    func section(entry: Int, itemCount: Int, spaceAfter: Double) -> GridSection {
        entries[entry].resolved.section(itemCount: itemCount, spaceAfter: spaceAfter)
    }

    /// How the sections of entry `entry` are laid out.
    func resolved(entry: Int) -> ResolvedSection { entries[entry].resolved }

    /// The header (`isHeader`) or footer of the sections laid out as entry `entry`.
    func boundary(entry: Int, isHeader: Bool) -> GridBoundary? {
        isHeader ? entries[entry].resolved.header : entries[entry].resolved.footer
    }
}
