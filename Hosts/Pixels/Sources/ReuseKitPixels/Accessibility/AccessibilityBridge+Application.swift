/// `org.a11y.atspi.Application`: the toolkit's name and the id the registry gives.
extension AccessibilityBridge {
    func application(_ member: String, _ arguments: inout MessageReader, _ reply: inout MessageWriter)
        -> Outcome
    {
        guard member == "GetLocale" else { return .unknownMethod }
        reply.append(Self.locale)
        return .answered
    }

    /// The `Application` properties.
    func applicationProperty(_ name: String) -> PropertyValue? {
        switch name {
        case "ToolkitName": .string("ReuseKit")
        case "Version": .string("1.0")
        case "AtspiVersion": .string("2.1")
        case "Id": .int32(applicationID)
        default: nil
        }
    }
}
