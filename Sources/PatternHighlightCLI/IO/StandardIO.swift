#if canImport(Glibc)
import Glibc
#endif

/// Raw reads and writes on the standard streams, without Foundation's buffering.
enum StandardIO {
    /// Everything on a file descriptor until end of input, or, once more than `limit` bytes have arrived,
    /// what was read so far (more than `limit` bytes: the caller reports the input as too large without
    /// reading the rest into memory). A regular file's size is asked first, so its bytes are read straight
    /// into one array of the right size, neither zeroed first nor grown.
    static func readAll(from descriptor: Int32 = 0, limit: Int = .max) -> [UInt8] {
        var status = stat()
        var bytes: [UInt8] = []
        if fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFREG {
            // One byte more than the file holds: the read that finds its end needs room to be made.
            let size = max(0, Int(status.st_size) - Int(lseek(descriptor, 0, SEEK_CUR))) + 1
            bytes = [UInt8](unsafeUninitializedCapacity: min(size, limit == .max ? size : limit + 1)) { buffer, initialized in
                adviseHugePages(UnsafeMutableRawBufferPointer(buffer))
                initialized = 0
                while initialized < buffer.count {
                    let count = read(descriptor, into: UnsafeMutableRawBufferPointer(UnsafeMutableBufferPointer(rebasing: buffer[initialized...])))
                    if count <= 0 { return }
                    initialized += count
                }
            }
            // Unless the file grew while it was read, its end has been found.
            if bytes.count < bytes.capacity || bytes.count > limit { return bytes }
        }
        while true {
            let oldCount = bytes.count
            let room = max(bytes.capacity - oldCount, 1 << 16)
            bytes.append(contentsOf: repeatElement(0, count: room))
            let count = read(descriptor, into: &bytes, at: oldCount)
            bytes.removeLast(room - max(0, count))
            if count <= 0 || bytes.count > limit { return bytes }
        }
    }

    /// The whole of stdin as text: ``readAll(from:limit:)`` without a leading byte-order mark (``ByteOrderMark``),
    /// so that more than `limit` bytes of text after the mark are still more than `limit` bytes.
    static func readText(limit: Int) -> [UInt8] {
        ByteOrderMark.removing(from: readAll(limit: limit > Int.max - ByteOrderMark.bytes.count ? limit : limit + ByteOrderMark.bytes.count))
    }

    /// Asks the kernel to back the 2 MiB-aligned part of a large buffer with huge pages before it is first
    /// written (one page fault per 2 MiB instead of one per 4 KiB); only advice, ignored where unsupported.
    private static func adviseHugePages(_ buffer: UnsafeMutableRawBufferPointer) {
        let hugePage = 1 << 21
        guard let base = buffer.baseAddress, buffer.count >= 2 * hugePage else { return }
        let start = (Int(bitPattern: base) + hugePage - 1) & ~(hugePage - 1)
        let end = (Int(bitPattern: base) + buffer.count) & ~(hugePage - 1)
        guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(aligned, end - start, MADV_HUGEPAGE)
    }

    /// Reads once into `bytes[offset...]`, retrying on EINTR: the count read, 0 at end of input, -1 on error.
    static func read(_ descriptor: Int32, into bytes: inout [UInt8], at offset: Int) -> Int {
        bytes.withUnsafeMutableBytes { raw in read(descriptor, into: UnsafeMutableRawBufferPointer(rebasing: raw[offset...])) }
    }

    /// Reads once into `buffer`, retrying on EINTR: the count read, 0 at end of input, -1 on error.
    static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
        while true {
            let count = Glibc.read(descriptor, buffer.baseAddress!, buffer.count)
            if count >= 0 || errno != EINTR { return count }
        }
    }

    /// Reads a whole file, without a leading byte-order mark (``ByteOrderMark``).
    static func readFile(atPath path: String) -> Result<[UInt8], ReadError> {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return .failure(ReadError(reason: String(cString: strerror(errno)))) }
        defer { close(descriptor) }
        return .success(ByteOrderMark.removing(from: readAll(from: descriptor)))
    }

    struct ReadError: Error { let reason: String }

    /// Writes all of `bytes` to a file descriptor, retrying short writes.
    static func write(_ bytes: [UInt8], to descriptor: Int32 = 1) {
        bytes.withUnsafeBufferPointer { write($0, to: descriptor) }
    }

    /// Writes all of `bytes` to a file descriptor, retrying short writes (a writer's buffer, without a copy).
    static func write(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32 = 1) {
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(descriptor, base + offset, bytes.count - offset)
            if written > 0 {
                offset += written
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                return
            }
        }
    }

    /// Writes a line to standard error.
    static func printError(_ message: String) {
        write(Array("pattern-highlight: \(message)\n".utf8), to: 2)
    }
}
