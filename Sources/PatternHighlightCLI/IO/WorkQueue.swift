import Dispatch
import PatternHighlight

/// Items handed from one thread to workers that take them as they become free, first in, first out: a busy worker
/// never holds up work an idle one could do (as a fixed round-robin of items to workers would).
///
/// It holds no bound of its own: the producer keeps one (``OrderedOutput/waitForRoom()`` in a batch).
final class WorkQueue<Item: Sendable>: Sendable {
    private struct State {
        var items: [Item] = []
        var isClosed = false
    }

    private let state = Locked(State())
    /// Signalled once per item put, and once per worker when the queue is closed.
    private let signals = DispatchSemaphore(value: 0)

    /// Adds an item for the next free worker.
    func put(_ item: sending Item) {
        state.withLock { $0.items.append(item) }
        signals.signal()
    }

    /// No more items: each of the `workers` taking from the queue gets `nil` once the items are taken.
    func close(workers: Int) {
        state.withLock { $0.isClosed = true }
        for _ in 0..<workers { signals.signal() }
    }

    /// The oldest item not yet taken, waiting for one when there is none; `nil` once the queue is closed and empty.
    func take() -> Item? {
        signals.wait()
        return state.withLock { $0.items.isEmpty ? nil : $0.items.removeFirst() }
    }
}
