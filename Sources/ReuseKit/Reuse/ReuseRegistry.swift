import Foundation
import ReuseKitCore

/// The reusable views of one kind in a recycling view, written once for all of them: the
/// table's cells and its header and footer views, the waterfall's cells and the pager's pages.
///
/// It holds how a view of each reuse identifier is made (the registered class), the engine's
/// ``ReusePool`` of views waiting per identifier, and the pool's counters, and it applies
/// UIKit's dequeue rule: a pooled view of exactly the asked identifier, else a new one when a
/// class is registered for it, else `nil`; dequeuing for an item with an identifier nobody
/// registered is a programmer error that stops with a message naming it.
@MainActor
struct ReuseRegistry<Element: ReusableView> {
    /// What the views are called in messages: "cell", "header or footer view".
    let noun: String
    /// The method that registers a class, named in messages.
    let registration: String
    /// Whether a pooled view is prepared for reuse as it leaves the pool (UIKit's rule); the
    /// pager prepares its pages itself, each time one is given another page.
    let preparesOnDequeue: Bool
    private var factories: [String: (String) -> Element] = [:]
    private var pool: ReusePool<Element>

    /// Creates a registry with nothing registered that pools at most `limitPerIdentifier`
    /// views per identifier.
    init(noun: String, registration: String, limitPerIdentifier: Int, preparesOnDequeue: Bool = true) {
        self.noun = noun
        self.registration = registration
        self.preparesOnDequeue = preparesOnDequeue
        pool = ReusePool(limitPerIdentifier: limitPerIdentifier)
    }

    /// Makes views of `identifier` with `make` (given the identifier) from now on.
    mutating func register(_ identifier: String, make: @escaping (String) -> Element) {
        factories[identifier] = make
    }

    /// Whether a class is registered for `identifier`.
    func isRegistered(_ identifier: String) -> Bool { factories[identifier] != nil }

    /// A pooled view of `identifier`, else a new one when a class is registered, else `nil`.
    ///
    /// - Complexity: O(identifiers) from the pool; a dictionary lookup to make a new view.
    mutating func dequeue(_ identifier: String) -> Element? {
        if let element = pool.dequeue(identifier) {
            if preparesOnDequeue { element.prepareForReuse() }
            return element
        }
        guard let make = factories[identifier] else { return nil }
        pool.noteCreated()
        return make(identifier)
    }

    /// A pooled or new view of a registered `identifier` for `item` (described in the message
    /// when nothing is registered for it, which stops the program).
    mutating func dequeue(_ identifier: String, for item: @autoclosure () -> String) -> Element {
        guard let element = dequeue(identifier) else {
            preconditionFailure(
                "unable to dequeue a \(noun) with identifier '\(identifier)' for \(item()): register a class "
                    + "for it with \(registration)")
        }
        return element
    }

    /// Puts a view that left the screen back in the pool of `identifier`; a view without an
    /// identifier, or beyond the pool's limit, is let go.
    mutating func enqueue(_ element: Element, identifier: String?) {
        guard let identifier else { return }
        pool.enqueue(element, identifier: identifier)
    }

    /// The most views kept per identifier.
    var limitPerIdentifier: Int {
        get { pool.limitPerIdentifier }
        set { pool.limitPerIdentifier = newValue }
    }

    /// What the pool has done: views created, reused, enqueued and discarded.
    var counters: ReuseCounters { pool.counters }

    /// How many views wait in the pool.
    var pooledCount: Int { pool.totalCount }

    /// The counters a HUD shows, with `visible` views on screen.
    func statistics(visible: Int) -> ReuseStatistics {
        ReuseStatistics(
            created: counters.created, reused: counters.reused, pooled: pooledCount, visible: visible)
    }

    /// The views waiting in the pool.
    var pooledElements: [Element] { pool.allElements }
}
