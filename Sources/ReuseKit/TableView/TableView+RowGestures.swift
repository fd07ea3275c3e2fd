/// The table's index strip, swipe actions and reordering, for the hosts' pointer gestures
/// (the members are in `TableView+SectionIndex.swift`, `TableView+SwipeActions.swift`
/// and `Reorder/TableView+Reordering.swift`).
@_spi(Hosting)
extension TableView: RowGestures {}
