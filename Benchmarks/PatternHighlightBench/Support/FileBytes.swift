#if canImport(Glibc)
import Glibc
#endif

/// Whole-file reads and writes with the C library (no intermediate `Data` copy, so memory figures stay clean).
enum FileBytes {
    struct IOError: Error, CustomStringConvertible {
        let description: String
    }

    static func read(_ path: String) throws(IOError) -> [UInt8] {
        guard let file = fopen(path, "rb") else { throw IOError(description: "cannot open \(path): \(String(cString: strerror(errno)))") }
        defer { fclose(file) }
        fseek(file, 0, SEEK_END)
        let size = ftell(file)
        fseek(file, 0, SEEK_SET)
        guard size >= 0 else { throw IOError(description: "cannot size \(path)") }
        var readCount = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            readCount = size == 0 ? 0 : fread(buffer.baseAddress, 1, size, file)
            initialized = readCount
        }
        guard readCount == size else { throw IOError(description: "short read of \(path)") }
        return bytes
    }

    static func write(_ bytes: [UInt8], to path: String) throws(IOError) {
        guard let file = fopen(path, "wb") else { throw IOError(description: "cannot create \(path): \(String(cString: strerror(errno)))") }
        defer { fclose(file) }
        let written = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
        guard written == bytes.count else { throw IOError(description: "short write to \(path)") }
    }

    static func writeStandardOutput(_ text: String) { write(text, toDescriptor: 1) }

    static func writeStandardError(_ text: String) { write(text, toDescriptor: 2) }

    private static func write(_ text: String, toDescriptor descriptor: Int32) {
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 { if errno == EINTR { continue }; return }
                offset += written
            }
        }
    }
}
