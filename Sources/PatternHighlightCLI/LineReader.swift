#if canImport(Glibc)
import Glibc
#endif

/// Reads a file descriptor line by line (LF-terminated; a final line without LF counts), in 64 KiB reads,
/// so input is handled as it arrives and lines may be of any length.
struct LineReader {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    /// Where the unconsumed bytes start in `buffer`.
    private var start = 0
    /// Bytes before this offset (from `start`) are known to hold no LF.
    private var searched = 0
    private var atEnd = false

    init(descriptor: Int32 = 0) {
        self.descriptor = descriptor
    }

    /// The next line without its LF, or `nil` at end of input.
    mutating func nextLine() -> [UInt8]? {
        while true {
            if let newline = findNewline(from: start + searched) {
                let line = Array(buffer[start..<newline])
                start = newline + 1
                searched = 0
                return line
            }
            searched = buffer.count - start
            if atEnd {
                guard start < buffer.count else { return nil }
                let line = Array(buffer[start...])
                start = buffer.count
                searched = 0
                return line
            }
            fill()
        }
    }

    private func findNewline(from offset: Int) -> Int? {
        buffer.withUnsafeBufferPointer { bytes -> Int? in
            guard let base = bytes.baseAddress, offset < bytes.count,
                  let found = memchr(base + offset, 0x0A, bytes.count - offset)
            else { return nil }
            return UnsafeRawPointer(found) - UnsafeRawPointer(base)
        }
    }

    private mutating func fill() {
        if start > 0 && start * 2 >= buffer.count {
            buffer.removeSubrange(0..<start)
            start = 0
        }
        let chunkSize = 1 << 16
        let oldCount = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: chunkSize))
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + oldCount, chunkSize) }
            if count > 0 {
                buffer.removeLast(chunkSize - count)
                return
            }
            if count < 0 && errno == EINTR { continue }
            buffer.removeLast(chunkSize)
            atEnd = true
            return
        }
    }
}
