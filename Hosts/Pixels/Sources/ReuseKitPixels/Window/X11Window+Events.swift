import CX11
import Foundation
import ReuseKit

extension X11Window {
    /// The events that arrived, waiting up to `timeoutMilliseconds` for the first (-1: until
    /// one comes) on the connection with `poll(2)`, so an idle window costs no CPU.
    public func nextEvents(timeoutMilliseconds: Int32) -> [WindowEvent] {
        guard !isClosed else { return [] }
        if XPending(display) == 0 {
            var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, timeoutMilliseconds)
        }
        var events: [WindowEvent] = []
        while XPending(display) > 0 {
            var event = XEvent()
            XNextEvent(display, &event)
            // A dead key or part of a compose sequence: the input method keeps it.
            if textInput != nil, X11TextInput.filter(&event) { continue }
            translate(&event, into: &events)
        }
        return events
    }

    /// Waits, off the main actor, until the X connection has input, `wake` is woken, `also`
    /// (other sockets and the `poll(2)` events wanted of them: the buses') is ready,
    /// or `timeout` seconds pass (`nil`: no limit); returns at once when events are queued. The
    /// main actor runs other work meanwhile (an image's completion, which then asks for a frame).
    func waitForInput(timeout: Double?, wakingOn wake: WakePipe, also: [pollfd] = []) async {
        guard !isClosed, XPending(display) == 0 else { return }
        let connection = fileDescriptor
        let milliseconds = timeout.map { Int32(max(0, ($0 * 1000).rounded(.up))) } ?? -1
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.global(qos: .userInteractive).async {
                var descriptors = [
                    pollfd(fd: connection, events: Int16(POLLIN), revents: 0),
                    pollfd(fd: wake.readDescriptor, events: Int16(POLLIN), revents: 0),
                ]
                descriptors += also
                _ = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
                continuation.resume()
            }
        }
        wake.drain()
    }

    private func translate(_ event: inout XEvent, into events: inout [WindowEvent]) {
        switch event.type {
        case GenericEvent:
            guard event.xcookie.extension == inputOpcode, XGetEventData(display, &event.xcookie) != 0 else {
                return
            }
            defer { XFreeEventData(display, &event.xcookie) }
            translateInput(event.xcookie, into: &events)
        case Expose:
            if event.xexpose.count == 0 { events.append(.exposed) }
        case GraphicsExpose:
            // A scroll copied part of the window that was covered: what it left is shown again.
            if event.xgraphicsexpose.count == 0 { events.append(.exposed) }
        case ConfigureNotify:
            let width = Int(event.xconfigure.width)
            let height = Int(event.xconfigure.height)
            if width != pixelWidth || height != pixelHeight {
                resize(width: width, height: height)
                events.append(.resized(width: width, height: height))
            }
        case KeyPress:
            for key in keys(from: &event.xkey) { events.append(.key(key)) }
        case MappingNotify:
            // The keyboard's layout changed (a new layout, or xdotool mapping a spare key to a
            // character it types): Xlib's copy of the key map follows it.
            XRefreshKeyboardMapping(&event.xmapping)
        case ClientMessage:
            if Atom(event.xclient.data.l.0) == deleteMessage { events.append(.closed) }
        default:
            return
        }
    }

    private func translateInput(_ cookie: XGenericEventCookie, into events: inout [WindowEvent]) {
        guard let data = cookie.data else { return }
        let device = data.assumingMemoryBound(to: XIDeviceEvent.self).pointee
        switch cookie.evtype {
        case XI_ButtonPress, XI_ButtonRelease:
            let isPress = cookie.evtype == XI_ButtonPress
            switch device.detail {
            case 1:
                events.append(
                    isPress
                        ? .pointerDown(x: device.event_x, y: device.event_y)
                        : .pointerUp(x: device.event_x, y: device.event_y))
            case 4...7:
                // A wheel notch that the server also reports on a scroll valuator comes flagged as
                // emulated: the valuator's delta is the precise one, so the button is ignored.
                guard isPress, device.flags & Int32(XIPointerEmulated) == 0 else { return }
                let dy: Double = device.detail == 4 ? -1 : device.detail == 5 ? 1 : 0
                let dx: Double = device.detail == 6 ? -1 : device.detail == 7 ? 1 : 0
                events.append(.scroll(dx: dx, dy: dy, x: device.event_x, y: device.event_y))
            default:
                return
            }
        case XI_Motion:
            let (dx, dy) = scrollDelta(device)
            if dx != 0 || dy != 0 {
                events.append(.scroll(dx: dx, dy: dy, x: device.event_x, y: device.event_y))
            } else {
                events.append(.pointerMoved(x: device.event_x, y: device.event_y))
            }
        case XI_Enter:
            // Valuator positions may have moved while the pointer was elsewhere.
            for deviceID in scrollValuators.keys {
                for number in scrollValuators[deviceID, default: [:]].keys {
                    scrollValuators[deviceID]?[number]?.last = nil
                }
            }
        default:
            return
        }
    }

    /// The scroll a motion event carries on its device's scroll valuators, in notches.
    private func scrollDelta(_ event: XIDeviceEvent) -> (Double, Double) {
        let deviceID = scrollValuators[event.sourceid] != nil ? event.sourceid : event.deviceid
        guard scrollValuators[deviceID] != nil, let mask = event.valuators.mask,
            let values = event.valuators.values
        else { return (0, 0) }
        var dx = 0.0
        var dy = 0.0
        var valueIndex = 0
        for bit in 0..<(Int32(event.valuators.mask_len) * 8) where cx11_mask_is_set(mask, bit) != 0 {
            let value = values[valueIndex]
            valueIndex += 1
            guard var valuator = scrollValuators[deviceID]?[bit] else { continue }
            if let last = valuator.last {
                let delta = (value - last) / valuator.increment
                if valuator.isVertical { dy += delta } else { dx += delta }
            }
            valuator.last = value
            scrollValuators[deviceID]?[bit] = valuator
        }
        return (dx, dy)
    }

    /// The keys of a key press, named as every host names keys: Shift is reported for keys
    /// without a character of their own (Shift-Tab), Control with the letter it was pressed
    /// with, as a terminal reads them. Text comes from the input method in UTF-8 with the
    /// keyboard's layout (a composed character, any script), one key a character; without an
    /// input method, from `XLookupString` (Latin-1).
    private func keys(from event: inout XKeyEvent) -> [KeyEvent] {
        let text: String
        let symbol: KeySym
        if let textInput {
            (text, symbol) = textInput.lookup(&event)
        } else {
            var buffer = [CChar](repeating: 0, count: 16)
            var found: KeySym = 0
            let count = XLookupString(&event, &buffer, Int32(buffer.count - 1), &found, nil)
            text = String(
                decoding: buffer.prefix(Int(max(0, count))).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            symbol = found
        }
        var modifiers: KeyModifiers = []
        if event.state & UInt32(ControlMask) != 0 { modifiers.insert(.control) }
        if event.state & UInt32(Mod1Mask) != 0 { modifiers.insert(.alt) }
        let shift: KeyModifiers = event.state & UInt32(ShiftMask) != 0 ? .shift : []
        if let named = Self.namedKey(symbol) {
            let isBackTab = Int32(symbol) == XK_ISO_Left_Tab
            return [KeyEvent(named, modifiers: modifiers.union(isBackTab ? .shift : shift))]
        }
        // Control turns a letter into a control character: the key is the letter.
        if modifiers.contains(.control), let scalar = Unicode.Scalar(UInt32(truncatingIfNeeded: symbol)),
            scalar.properties.isAlphabetic, scalar.isASCII
        {
            return [
                KeyEvent(
                    .character(Character(scalar).lowercased().first ?? Character(scalar)),
                    modifiers: modifiers)
            ]
        }
        // Control characters are no text (Ctrl with a key that is not a letter).
        let typed = text.filter { character in
            !character.unicodeScalars.contains { $0.properties.generalCategory == .control }
        }
        return typed.map { KeyEvent(.character($0), modifiers: modifiers) }
    }

    /// The named key of a key symbol, if it is one.
    private static func namedKey(_ symbol: KeySym) -> Key? {
        switch Int32(symbol) {
        case XK_Up: .up
        case XK_Down: .down
        case XK_Left: .left
        case XK_Right: .right
        case XK_Page_Up: .pageUp
        case XK_Page_Down: .pageDown
        case XK_Home: .home
        case XK_End: .end
        case XK_Insert: .insert
        case XK_Delete: .delete
        case XK_BackSpace: .backspace
        case XK_Return, XK_KP_Enter: .enter
        case XK_Tab, XK_ISO_Left_Tab: .tab
        case XK_Escape: .escape
        case XK_F1...XK_F20: .function(Int(symbol) - Int(XK_F1) + 1)
        default: nil
        }
    }
}
