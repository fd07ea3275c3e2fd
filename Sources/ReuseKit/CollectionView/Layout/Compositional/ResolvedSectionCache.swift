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
    /// Each entry's object and revision, apart: the per-section check reads these two words
    /// without touching (or copying) the entry.
    private var identities: [ObjectIdentifier] = []
    private var revisions: [Int] = []
    /// Each entry's section with no items, a prototype that a section of its shape copies and
    /// gives its count (one retain rather than a build), apart from the entry for the same
    /// reason; and how many items its lines hold: 0 for a band (all its items in one line), −1
    /// for a masonry section, whose columns are built for its count instead.
    private var prototypes: [GridSection] = []
    private var itemsPerLine: [Int] = []

    struct Entry {
        var shape: SectionShape
        var resolved: ResolvedSection
        /// The object last found of this shape, held so that no other object takes its address
        /// (its identity and the revision of all sections at the time are kept apart).
        var section: CollectionLayoutSection
    }

    /// Starts a pass for `resolver`'s container: shapes resolved for the same one carry over
    /// (the newest few), others are forgotten.
    mutating func begin(_ resolver: CompositionalResolver) {
        let keeps = resolver == self.resolver
        entries = keeps ? Array(entries.suffix(Self.depth)) : []
        identities = keeps ? Array(identities.suffix(Self.depth)) : []
        revisions = keeps ? Array(revisions.suffix(Self.depth)) : []
        prototypes = keeps ? Array(prototypes.suffix(Self.depth)) : []
        itemsPerLine = keeps ? Array(itemsPerLine.suffix(Self.depth)) : []
        self.resolver = resolver
    }

    /// The number of the entry laying `section` out: a recent one of its shape, else a new one.
    ///
    /// - Complexity: O(items in the section) to compare; allocates the section's shape unless
    ///   it is the object of a recent entry, unchanged since.
    /// `revision` is ``CompositionalRevision/current``, read once for a pass.
    mutating func entry(for section: CollectionLayoutSection, revision: Int) -> Int {
        let recent = stride(from: entries.count - 1, through: max(0, entries.count - Self.depth), by: -1)
        let identity = ObjectIdentifier(section)
        for index in recent where identities[index] == identity && revisions[index] == revision {
            return index
        }
        let shape = SectionShape(section)
        if let index = Self.newest(of: shape, in: entries, among: recent) {
            entries[index].section = section
            identities[index] = identity
            revisions[index] = revision
            return index
        }
        guard let resolver else { preconditionFailure("a pass begins before sections are resolved") }
        let resolved = resolver.resolve(shape)
        entries.append(Entry(shape: shape, resolved: resolved, section: section))
        prototypes.append(resolved.section(itemCount: 0, spaceAfter: 0))
        itemsPerLine.append(
            resolved.masonry != nil ? -1 : resolved.behavior == .none ? resolved.group.slots.count : 0)
        identities.append(identity)
        revisions.append(revision)
        return entries.count - 1
    }

    /// The newest of the `recent` entries whose shape is `shape`.
    ///
    /// Not isolated, and without a closure: a main-actor closure handed to the standard library
    /// checks its executor each time it is entered, and a reload calls this once a section.
    nonisolated private static func newest(
        of shape: SectionShape, in entries: [Entry], among recent: StrideThrough<Int>
    ) -> Int? {
        for index in recent where entries[index].shape == shape {
            return index
        }
        return nil
    }

    /// Appends to `sections` a section of `itemCount` items laid out as entry `entry`,
    /// `spaceAfter` from the next.
    ///
    /// The entry's prototype is copied once, into its place in `sections`, and given its count
    /// there: a section is a large value, and a reload appends one for every section. Not
    /// isolated, so that nothing here checks its executor.
    nonisolated func appendSection(
        entry: Int, itemCount: Int, spaceAfter: Double, to sections: inout [GridSection]
    ) {
        let perLine = itemsPerLine[entry]
        guard perLine >= 0 else {
            sections.append(entries[entry].resolved.section(itemCount: itemCount, spaceAfter: spaceAfter))
            return
        }
        sections.append(prototypes[entry])
        sections[sections.count - 1].reset(
            itemCount: itemCount, itemsPerLine: perLine > 0 ? perLine : max(1, itemCount),
            spaceAfter: spaceAfter)
    }

    /// How the sections of entry `entry` are laid out.
    func resolved(entry: Int) -> ResolvedSection { entries[entry].resolved }

    /// The header (`isHeader`) or footer of the sections laid out as entry `entry` (not
    /// isolated, as ``section(entry:itemCount:spaceAfter:)``: asked for each section in view).
    nonisolated func boundary(entry: Int, isHeader: Bool) -> GridBoundary? {
        entries.withUnsafeBufferPointer { isHeader ? $0[entry].resolved.header : $0[entry].resolved.footer }
    }
}
