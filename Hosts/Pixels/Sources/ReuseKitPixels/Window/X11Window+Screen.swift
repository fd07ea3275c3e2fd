import CX11
import Foundation

/// Where the window is on the screen, and what the screen's root window says: what the
/// accessibility bridge asks of X.
extension X11Window {
    /// The window's top-left corner in the root window's (the screen's) pixels.
    var screenOrigin: (x: Int, y: Int) {
        guard !isClosed else { return (0, 0) }
        var x: Int32 = 0
        var y: Int32 = 0
        var child: Window = 0
        let root = cx11_root_window(display, screen)
        XTranslateCoordinates(display, window, root, 0, 0, &x, &y, &child)
        return (Int(x), Int(y))
    }

    /// The text of the root window's property `name` (a `STRING` or `UTF8_STRING`), or `nil`
    /// when it is not set: where a session without a session bus names its accessibility bus.
    func rootProperty(named name: String) -> String? {
        guard !isClosed else { return nil }
        let property = XInternAtom(display, name, 1)
        guard property != 0 else { return nil }
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0
        var remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let root = cx11_root_window(display, screen)
        let status = XGetWindowProperty(
            display, root, property, 0, 4096, 0, Atom(AnyPropertyType), &type, &format, &count, &remaining,
            &data)
        defer { if let data { XFree(data) } }
        guard status == Success, format == 8, let data, count > 0 else { return nil }
        return String(decoding: UnsafeBufferPointer(start: data, count: Int(count)), as: UTF8.self)
    }
}
