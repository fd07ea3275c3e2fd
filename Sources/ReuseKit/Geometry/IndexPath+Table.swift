import Foundation

extension IndexPath {
    /// An index path naming row `row` of section `section`, as UIKit spells it.
    public init(row: Int, section: Int) {
        // One index, then the second appended: the two stay inline, in two calls into Foundation
        // (an empty path and two appends take three; an array literal allocates per path).
        self.init(index: section)
        append(row)
    }

    /// An index path naming item `item` of section `section`, as UIKit spells it.
    public init(item: Int, section: Int) {
        self.init(row: item, section: section)
    }

    /// The section of a two-index path.
    public var section: Int {
        precondition(count == 2, "an index path for a table or collection has two indexes")
        return self[0]
    }

    /// The row of a two-index path.
    public var row: Int {
        precondition(count == 2, "an index path for a table or collection has two indexes")
        return self[1]
    }

    /// The item of a two-index path (the same index as ``row``).
    public var item: Int { row }
}
