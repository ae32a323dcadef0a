import Dispatch
import PatternHighlight

/// Hands numbered pieces of output to `write` in number order, whatever order they are finished in, and keeps
/// at most `capacity` pieces between ``waitForRoom()`` and their write (read, being made, or finished early
/// and waiting for an earlier one): the bound that keeps a parallel batch's memory constant.
///
/// `write` runs under the lock, one piece at a time, each piece once every piece before it was written: the place
/// to settle what depends on the pieces before (a batch line's custom patterns, ``RunTextPlace``).
final class OrderedOutput<Piece: Sendable>: Sendable {
    private struct State: Sendable {
        var next = 0
        var finished: [Int: Piece] = [:]
    }

    private let state = Locked(State())
    private let room: DispatchSemaphore
    private let write: @Sendable (Piece) -> Void

    init(capacity: Int, write: @escaping @Sendable (Piece) -> Void) {
        room = DispatchSemaphore(value: capacity)
        self.write = write
    }

    /// Blocks until fewer than `capacity` pieces are outstanding; each call is one more piece to deliver.
    func waitForRoom() {
        room.wait()
    }

    /// Piece `sequence` (numbered from 0, one per ``waitForRoom()``) is done: writes it, and every piece after
    /// it that was waiting, if all before it are written; else keeps it until they are.
    func deliver(_ sequence: Int, _ piece: Piece) {
        state.withLock { state in
            guard sequence == state.next else {
                state.finished[sequence] = piece
                return
            }
            write(piece)
            state.next += 1
            room.signal()
            while let ready = state.finished.removeValue(forKey: state.next) {
                write(ready)
                state.next += 1
                room.signal()
            }
        }
    }
}
