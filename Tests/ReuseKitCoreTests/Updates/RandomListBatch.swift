import TestSupport

@testable import ReuseKitCore

/// A random valid batch of changes, built by arranging the new list from the old one and then
/// reading the update off the arrangement in UIKit's coordinates.
struct RandomListBatch {
    enum SectionOrigin: Equatable {
        case kept(Int)
        case moved(Int)
        case reloaded(Int)
        case inserted
    }

    enum RowOrigin: Equatable {
        case kept(ListPosition)
        case moved(ListPosition)
        case reloaded(ListPosition)
        case inserted
    }

    struct PlannedRow {
        var row: IdentifiedList.Row
        var origin: RowOrigin
    }

    /// The changes, each list shuffled, since a batch names its changes in no particular order.
    var update = ListUpdate()
    /// The list the update leads to, with the heights the layout must end up with.
    var new = IdentifiedList()
    /// Header and footer heights an apply must ask, by new section index.
    var sectionHeights: [Int: (header: Double, footer: Double)] = [:]
    /// Row heights an exact apply must ask, by new position.
    var askedRowHeights: [ListPosition: Double] = [:]
    /// The old positions the update reloads, one by one or by section.
    var reloaded: Set<ListPosition> = []

    static let heights: [Double] = [0, 0.5, 1, 2, 3.5, 7, 10]

    static func height(_ random: inout SeededGenerator) -> Double {
        heights.randomElement(using: &random) ?? 0
    }

    /// A fresh list of identified sections and rows, some rows measured.
    static func list(nextID: inout Int, using random: inout SeededGenerator) -> IdentifiedList {
        var list = IdentifiedList()
        list.estimate = height(&random)
        list.spacing = [0, 0, 1, 2.5].randomElement(using: &random) ?? 0
        for _ in 0..<Int.random(in: 0...5, using: &random) {
            var section = IdentifiedList.Section(
                id: nextID, header: height(&random), footer: height(&random), rows: [])
            nextID += 1
            for _ in 0..<Int.random(in: 0...7, using: &random) {
                section.rows.append(
                    IdentifiedList.Row(
                        id: nextID, height: Bool.random(using: &random) ? height(&random) : nil))
                nextID += 1
            }
            list.sections.append(section)
        }
        return list
    }

    init(from old: IdentifiedList, exact: Bool, nextID: inout Int, using random: inout SeededGenerator) {
        new.estimate = old.estimate
        new.spacing = old.spacing
        let arrangement = Self.arrangeSections(old, using: &random)
        var planned = arrangement.map { _ in [PlannedRow]() }
        var movedOut: [PlannedRow] = []
        for (index, origin) in arrangement.enumerated() {
            switch origin {
            case .kept(let section), .moved(let section):
                for (row, item) in old.sections[section].rows.enumerated() {
                    let position = ListPosition(section: section, row: row)
                    switch Int.random(in: 0..<100, using: &random) {
                    case 0..<15:
                        update.deletedRows.append(position)
                    case 15..<27:
                        movedOut.append(PlannedRow(row: item, origin: .moved(position)))
                    case 27..<37:
                        let row = IdentifiedList.Row(id: item.id, height: exact ? Self.height(&random) : nil)
                        planned[index].append(PlannedRow(row: row, origin: .reloaded(position)))
                    default:
                        planned[index].append(PlannedRow(row: item, origin: .kept(position)))
                    }
                }
            case .reloaded, .inserted:
                for _ in 0..<Int.random(in: 0...6, using: &random) {
                    let row = IdentifiedList.Row(id: nextID, height: exact ? Self.height(&random) : nil)
                    nextID += 1
                    planned[index].append(PlannedRow(row: row, origin: .inserted))
                }
            }
        }
        let accepting = arrangement.indices.filter {
            switch arrangement[$0] {
            case .kept, .moved: return true
            case .reloaded, .inserted: return false
            }
        }
        for item in movedOut {
            let index = accepting.randomElement(using: &random) ?? 0
            planned[index].insert(item, at: Int.random(in: 0...planned[index].count, using: &random))
        }
        for _ in 0..<Int.random(in: 0...3, using: &random) {
            guard let index = accepting.randomElement(using: &random), planned[index].count < 10 else {
                continue
            }
            let row = IdentifiedList.Row(id: nextID, height: exact ? Self.height(&random) : nil)
            nextID += 1
            planned[index].insert(
                PlannedRow(row: row, origin: .inserted),
                at: Int.random(in: 0...planned[index].count, using: &random))
        }
        describe(old, arrangement, planned, exact: exact, nextID: &nextID, using: &random)
    }

