import CDBus
import Foundation

/// Finds the accessibility bus as AT-SPI's own library does, without starting anything:
/// `AT_SPI_BUS_ADDRESS`; else the session bus's `org.a11y.Bus` (only when
/// `DBUS_SESSION_BUS_ADDRESS` names a session bus: libdbus would otherwise launch one); else the
/// X root window's `AT_SPI_BUS` property. `NO_AT_BRIDGE=1` turns the bridge off, as in GTK and Qt.
@MainActor
enum AccessibilityBusAddress {
    /// The address, or `nil` when there is no accessibility bus (or the bridge is off).
    static func find(
        environment: [String: String] = ProcessInfo.processInfo.environment, rootProperty: (String) -> String?
    ) -> String? {
        if environment["NO_AT_BRIDGE"] == "1" { return nil }
        if let address = environment["AT_SPI_BUS_ADDRESS"], !address.isEmpty { return address }
        if let session = environment["DBUS_SESSION_BUS_ADDRESS"], !session.isEmpty,
            let address = try? askSessionBus(at: session)
        {
            return address
        }
        return rootProperty("AT_SPI_BUS").flatMap { $0.isEmpty ? nil : $0 }
    }

    /// `org.a11y.Bus.GetAddress` on the session bus at `session` (which starts the accessibility
    /// bus's launcher there if it is installed and not running).
    private static func askSessionBus(at session: String) throws(AccessibilityError) -> String? {
        let connection = try BusConnection(address: session)
        guard let call = methodCall("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress") else {
            return nil
        }
        let reply = try connection.call(call, milliseconds: 3000)
        defer { dbus_message_unref(reply) }
        var reader = MessageReader(reply)
        return reader.string().flatMap { $0.isEmpty ? nil : $0 }
    }
}
