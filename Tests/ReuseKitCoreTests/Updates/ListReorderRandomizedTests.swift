import TestSupport
import Testing

@testable import ReuseKitCore

@Suite("List reorders against arrays")
struct ListReorderRandomizedTests {
    /// The reference: the data as arrays of row identifiers, and the list as shown, which is the
    /// data with the lifted row removed from its source and inserted at the target.
    struct Reference {
        var data: [[Int]]
        var source: ListPosition
        var target: ListPosition

        var lifted: Int { data[source.section][source.row] }

        /// The data without the lifted row: the rows a place is counted among.
        var others: [[Int]] {
            var rows = data
            rows[source.section].remove(at: source.row)
            return rows
        }

        var shown: [[Int]] {
            var rows = others
            rows[target.section].insert(lifted, at: target.row)
            return rows
        }

        /// Every place, in order: in each section, before each other row and at its end.
        var places: [ListPosition] {
            others.enumerated().flatMap { section, rows in
                (0...rows.count).map { ListPosition(section: section, row: $0) }
            }
        }

        static func positions(of rows: [[Int]]) -> [Int: ListPosition] {
            var positions: [Int: ListPosition] = [:]
            for (section, ids) in rows.enumerated() {
                for (row, id) in ids.enumerated() { positions[id] = ListPosition(section: section, row: row) }
            }
            return positions
        }
    }

    @Test("random drags map rows, places and the drop as removing and inserting in arrays does")
    func randomized() {
        let run = RandomizedRun(name: "ListReorder", defaultIterations: 2000)
        var random = run.makeGenerator()
        for step in 0..<run.iterations {
            var nextID = 0
            let data = (0..<Int.random(in: 1...4, using: &random)).map { _ in
                (0..<Int.random(in: 0...5, using: &random)).map { _ in
                    defer { nextID += 1 }
                    return nextID
                }
            }
            let rows = data.enumerated().flatMap { section, ids in
                ids.indices.map { ListPosition(section: section, row: $0) }
            }
            guard let source = rows.randomElement(using: &random) else { continue }
            if let problem = Self.drag(data, from: source, using: &random) {
                Issue.record("step \(step) (SEED=\(run.seed)): \(problem) in \(data)")
                return
            }
        }
    }

