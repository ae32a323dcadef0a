#if canImport(Glibc)
import Glibc
#endif

/// Raw reads and writes on the standard streams, without Foundation's buffering.
enum StandardIO {
    /// Everything on a file descriptor until end of input, or, once more than `limit` bytes have arrived,
    /// what was read so far (more than `limit` bytes: the caller reports the input as too large without
    /// reading the rest into memory). A regular file's size is asked first, so its bytes are read straight
    /// into one array of the right size.
    static func readAll(from descriptor: Int32 = 0, limit: Int = .max) -> [UInt8] {
        var status = stat()
        var expected = 1 << 16
        let isRegularFile = fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
        if isRegularFile {
            expected = max(0, Int(status.st_size) - Int(lseek(descriptor, 0, SEEK_CUR))) + 1
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(expected, limit == .max ? expected : limit + 1))
        while true {
            let oldCount = bytes.count
            // A regular file's last read (the one that finds its end) uses the byte of room left for it, so
            // the array is not grown (and copied, twice the input resident) just to learn that nothing is left.
            let spare = bytes.capacity - oldCount
            let room = isRegularFile && spare > 0 ? spare : max(spare, 1 << 16)
            bytes.append(contentsOf: repeatElement(0, count: room))
            let count = read(descriptor, into: &bytes, at: oldCount)
            bytes.removeLast(room - max(0, count))
            if count <= 0 || bytes.count > limit { return bytes }
        }
    }

    /// Reads once into `bytes[offset...]`, retrying on EINTR: the count read, 0 at end of input, -1 on error.
    static func read(_ descriptor: Int32, into bytes: inout [UInt8], at offset: Int) -> Int {
        bytes.withUnsafeMutableBytes { raw in
            while true {
                let count = Glibc.read(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if count >= 0 || errno != EINTR { return count }
            }
        }
    }

    /// Reads a whole file.
    static func readFile(atPath path: String) -> Result<[UInt8], ReadError> {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return .failure(ReadError(reason: String(cString: strerror(errno)))) }
        defer { close(descriptor) }
        return .success(readAll(from: descriptor))
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
