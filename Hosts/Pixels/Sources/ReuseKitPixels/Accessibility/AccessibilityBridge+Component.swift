import Foundation

/// `org.a11y.atspi.Component`: where a node is on the screen or in the window, in device pixels,
/// what is at a point, and focus.
extension AccessibilityBridge {
    /// AT-SPI's coordinate types.
    enum CoordinateType: UInt32 {
        case screen = 0
        case window = 1
        case parent = 2
    }

    func component(
        _ member: String, _ node: AccessibleNode, _ arguments: inout MessageReader,
        _ reply: inout MessageWriter
    ) -> Outcome {
        switch member {
        case "GetExtents", "GetPosition", "GetSize":
            guard
                let type = arguments.uint32().flatMap(CoordinateType.init)
                    ?? (member == "GetSize" ? .window : nil)
            else { return .invalidArguments }
            let extents = self.extents(of: node, in: type)
            reply.structure {
                if member != "GetSize" {
                    $0.append(extents.x)
                    $0.append(extents.y)
                }
                if member != "GetPosition" {
                    $0.append(extents.width)
                    $0.append(extents.height)
                }
            }
        case "Contains":
            guard let x = arguments.int32(), let y = arguments.int32(),
                let type = arguments.uint32().flatMap(CoordinateType.init)
            else { return .invalidArguments }
            let extents = self.extents(of: node, in: type)
            reply.append(extents.contains(x: x, y: y))
        case "GetAccessibleAtPoint":
            guard let x = arguments.int32(), let y = arguments.int32(),
                let type = arguments.uint32().flatMap(CoordinateType.init)
            else { return .invalidArguments }
            reply.append(accessible(atX: x, y: y, in: type, under: node).map(reference) ?? .null)
        case "GetLayer": reply.append(UInt32(node == .window ? 7 : 3))
        case "GetMDIZOrder": reply.append(Int16(0))
        case "GetAlpha": reply.append(1.0)
        case "GrabFocus": reply.append(grabFocus(node))
        default: return .unknownMethod
        }
        return .answered
    }

    /// `node`'s rectangle in device pixels, relative to the screen, the window or its parent.
    func extents(of node: AccessibleNode, in type: CoordinateType) -> PixelExtents {
        guard let frame = frame(of: node) else { return PixelExtents(x: -1, y: -1, width: -1, height: -1) }
        let scale = CGFloat(window.scale)
        var origin = (x: 0, y: 0)
        switch type {
        case .screen: origin = window.display?.screenOrigin ?? (0, 0)
        case .window: break
        case .parent:
            let parentFrame = parentNode(of: node).flatMap { self.frame(of: $0) } ?? .zero
            origin = (Int((-parentFrame.minX * scale).rounded()), Int((-parentFrame.minY * scale).rounded()))
        }
        return PixelExtents(
            x: Int32(clamping: origin.x + Int((frame.minX * scale).rounded())),
            y: Int32(clamping: origin.y + Int((frame.minY * scale).rounded())),
            width: Int32(clamping: Int((frame.width * scale).rounded())),
            height: Int32(clamping: Int((frame.height * scale).rounded())))
    }

    /// The deepest child of `node` whose extents contain the point, or `nil`.
    func accessible(atX x: Int32, y: Int32, in type: CoordinateType, under node: AccessibleNode)
        -> AccessibleNode?
    {
        guard extents(of: node, in: type).contains(x: x, y: y) else { return nil }
        let count = childCount(of: node)
        // Only the children on screen can be at a point; a list says which those are.
        for index in candidateChildren(of: node, count: count) {
            guard let child = child(at: index, of: node) else { continue }
            if let found = accessible(atX: x, y: y, in: type, under: child) { return found }
        }
        return node == .application ? nil : node
    }
}

/// A rectangle in device pixels, as AT-SPI's `(iiii)`.
struct PixelExtents: Equatable {
    let x: Int32
    let y: Int32
    let width: Int32
    let height: Int32

    func contains(x pointX: Int32, y pointY: Int32) -> Bool {
        width > 0 && height > 0 && pointX >= x && pointY >= y && pointX < x + width && pointY < y + height
    }
}