    /// The new order of sections: survivors in order, moved ones and new ones dropped in anywhere.
    static func arrangeSections(_ old: IdentifiedList, using random: inout SeededGenerator) -> [SectionOrigin]
    {
        var arrangement: [SectionOrigin] = []
        var moved: [Int] = []
        let deleteChance = old.sections.count >= 6 ? 30 : 12
        for section in old.sections.indices {
            let roll = Int.random(in: 0..<100, using: &random)
            if roll < deleteChance { continue }
            if roll < deleteChance + 8 {
                arrangement.append(.reloaded(section))
            } else if roll < deleteChance + 23 {
                moved.append(section)
            } else {
                arrangement.append(.kept(section))
            }
        }
        for section in moved.shuffled(using: &random) {
            arrangement.insert(.moved(section), at: Int.random(in: 0...arrangement.count, using: &random))
        }
        let inserts = arrangement.count < 7 ? [0, 0, 1, 1, 2].randomElement(using: &random) ?? 0 : 0
        for _ in 0..<inserts {
            arrangement.insert(.inserted, at: Int.random(in: 0...arrangement.count, using: &random))
        }
        return arrangement
    }

    /// Reads the update, the new list and what an apply must ask off the arrangement.
    private mutating func describe(
        _ old: IdentifiedList, _ arrangement: [SectionOrigin], _ planned: [[PlannedRow]], exact: Bool,
        nextID: inout Int, using random: inout SeededGenerator
    ) {
        var survivors: Set<Int> = []
        for (index, origin) in arrangement.enumerated() {
            var section = IdentifiedList.Section(id: nextID, header: 0, footer: 0, rows: [])
            let isFresh: Bool
            switch origin {
            case .kept(let oldIndex), .moved(let oldIndex):
                survivors.insert(oldIndex)
                section = old.sections[oldIndex]
                isFresh = false
                if case .moved = origin { update.movedSections.append((from: oldIndex, to: index)) }
            case .reloaded(let oldIndex):
                survivors.insert(oldIndex)
                update.reloadedSections.append(oldIndex)
                reloaded.formUnion(
                    old.sections[oldIndex].rows.indices.map { ListPosition(section: oldIndex, row: $0) })
                isFresh = true
            case .inserted:
                update.insertedSections.append(index)
                isFresh = true
            }
            if isFresh {
                section.id = nextID
                nextID += 1
                section.header = Self.height(&random)
                section.footer = Self.height(&random)
                sectionHeights[index] = (section.header, section.footer)
            }
            section.rows = planned[index].map(\.row)
            new.sections.append(section)
            describeRows(planned[index], inSection: index, acceptsRows: !isFresh, exact: exact)
        }
        update.deletedSections = old.sections.indices.filter { !survivors.contains($0) }
        shuffle(using: &random)
    }

    private mutating func describeRows(
        _ rows: [PlannedRow], inSection section: Int, acceptsRows: Bool, exact: Bool
    ) {
        for (row, item) in rows.enumerated() {
            let position = ListPosition(section: section, row: row)
            switch item.origin {
            case .kept:
                break
            case .moved(let from):
                update.movedRows.append((from: from, to: position))
            case .reloaded(let from):
                update.reloadedRows.append(from)
                reloaded.insert(from)
                if exact { askedRowHeights[position] = item.row.height ?? 0 }
            case .inserted:
                if acceptsRows { update.insertedRows.append(position) }
                if exact { askedRowHeights[position] = item.row.height ?? 0 }
            }
        }
    }

    private mutating func shuffle(using random: inout SeededGenerator) {
        update.deletedSections.shuffle(using: &random)
        update.insertedSections.shuffle(using: &random)
        update.reloadedSections.shuffle(using: &random)
        update.movedSections.shuffle(using: &random)
        update.deletedRows.shuffle(using: &random)
        update.insertedRows.shuffle(using: &random)
        update.reloadedRows.shuffle(using: &random)
        update.movedRows.shuffle(using: &random)
    }
}