    /// Lifts the row at `source`, moves it a few times and drops it, checking every step.
    static func drag(_ data: [[Int]], from source: ListPosition, using random: inout SeededGenerator)
        -> String?
    {
        let counts = data.map(\.count)
        guard var reorder = ListReorder(lifting: source, rowCounts: counts) else {
            return "row \(source) could not be lifted"
        }
        var reference = Reference(data: data, source: source, target: source)
        if let problem = check(reorder, reference) { return "lifted: \(problem)" }
        for _ in 0..<Int.random(in: 1...6, using: &random) {
            let places = reference.places
            let destination: ListPosition
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                // Anywhere, a place or not.
                destination = ListPosition(
                    section: Int.random(in: -1...data.count, using: &random),
                    row: Int.random(in: -1...6, using: &random))
            case 1:
                // A few places up or down, as the keyboard moves it.
                let steps = Int.random(in: -4...4, using: &random)
                destination = reorder.place(steps, from: reference.target)
                let index = places.firstIndex(of: reference.target) ?? 0
                let expected = places[min(max(index + steps, 0), places.count - 1)]
                if destination != expected {
                    return "\(steps) places from \(reference.target): \(destination), not \(expected)"
                }
            case 2:
                // Beside an item of the list as shown, as a pointer proposes it.
                let item = randomItem(of: reference, using: &random)
                let before = Bool.random(using: &random)
                destination = reorder.place(beside: item, before: before)
                let expected = place(beside: item, before: before, reference)
                if destination != expected {
                    return "beside \(item) before \(before): \(destination), not \(expected)"
                }
            default:
                destination = places.randomElement(using: &random) ?? reference.target
            }
            let isMove = destination != reference.target && places.contains(destination)
            let oldShown = reference.shown
            let plan = reorder.move(to: destination)
            if (plan != nil) != isMove {
                return
                    "a move to \(destination) from \(reference.target) gave \(plan == nil ? "no" : "a") plan"
            }
            guard let plan else {
                if reorder.target != reference.target {
                    return "a refused move to \(destination) moved the row"
                }
                continue
            }
            reference.target = destination
            let newPositions = Reference.positions(of: reference.shown)
            for (id, old) in Reference.positions(of: oldShown)
            where plan.newPosition(of: old) != newPositions[id] {
                return
                    "the move to \(destination) takes \(old) to \(String(describing: plan.newPosition(of: old)))"
            }
            if let problem = check(reorder, reference) { return "at \(destination): \(problem)" }
        }
        var dropped = data
        if let move = reorder.move {
            let row = dropped[move.from.section].remove(at: move.from.row)
            dropped[move.to.section].insert(row, at: move.to.row)
        }
        return dropped == reference.shown
            ? nil : "the drop \(String(describing: reorder.move)) gives \(dropped)"
    }

    /// Compares the value with the reference: the target, the counts shown, every position both
    /// ways, the places and their order.
    static func check(_ reorder: ListReorder, _ reference: Reference) -> String? {
        let shown = reference.shown
        if reorder.target != reference.target { return "target \(reorder.target), not \(reference.target)" }
        if (reorder.move == nil) != (reference.source == reference.target) {
            return "move \(String(describing: reorder.move))"
        }
        if reorder.shownRowCounts != shown.map(\.count) { return "shown counts \(reorder.shownRowCounts)" }
        let inData = Reference.positions(of: reference.data)
        let inShown = Reference.positions(of: shown)
        for (id, position) in inShown where reorder.sourcePosition(ofShown: position) != inData[id] {
            return "shown \(position) is data \(reorder.sourcePosition(ofShown: position))"
        }
        for (id, position) in inData where reorder.shownPosition(ofSource: position) != inShown[id] {
            return "data \(position) is shown \(reorder.shownPosition(ofSource: position))"
        }
        let places = reference.places
        if reorder.firstPlace != places.first || reorder.lastPlace != places.last {
            return "the ends are \(reorder.firstPlace) and \(reorder.lastPlace)"
        }
        for (index, place) in places.enumerated() {
            if !reorder.isPlace(place) { return "\(place) is not a place" }
            let next = index + 1 < places.count ? places[index + 1] : nil
            let previous = index > 0 ? places[index - 1] : nil
            if reorder.place(after: place) != next || reorder.place(before: place) != previous {
                return "the neighbours of \(place)"
            }
        }
        var outside = [
            ListPosition(section: 0, row: -1), ListPosition(section: -1, row: 0),
            ListPosition(section: shown.count, row: 0),
        ]
        for (section, rows) in reference.others.enumerated() {
            outside.append(ListPosition(section: section, row: rows.count + 1))
        }
        return outside.first(where: reorder.isPlace).map { "\($0) is a place" }
    }

    /// A header, footer or row of the list as shown, other than the lifted row.
    static func randomItem(of reference: Reference, using random: inout SeededGenerator) -> ListItem {
        let shown = reference.shown
        var items: [ListItem] = []
        for (section, rows) in shown.enumerated() {
            items.append(.header(section: section))
            for row in rows.indices where ListPosition(section: section, row: row) != reference.target {
                items.append(.row(section: section, row: row))
            }
            items.append(.footer(section: section))
        }
        return items.randomElement(using: &random) ?? .header(section: 0)
    }

    /// The reference's place beside an item: a row's place is found among the other rows by its
    /// identifier; a header stands between the section above and its own, a footer between its
    /// section and the next.
    static func place(beside item: ListItem, before: Bool, _ reference: Reference) -> ListPosition {
        let others = reference.others
        switch item {
        case .row(let section, let row):
            let id = reference.shown[section][row]
            let index = others[section].firstIndex(of: id) ?? -1
            return ListPosition(section: section, row: before ? index : index + 1)
        case .header(let section):
            guard before, section > 0 else { return ListPosition(section: section, row: 0) }
            return ListPosition(section: section - 1, row: others[section - 1].count)
        case .footer(let section):
            guard before || section + 1 == others.count else {
                return ListPosition(section: section + 1, row: 0)
            }
            return ListPosition(section: section, row: others[section].count)
        }
    }
}
