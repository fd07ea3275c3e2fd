import Foundation

extension GridElementLayout {
    /// How much of the viewport a section's pinned header and footer cover while the section
    /// passes under them (zero for one that does not pin or is absent), along the scroll axis.
    func pinnedLengths(ofSection section: Int) -> (header: CGFloat, footer: CGFloat) {
        guard section >= 0, section < grid.sections.count else { return (0, 0) }
        let geometry = grid.sections[section]
        let header = boundary(ofSection: section, isHeader: true)?.pins == true ? geometry.headerLength : 0
        let footer = boundary(ofSection: section, isHeader: false)?.pins == true ? geometry.footerLength : 0
        return (CGFloat(header), CGFloat(footer))
    }
}
