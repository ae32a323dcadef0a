import CMallocInfo
#if canImport(Glibc)
import Glibc
#endif

/// What the kernel and the allocator say about this process's memory.
enum MemoryProbe {
    /// A field of `/proc/self/status` (or another process's, by pid) such as `VmHWM`, the peak resident set, or
    /// `VmRSS`, in bytes; `nil` where the file or the field is missing (not Linux, or the process has exited).
    static func status(_ field: String, process: String = "self") -> Int? {
        guard let file = fopen("/proc/\(process)/status", "r") else { return nil }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 512)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard text.hasPrefix(field + ":") else { continue }
            let number = text.dropFirst(field.count + 1).filter(\.isNumber)
            guard let kilobytes = Int(number) else { return nil }
            return kilobytes * 1024
        }
        return nil
    }

    /// Peak resident memory of the process so far, in bytes.
    static var peakResident: Int? { status("VmHWM") }

    /// Resident memory now, in bytes.
    static var resident: Int? { status("VmRSS") }

    /// Bytes the C allocator has handed out and not had back (arena plus mmap'd blocks).
    static var heapInUse: Int {
        Int(cmallocinfo_in_use_bytes())
    }
}
