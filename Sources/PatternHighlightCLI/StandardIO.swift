#if canImport(Glibc)
import Glibc
#endif

/// Raw reads and writes on the standard streams, without Foundation's buffering.
enum StandardIO {
    /// Everything on a file descriptor until end of input, or, once more than `limit` bytes have arrived,
    /// what was read so far (more than `limit` bytes: the caller reports the input as too large without
    /// reading the rest into memory).
    static func readAll(from descriptor: Int32 = 0, limit: Int = .max) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes += chunk[0..<count]
                if bytes.count > limit { return bytes }
            } else if count == 0 || errno != EINTR {
                return bytes
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
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
    }

    /// Writes a line to standard error.
    static func printError(_ message: String) {
        write(Array("pattern-highlight: \(message)\n".utf8), to: 2)
    }
}
