/// `org.freedesktop.DBus.Properties` and `Introspectable` over every interface a node serves.
extension AccessibilityBridge {
    /// A property's value, as its variant is written.
    enum PropertyValue {
        case string(String)
        case int32(Int32)
        case reference(ObjectReference)

        func write(into writer: inout MessageWriter) {
            switch self {
            case .string(let text): writer.variant("s") { $0.append(text) }
            case .int32(let number): writer.variant("i") { $0.append(number) }
            case .reference(let reference): writer.variant("(so)") { $0.append(reference) }
            }
        }
    }

    /// The names of each interface's properties (what `GetAll` answers).
    static let propertyNames: [AccessibleInterface: [String]] = [
        .accessible: ["Name", "Description", "Parent", "ChildCount", "Locale", "AccessibleId", "HelpText"],
        .application: ["ToolkitName", "Version", "AtspiVersion", "Id"],
        .action: ["NActions"],
        .selection: ["NSelectedChildren"],
        .table: ["NRows", "NColumns", "NSelectedRows", "NSelectedColumns"],
        .text: ["CharacterCount", "CaretOffset"],
    ]

    func properties(
        _ member: String, _ node: AccessibleNode, _ arguments: inout MessageReader,
        _ reply: inout MessageWriter
    ) -> Outcome {
        guard let name = arguments.string(), let interface = AccessibleInterface(rawValue: name),
            interfaces(of: node).contains(interface)
        else { return .invalidArguments }
        switch member {
        case "Get":
            guard let property = arguments.string(),
                let value = self.property(property, of: interface, node: node)
            else {
                return .invalidArguments
            }
            value.write(into: &reply)
        case "GetAll":
            reply.array(of: "{sv}") { array in
                for property in Self.propertyNames[interface] ?? [] {
                    guard let value = self.property(property, of: interface, node: node) else { continue }
                    array.entry {
                        $0.append(property)
                        value.write(into: &$0)
                    }
                }
            }
        case "Set":
            // Only the application's id is writable: the registry (or a client) sets it.
            guard interface == .application, arguments.string() == "Id",
                let id = arguments.recurse({ $0.int32() })
            else { return .invalidArguments }
            applicationID = id
        default: return .unknownMethod
        }
        return .answered
    }

    func property(_ name: String, of interface: AccessibleInterface, node: AccessibleNode) -> PropertyValue? {
        switch interface {
        case .accessible: accessibleProperty(name, of: node)
        case .application: applicationProperty(name)
        case .action: name == "NActions" ? .int32(Int32(clamping: actions(of: node).count)) : nil
        case .selection:
            name == "NSelectedChildren" ? .int32(Int32(clamping: selectedChildren(of: node).count)) : nil
        case .table: tableProperty(name, of: node)
        case .text: textProperty(name, of: node)
        default: nil
        }
    }

    /// `Introspect`: the interfaces the node serves, by name.
    func introspect(_ member: String, _ node: AccessibleNode, _ reply: inout MessageWriter) -> Outcome {
        guard member == "Introspect" else { return .unknownMethod }
        let served = interfaces(of: node).map { "  <interface name=\"\($0.rawValue)\"/>\n" }.joined()
        reply.append(
            "<!DOCTYPE node PUBLIC \"-//freedesktop//DTD D-BUS Object Introspection 1.0//EN\" "
                + "\"http://www.freedesktop.org/standards/dbus/1.0/introspect.dtd\">\n<node>\n"
                + "  <interface name=\"\(AccessibleInterface.properties)\"/>\n" + served + "</node>\n")
        return .answered
    }
}
