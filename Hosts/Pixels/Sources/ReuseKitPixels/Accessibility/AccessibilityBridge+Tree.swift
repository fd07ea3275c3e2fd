import Foundation
@_spi(Hosting) import ReuseKit

/// What each node says of itself: the tree the interfaces read.
extension AccessibilityBridge {
    /// The interfaces `node` implements.
    func interfaces(of node: AccessibleNode) -> [AccessibleInterface] {
        switch node {
        case .application: [.accessible, .application]
        case .window: [.accessible, .component]
        }
    }

    func role(of node: AccessibleNode) -> AccessibleRole {
        switch node {
        case .application: .application
        case .window: .frame
        }
    }

    func name(of node: AccessibleNode) -> String {
        switch node {
        case .application: ProcessInfo.processInfo.processName
        case .window: window.display?.title ?? ""
        }
    }

    func description(of node: AccessibleNode) -> String { "" }

    func parent(of node: AccessibleNode) -> ObjectReference {
        switch node {
        case .application: desktop
        case .window: reference(.application)
        }
    }

    func childCount(of node: AccessibleNode) -> Int {
        switch node {
        case .application: 1
        case .window: 0
        }
    }

    /// Child `index` of `node`, made on demand, or `nil` past the end.
    func child(at index: Int, of node: AccessibleNode) -> AccessibleNode? {
        switch node {
        case .application: index == 0 ? .window : nil
        case .window: nil
        }
    }

    func indexInParent(of node: AccessibleNode) -> Int {
        switch node {
        case .application: -1
        case .window: 0
        }
    }

    func states(of node: AccessibleNode) -> AccessibleStates {
        switch node {
        case .application: []
        case .window: AccessibleStates.usable.union([.active, .showing, .resizable, .focusable])
        }
    }

    /// Where `node` is, in the window's points, or `nil` when it has no place.
    func frame(of node: AccessibleNode) -> CGRect? {
        switch node {
        case .application: nil
        case .window: CGRect(origin: .zero, size: window.size)
        }
    }
}

extension AccessibilityBridge {
    /// The node `node` is a child of, or `nil` for the application.
    func parentNode(of node: AccessibleNode) -> AccessibleNode? {
        switch node {
        case .application: nil
        case .window: .application
        }
    }

    /// The indices of `node`'s children worth testing for a point: all of a small container's.
    func candidateChildren(of node: AccessibleNode, count: Int) -> Range<Int> {
        0..<min(count, 256)
    }

    /// Gives `node` the keyboard focus; whether it took it.
    func grabFocus(_ node: AccessibleNode) -> Bool {
        node == .window
    }
}
