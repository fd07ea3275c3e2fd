import Foundation

/// The items of one section as a tree — UIKit's `NSDiffableDataSourceSectionSnapshot`, with its
/// names: items with children, each expanded or collapsed; the section shows the
/// ``visibleItems``, the items whose ancestors are all expanded, in depth-first order. Apply it
/// with a list controller's `apply(_:to:animatingDifferences:)`. Identifiers must be unique;
/// the edits UIKit checks throw a ``ListSectionSnapshotError`` instead of stopping the app, and
/// change nothing when they do.
///
/// Each item keeps its parent, its children, its level, and two counts: the items under it, and
/// the rows shown under it while it is expanded. An edit or an expand changes the counts of the
/// item's ancestors only, so expanding or collapsing costs O(depth) here, and the rows it shows
/// or hides are found in O(rows) (``visibleDescendants(of:)``); the visible place of an item is
/// found by walking its ancestors, adding up the counts of the siblings before each.
public struct ListSectionSnapshot<ItemID: Hashable & Sendable>: Equatable, Sendable {
    /// The items at the top level, in order.
    public internal(set) var rootItems: [ItemID] = []
    /// Every item's place in the tree.
    var nodes: [ItemID: OutlineNode<ItemID>] = [:]
    /// The number of visible items.
    public internal(set) var visibleCount = 0

    /// An empty section snapshot.
    public init() {}

    /// Whether the snapshot has the item.
    ///
    /// - Complexity: O(1) on average.
    public func contains(_ item: ItemID) -> Bool { nodes[item] != nil }

    /// Whether the item is expanded (its children shown when it is visible); `false` for an item
    /// the snapshot does not have.
    public func isExpanded(_ item: ItemID) -> Bool { nodes[item]?.isExpanded ?? false }

    /// The depth of the item: 0 at the top level, its parent's plus one under it; `nil` for an
    /// item the snapshot does not have (UIKit's stops the app).
    public func level(of item: ItemID) -> Int? { nodes[item]?.level }

    /// The item's parent; `nil` at the top level or for an item the snapshot does not have.
    public func parent(of child: ItemID) -> ItemID? { nodes[child]?.parent }

    /// The item's children, in order; empty for an item the snapshot does not have.
    public func children(of parent: ItemID) -> [ItemID] { nodes[parent]?.children ?? [] }

    /// Whether the item is shown: the snapshot has it and every ancestor is expanded.
    ///
    /// - Complexity: O(depth).
    public func isVisible(_ item: ItemID) -> Bool {
        guard var node = nodes[item] else { return false }
        while let parent = node.parent {
            guard let up = nodes[parent], up.isExpanded else { return false }
            node = up
        }
        return true
    }

    /// Every item, depth first (a parent, then its children), collapsed or not.
    ///
    /// - Complexity: O(items).
    public var items: [ItemID] {
        var result: [ItemID] = []
        result.reserveCapacity(nodes.count)
        walk(rootItems, visibleOnly: false) { result.append($0) }
        return result
    }

    /// The items shown: depth first, without the descendants of collapsed items.
    ///
    /// - Complexity: O(visible items).
    public var visibleItems: [ItemID] {
        var result: [ItemID] = []
        result.reserveCapacity(visibleCount)
        walk(rootItems, visibleOnly: true) { result.append($0) }
        return result
    }

    /// The rows the item shows under it when it is expanded (whether it is or not): its
    /// children and, under each expanded child, that child's rows, depth first.
    ///
    /// - Complexity: O(rows returned); O(1) when no child shows rows of its own (the rows are
    ///   the children).
    public func visibleDescendants(of item: ItemID) -> [ItemID] {
        guard let node = nodes[item] else { return [] }
        if node.rowsBelow == node.children.count { return node.children }
        var result: [ItemID] = []
        result.reserveCapacity(node.rowsBelow)
        walk(node.children, visibleOnly: true) { result.append($0) }
        return result
    }

    /// The place of the item among ``items``, if the snapshot has it.
    ///
    /// - Complexity: O(depth + siblings before the item and before each of its ancestors).
    public func index(of item: ItemID) -> Int? {
        place(of: item) { 1 + $0.descendants }
    }

    /// The place of the item among ``visibleItems``, if it is visible.
    ///
    /// - Complexity: O(depth + siblings before the item and before each of its ancestors).
    public func visibleIndex(of item: ItemID) -> Int? {
        guard isVisible(item) else { return nil }
        return place(of: item) { $0.shownRows }
    }

    /// The item's place in a depth-first order where each item takes `extent` places.
    private func place(of item: ItemID, extent: (OutlineNode<ItemID>) -> Int) -> Int? {
        guard nodes[item] != nil else { return nil }
        var index = 0
        var current = item
        while let node = nodes[current] {
            let siblings = node.parent.flatMap { nodes[$0]?.children } ?? rootItems
            for sibling in siblings {
                if sibling == current { break }
                if let other = nodes[sibling] { index += extent(other) }
            }
            guard let parent = node.parent else { break }
            index += 1
            current = parent
        }
        return index
    }

    /// Calls `body` with the items under `start`, depth first, without the descendants of
    /// collapsed items when `visibleOnly`.
    func walk(_ start: [ItemID], visibleOnly: Bool, _ body: (ItemID) -> Void) {
        var stack: [IndexingIterator<[ItemID]>] = [start.makeIterator()]
        while !stack.isEmpty {
            guard let item = stack[stack.count - 1].next() else {
                stack.removeLast()
                continue
            }
            body(item)
            if let node = nodes[item], !node.children.isEmpty, node.isExpanded || !visibleOnly {
                stack.append(node.children.makeIterator())
            }
        }
    }

    /// A description of the tree, an item a line, indented by level, `+` before collapsed items
    /// with children and `-` before expanded ones.
    public func visualDescription() -> String {
        var lines: [String] = []
        walk(rootItems, visibleOnly: false) { item in
            guard let node = nodes[item] else { return }
            let mark = node.children.isEmpty ? " " : node.isExpanded ? "-" : "+"
            lines.append(String(repeating: "  ", count: node.level) + "\(mark) \(item)")
        }
        return lines.joined(separator: "\n")
    }
}

/// An item's place in a ``ListSectionSnapshot``.
struct OutlineNode<ItemID: Hashable & Sendable>: Equatable, Sendable {
    /// Its parent; `nil` at the top level.
    var parent: ItemID?
    /// Its children, in order.
    var children: [ItemID] = []
    /// Its depth, 0 at the top level.
    var level: Int
    /// Whether its children are shown while it is.
    var isExpanded = false
    /// The number of items under it, at any depth.
    var descendants = 0
    /// The rows shown under it while it is expanded: its children and the rows under each
    /// expanded child.
    var rowsBelow = 0

    /// The rows it takes while visible: its own and, expanded, those under it.
    var shownRows: Int { 1 + (isExpanded ? rowsBelow : 0) }
}
