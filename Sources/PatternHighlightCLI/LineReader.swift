#if canImport(Glibc)
import Glibc
#endif

/// Reads a file descriptor one line at a time (LF-terminated; a final line without LF counts), without
/// reading all of the input first. Lines longer than `maximumLineLength` are reported as too long and skipped.
struct LineReader {
    enum Line {
        case line([UInt8])
        /// A line over the limit; its bytes were discarded up to its end.
        case tooLong(length: Int)
    }

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
            if let newline = buffer[max(start, searched)...].firstIndex(of: 0x0A) {
                var line = Array(buffer[start..<newline])
                start = newline + 1
                searched = start
                if line.last == 0x0D { line.removeLast() }
                if discarded > 0 || line.count > maximumLineLength { return .tooLong(length: discarded + line.count) }
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

    private mutating func fill() {
        if start > 0 && start * 2 >= buffer.count {
            buffer.removeFirst(start)
            searched -= start
            start = 0
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer += chunk[0..<count]
                return
            }
            if count < 0 && errno == EINTR { continue }
            atEnd = true
            return
        }
    }
}
