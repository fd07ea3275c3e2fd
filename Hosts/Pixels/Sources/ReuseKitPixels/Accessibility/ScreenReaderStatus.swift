import CDBus
import Foundation
@_spi(Hosting) import ReuseKit

/// Whether a screen reader runs, as the accessibility bus's launcher says on the session bus:
/// `org.a11y.Status.ScreenReaderEnabled` of `org.a11y.Bus` at `/org/a11y/bus` (what GTK, Qt and
/// at-spi2-core's own clients read). Read once at start, then followed through the launcher's
/// `PropertiesChanged` signal; each change goes to `Accessibility.setScreenReaderRunning(_:)`,
/// so `isVoiceOverRunning` answers it and apps hear of it.
@MainActor
final class ScreenReaderStatus {
    let connection: BusConnection

    static let busName = "org.a11y.Bus"
    static let path = "/org/a11y/bus"
    static let interface = "org.a11y.Status"
    static let property = "ScreenReaderEnabled"
    static let properties = "org.freedesktop.DBus.Properties"

    /// Follows the status on the session bus at `sessionAddress`, and says it now.
    init(sessionAddress: String) throws(AccessibilityError) {
        connection = try BusConnection(address: sessionAddress)
        try connection.addMatch(
            "type='signal',interface='\(Self.properties)',member='PropertiesChanged',"
                + "path='\(Self.path)',arg0='\(Self.interface)'")
        // A launcher that does not answer (none runs) says no reader runs until it signals.
        Accessibility.setScreenReaderRunning((try? read()) ?? false)
    }

    /// The status on the session bus `DBUS_SESSION_BUS_ADDRESS` names, or `nil` when none does.
    static func connect(environment: [String: String] = ProcessInfo.processInfo.environment)
        -> ScreenReaderStatus?
    {
        guard let session = environment["DBUS_SESSION_BUS_ADDRESS"], !session.isEmpty else { return nil }
        return try? ScreenReaderStatus(sessionAddress: session)
    }

    /// `Properties.Get`, waiting for the reply: only at start.
    private func read() throws(AccessibilityError) -> Bool {
        guard let call = methodCall(Self.busName, Self.path, Self.properties, "Get") else {
            throw .bus("out of memory")
        }
        var writer = MessageWriter(appendingTo: call)
        writer.append(Self.interface)
        writer.append(Self.property)
        let reply = try connection.call(call, milliseconds: 1000)
        defer { dbus_message_unref(reply) }
        var reader = MessageReader(reply)
        guard let enabled = reader.recurse({ $0.bool() }) else {
            throw .bus("\(Self.property) is not a boolean")
        }
        return enabled
    }

    /// Reads the signals that arrived, without waiting, and follows the status they carry.
    func serve() {
        for message in connection.exchange() {
            if let enabled = Self.screenReaderEnabled(in: message) {
                Accessibility.setScreenReaderRunning(enabled)
            }
            dbus_message_unref(message)
        }
    }

    /// The new `ScreenReaderEnabled` a `PropertiesChanged` signal of `org.a11y.Status` carries,
    /// or `nil` when the message says nothing of it.
    static func screenReaderEnabled(in message: OpaquePointer) -> Bool? {
        guard dbus_message_get_type(message) == DBUS_MESSAGE_TYPE_SIGNAL,
            dbus_message_is_signal(message, properties, "PropertiesChanged") != 0
        else { return nil }
        var reader = MessageReader(message)
        guard reader.string() == interface else { return nil }
        return reader.recurse { entries -> Bool? in
            var enabled: Bool?
            while let entry = entries.recurse({ entry -> (String, Bool?)? in
                entry.string().map { ($0, entry.recurse { $0.bool() }) }
            }) {
                if entry.0 == property { enabled = entry.1 }
            }
            return enabled
        }
    }

    /// The session bus's socket as the loop's `poll(2)` watches it, or `nil` once it is gone.
    var pollDescriptor: pollfd? {
        guard connection.isConnected, let descriptor = connection.fileDescriptor else { return nil }
        return pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    }
}
