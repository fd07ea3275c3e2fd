import Foundation
@_spi(Hosting) import ReuseKit

/// The registry of objects: a node's element found from its path, and an element's path found
/// from the element (walking up its containers), both on demand.
extension AccessibilityBridge {
    /// The element `node` names now, or `nil` (the application, the window, or a path that no
    /// longer names anything).
    func element(_ node: AccessibleNode) -> AccessibilityNode? {
        guard case .element(let steps) = node, let first = steps.first, first.generation == 0 else {
            return nil
        }
        let top = window.accessibilityElements
        guard top.indices.contains(first.index) else { return nil }
        var current = top[first.index]
        for step in steps.dropFirst() {
            guard step.generation == generation(of: current),
                let next = current.accessibilityElement(at: step.index) as? AccessibilityNode
            else { return nil }
            current = next
        }
        return current
    }

    /// Whether `node` still names something.
    func exists(_ node: AccessibleNode) -> Bool {
        switch node {
        case .application, .window: true
        case .element: element(node) != nil
        }
    }

    /// The node of `element`, found by walking up its containers to the window, or `nil` when
    /// it is not in the window's tree.
    func node(of element: AccessibilityNode) -> AccessibleNode? {
        let top = window.accessibilityElements
        var steps: [AccessibleNode.Step] = []
        var current = element
        while steps.count < 64 {
            if let index = top.firstIndex(where: { $0 === current }) {
                let node = AccessibleNode.element(
                    [AccessibleNode.Step(index: index, generation: 0)] + steps.reversed())
                return self.element(node) === element ? node : nil
            }
            var container = current.accessibilityContainer as? AccessibilityNode
            var found = false
            while let candidate = container {
                let index = candidate.index(ofAccessibilityElement: current)
                if index != NSNotFound {
                    steps.append(AccessibleNode.Step(index: index, generation: generation(of: candidate)))
                    current = candidate
                    found = true
                    break
                }
                container = candidate.accessibilityContainer as? AccessibilityNode
            }
            guard found else { return nil }
        }
        return nil
    }

    /// How many times `container`'s elements changed since the bridge started (0 for any
    /// container that never did).
    func generation(of container: AccessibilityNode) -> Int {
        generations[ObjectIdentifier(container)] ?? 0
    }

    /// Notes that `container`'s elements changed: paths to them handed out before go stale.
    func advanceGeneration(of container: AccessibilityNode) {
        generations[ObjectIdentifier(container), default: 0] += 1
    }
}
