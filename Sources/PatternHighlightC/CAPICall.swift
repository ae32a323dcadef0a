#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CPatternHighlight

/// Runs the body of a fallible C API function: `PH_OK`, or the failure's status with its message written to `*error`
/// (a string the caller frees with `ph_string_free`) when `error` is not NULL.
func capiCall(_ errorOut: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ body: () throws(CAPIFailure) -> Void) -> ph_status {
    do throws(CAPIFailure) {
        try body()
        return PH_OK
    } catch {
        errorOut?.pointee = CString.make(error.message)
        return error.status
    }
}

/// Strings and byte buffers handed to C: `malloc`ed, NUL-terminated, freed by `ph_string_free`.
enum CString {
    /// A new NUL-terminated copy of `string`, owned by the caller.
    static func make(_ string: String) -> UnsafeMutablePointer<CChar> {
        make(Array(string.utf8))
    }

    /// A new NUL-terminated copy of `bytes` (UTF-8 without NUL, such as JSON), owned by the caller.
    static func make(_ bytes: [UInt8]) -> UnsafeMutablePointer<CChar> {
        let pointer = malloc(bytes.count + 1)!.bindMemory(to: CChar.self, capacity: bytes.count + 1)
        bytes.withUnsafeBytes { source in
            UnsafeMutableRawBufferPointer(start: pointer, count: bytes.count).copyMemory(from: source)
        }
        pointer[bytes.count] = 0
        return pointer
    }
}
