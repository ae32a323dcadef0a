import Dispatch
import PatternHighlight

/// Writes numbered pieces of output to stdout in number order, whatever order they are finished in, and keeps
/// at most `capacity` pieces between ``waitForRoom()`` and their write (read, being made, or finished early
/// and waiting for an earlier one): the bound that keeps a parallel batch's memory constant.
final class OrderedOutput: Sendable {
    private struct State {
        var next = 0
        var finished: [Int: [UInt8]] = [:]
    }

    private let state = Locked(State())
    private let room: DispatchSemaphore

    init(capacity: Int) {
        room = DispatchSemaphore(value: capacity)
    }

    /// Blocks until fewer than `capacity` pieces are outstanding; each call is one more piece to deliver.
    func waitForRoom() {
        room.wait()
    }

    /// Piece `sequence` (numbered from 0, one per ``waitForRoom()``) is done: writes it, and every piece after
    /// it that was waiting, if all before it are written; else keeps a copy of it until they are. `bytes` is
    /// not kept past the call.
    func deliver(_ sequence: Int, _ bytes: UnsafeBufferPointer<UInt8>) {
        state.withLock { state in
            guard sequence == state.next else {
                state.finished[sequence] = Array(bytes)
                return
            }
            StandardIO.write(bytes)
            state.next += 1
            room.signal()
            while let ready = state.finished.removeValue(forKey: state.next) {
                StandardIO.write(ready)
                state.next += 1
                room.signal()
            }
        }
    }
}
