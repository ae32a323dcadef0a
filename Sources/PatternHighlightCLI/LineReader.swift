#if canImport(Glibc)
import Glibc
#endif

/// Reads a file descriptor one line at a time (LF-terminated; a final line without LF counts), without
/// reading all of the input first. Lines longer than `maximumLineLength` are reported as too long and skipped.
struct LineReader {
    enum Line: Sendable {
        case line([UInt8])
        /// A line over the limit; its bytes were discarded up to its end.
        case tooLong(length: Int)
    }

    /// Bytes asked of `read` at a time.
    static let readSize = 1 << 18

    private let descriptor: Int32
    private let maximumLineLength: Int
    private var buffer: [UInt8] = []
    private var start = 0
    /// Where the search for the next LF resumes (bytes before it hold none).
    private var searched = 0
    private var atEnd = false

    init(descriptor: Int32 = 0, maximumLineLength: Int = 64 << 20) {
        self.descriptor = descriptor
        self.maximumLineLength = maximumLineLength
    }

    /// The next line without its LF (and without a CR before it), or `nil` at end of input.
    mutating func next() -> Line? {
        var discarded = 0
        while true {
            if let newline = nextNewline() {
                let end = newline > start && buffer[newline - 1] == 0x0D ? newline - 1 : newline
                let length = end - start
                let line = discarded > 0 || length > maximumLineLength ? nil : Array(buffer[start..<end])
                start = newline + 1
                searched = start
                guard let line else { return .tooLong(length: discarded + length) }
                return .line(line)
            }
            searched = buffer.count
            if buffer.count - start > maximumLineLength {
                discarded += buffer.count - start
                buffer.removeAll(keepingCapacity: true)
                start = 0
                searched = 0
            }
            if atEnd {
                guard start < buffer.count || discarded > 0 else { return nil }
                let line = Array(buffer[start...])
                buffer.removeAll()
                start = 0
                searched = 0
                if discarded > 0 { return .tooLong(length: discarded + line.count) }
                return .line(line)
            }
            fill()
        }
    }

    /// The index of the next LF at or after `searched`, found with `memchr`.
    private func nextNewline() -> Int? {
        let from = max(start, searched)
        guard from < buffer.count else { return nil }
        return buffer.withUnsafeBytes { raw in
            guard let found = memchr(raw.baseAddress! + from, 0x0A, raw.count - from) else { return nil }
            return raw.baseAddress!.distance(to: UnsafeRawPointer(found))
        }
    }

    /// Reads more input after what the buffer holds (dropping the lines already returned first).
    private mutating func fill() {
        if start > 0 {
            buffer.removeFirst(start)
            searched -= start
            start = 0
        }
        let oldCount = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: Self.readSize))
        let count = StandardIO.read(descriptor, into: &buffer, at: oldCount)
        buffer.removeLast(Self.readSize - max(0, count))
        if count <= 0 { atEnd = true }
    }
}
