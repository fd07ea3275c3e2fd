/// Where a scroll view's content sat on screen in a presented frame: enough to tell whether
/// the next frame moved it by whole rows.
struct ScrollPlacement: Equatable {
    let view: ObjectIdentifier
    let size: TerminalSize
    /// The screen rows the scroll view covers.
    let rows: Range<Int>
    /// The screen row of the content's y = 0.
    let contentTop: Int

    /// A hint that the rows of a scroll view moved by whole rows between two frames, when they
    /// did by less than its height.
    static func hint(from old: ScrollPlacement?, to new: ScrollPlacement?) -> ScrollHint? {
        guard let old, let new, old.view == new.view, old.size == new.size, old.rows == new.rows else {
            return nil
        }
        let distance = old.contentTop - new.contentTop
        guard distance != 0, abs(distance) < new.rows.count else { return nil }
        return ScrollHint(rows: new.rows, distance: distance)
    }
}
