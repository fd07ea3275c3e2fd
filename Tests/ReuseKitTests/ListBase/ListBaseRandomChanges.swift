import Foundation
import TestSupport

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

/// Random changes to a ``RandomListModel``, made to the model and returned for the view to
/// perform; about half of them touch the focused item or what is next to it.
@MainActor
enum RandomChanges {
    static func make(
        in model: RandomListModel, focusID: Int?, kind: RandomChangeKind,
        using generator: inout SeededGenerator
    ) -> RandomListChange {
        let focused = focusID.flatMap(model.indexPath(of:))
        switch kind {
        case .batch, .custom: break
        case .snapshot: return snapshot(in: model, focusID: focusID, using: &generator)
        case .append:
            guard Int.random(in: 0..<4, using: &generator) > 0 else { return .reloadData }
            let count = Int.random(in: 1...6, using: &generator)
            model.sections[0] += (0..<count).map { _ in model.makeID() }
            return .append(count)
        }
        let all = allItems(in: model)
        let roll = all.isEmpty ? 0 : Int.random(in: 0..<4, using: &generator)
        switch roll {
        case 0: return insert(in: model, focused: focused, using: &generator)
        case 1:
            var doomed = Set(
                picks(from: all, count: Int.random(in: 1...2, using: &generator), using: &generator))
            if let focused, Bool.random(using: &generator) { doomed.insert(focused) }
            let sorted = doomed.sorted()
            for indexPath in sorted.reversed() {
                model.sections[indexPath.section].remove(at: indexPath.item)
            }
            return .delete(sorted)
        case 2:
            let pick = all.randomElement(using: &generator) ?? all[0]
            let from = focused.flatMap { Int.random(in: 0..<5, using: &generator) < 2 ? $0 : nil } ?? pick
            let id = model.sections[from.section].remove(at: from.item)
            let section = Int.random(in: 0..<model.sections.count, using: &generator)
            let item = Int.random(in: 0...model.sections[section].count, using: &generator)
            model.sections[section].insert(id, at: item)
            return .move(from, IndexPath(item: item, section: section), id: id)
        default:
            var reloaded = Set(
                picks(from: all, count: Int.random(in: 1...3, using: &generator), using: &generator))
            if let focused, Bool.random(using: &generator) { reloaded.insert(focused) }
            return .reload(reloaded.sorted())
        }
    }

    /// One to three new items in a section, half the time just above the focused item.
    static func insert(
        in model: RandomListModel, focused: IndexPath?, using generator: inout SeededGenerator
    ) -> RandomListChange {
        let count = Int.random(in: 1...3, using: &generator)
        var section = Int.random(in: 0..<model.sections.count, using: &generator)
        var item = Int.random(in: 0...model.sections[section].count, using: &generator)
        if let focused, Bool.random(using: &generator) { (section, item) = (focused.section, focused.item) }
        let ids = (0..<count).map { _ in model.makeID() }
        model.sections[section].insert(contentsOf: ids, at: item)
        return .insert((item..<item + count).map { IndexPath(item: $0, section: section) })
    }

    /// A new snapshot: items and now and then a whole section deleted (the focused one often),
    /// items and now and then a section inserted, an item moved, some reloaded.
    static func snapshot(
        in model: RandomListModel, focusID: Int?, using generator: inout SeededGenerator
    ) -> RandomListChange {
        let roll = Int.random(in: 0..<10, using: &generator)
        if roll == 0, model.sections.count > 1 {
            let section =
                focusID.flatMap(model.indexPath(of:))?.section
                ?? Int.random(in: 0..<model.sections.count, using: &generator)
            model.sections.remove(at: section)
            model.sectionIDs.remove(at: section)
        } else if roll == 1, !model.keepsOneSection {
            let at = Int.random(in: 0...model.sections.count, using: &generator)
            model.sectionIDs.insert(model.makeID(), at: at)
            model.sections.insert(
                (0..<Int.random(in: 2...5, using: &generator)).map { _ in model.makeID() }, at: at)
        }
        var all = allItems(in: model)
        var doomed = Set(picks(from: all, count: Int.random(in: 0...2, using: &generator), using: &generator))
        if let focused = focusID.flatMap(model.indexPath(of:)), Int.random(in: 0..<3, using: &generator) == 0
        {
            doomed.insert(focused)
        }
        for indexPath in doomed.sorted().reversed() {
            model.sections[indexPath.section].remove(at: indexPath.item)
        }
        for _ in 0..<Int.random(in: 0...3, using: &generator) {
            let section = Int.random(in: 0..<model.sections.count, using: &generator)
            let item = Int.random(in: 0...model.sections[section].count, using: &generator)
            model.sections[section].insert(model.makeID(), at: item)
        }
        var moved: Set<Int> = []
        all = allItems(in: model)
        if Bool.random(using: &generator), let from = all.randomElement(using: &generator) {
            let id = model.sections[from.section].remove(at: from.item)
            let section = Int.random(in: 0..<model.sections.count, using: &generator)
            model.sections[section].insert(
                id, at: Int.random(in: 0...model.sections[section].count, using: &generator))
            moved.insert(id)
        }
        all = allItems(in: model)
        let reloading = Set(
            picks(from: all, count: Int.random(in: 0...2, using: &generator), using: &generator).map(
                model.id(at:)))
        return .apply(reloading: reloading, moved: moved)
    }

    static func allItems(in model: RandomListModel) -> [IndexPath] {
        model.sections.enumerated().flatMap { section, items in
            items.indices.map { IndexPath(item: $0, section: section) }
        }
    }

    static func picks(from items: [IndexPath], count: Int, using generator: inout SeededGenerator)
        -> [IndexPath]
    {
        guard !items.isEmpty else { return [] }
        return (0..<count).compactMap { _ in items.randomElement(using: &generator) }
    }
}
