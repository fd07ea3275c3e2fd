/// Where a scroll view's content sat on screen in a presented frame: enough to tell whether
/// the next frame moved it by whole rows.
struct ScrollPlacement: Equatable {
    let view: ObjectIdentifier
    let size: TerminalSize
    /// The screen rows the scroll view covers.
    let rows: Range<Int>
    /// The screen row of the content's y = 0.
    let contentTop: Int
}
