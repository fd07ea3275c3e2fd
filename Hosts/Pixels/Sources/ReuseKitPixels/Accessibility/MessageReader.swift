import CDBus

/// Reads a D-Bus message's arguments in order; a missing argument or one of another type reads
/// as `nil`, which the bridge answers with an `InvalidArgs` error.
struct MessageReader {
    private var iterator = DBusMessageIter()
    private var hasArguments: Bool

    /// A reader of `message`'s arguments.
    init(_ message: OpaquePointer) {
        hasArguments = dbus_message_iter_init(message, &iterator) != 0
    }

    private init(iterator: DBusMessageIter) {
        self.iterator = iterator
        hasArguments = true
    }

    /// The next argument as a string (`s` or `o`), or `nil`.
    mutating func string() -> String? {
        let type = currentType
        guard type == DBusType.string || type == DBusType.objectPath else { return nil }
        var pointer: UnsafePointer<CChar>?
        dbus_message_iter_get_basic(&iterator, &pointer)
        advance()
        return pointer.map { String(cString: $0) }
    }

    /// The next argument as a 32-bit integer, or `nil`.
    mutating func int32() -> Int32? {
        guard currentType == DBusType.int32 else { return nil }
        var value: Int32 = 0
        dbus_message_iter_get_basic(&iterator, &value)
        advance()
        return value
    }

    /// The next argument as an unsigned 32-bit integer, or `nil`.
    mutating func uint32() -> UInt32? {
        guard currentType == DBusType.uint32 else { return nil }
        var value: UInt32 = 0
        dbus_message_iter_get_basic(&iterator, &value)
        advance()
        return value
    }

    /// The next argument as a boolean, or `nil`.
    mutating func bool() -> Bool? {
        guard currentType == DBusType.boolean else { return nil }
        var value: dbus_bool_t = 0
        dbus_message_iter_get_basic(&iterator, &value)
        advance()
        return value != 0
    }

    /// The next argument, a variant, struct, array or dictionary entry, read by `body` from its
    /// inside.
    mutating func recurse<Value>(_ body: (inout MessageReader) -> Value?) -> Value? {
        let type = currentType
        let containers = [DBusType.variant, DBusType.structure, DBusType.array, DBusType.dictionaryEntry]
        guard containers.contains(type) else { return nil }
        var inner = DBusMessageIter()
        dbus_message_iter_recurse(&iterator, &inner)
        var reader = MessageReader(iterator: inner)
        reader.hasArguments = dbus_message_iter_get_arg_type(&inner) != DBusType.invalid
        let value = body(&reader)
        advance()
        return value
    }

    /// The type of the next argument (`DBusType.invalid` at the end).
    private var currentType: Int32 {
        mutating get { hasArguments ? dbus_message_iter_get_arg_type(&iterator) : DBusType.invalid }
    }

    private mutating func advance() {
        hasArguments = dbus_message_iter_next(&iterator) != 0
    }
}
