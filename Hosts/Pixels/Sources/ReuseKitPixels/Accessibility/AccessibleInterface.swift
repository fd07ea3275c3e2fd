/// The D-Bus interfaces the bridge serves.
enum AccessibleInterface: String, CaseIterable {
    case accessible = "org.a11y.atspi.Accessible"
    case application = "org.a11y.atspi.Application"
    case component = "org.a11y.atspi.Component"
    case action = "org.a11y.atspi.Action"
    case selection = "org.a11y.atspi.Selection"
    case table = "org.a11y.atspi.Table"
    case text = "org.a11y.atspi.Text"
    case editableText = "org.a11y.atspi.EditableText"

    static let properties = "org.freedesktop.DBus.Properties"
    static let introspectable = "org.freedesktop.DBus.Introspectable"
    static let peer = "org.freedesktop.DBus.Peer"
    static let socket = "org.a11y.atspi.Socket"
    static let objectEvents = "org.a11y.atspi.Event.Object"
    static let windowEvents = "org.a11y.atspi.Event.Window"
}
