import Dispatch
import Foundation

/// Holds the background preparations of a controller's applies (its `preparationWillRun`
/// hook) until the test lets each one go, tells the test when each one started, and records
/// where each one went on to run: the main actor's jobs run on the main dispatch queue, so a
/// preparation that runs anywhere else ran off the main actor.
final class PreparationGate: @unchecked Sendable {
    // Unchecked: every stored property is read and written only under `lock`.
    private let lock = NSLock()
    private var started: Set<Int> = []
    private var startWaiters: [Int: CheckedContinuation<Void, Never>] = [:]
    private var holds: [Int: CheckedContinuation<Void, Never>] = [:]
    private var released: Set<Int> = []
    private let held: Set<Int>
    private var offMain: [Int: Bool] = [:]
    /// Marks the main dispatch queue, to tell whether code runs on it.
    private static let mainQueue = DispatchSpecificKey<Bool>()

    /// A gate that holds the preparations of the applies numbered `held`; others run at once.
    init(holding held: Set<Int>) {
        self.held = held
        DispatchQueue.main.setSpecific(key: Self.mainQueue, value: true)
    }

    /// The hook: records that preparation `number` started, waits if it is held until
    /// ``release(_:)``, then records where the preparation goes on to run.
    nonisolated(nonsending) func hook(_ number: Int) async {
        if markStarted(number) {
            await withCheckedContinuation { continuation in
                if !hold(number, continuation) { continuation.resume() }
            }
        }
        record(number, offMain: DispatchQueue.getSpecific(key: Self.mainQueue) == nil)
    }

    /// Returns once preparation `number` has started.
    func waitUntilStarted(_ number: Int) async {
        await withCheckedContinuation { continuation in
            if hasStarted(number, elseResume: continuation) { continuation.resume() }
        }
    }

    /// Lets preparation `number` go on.
    func release(_ number: Int) {
        lock.lock()
        released.insert(number)
        let hold = holds.removeValue(forKey: number)
        lock.unlock()
        hold?.resume()
    }

    /// Whether preparation `number` ran off the main actor; `nil` until it ran.
    func ranOffMainActor(_ number: Int) -> Bool? {
        lock.lock()
        defer { lock.unlock() }
        return offMain[number]
    }

    /// Records that preparation `number` started, wakes whoever waits for it, and says whether
    /// it is held.
    private func markStarted(_ number: Int) -> Bool {
        lock.lock()
        started.insert(number)
        let waiter = startWaiters.removeValue(forKey: number)
        lock.unlock()
        waiter?.resume()
        return held.contains(number)
    }

    /// Keeps `continuation` until preparation `number` is released; `false` if it already was.
    private func hold(_ number: Int, _ continuation: CheckedContinuation<Void, Never>) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if released.contains(number) { return false }
        holds[number] = continuation
        return true
    }

    /// Whether preparation `number` started; if not, `continuation` is resumed when it does.
    private func hasStarted(_ number: Int, elseResume continuation: CheckedContinuation<Void, Never>) -> Bool
    {
        lock.lock()
        defer { lock.unlock() }
        if started.contains(number) { return true }
        startWaiters[number] = continuation
        return false
    }

    private func record(_ number: Int, offMain ran: Bool) {
        lock.lock()
        offMain[number] = ran
        lock.unlock()
    }
}
