import CDBus

/// Appends arguments to a D-Bus message, containers included: what every reply and signal of the
/// accessibility bridge is written with.
struct MessageWriter {
    private var iterator = DBusMessageIter()

    /// A writer appending to `message`'s arguments.
    init(appendingTo message: OpaquePointer) {
        dbus_message_iter_init_append(message, &iterator)
    }

    private init() {}

    /// A string (`s`); a NUL, which D-Bus strings cannot hold, is dropped.
    mutating func append(_ string: String) {
        appendText(string, type: DBusType.string)
    }

    /// An object path (`o`).
    mutating func appendObjectPath(_ path: String) {
        appendText(path, type: DBusType.objectPath)
    }

    /// A signature (`g`), as a variant's type.
    mutating func appendSignature(_ signature: String) {
        appendText(signature, type: DBusType.signature)
    }

    /// A 32-bit integer (`i`).
    mutating func append(_ value: Int32) {
        var value = value
        dbus_message_iter_append_basic(&iterator, DBusType.int32, &value)
    }

    /// An unsigned 32-bit integer (`u`).
    mutating func append(_ value: UInt32) {
        var value = value
        dbus_message_iter_append_basic(&iterator, DBusType.uint32, &value)
    }

    /// A 16-bit integer (`n`).
    mutating func append(_ value: Int16) {
        var value = value
        dbus_message_iter_append_basic(&iterator, DBusType.int16, &value)
    }

    /// A boolean (`b`).
    mutating func append(_ value: Bool) {
        var value: dbus_bool_t = value ? 1 : 0
        dbus_message_iter_append_basic(&iterator, DBusType.boolean, &value)
    }

    /// A double (`d`).
    mutating func append(_ value: Double) {
        var value = value
        dbus_message_iter_append_basic(&iterator, DBusType.double, &value)
    }

    /// An object reference, AT-SPI's `(so)`: a bus name and an object path.
    mutating func append(_ reference: ObjectReference) {
        structure {
            $0.append(reference.busName)
            $0.appendObjectPath(reference.path)
        }
    }

    /// A struct (`(…)`) whose fields `body` appends.
    mutating func structure(_ body: (inout MessageWriter) -> Void) {
        container(DBusType.structure, signature: nil, body)
    }

    /// An array of elements of `signature` that `body` appends.
    mutating func array(of signature: String, _ body: (inout MessageWriter) -> Void) {
        container(DBusType.array, signature: signature, body)
    }

    /// A dictionary entry (`{…}`), inside an array of them.
    mutating func entry(_ body: (inout MessageWriter) -> Void) {
        container(DBusType.dictionaryEntry, signature: nil, body)
    }

    /// A variant holding one value of `signature` that `body` appends.
    mutating func variant(_ signature: String, _ body: (inout MessageWriter) -> Void) {
        container(DBusType.variant, signature: signature, body)
    }

    private mutating func container(_ type: Int32, signature: String?, _ body: (inout MessageWriter) -> Void)
    {
        var child = MessageWriter()
        let opened =
            if let signature {
                signature.withCString {
                    dbus_message_iter_open_container(&iterator, type, $0, &child.iterator)
                }
            } else {
                dbus_message_iter_open_container(&iterator, type, nil, &child.iterator)
            }
        guard opened != 0 else { return }
        body(&child)
        dbus_message_iter_close_container(&iterator, &child.iterator)
    }

    private mutating func appendText(_ text: String, type: Int32) {
        let clean = text.contains("\0") ? text.replacingOccurrences(of: "\0", with: "") : text
        clean.withCString { characters in
            var pointer: UnsafePointer<CChar>? = characters
            _ = dbus_message_iter_append_basic(&iterator, type, &pointer)
        }
    }
}
