import CX11
import Foundation
@_spi(Hosting) import ReuseKit

/// A window on an X server, presenting frames from a shared-memory image (MIT-SHM, with
/// `XPutImage` when the server has no shared memory) and reporting input through XInput2, whose
/// scroll valuators give smooth wheel and touchpad deltas.
///
/// Frames are drawn straight into the image's memory (``surface``); `present(_:)` has the server
/// move a scrolled region's picture and hands it the damaged parts of the image (all of it for a
/// whole frame), and the next frame waits until the server has copied them
/// (`waitUntilPresented()`) before it draws, so a frame never appears half drawn and the next
/// one cannot overwrite it while it is read.
@MainActor
public final class X11Window {
    let display: OpaquePointer
    let window: Window
    let screen: Int32
    let visual: UnsafeMutablePointer<Visual>
    let depth: Int32
    let graphics: GC
    let deleteMessage: Atom
    let inputOpcode: Int32
    /// Device pixels per point.
    public let scale: Int
    /// Whose the window is: its app's names, machine and process, as its properties say.
    public let identity: X11WindowIdentity
    /// The window's title (`WM_NAME`, and `_NET_WM_NAME` in UTF-8), which the window manager
    /// shows.
    public var title: String {
        didSet { if !isClosed { storeTitle() } }
    }
    /// The window's width in device pixels.
    public private(set) var pixelWidth: Int
    /// The window's height in device pixels.
    public private(set) var pixelHeight: Int
    /// Whether frames go through shared memory.
    public let usesSharedMemory: Bool
    /// The surface the next frame is drawn on, the size of the window.
    public private(set) var surface: PixelSurface
    private var image: UnsafeMutablePointer<XImage>?
    /// The image's buffers, each the size of the window, which frames take in turn (see
    /// `makeImage`), and the one the next frame is drawn on.
    private var buffers: [PixelSurface] = []
    private(set) var buffer = 0
    /// Whether requests of the last `present(_:)` may still be reading the image.
    private var isPresenting = false
    /// Where Xlib finds the shared segment: XShmCreateImage keeps this pointer, so it lives on
    /// the heap, at an address that never moves.
    private let segment = UnsafeMutablePointer<XShmSegmentInfo>.allocate(capacity: 1)
    private var ownedPixels: UnsafeMutableRawPointer?
    /// Scroll valuators by device and valuator number: their axis, one notch's increment, and
    /// the last value seen (valuators report positions, deltas are their differences).
    var scrollValuators: [Int32: [Int32: ScrollValuator]] = [:]
    /// The input method and the window's context in it, which turn key presses into text with
    /// the keyboard's layout and its compose and dead keys; `nil` when Xlib offers none.
    var textInput: X11TextInput?

    struct ScrollValuator {
        var isVertical: Bool
        var increment: Double
        var last: Double?
    }

    /// Opens a window of `width`×`height` points at `scale` device pixels a point on the display
    /// named by `DISPLAY` (or `displayName`), owned by `identity` (by default this process).
    public init(
        title: String, width: Int, height: Int, scale: Int, displayName: String? = nil,
        identity: X11WindowIdentity = X11WindowIdentity()
    ) throws(PixelError) {
        self.title = title
        self.identity = identity
        XInitThreads()
        guard let display = XOpenDisplay(displayName) else {
            throw .noDisplay(displayName ?? ProcessInfo.processInfo.environment["DISPLAY"] ?? "")
        }
        self.display = display
        self.scale = scale
        screen = cx11_default_screen(display)
        guard let visual = cx11_default_visual(display, screen) else { throw .x11("no default visual") }
        self.visual = visual
        depth = cx11_default_depth(display, screen)
        guard depth == 24 || depth == 32, visual.pointee.red_mask == 0xFF0000,
            visual.pointee.blue_mask == 0xFF
        else {
            XCloseDisplay(display)
            throw .x11("needs a 24-bit TrueColor visual (BGRX), found depth \(depth)")
        }
        var opcode: Int32 = 0
        var firstEvent: Int32 = 0
        var firstError: Int32 = 0
        var major: Int32 = 2
        var minor: Int32 = 2
        guard XQueryExtension(display, "XInputExtension", &opcode, &firstEvent, &firstError) != 0,
            XIQueryVersion(display, &major, &minor) == Success
        else {
            XCloseDisplay(display)
            throw .x11("the server lacks XInput 2.2")
        }
        inputOpcode = opcode
        pixelWidth = width * scale
        pixelHeight = height * scale
        let root = cx11_root_window(display, screen)
        window = XCreateSimpleWindow(display, root, 0, 0, UInt32(pixelWidth), UInt32(pixelHeight), 0, 0, 0)
        graphics = cx11_default_gc(display, screen)
        XSelectInput(display, window, ExposureMask | StructureNotifyMask | KeyPressMask)
        var delete = XInternAtom(display, "WM_DELETE_WINDOW", 0)
        deleteMessage = delete
        XSetWMProtocols(display, window, &delete, 1)
        usesSharedMemory = XShmQueryExtension(display) != 0
        surface = PixelSurface(size: CGSize(width: 1, height: 1), scale: scale)
        storeIdentity()
        storeTitle()
        selectInput()
        queryScrollValuators()
        textInput = X11TextInput(display: display, window: window)
        makeImage()
        XMapWindow(display, window)
        XSync(display, 0)
    }

