import CDBus

/// A private connection to a D-Bus bus through libdbus, used from the main actor only: it never
/// blocks the window's loop (its socket is watched by the loop's `poll(2)`, messages are read
/// and written without waiting) except for the calls made once while connecting.
@MainActor
final class BusConnection {
    /// The libdbus connection.
    let raw: OpaquePointer
    /// The name the bus gave this connection (`:1.42`).
    let uniqueName: String

    /// Connects to the bus at `address` and says hello to it.
    init(address: String) throws(AccessibilityError) {
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let connection = dbus_connection_open_private(address, &error) else {
            throw .bus("cannot connect to \(address): \(Self.message(of: error))")
        }
        dbus_connection_set_exit_on_disconnect(connection, 0)
        guard dbus_bus_register(connection, &error) != 0, let name = dbus_bus_get_unique_name(connection)
        else {
            dbus_connection_close(connection)
            dbus_connection_unref(connection)
            throw .bus("the bus at \(address) did not register us: \(Self.message(of: error))")
        }
        raw = connection
        uniqueName = String(cString: name)
    }

    isolated deinit {
        dbus_connection_close(raw)
        dbus_connection_unref(raw)
    }

    /// The socket the loop's `poll(2)` watches, or `nil` when the transport has none.
    var fileDescriptor: Int32? {
        var descriptor: Int32 = -1
        return dbus_connection_get_unix_fd(raw, &descriptor) != 0 ? descriptor : nil
    }

    /// Whether the connection still has messages waiting to be written (then the loop also
    /// waits for the socket to take more).
    var hasMessagesToSend: Bool { dbus_connection_has_messages_to_send(raw) != 0 }

    /// Whether the bus is still there.
    var isConnected: Bool { dbus_connection_get_is_connected(raw) != 0 }

    /// Sends `message` (queued, written by ``exchange()``) and releases it.
    func send(_ message: OpaquePointer) {
        dbus_connection_send(raw, message, nil)
        dbus_message_unref(message)
    }

    /// Writes what is queued and reads what arrived, without waiting; returns the messages
    /// read, each to be released by the caller with `dbus_message_unref`.
    func exchange() -> [OpaquePointer] {
        _ = dbus_connection_read_write(raw, 0)
        var messages: [OpaquePointer] = []
        while let message = dbus_connection_pop_message(raw) { messages.append(message) }
        return messages
    }

    /// Writes what is queued without waiting for the socket.
    func flushWithoutWaiting() {
        var rounds = 0
        while hasMessagesToSend && rounds < 8 {
            _ = dbus_connection_read_write(raw, 0)
            rounds += 1
        }
    }

    /// Calls a method and waits for its reply, at most `milliseconds`: only while connecting.
    /// Messages that arrive meanwhile stay queued for ``exchange()``.
    func call(_ message: OpaquePointer, milliseconds: Int32) throws(AccessibilityError) -> OpaquePointer {
        defer { dbus_message_unref(message) }
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let reply = dbus_connection_send_with_reply_and_block(raw, message, milliseconds, &error) else {
            throw .bus(Self.message(of: error))
        }
        return reply
    }

    /// Asks the bus for the signals `rule` matches (`type='signal',…`): only while connecting.
    func addMatch(_ rule: String) throws(AccessibilityError) {
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        dbus_bus_add_match(raw, rule, &error)
        if dbus_error_is_set(&error) != 0 { throw .bus(Self.message(of: error)) }
    }

    private static func message(of error: DBusError) -> String {
        error.message.map { String(cString: $0) } ?? "unknown error"
    }
}

/// A method call to `destination`'s object at `path`, or `nil` when libdbus is out of memory.
func methodCall(_ destination: String, _ path: String, _ interface: String, _ method: String)
    -> OpaquePointer?
{
    dbus_message_new_method_call(destination, path, interface, method)
}
