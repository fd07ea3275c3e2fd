import Foundation
import ReuseKit
import TestSupport
import Testing

@Suite("Section snapshot against a model tree")
struct ListSectionSnapshotRandomizedTests {
    typealias Snapshot = ListSectionSnapshot<Int>
    typealias Failure = ListSectionSnapshotError<Int>

    /// One edit, done to the snapshot and to the model.
    struct Edit: CustomStringConvertible {
        var description: String
        var snapshot: (inout Snapshot) throws(Failure) -> Void
        var model: (inout OutlineModel) throws(Failure) -> Void
    }

    /// A random edit over a few identifiers, so that missing and duplicate ones are common.
    static func randomEdit(using generator: inout SeededGenerator) -> Edit {
        func item() -> Int { Int.random(in: 0..<40, using: &generator) }
        func items() -> [Int] { (0..<Int.random(in: 0...4, using: &generator)).map { _ in item() } }
        let after = Bool.random(using: &generator)
        switch Int.random(in: 0..<10, using: &generator) {
        case 0, 1, 2:
            let (ids, parent) = (items(), Bool.random(using: &generator) ? nil : item())
            return Edit(
                description: "append(\(ids), to: \(parent.map(String.init) ?? "nil"))",
                snapshot: { s throws(Failure) in try s.append(ids, to: parent) },
                model: { m throws(Failure) in try m.append(ids, to: parent) })
        case 3:
            let (ids, anchor) = (items(), item())
            return Edit(
                description: "insert(\(ids), \(after ? "after" : "before"): \(anchor))",
                snapshot: { s throws(Failure) in
                    if after { try s.insert(ids, after: anchor) } else { try s.insert(ids, before: anchor) }
                }, model: { m throws(Failure) in try m.insert(ids, next: anchor, after: after) })
        case 4:
            let ids = items()
            return Edit(
                description: "delete(\(ids))", snapshot: { $0.delete(ids) }, model: { $0.delete(ids) })
        case 5, 6:
            let ids = items()
            return Edit(
                description: "expand(\(ids))", snapshot: { $0.expand(ids) },
                model: { $0.setExpanded(ids, true) })
        case 7:
            let ids = items()
            return Edit(
                description: "collapse(\(ids))", snapshot: { $0.collapse(ids) },
                model: { $0.setExpanded(ids, false) })
        case 8:
            // New children, some expanded with children of their own.
            let (parent, ids, grandchildren) = (item(), items(), items())
            return Edit(
                description:
                    "replace(childrenOf: \(parent), using: \(ids) with \(grandchildren) under the first)",
                snapshot: { s throws(Failure) in
                    var children = Snapshot()
                    try children.append(ids)
                    if let first = ids.first {
                        try children.append(grandchildren, to: first)
                        children.expand([first])
                    }
                    try s.replace(childrenOf: parent, using: children)
                },
                model: { m throws(Failure) in
                    var children = OutlineModel()
                    try children.append(ids, to: nil)
                    if let first = ids.first {
                        try children.append(grandchildren, to: first)
                        children.setExpanded([first], true)
                    }
                    try m.replace(childrenOf: parent, with: children.roots)
                })
        default:
            // A subtree taken out and put back elsewhere: its items, levels and states move.
            let (parent, target, includingParent) = (item(), item(), Bool.random(using: &generator))
            return Edit(
                description:
                    "move the subtree of \(parent) (including it: \(includingParent)) under \(target)",
                snapshot: { s throws(Failure) in
                    let part = try s.snapshot(of: parent, includingParent: includingParent)
                    var next = s
                    next.delete(includingParent ? [parent] : s.children(of: parent))
                    try next.append(part, to: target)
                    s = next
                },
                model: { m throws(Failure) in
                    guard let path = m.path(to: parent) else { throw .itemNotFound(parent) }
                    var moved: [OutlineModel.Node] = []
                    m.node(at: path) { moved = includingParent ? [$0] : $0.children }
                    var next = m
                    next.delete(moved.map(\.id))
                    guard let targetPath = next.path(to: target) else { throw .itemNotFound(target) }
                    next.node(at: targetPath) { $0.children += moved }
                    m = next
                })
        }
    }

    /// Checks every query of the snapshot against the model.
    static func check(_ snapshot: Snapshot, _ model: OutlineModel, after edit: String) {
        let all = model.all
        #expect(snapshot.items == model.items, "items after \(edit)")
        #expect(snapshot.visibleItems == model.visibleItems, "visible items after \(edit)")
        #expect(snapshot.rootItems == model.roots.map(\.id), "root items after \(edit)")
        #expect(snapshot.visibleCount == model.visibleItems.count, "visible count after \(edit)")
        let visible = model.visibleItems
        for (index, entry) in all.enumerated() {
            #expect(snapshot.level(of: entry.id) == entry.level, "level of \(entry.id) after \(edit)")
            #expect(snapshot.parent(of: entry.id) == entry.parent, "parent of \(entry.id) after \(edit)")
            #expect(snapshot.isExpanded(entry.id) == entry.isExpanded, "state of \(entry.id) after \(edit)")
            #expect(
                snapshot.isVisible(entry.id) == entry.isVisible, "visibility of \(entry.id) after \(edit)")
            #expect(snapshot.index(of: entry.id) == index, "index of \(entry.id) after \(edit)")
            #expect(
                snapshot.visibleIndex(of: entry.id) == visible.firstIndex(of: entry.id),
                "visible index of \(entry.id) after \(edit)")
            #expect(snapshot.contains(entry.id))
        }
        for missing in Set(0..<40).subtracting(model.items) {
            #expect(
                !snapshot.contains(missing) && snapshot.level(of: missing) == nil, "\(missing) after \(edit)")
        }
    }

    @Test(
        "random edits, expands and collapses keep items, visible items, levels and parents right",
        arguments: 0..<40)
    func randomEdits(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        var snapshot = Snapshot()
        var model = OutlineModel()
        for _ in 0..<120 {
            let edit = Self.randomEdit(using: &generator)
            var expected = model
            var edited = snapshot
            let modelError: Failure?
            do throws(Failure) {
                try edit.model(&expected)
                modelError = nil
            } catch { modelError = error }
            let snapshotError: Failure?
            do throws(Failure) {
                try edit.snapshot(&edited)
                snapshotError = nil
            } catch { snapshotError = error }
            #expect(snapshotError == modelError, "error of \(edit)")
            if modelError == nil { model = expected }
            if snapshotError == nil { snapshot = edited }
            Self.check(snapshot, model, after: edit.description)
            if modelError != snapshotError { return }
        }
    }
}
