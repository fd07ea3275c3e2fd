import CX11
import Foundation

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
            translate(&event, into: &events)
        }
        return events
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
        case ConfigureNotify:
            let width = Int(event.xconfigure.width)
            let height = Int(event.xconfigure.height)
            if width != pixelWidth || height != pixelHeight {
                resize(width: width, height: height)
                events.append(.resized(width: width, height: height))
            }
        case KeyPress:
            if let key = Self.key(from: &event.xkey) { events.append(.key(key)) }
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

    private static func key(from event: inout XKeyEvent) -> PixelKey? {
        var buffer = [CChar](repeating: 0, count: 16)
        var symbol: KeySym = 0
        let count = XLookupString(&event, &buffer, Int32(buffer.count - 1), &symbol, nil)
        let shifted = event.state & UInt32(ShiftMask) != 0
        switch Int32(symbol) {
        case XK_Up: return .up
        case XK_Down: return .down
        case XK_Left: return .left
        case XK_Right: return .right
        case XK_Page_Up: return .pageUp
        case XK_Page_Down: return .pageDown
        case XK_Home: return .home
        case XK_End: return .end
        case XK_Return, XK_KP_Enter: return .enter
        case XK_Tab: return shifted ? .backTab : .tab
        case XK_ISO_Left_Tab: return .backTab
        case XK_Escape: return .escape
        default:
            guard count > 0 else { return nil }
            let text = String(
                decoding: buffer.prefix(Int(count)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return text.first.map { .character($0) }
        }
    }
}
