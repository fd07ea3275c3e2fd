import Foundation

/// The letters typed to find an item by its text (type-ahead), and when the last one came.
struct TypeSelectState {
    /// The text items are found by; `nil` leaves letters to the app.
    var text: (@MainActor (IndexPath) -> String?)?
    /// The letters typed so far.
    var typed = ""
    /// When the last letter came, by the view's clock.
    var lastTime = -Double.infinity

    /// A pause longer than this starts a new search.
    static let pause: Double = 1
}

extension ListFocus {
    /// Where typing `character` (after the letters in `state`) takes the focus: to the first item, from the focused one on (and
    /// round), whose text starts with the letters typed within a second of one another, case
    /// aside; a letter typed again alone goes on to the next item starting with it. `nil` when
    /// none matches or type-ahead is off.
    ///
    /// - Complexity: O(items) text lookups at most.
    @MainActor
    static func typeSelectTarget(
        _ state: inout TypeSelectState, focused: IndexPath?, typing character: Character, at time: Double,
        in geometry: some ListFocusGeometry
    ) -> IndexPath? {
        guard let text = state.text, let first = edge(last: false, in: geometry) else { return nil }
        if time - state.lastTime > TypeSelectState.pause { state.typed = "" }
        state.lastTime = time
        state.typed.append(character)
        let typed = state.typed.lowercased()
        let repeated = typed.count > 1 && Set(typed).count == 1
        let prefix = repeated ? String(character).lowercased() : typed
        let start = focused.flatMap { isItem($0, in: geometry) ? $0 : nil } ?? first
        // A new letter looks at the focused item first; a repeated one goes on past it.
        var candidate =
            repeated || typed.count == 1 && focused != nil ? next(after: start, in: geometry) : start
        for _ in 0..<itemCount(in: geometry) {
            if let title = text(candidate), title.lowercased().hasPrefix(prefix),
                geometry.canFocusItem(at: candidate)
            {
                return candidate
            }
            candidate = next(after: candidate, in: geometry)
        }
        return nil
    }

    /// The item after `indexPath` in item order, the first after the last.
    @MainActor
    private static func next(after indexPath: IndexPath, in geometry: some ListFocusGeometry) -> IndexPath {
        let sections = geometry.focusSectionCount
        if let stepped = indexPath.stepped(by: 1, sectionCount: sections, rowCount: geometry.focusItemCount),
            stepped != indexPath
        {
            return stepped
        }
        return edge(last: false, in: geometry) ?? indexPath
    }

    /// How many items the list has.
    @MainActor
    private static func itemCount(in geometry: some ListFocusGeometry) -> Int {
        (0..<geometry.focusSectionCount).reduce(0) { $0 + geometry.focusItemCount(inSection: $1) }
    }
}
