@_spi(Hosting) import ReuseKit

/// `org.a11y.atspi.Action`: activating an element (action 0, "activate", for an element a reader
/// stops on), then its custom actions by name (a row's "Delete").
extension AccessibilityBridge {
    /// One action of a node.
    struct NodeAction {
        let name: String
        let perform: () -> Bool
    }

    /// The actions of `node`, in order.
    func actions(of node: AccessibleNode) -> [NodeAction] {
        guard let element = element(node) else { return [] }
        var actions: [NodeAction] = []
        if element.isAccessibilityElement {
            actions.append(NodeAction(name: "activate") { element.accessibilityActivate() })
        }
        for custom in element.accessibilityCustomActions ?? [] {
            actions.append(NodeAction(name: custom.name) { custom.perform() })
        }
        return actions
    }

    func action(
        _ member: String, _ node: AccessibleNode, _ arguments: inout MessageReader,
        _ reply: inout MessageWriter
    ) -> Outcome {
        let actions = actions(of: node)
        if member == "GetActions" {
            reply.array(of: "(sss)") { array in
                for action in actions {
                    array.structure {
                        $0.append(action.name)
                        $0.append("")
                        $0.append("")
                    }
                }
            }
            return .answered
        }
        guard let index = arguments.int32().map(Int.init) else { return .invalidArguments }
        let action = actions.indices.contains(index) ? actions[index] : nil
        switch member {
        case "GetName", "GetLocalizedName": reply.append(action?.name ?? "")
        case "GetDescription", "GetKeyBinding": reply.append("")
        case "DoAction":
            reply.append(action?.perform() ?? false)
            window.setNeedsDisplay()
        default: return .unknownMethod
        }
        return .answered
    }
}
