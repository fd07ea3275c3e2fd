import ReuseKit

/// The obviously-correct reference for ``ListSectionSnapshot``: a tree of nested arrays,
/// searched and flattened by recursion, with the typed errors the snapshot throws.
struct OutlineModel {
    typealias Failure = ListSectionSnapshotError<Int>

    struct Node {
        var id: Int
        var isExpanded = false
        var children: [Node] = []
    }

    var roots: [Node] = []

    /// Every item, depth first, with its level and parent.
    var all: [(id: Int, level: Int, parent: Int?, isVisible: Bool, isExpanded: Bool)] {
        var result: [(Int, Int, Int?, Bool, Bool)] = []
        func visit(_ nodes: [Node], _ level: Int, _ parent: Int?, _ visible: Bool) {
            for node in nodes {
                result.append((node.id, level, parent, visible, node.isExpanded))
                visit(node.children, level + 1, node.id, visible && node.isExpanded)
            }
        }
        visit(roots, 0, nil, true)
        return result
    }

    var items: [Int] { all.map(\.id) }
    var visibleItems: [Int] { all.filter(\.isVisible).map(\.id) }

    /// The path of child indexes to `id`.
    func path(to id: Int) -> [Int]? {
        func search(_ nodes: [Node]) -> [Int]? {
            for (index, node) in nodes.enumerated() {
                if node.id == id { return [index] }
                if let rest = search(node.children) { return [index] + rest }
            }
            return nil
        }
        return search(roots)
    }

    /// Runs `body` on the children array that holds the node at `path` (its siblings).
    mutating func siblings(of path: [Int], _ body: (inout [Node]) -> Void) {
        func descend(_ nodes: inout [Node], _ rest: ArraySlice<Int>) {
            if rest.count == 1 { return body(&nodes) }
            descend(&nodes[rest[rest.startIndex]].children, rest.dropFirst())
        }
        descend(&roots, path[...])
    }

    mutating func node(at path: [Int], _ body: (inout Node) -> Void) {
        siblings(of: path) { body(&$0[path[path.count - 1]]) }
    }

    func checkNew(_ ids: [Int]) throws(Failure) {
        var seen = Set(items)
        for id in ids where !seen.insert(id).inserted { throw .duplicateItem(id) }
    }

    mutating func append(_ ids: [Int], to parent: Int?) throws(Failure) {
        if let parent {
            guard let path = path(to: parent) else { throw .itemNotFound(parent) }
            try checkNew(ids)
            node(at: path) { $0.children += ids.map { Node(id: $0) } }
        } else {
            try checkNew(ids)
            roots += ids.map { Node(id: $0) }
        }
    }

    mutating func insert(_ ids: [Int], next anchor: Int, after: Bool) throws(Failure) {
        guard let path = path(to: anchor) else { throw .itemNotFound(anchor) }
        try checkNew(ids)
        siblings(of: path) {
            $0.insert(contentsOf: ids.map { Node(id: $0) }, at: path[path.count - 1] + (after ? 1 : 0))
        }
    }

    mutating func delete(_ ids: [Int]) {
        for id in ids {
            guard let path = path(to: id) else { continue }
            siblings(of: path) { $0.remove(at: path[path.count - 1]) }
        }
    }

    mutating func setExpanded(_ ids: [Int], _ expanded: Bool) {
        for id in ids {
            guard let path = path(to: id) else { continue }
            node(at: path) { $0.isExpanded = expanded }
        }
    }

    mutating func replace(childrenOf parent: Int, with children: [Node]) throws(Failure) {
        guard let path = path(to: parent) else { throw .itemNotFound(parent) }
        var without = self
        without.node(at: path) { $0.children = [] }
        try without.checkNew(OutlineModel(roots: children).items)
        without.node(at: path) { $0.children = children }
        self = without
    }
}
