#if canImport(Glibc)
import Glibc
#endif

/// Reads a file descriptor one line at a time (LF-terminated; a final line without LF counts), without
/// reading all of the input first. Lines longer than `maximumLineLength` are reported as too long and skipped. A
/// byte-order mark that begins the input is skipped (``ByteOrderMark``).
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
    /// Whether a byte-order mark may still begin the input: until three bytes are read or a line was returned.
    private var looksForMark = true

    init(descriptor: Int32 = 0, maximumLineLength: Int = 64 << 20) {
        self.descriptor = descriptor
        self.maximumLineLength = maximumLineLength
    }

    /// Lines read at once into one array: each line's bytes one after the other in ``bytes``, and where each is.
    struct Block: Sendable {
        enum Item: Sendable {
            /// A line: `bytes[range]`, without its LF.
            case line(Range<Int>)
            case tooLong(length: Int)
        }

        var bytes: [UInt8] = []
        var items: [Item] = []

        /// Item `index` as a ``Line`` of its own.
        func line(_ index: Int) -> Line {
            switch items[index] {
            case .line(let range): .line(Array(bytes[range]))
            case .tooLong(let length): .tooLong(length: length)
            }
        }
    }

    /// The next line without its LF (and without a CR before it), or `nil` at end of input.
    mutating func next() -> Line? {
        var bytes: [UInt8] = []
        switch nextLine(appendingTo: &bytes) {
        case nil: return nil
        case .line?: return .line(bytes)
        case .tooLong(let length)?: return .tooLong(length: length)
        }
    }

    /// The next lines, up to `maximumLines` of them and until their bytes reach `maximumBytes` (at least one
    /// line), in one ``Block``; `nil` at end of input. A block costs one array for all its lines, so that the
    /// thread that reads allocates nothing per line (and no other thread frees what it allocated per line).
    mutating func nextBlock(maximumLines: Int, maximumBytes: Int) -> Block? {
        var block = Block()
        while block.items.count < maximumLines, block.bytes.count < maximumBytes,
            let item = nextLine(appendingTo: &block.bytes)
        {
            block.items.append(item)
        }
        return block.items.isEmpty ? nil : block
    }

    /// Appends the next line (without its LF, and without a CR before it) to `bytes` and says where it is, or
    /// reports it as too long (appending nothing); `nil` at end of input.
    private mutating func nextLine(appendingTo bytes: inout [UInt8]) -> Block.Item? {
        var discarded = 0
        while true {
            if let newline = nextNewline() {
                let end = newline > start && buffer[newline - 1] == 0x0D ? newline - 1 : newline
                let length = end - start
                let fits = discarded == 0 && length <= maximumLineLength
                guard fits else {
                    start = newline + 1
                    searched = start
                    return .tooLong(length: discarded + length)
                }
                if bytes.isEmpty && start == 0 && length > Self.readSize {
                    return .line(handOver(end: end, restFrom: newline + 1, to: &bytes))
                }
                let lineStart = bytes.count
                bytes.append(contentsOf: buffer[start..<end])
                start = newline + 1
                searched = start
                return .line(lineStart..<bytes.count)
            }
            searched = buffer.count
            if buffer.count - start > maximumLineLength {
                discarded += buffer.count - start
                looksForMark = false
                buffer.removeAll(keepingCapacity: true)
                start = 0
                searched = 0
            }
            if atEnd {
                guard start < buffer.count || discarded > 0 else { return nil }
                let length = buffer.count - start
                if discarded == 0 && bytes.isEmpty && start == 0 && length > Self.readSize {
                    return .line(handOver(end: buffer.count, restFrom: buffer.count, to: &bytes))
                }
                let lineStart = bytes.count
                if discarded == 0 { bytes.append(contentsOf: buffer[start...]) }
                buffer.removeAll()
                start = 0
                searched = 0
                if discarded > 0 { return .tooLong(length: discarded + length) }
                return .line(lineStart..<bytes.count)
            }
            fill()
        }
    }

    /// Hands the buffer itself over as `bytes` (empty), cut at `end`: a long line starting at the buffer's start is
    /// not copied, so that a 20 MB line is held once. The buffer keeps what follows from `restFrom` (less than a
    /// read). Returns where the line is in `bytes`.
    private mutating func handOver(end: Int, restFrom: Int, to bytes: inout [UInt8]) -> Range<Int> {
        let rest = Array(buffer[restFrom...])
        buffer.removeSubrange(end...)
        swap(&bytes, &buffer)
        buffer = rest
        start = 0
        searched = 0
        return 0..<bytes.count
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
            looksForMark = false
            buffer.removeFirst(start)
            searched -= start
            start = 0
        }
        let oldCount = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: Self.readSize))
        let count = StandardIO.read(descriptor, into: &buffer, at: oldCount)
        buffer.removeLast(Self.readSize - max(0, count))
        if count <= 0 { atEnd = true }
        if looksForMark, buffer.count >= ByteOrderMark.bytes.count || atEnd {
            looksForMark = false
            if ByteOrderMark.begins(buffer) {
                start = ByteOrderMark.bytes.count
                searched = start
            }
        }
    }
}
