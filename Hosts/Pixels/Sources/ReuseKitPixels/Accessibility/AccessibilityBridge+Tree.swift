import Foundation
@_spi(Hosting) import ReuseKit

/// What each node says of itself, read from UIKit's accessibility API of its element: the tree
/// the interfaces read.
extension AccessibilityBridge {
    /// The interfaces `node` implements.
    func interfaces(of node: AccessibleNode) -> [AccessibleInterface] {
        switch node {
        case .application: return [.accessible, .application]
        case .window: return [.accessible, .component]
        case .element:
            guard let element = element(node) else { return [.accessible] }
            var served: [AccessibleInterface] = [.accessible, .component]
            if element.isAccessibilityElement || !(element.accessibilityCustomActions ?? []).isEmpty {
                served.append(.action)
            }
            if isList(element) { served += [.selection, .table] }
            let traits = element.accessibilityTraits
            if traits.contains(.textEntry) || traits.contains(.searchField) {
                served += [.text, .editableText]
            } else if traits.contains(.staticText) {
                served.append(.text)
            }
            return served
        }
    }

    /// Whether `element` is a list (a table or a list container).
    func isList(_ element: AccessibilityNode) -> Bool {
        let type = element.accessibilityContainerType
        return type == .dataTable || type == .list
    }

    func role(of node: AccessibleNode) -> AccessibleRole {
        switch node {
        case .application: return .application
        case .window: return .frame
        case .element:
            guard let element = element(node) else { return .filler }
            if let parent = node.parent.flatMap({ self.element($0) }), isList(parent) {
                // An outline's items are a tree's, as GTK's and Qt's tree views say.
                if element.accessibilityOutlineItem != nil { return .treeItem }
                return parent.accessibilityContainerType == .dataTable ? .tableCell : .listItem
            }
            return Self.role(of: element)
        }
    }

    /// An element's role from its container type and traits: a list showing an outline is a
    /// tree (a tree table when it answers as a table).
    static func role(of element: AccessibilityNode) -> AccessibleRole {
        switch element.accessibilityContainerType {
        case .dataTable: return element.accessibilityShowsOutline ? .treeTable : .table
        case .list: return element.accessibilityShowsOutline ? .tree : .list
        default: break
        }
        let traits = element.accessibilityTraits
        let byTrait: [(AccessibilityTraits, AccessibleRole)] = [
            (.textEntry, .entry), (.searchField, .entry), (.header, .heading), (.tabBar, .pageTabList),
            (.adjustable, .slider), (.button, .pushButton), (.link, .link), (.image, .image),
            (.staticText, .label),
        ]
        if let role = byTrait.first(where: { traits.contains($0.0) })?.1 { return role }
        if element.isAccessibilityElement { return .label }
        return element is ScrollView ? .scrollPane : .panel
    }

    func name(of node: AccessibleNode) -> String {
        switch node {
        case .application: ProcessInfo.processInfo.processName
        case .window: window.display?.title ?? ""
        case .element: element(node)?.accessibilityLabel ?? ""
        }
    }

    func description(of node: AccessibleNode) -> String {
        element(node)?.accessibilityHint ?? ""
    }

    func parent(of node: AccessibleNode) -> ObjectReference {
        node.parent.map(reference) ?? desktop
    }

    func childCount(of node: AccessibleNode) -> Int {
        switch node {
        case .application: 1
        case .window: window.accessibilityElements.count
        case .element: element(node)?.accessibilityElementCount() ?? 0
        }
    }

    /// Child `index` of `node`, made on demand, or `nil` past the end.
    func child(at index: Int, of node: AccessibleNode) -> AccessibleNode? {
        guard index >= 0, index < childCount(of: node) else { return nil }
        let generation = element(node).map { self.generation(of: $0) } ?? 0
        return node.child(index, generation: generation)
    }

    func indexInParent(of node: AccessibleNode) -> Int { node.index }

    func states(of node: AccessibleNode) -> AccessibleStates {
        switch node {
        case .application: return []
        case .window: return AccessibleStates.usable.union([.active, .showing, .resizable, .focusable])
        case .element:
            guard let element = element(node) else { return [] }
            let traits = element.accessibilityTraits
            var states: AccessibleStates = traits.contains(.notEnabled) ? [.visible] : .usable
            if let frame = frame(of: node), frame.intersects(CGRect(origin: .zero, size: window.size)) {
                states.insert(.showing)
            }
            if isList(element) { states.formUnion([.focusable, .managesDescendants]) }
            if [.tableCell, .listItem, .treeItem].contains(role(of: node)) {
                states.formUnion([.selectable, .focusable])
            }
            if let outline = element.accessibilityOutlineItem, outline.isExpandable {
                states.insert(.expandable)
                if outline.isExpanded { states.insert(.expanded) }
            }
            if traits.contains(.selected) { states.insert(.selected) }
            if traits.contains(.textEntry) || traits.contains(.searchField) {
                states.formUnion([.editable, .singleLine, .focusable, .selectableText])
            }
            if let focused = focusedNode(), focused == node { states.insert(.focused) }
            return states
        }
    }

    /// The node of the element keyboard input goes to, or `nil`.
    func focusedNode() -> AccessibleNode? {
        (window.accessibilityFocusedElement as? AccessibilityNode).flatMap { node(of: $0) }
    }

    /// Where `node` is, in the window's points, or `nil` when it has no place.
    func frame(of node: AccessibleNode) -> CGRect? {
        switch node {
        case .application: nil
        case .window: CGRect(origin: .zero, size: window.size)
        case .element: element(node).map { windowFrame(of: $0.accessibilityFrame) }
        }
    }

    /// `frame`, in the root view's coordinates (which a scrolled root, a list, counts from its
    /// content's top), in the window's points.
    func windowFrame(of frame: CGRect) -> CGRect {
        let root = window.rootView
        return frame.offsetBy(dx: root.frame.minX - root.bounds.minX, dy: root.frame.minY - root.bounds.minY)
    }

    /// The node `node` is a child of, or `nil` for the application.
    func parentNode(of node: AccessibleNode) -> AccessibleNode? { node.parent }

    /// The indices of `node`'s children worth testing for a point: a list's items on screen
    /// (found by bisecting its items' frames, which run down the list in order), else all of a
    /// small container's.
    func candidateChildren(of node: AccessibleNode, count: Int) -> Range<Int> {
        guard let container = element(node), isList(container), count > 256 else {
            return 0..<min(count, 256)
        }
        let visibleTop = windowFrame(of: container.accessibilityFrame).minY
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            let frame = windowFrame(
                of: (container.accessibilityElement(at: middle) as? AccessibilityNode)?.accessibilityFrame
                    ?? .zero)
            if frame.maxY <= visibleTop { low = middle + 1 } else { high = middle }
        }
        return low..<min(count, low + 256)
    }

    /// Gives `node` the keyboard focus (a list's item: brought on screen and selected as focus
    /// follows; a field: editing starts); whether it took it.
    func grabFocus(_ node: AccessibleNode) -> Bool {
        guard let element = element(node) else { return node == .window }
        if element.accessibilityTraits.contains(.textEntry) { return element.accessibilityActivate() }
        guard let list = node.parent.flatMap({ self.element($0) }) as? View else { return false }
        guard list.scrollAccessibilityElementToVisible(element) else { return false }
        // A list's item takes the list's keyboard focus, where the list has one.
        list.focusAccessibilityElement(element)
        window.setNeedsDisplay()
        return true
    }
}