    var isClosed = false

    isolated deinit {
        close()
    }

    /// Destroys the window and closes the connection; later frames and waits do nothing.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        textInput?.close()
        textInput = nil
        destroyImage()
        XDestroyWindow(display, window)
        XCloseDisplay(display)
        segment.deallocate()
    }

    /// The window's size in points.
    public var size: CGSize {
        CGSize(width: CGFloat(pixelWidth) / CGFloat(scale), height: CGFloat(pixelHeight) / CGFloat(scale))
    }

    /// Bytes of pixels a whole frame uploads.
    public var bytesPerFrame: Int { surface.stride * pixelHeight }

    /// The X server's connection, for waiting on it with `poll(2)`.
    public var fileDescriptor: Int32 { cx11_connection_number(display) }

    /// Shows what `damage` says changed of the frame drawn on ``surface``: the server moves the
    /// copied region's picture itself (`XCopyArea`), then gets only the damaged rectangles
    /// (all of the image for a whole frame); returns the bytes of pixels uploaded. The requests
    /// are sent, not waited for: ``waitUntilPresented()`` does that before the image is drawn on
    /// again, while the server works between frames.
    @_spi(Hosting) @discardableResult
    public func present(_ damage: FrameDamage) -> Int {
        guard !isClosed, let image else { return 0 }
        surface.withPixelBytes { _ in }
        let all = PixelRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
        var rects = [all]
        if !damage.isWhole {
            if let copy = damage.copy.flatMap({ PixelCopy($0, scale: scale, within: pixelWidth, pixelHeight) }
            ) {
                let source = copy.source
                let target = copy.destination
                XCopyArea(
                    display, window, window, graphics, Int32(source.x), Int32(source.y), UInt32(source.width),
                    UInt32(source.height), Int32(target.x), Int32(target.y))
            }
            rects = damage.rects.compactMap { PixelRect($0, scale: scale, within: pixelWidth, pixelHeight) }
        }
        for rect in rects {
            if usesSharedMemory {
                XShmPutImage(
                    display, window, graphics, image, Int32(rect.x), Int32(rect.y + buffer * pixelHeight),
                    Int32(rect.x), Int32(rect.y),
                    UInt32(rect.width), UInt32(rect.height), 0)
            } else {
                XPutImage(
                    display, window, graphics, image, Int32(rect.x), Int32(rect.y), Int32(rect.x),
                    Int32(rect.y),
                    UInt32(rect.width), UInt32(rect.height))
            }
        }
        if damage.copy != nil || !rects.isEmpty {
            XFlush(display)
            isPresenting = true
        }
        buffer = (buffer + 1) % max(1, buffers.count)
        if buffers.indices.contains(buffer) { surface = buffers[buffer] }
        return rects.reduce(0) { $0 + $1.bytes }
    }

    /// Waits until the server has done what the last `present(_:)` asked (copied the image's
    /// rectangles), so the image may be drawn on again.
    public func waitUntilPresented() {
        guard isPresenting, !isClosed else { return }
        isPresenting = false
        XSync(display, 0)
    }

    private func selectInput() {
        var mask = [UInt8](repeating: 0, count: 4)
        for event in [XI_ButtonPress, XI_ButtonRelease, XI_Motion, XI_Enter] {
            cx11_mask_set(&mask, Int32(event))
        }
        mask.withUnsafeMutableBufferPointer { bytes in
            var eventMask = XIEventMask(
                deviceid: XIAllMasterDevices, mask_len: Int32(bytes.count), mask: bytes.baseAddress)
            _ = XISelectEvents(display, window, &eventMask, 1)
        }
    }

    /// Learns which valuators of which devices scroll, and by how much a notch.
    private func queryScrollValuators() {
        var count: Int32 = 0
        guard let devices = XIQueryDevice(display, XIAllDevices, &count) else { return }
        defer { XIFreeDeviceInfo(devices) }
        for index in 0..<Int(count) {
            let device = devices[index]
            for classIndex in 0..<Int(device.num_classes) {
                guard let info = device.classes[classIndex], info.pointee.type == XIScrollClass else {
                    continue
                }
                let scroll = UnsafeMutableRawPointer(info).assumingMemoryBound(to: XIScrollClassInfo.self)
                    .pointee
                scrollValuators[device.deviceid, default: [:]][scroll.number] = ScrollValuator(
                    isVertical: scroll.scroll_type == XIScrollTypeVertical,
                    increment: scroll.increment == 0 ? 1 : scroll.increment, last: nil)
            }
        }
    }

    /// Makes the image frames are drawn in. A shared one holds two buffers one above the other,
    /// which frames take in turn: the memory a frame draws on was last read by the server two
    /// frames before, not by the last frame's upload, so drawing does not wait on the other
    /// processor to give up its copy of it.
    /// A frame draws every rectangle it uploads, so a buffer needs to be right only there.
    private func makeImage() {
        let width = UInt32(pixelWidth)
        let height = UInt32(pixelHeight)
        buffer = 0
        if usesSharedMemory {
            let count = 2
            segment.initialize(to: XShmSegmentInfo())
            guard
                let made = XShmCreateImage(
                    display, visual, UInt32(depth), ZPixmap, nil, segment, width, height * UInt32(count))
            else { return }
            let bytes = Int(made.pointee.bytes_per_line) * pixelHeight * count
            segment.pointee.shmid = shmget(IPC_PRIVATE, bytes, IPC_CREAT | 0o600)
            let address = shmat(segment.pointee.shmid, nil, 0)
            segment.pointee.shmaddr = address?.assumingMemoryBound(to: CChar.self)
            segment.pointee.readOnly = 0
            made.pointee.data = segment.pointee.shmaddr
            XShmAttach(display, segment)
            XSync(display, 0)
            // Marked for removal now, so the segment goes away with the process however it ends.
            shmctl(segment.pointee.shmid, IPC_RMID, nil)
            image = made
            if let address {
                let stride = Int(made.pointee.bytes_per_line)
                buffers = (0..<count).map {
                    PixelSurface(
                        data: address + $0 * stride * pixelHeight, pixelWidth: pixelWidth,
                        pixelHeight: pixelHeight, stride: stride, scale: scale)
                }
                surface = buffers[0]
            }
        } else {
            let stride = pixelWidth * 4
            let pixels = UnsafeMutableRawPointer.allocate(byteCount: stride * pixelHeight, alignment: 16)
            ownedPixels = pixels
            image = XCreateImage(
                display, visual, UInt32(depth), ZPixmap, 0, pixels.assumingMemoryBound(to: CChar.self), width,
                height, 32, Int32(stride))
            surface = PixelSurface(
                data: pixels, pixelWidth: pixelWidth, pixelHeight: pixelHeight, stride: stride, scale: scale)
            buffers = [surface]
        }
    }

    private func destroyImage() {
        guard let image else { return }
        // The surfaces draw into the image's memory: replace them before that memory goes.
        surface = PixelSurface(size: CGSize(width: 1, height: 1), scale: scale)
        buffers = []
        if usesSharedMemory {
            XShmDetach(display, segment)
            XSync(display, 0)
            shmdt(segment.pointee.shmaddr)
            image.pointee.data = nil
        } else {
            image.pointee.data = nil
            ownedPixels?.deallocate()
            ownedPixels = nil
        }
        XFree(image)
        self.image = nil
    }

    /// Follows a new window size: a new image and surface of that size.
    func resize(width: Int, height: Int) {
        guard width != pixelWidth || height != pixelHeight, width > 0, height > 0 else { return }
        destroyImage()
        pixelWidth = width
        pixelHeight = height
        makeImage()
    }
}
