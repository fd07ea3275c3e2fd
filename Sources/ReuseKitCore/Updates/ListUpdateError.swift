/// Why a batch of list changes was refused; the list is left exactly as it was.
public enum ListUpdateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The data source's section count does not add up.
    case invalidSectionCount(before: Int, after: Int, inserted: Int, deleted: Int)
    /// A section's row count does not add up.
    case invalidRowCount(
        section: Int, before: Int, after: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int)
    /// A section index is outside the sections it must name.
    case sectionOutOfRange(operation: String, section: Int, count: Int)
    /// A row is outside its section.
    case rowOutOfRange(operation: String, section: Int, row: Int, count: Int)
    /// The same section or row is named twice, or by two operations that exclude each other.
    case conflict(String)

    public var description: String {
        switch self {
        case .invalidSectionCount(let before, let after, let inserted, let deleted):
            return "Invalid update: invalid number of sections. The number of sections after the update "
                + "(\(after)) must be equal to the number of sections before the update (\(before)), "
                + "plus or minus the number of sections inserted or deleted (\(inserted) inserted, "
                + "\(deleted) deleted)."
        case .invalidRowCount(
            let section, let before, let after, let inserted, let deleted, let movedIn, let movedOut):
            return "Invalid update: invalid number of rows in section \(section). The number of rows "
                + "contained in an existing section after the update (\(after)) must be equal to the number "
                + "of rows contained in that section before the update (\(before)), plus or minus the number "
                + "of rows inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) "
                + "and plus or minus the number of rows moved into or out of that section (\(movedIn) moved "
                + "in, \(movedOut) moved out)."
        case .sectionOutOfRange(let operation, let section, let count):
            return "Invalid update: attempt to \(operation) section \(section), but there are only \(count) "
                + "sections."
        case .rowOutOfRange(let operation, let section, let row, let count):
            return "Invalid update: attempt to \(operation) row \(row) of section \(section), which has "
                + "\(count) rows."
        case .conflict(let reason):
            return "Invalid update: \(reason)."
        }
    }
}
