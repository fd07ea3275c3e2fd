import CX11
import Foundation

/// The window's name and owner as properties a window manager reads (ICCCM and EWMH), set before
/// the window is mapped, where a window manager first looks.
extension X11Window {
    /// Sets `WM_CLASS`, `WM_CLIENT_MACHINE` and `_NET_WM_PID` (EWMH asks for the machine
    /// wherever the process id is given: an id means nothing on another host).
    func storeIdentity() {
        let instance = strdup(identity.instanceName)
        let className = strdup(identity.className)
        defer {
            free(instance)
            free(className)
        }
        var hint = XClassHint(res_name: instance, res_class: className)
        XSetClassHint(display, window, &hint)
        withTextProperty(identity.clientMachine) { XSetWMClientMachine(display, window, &$0) }
        // A property of format 32 is an array of C longs, whatever their width.
        var processID = CLong(identity.processID)
        withUnsafeBytes(of: &processID) { bytes in
            _ = XChangeProperty(
                display, window, atom("_NET_WM_PID"), XA_CARDINAL, 32, PropModeReplace,
                bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), 1)
        }
    }

    /// Sets `WM_NAME` and `_NET_WM_NAME` to ``title`` and sends them at once: while nothing
    /// moves the loop presents no frame, which would send them.
    func storeTitle() {
        withTextProperty(title) { XSetWMName(display, window, &$0) }
        let utf8 = Array(title.utf8)
        utf8.withUnsafeBufferPointer { bytes in
            _ = XChangeProperty(
                display, window, atom("_NET_WM_NAME"), atom("UTF8_STRING"), 8, PropModeReplace,
                bytes.baseAddress, Int32(bytes.count))
        }
        XFlush(display)
    }

    /// Calls `body` with `text` as an ICCCM text property: `STRING` (Latin-1) when every
    /// character has a Latin-1 code, else `UTF8_STRING`, as SDL stores titles that need
    /// it (the alternative, COMPOUND_TEXT, depends on Xlib's locale support).
    private func withTextProperty(_ text: String, _ body: (inout XTextProperty) -> Void) {
        let scalars = text.unicodeScalars
        let isLatin1 = scalars.allSatisfy { $0.value < 0x100 }
        var bytes = isLatin1 ? scalars.map { UInt8($0.value) } : Array(text.utf8)
        let encoding = isLatin1 ? XA_STRING : atom("UTF8_STRING")
        bytes.withUnsafeMutableBufferPointer { buffer in
            var property = XTextProperty(
                value: buffer.baseAddress, encoding: encoding, format: 8, nitems: UInt(buffer.count))
            body(&property)
        }
    }

    private func atom(_ name: String) -> Atom {
        XInternAtom(display, name, 0)
    }
}
