import Foundation
@_spi(Hosting) import ReuseKit

/// `org.a11y.atspi.Accessible`: every node's name, role, states and place in the tree.
extension AccessibilityBridge {
    func accessible(
        _ member: String, _ node: AccessibleNode, _ arguments: inout MessageReader,
        _ reply: inout MessageWriter
    ) -> Outcome {
        switch member {
        case "GetChildAtIndex":
            guard let index = arguments.int32() else { return .invalidArguments }
            reply.append(child(at: Int(index), of: node).map(reference) ?? .null)
        case "GetChildren":
            let count = childCount(of: node)
            reply.array(of: "(so)") { array in
                for index in 0..<count {
                    guard let child = child(at: index, of: node) else { break }
                    array.append(reference(child))
                }
            }
        case "GetIndexInParent": reply.append(Int32(clamping: indexInParent(of: node)))
        case "GetRelationSet": reply.array(of: "(ua(so))") { _ in }
        case "GetRole": reply.append(role(of: node).rawValue)
        case "GetRoleName", "GetLocalizedRoleName": reply.append(role(of: node).name)
        case "GetState":
            reply.array(of: "u") { array in for word in states(of: node).words { array.append(word) } }
        case "GetAttributes": reply.array(of: "{ss}") { attributes(of: node, into: &$0) }
        case "GetApplication": reply.append(reference(.application))
        case "GetInterfaces":
            reply.array(of: "s") { array in
                for interface in interfaces(of: node) { array.append(interface.rawValue) }
            }
        default: return .unknownMethod
        }
        return .answered
    }

    /// The object attributes of `node`: `toolkit`, and an outline's item's `level` (from 1, as
    /// ARIA's `aria-level` and the browsers' and Qt's bridges count), `posinset` and `setsize`
    /// (its place among its siblings).
    func attributes(of node: AccessibleNode, into array: inout MessageWriter) {
        var attributes = [("toolkit", "ReuseKit")]
        if let outline = element(node)?.accessibilityOutlineItem {
            attributes += [
                ("level", "\(outline.level + 1)"), ("posinset", "\(outline.position)"),
                ("setsize", "\(outline.siblingCount)"),
            ]
        }
        for (name, value) in attributes {
            array.entry {
                $0.append(name)
                $0.append(value)
            }
        }
    }

    /// The `Accessible` properties.
    func accessibleProperty(_ name: String, of node: AccessibleNode) -> PropertyValue? {
        switch name {
        case "Name": .string(self.name(of: node))
        case "Description": .string(description(of: node))
        case "Parent": .reference(parent(of: node))
        case "ChildCount": .int32(Int32(clamping: childCount(of: node)))
        case "Locale": .string(Self.locale)
        case "AccessibleId": .string("")
        case "HelpText": .string("")
        default: nil
        }
    }

    /// The process's locale as POSIX names it (`LC_MESSAGES`, else `LANG`, else `C`).
    static var locale: String {
        let environment = ProcessInfo.processInfo.environment
        return [environment["LC_ALL"], environment["LC_MESSAGES"], environment["LANG"]].compactMap { $0 }
            .first { !$0.isEmpty } ?? "C"
    }
}
