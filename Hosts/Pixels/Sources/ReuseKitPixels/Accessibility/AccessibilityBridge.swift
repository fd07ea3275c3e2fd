import CDBus
import Foundation
@_spi(Hosting) import ReuseKit

/// Speaks AT-SPI2 for a ``PixelWindow`` over the accessibility bus, through libdbus (no GLib):
/// embeds the application in the desktop, answers what screen readers ask of any element on
/// demand (an object's path names it, so a list of a million rows costs nothing until a row is
/// asked for) and sends the events they follow. It exists only while an accessibility bus is
/// there; the window's loop watches its socket beside the X connection's.
@MainActor
final class AccessibilityBridge {
    let connection: BusConnection
    unowned let window: PixelWindow
    /// The desktop the registry embedded the application in: the application's parent.
    private(set) var desktop = ObjectReference.null
    /// The id the registry gave the application (`Application.Id`).
    var applicationID: Int32 = 0
    /// How many times each list's elements changed (see `AccessibleNode`).
    var generations: [ObjectIdentifier: Int] = [:]
    /// The observation of the views' accessibility events, cancelled with the bridge.
    var observation: AccessibilityObservation?
    /// The node that last had the focus, told when the focus leaves it.
    var lastFocused: AccessibleNode?
    /// Whether a screen reader runs, followed on the session bus (`nil` with no session bus).
    var screenReader: ScreenReaderStatus?

    /// A bridge for `window` on the accessibility bus at `address`, embedded in the desktop.
    init(window: PixelWindow, address: String) throws(AccessibilityError) {
        self.window = window
        connection = try BusConnection(address: address)
        try embed()
        observeEvents()
    }

    isolated deinit {
        observation?.cancel()
    }

    /// A bridge for `window` when an accessibility bus is there, else `nil` (and no cost).
    static func connect(window: PixelWindow) -> AccessibilityBridge? {
        let address = AccessibilityBusAddress.find { window.display?.rootProperty(named: $0) }
        guard let address, let bridge = try? AccessibilityBridge(window: window, address: address) else {
            return nil
        }
        bridge.screenReader = ScreenReaderStatus.connect()
        return bridge
    }

    /// A reference to `node` in this process.
    func reference(_ node: AccessibleNode) -> ObjectReference {
        ObjectReference(busName: connection.uniqueName, path: node.path)
    }

    /// `Socket.Embed` on the registry's desktop: the application appears among the desktop's
    /// children; the reply names the desktop.
    private func embed() throws(AccessibilityError) {
        guard
            let call = methodCall(
                "org.a11y.atspi.Registry", AccessibleNode.rootPath, AccessibleInterface.socket, "Embed")
        else { throw .bus("out of memory") }
        var writer = MessageWriter(appendingTo: call)
        writer.append(reference(.application))
        let reply = try connection.call(call, milliseconds: 3000)
        defer { dbus_message_unref(reply) }
        var reader = MessageReader(reply)
        let parent = reader.recurse { fields -> ObjectReference? in
            guard let name = fields.string(), let path = fields.string() else { return nil }
            return ObjectReference(busName: name, path: path)
        }
        desktop = parent ?? ObjectReference(busName: "org.a11y.atspi.Registry", path: AccessibleNode.rootPath)
    }

    /// What the loop's `poll(2)` waits for on the bus's socket: input, and room to write when
    /// replies are still queued.
    var pollEvents: Int16 {
        Int16(POLLIN) | (connection.hasMessagesToSend ? Int16(POLLOUT) : 0)
    }

    /// Reads and answers every request that arrived, then writes the replies, without waiting.
    func serve() {
        screenReader?.serve()
        for message in connection.exchange() {
            if dbus_message_get_type(message) == DBUS_MESSAGE_TYPE_METHOD_CALL { answer(message) }
            dbus_message_unref(message)
        }
        connection.flushWithoutWaiting()
    }

    /// Answers one method call: the object its path names, then the interface's handler.
    private func answer(_ call: OpaquePointer) {
        let path = dbus_message_get_path(call).map { String(cString: $0) } ?? ""
        let interface = dbus_message_get_interface(call).map { String(cString: $0) } ?? ""
        let member = dbus_message_get_member(call).map { String(cString: $0) } ?? ""
        if path == Self.cachePath, interface == Self.cacheInterface, member == "GetItems" {
            // Nothing is cached ahead: clients ask for what they read.
            return answerEmptyCache(call)
        }
        guard let node = AccessibleNode(path: path), exists(node) else {
            return fail(call, "org.freedesktop.DBus.Error.UnknownObject", "no object at \(path)")
        }
        guard let reply = dbus_message_new_method_return(call) else { return }
        var arguments = MessageReader(call)
        var writer = MessageWriter(appendingTo: reply)
        let outcome = handle(interface, member, node, &arguments, &writer)
        switch outcome {
        case .answered:
            connection.send(reply)
        case .unknownMethod:
            dbus_message_unref(reply)
            fail(
                call, "org.freedesktop.DBus.Error.UnknownMethod",
                "\(interface).\(member) is not served on \(path)")
        case .invalidArguments:
            dbus_message_unref(reply)
            fail(call, "org.freedesktop.DBus.Error.InvalidArgs", "\(interface).\(member) got other arguments")
        }
    }

    private func handle(
        _ interface: String, _ member: String, _ node: AccessibleNode, _ arguments: inout MessageReader,
        _ reply: inout MessageWriter
    ) -> Outcome {
        switch interface {
        case AccessibleInterface.properties: return properties(member, node, &arguments, &reply)
        case AccessibleInterface.introspectable: return introspect(member, node, &reply)
        case AccessibleInterface.peer: return member == "Ping" ? .answered : .unknownMethod
        default: break
        }
        guard let served = AccessibleInterface(rawValue: interface), interfaces(of: node).contains(served)
        else {
            return .unknownMethod
        }
        switch served {
        case .accessible: return accessible(member, node, &arguments, &reply)
        case .application: return application(member, &arguments, &reply)
        case .component: return component(member, node, &arguments, &reply)
        case .action: return action(member, node, &arguments, &reply)
        case .selection: return selection(member, node, &arguments, &reply)
        case .table: return table(member, node, &arguments, &reply)
        case .text: return textInterface(member, node, &arguments, &reply)
        case .editableText: return editableText(member, node, &arguments, &reply)
        }
    }

    static let cachePath = "/org/a11y/atspi/cache"
    static let cacheInterface = "org.a11y.atspi.Cache"

    private func answerEmptyCache(_ call: OpaquePointer) {
        guard let reply = dbus_message_new_method_return(call) else { return }
        var writer = MessageWriter(appendingTo: reply)
        writer.array(of: "((so)(so)(so)iiassusau)") { _ in }
        connection.send(reply)
    }

    private func fail(_ call: OpaquePointer, _ name: String, _ text: String) {
        guard dbus_message_get_no_reply(call) == 0, let error = dbus_message_new_error(call, name, text)
        else { return }
        connection.send(error)
    }

    /// How a handler answered.
    enum Outcome {
        case answered
        case unknownMethod
        case invalidArguments
    }
}

extension AccessibilityBridge {
    /// The sockets the loop's `poll(2)` watches: the accessibility bus's and the session bus's
    /// (the screen reader's status), each while its bus is there.
    var pollDescriptors: [pollfd] {
        var descriptors = [screenReader?.pollDescriptor].compactMap { $0 }
        if connection.isConnected, let descriptor = connection.fileDescriptor {
            descriptors.append(pollfd(fd: descriptor, events: pollEvents, revents: 0))
        }
        return descriptors
    }
}
