import CDBus
import Foundation
@_spi(Hosting) import ReuseKit

/// The events screen readers follow (`org.a11y.atspi.Event.Object`), from the views'
/// accessibility events: focus moves, a list's active descendant, selection, a list's items
/// changing, an outline's item expanding or collapsing, and announcements.
extension AccessibilityBridge {
    /// Starts hearing the views' events, and says the window is active.
    func observeEvents() {
        observation = Accessibility.addObserver { [weak self] event in self?.post(event) }
        emit(AccessibleInterface.windowEvents, "Activate", on: .window, detail: "", any: .string(""))
    }

    /// What the signal's `any_data` holds.
    enum EventData {
        case string(String)
        case int32(Int32)
        case reference(ObjectReference)
    }

    func post(_ event: AccessibilityEvent) {
        switch event {
        case .focusChanged(let container, let element):
            let focused = (element as? AccessibilityNode).flatMap { node(of: $0) }
            focusMoved(to: focused, in: node(of: container))
        case .elementsChanged(let container, let changes):
            let old = generation(of: container)
            advanceGeneration(of: container)
            // The list is in the middle of its update: it is read once the update is done.
            Task { @MainActor [weak self, weak container] in
                guard let self, let container else { return }
                elementsChanged(in: container, changes: changes, oldGeneration: old)
            }
        case .expandedChanged(_, let element, let expanded):
            guard let node = (element as? AccessibilityNode).flatMap({ node(of: $0) }) else { return }
            emitObject("StateChanged", on: node, detail: "expanded", detail1: expanded ? 1 : 0)
        case .notification(let notification, let argument):
            if notification == .announcement || notification == .pageScrolled, let text = argument as? String
            {
                emitObject("Announcement", on: .window, detail1: 1, any: .string(text))
            } else if let element = argument as? AccessibilityNode, let target = node(of: element) {
                focusMoved(to: target, in: target.parent)
            } else {
                emitObject("VisibleDataChanged", on: .window)
            }
        @unknown default:
            break
        }
    }

    /// Tells the reader when the window's focus moved since it last looked (Tab to another view,
    /// a field that began editing): the loop asks after each turn's input.
    func followWindowFocus() {
        let focused = focusedNode()
        guard focused != lastFocused else { return }
        focusMoved(to: focused, in: focused?.parent)
    }

    /// Tells the reader `container`'s children changed (all paths under it are new): each child
    /// that went (`remove`, its index before, its old path) and came (`add`, its index after,
    /// its path) when `changes` says which; else one `remove` with no index (-1) and no child,
    /// which says the children all changed and are to be read again.
    func elementsChanged(
        in container: AccessibilityNode, changes: AccessibilityElementChanges?, oldGeneration: Int
    ) {
        guard let list = node(of: container) else { return }
        if let changes {
            for index in changes.removed {
                let child = list.child(index, generation: oldGeneration)
                emitObject(
                    "ChildrenChanged", on: list, detail: "remove", detail1: Int32(clamping: index),
                    any: .reference(reference(child)))
            }
            let generation = generation(of: container)
            for index in changes.added {
                let child = list.child(index, generation: generation)
                emitObject(
                    "ChildrenChanged", on: list, detail: "add", detail1: Int32(clamping: index),
                    any: .reference(reference(child)))
            }
        } else {
            emitObject("ChildrenChanged", on: list, detail: "remove", detail1: -1, any: .reference(.null))
        }
        emitObject("VisibleDataChanged", on: list)
        // The focused item kept its focus but has a new path.
        if let focused = focusedNode(), focused.parent == list { focusMoved(to: focused, in: list) }
    }

    /// The focus moved to `focused` (`nil`: to nothing) inside `container`.
    func focusMoved(to focused: AccessibleNode?, in container: AccessibleNode?) {
        if let last = lastFocused, last != focused, exists(last) {
            emitObject("StateChanged", on: last, detail: "focused", detail1: 0)
        }
        lastFocused = focused
        guard let focused else { return }
        if let container {
            emitObject("ActiveDescendantChanged", on: container, any: .reference(reference(focused)))
        }
        emitObject("StateChanged", on: focused, detail: "focused", detail1: 1)
    }

    /// A list's selection changed (through the bridge's `Selection` or `Table`).
    func selectionChanged(in list: AccessibleNode) {
        emitObject("SelectionChanged", on: list)
    }

    func emitObject(
        _ member: String, on node: AccessibleNode, detail: String = "", detail1: Int32 = 0,
        any: EventData = .int32(0)
    ) {
        emit(AccessibleInterface.objectEvents, member, on: node, detail: detail, detail1: detail1, any: any)
    }

    /// Sends `interface`'s signal `member` from `node`, as AT-SPI writes events: `siiva{sv}`.
    func emit(
        _ interface: String, _ member: String, on node: AccessibleNode, detail: String, detail1: Int32 = 0,
        any: EventData
    ) {
        guard let signal = dbus_message_new_signal(node.path, interface, member) else { return }
        var writer = MessageWriter(appendingTo: signal)
        writer.append(detail)
        writer.append(detail1)
        writer.append(Int32(0))
        switch any {
        case .string(let text): writer.variant("s") { $0.append(text) }
        case .int32(let number): writer.variant("i") { $0.append(number) }
        case .reference(let reference): writer.variant("(so)") { $0.append(reference) }
        }
        writer.array(of: "{sv}") { _ in }
        connection.send(signal)
        connection.flushWithoutWaiting()
    }
}
