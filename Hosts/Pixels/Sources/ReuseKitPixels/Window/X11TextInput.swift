import CX11
import Foundation

/// Text from key presses, as the keyboard's layout and the user's locale type it: an X input
/// method (Xlib's built-in one unless `XMODIFIERS` names another) and the window's context in
/// it. `Xutf8LookupString` gives UTF-8 for any key symbol (where `XLookupString` gives only
/// Latin-1) and the characters that compose and dead keys build; key presses the method uses
/// are filtered out before they are read.
///
/// Composition shows nothing until it commits (no preedit drawn by the window); an input method
/// that needs a preedit window of its own (CJK conversion) is not supported.
@MainActor
final class X11TextInput {
    private let method: OpaquePointer
    private let context: OpaquePointer

    /// Opens the input method for the user's locale (`LC_CTYPE`, falling back to C.UTF-8 when
    /// Xlib does not support it) and a context for `window`; `nil` when there is none. The
    /// process's locale is left as it was.
    init?(display: OpaquePointer, window: Window) {
        let previous = setlocale(LC_CTYPE, nil).map { String(cString: $0) }
        defer { if let previous { setlocale(LC_CTYPE, previous) } }
        if setlocale(LC_CTYPE, "") == nil || XSupportsLocale() == 0 {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
        guard XSupportsLocale() != 0 else { return nil }
        XSetLocaleModifiers("")
        guard let method = XOpenIM(display, nil, nil, nil) else { return nil }
        guard let context = cx11_create_input_context(method, window) else {
            XCloseIM(method)
            return nil
        }
        self.method = method
        self.context = context
        XSetICFocus(context)
    }

    /// Frees the context and closes the method (before the display closes).
    func close() {
        XDestroyIC(context)
        XCloseIM(method)
    }

    /// Whether the input method took the event (a dead key, part of a compose sequence): then
    /// it is not read as a key.
    static func filter(_ event: inout XEvent) -> Bool {
        XFilterEvent(&event, 0) != 0
    }

    /// The text and key symbol of a key press: what it types in the context's locale (UTF-8),
    /// and its key symbol (0 when it has only text, as a composed character does).
    func lookup(_ event: inout XKeyEvent) -> (text: String, symbol: KeySym) {
        var buffer = [CChar](repeating: 0, count: 64)
        var symbol: KeySym = 0
        var status: Int32 = 0
        var count = Xutf8LookupString(context, &event, &buffer, Int32(buffer.count), &symbol, &status)
        if status == XBufferOverflow {
            buffer = [CChar](repeating: 0, count: Int(count) + 1)
            count = Xutf8LookupString(context, &event, &buffer, Int32(buffer.count), &symbol, &status)
        }
        let hasText = status == XLookupChars || status == XLookupBoth
        let hasSymbol = status == XLookupKeySym || status == XLookupBoth
        let bytes = buffer.prefix(hasText ? max(0, Int(count)) : 0).map { UInt8(bitPattern: $0) }
        return (String(decoding: bytes, as: UTF8.self), hasSymbol ? symbol : 0)
    }
}
