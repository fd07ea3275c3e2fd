@_spi(Hosting) import ReuseKit

/// `org.a11y.atspi.Selection` on a list: its selected items, selecting and deselecting them as
/// the app's `selectRow` / `deselectRow` do.
extension AccessibilityBridge {
    /// The positions of `node`'s selected children.
    func selectedChildren(of node: AccessibleNode) -> [Int] {
        (element(node) as? View)?.accessibilitySelectedElementIndices ?? []
    }

    /// Selects or deselects `node`'s child at `index`; whether it is one of its items.
    func setChild(_ index: Int, of node: AccessibleNode, selected: Bool) -> Bool {
        guard let list = element(node) as? View, let child = list.accessibilityElement(at: index) else {
            return false
        }
        defer { window.setNeedsDisplay() }
        guard list.setAccessibilityElement(child, selected: selected) else { return false }
        selectionChanged(in: node)
        return true
    }

    func selection(
        _ member: String, _ node: AccessibleNode, _ arguments: inout MessageReader,
        _ reply: inout MessageWriter
    ) -> Outcome {
        let selected = selectedChildren(of: node)
        switch member {
        case "SelectAll": reply.append(false)
        case "ClearSelection":
            for index in selected { _ = setChild(index, of: node, selected: false) }
            reply.append(true)
        default:
            guard let index = arguments.int32().map(Int.init) else { return .invalidArguments }
            switch member {
            case "GetSelectedChild":
                let child = selected.indices.contains(index) ? self.child(at: selected[index], of: node) : nil
                reply.append(child.map(reference) ?? .null)
            case "SelectChild": reply.append(setChild(index, of: node, selected: true))
            case "DeselectChild": reply.append(setChild(index, of: node, selected: false))
            case "DeselectSelectedChild":
                reply.append(
                    selected.indices.contains(index) && setChild(selected[index], of: node, selected: false))
            case "IsChildSelected": reply.append(selected.contains(index))
            default: return .unknownMethod
            }
        }
        return .answered
    }
}
