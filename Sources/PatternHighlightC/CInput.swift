#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CPatternHighlight
import PatternHighlight

/// Reading the C API's arguments into Swift values: each checks for NULL and range, and throws a ``CAPIFailure``
/// naming the argument.
enum CInput {
    /// The `length` bytes at `text` (not yet validated as UTF-8); NULL is the empty text when `length` is 0.
    static func bytes(_ text: UnsafePointer<CChar>?, length: Int, argument: String = "text") throws(CAPIFailure) -> [UInt8] {
        guard let text else {
            guard length == 0 else { throw .null(argument) }
            return []
        }
        guard length >= 0 else { throw CAPIFailure(PH_OUT_OF_RANGE, "\(argument)'s length is larger than any text") }
        return Array(UnsafeRawBufferPointer(start: UnsafeRawPointer(text), count: length))
    }

    /// The `length` bytes at `text`, which must be valid UTF-8 within `limit` bytes.
    static func validText(_ text: UnsafePointer<CChar>?, length: Int, limit: Int, argument: String = "text") throws(CAPIFailure) -> [UInt8] {
        guard length <= limit else { throw .text(.tooLarge(byteCount: length, limit: limit)) }
        let bytes = try bytes(text, length: length, argument: argument)
        do throws(TextError) {
            try TextInput.validate(bytes)
        } catch {
            throw .text(error)
        }
        return bytes
    }

    /// A NUL-terminated UTF-8 argument, or `nil` for NULL.
    static func optionalString(_ string: UnsafePointer<CChar>?, argument: String) throws(CAPIFailure) -> String? {
        guard let string else { return nil }
        let bytes = Array(UnsafeBufferPointer(start: UnsafeRawPointer(string).assumingMemoryBound(to: UInt8.self), count: strlen(string)))
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw CAPIFailure(PH_INVALID_TEXT, "\(argument) is not valid UTF-8")
        }
        return text
    }

    /// A NUL-terminated UTF-8 argument that must not be NULL.
    static func string(_ string: UnsafePointer<CChar>?, argument: String) throws(CAPIFailure) -> String {
        guard let text = try optionalString(string, argument: argument) else { throw .null(argument) }
        return text
    }

    /// A NUL-terminated argument's bytes (JSON), or `nil` for NULL.
    static func optionalJSON(_ string: UnsafePointer<CChar>?) -> [UInt8]? {
        guard let string else { return nil }
        return Array(UnsafeBufferPointer(start: UnsafeRawPointer(string).assumingMemoryBound(to: UInt8.self), count: strlen(string)))
    }

    /// The unit a `ph_unit` names.
    static func unit(_ unit: ph_unit) throws(CAPIFailure) -> OffsetUnit {
        switch unit {
        case PH_UNIT_UTF8: return .utf8
        case PH_UNIT_UTF16: return .utf16
        case PH_UNIT_SCALARS: return .scalars
        default: throw CAPIFailure(PH_INVALID_ARGUMENT, "unit \(unit.rawValue) is not a ph_unit (PH_UNIT_UTF8, PH_UNIT_UTF16 or PH_UNIT_SCALARS)")
        }
    }

    /// An output pointer that must not be NULL.
    static func output<Pointee>(_ pointer: UnsafeMutablePointer<Pointee>?, argument: String = "out") throws(CAPIFailure) -> UnsafeMutablePointer<Pointee> {
        guard let pointer else { throw .null(argument) }
        return pointer
    }

    /// The `count` NUL-terminated strings at `strings`.
    static func strings(_ strings: UnsafePointer<UnsafePointer<CChar>?>?, count: Int, argument: String) throws(CAPIFailure) -> [String] {
        guard count > 0 else { return [] }
        guard let strings else { throw .null(argument) }
        var result: [String] = []
        for index in 0..<count {
            result.append(try string(strings[index], argument: "\(argument)[\(index)]"))
        }
        return result
    }
}
