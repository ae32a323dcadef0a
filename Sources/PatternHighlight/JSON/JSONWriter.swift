/// Appends compact JSON to a byte buffer. Strings are escaped per RFC 8259; U+2028 and U+2029 are escaped
/// too, so the output is also safe inside JavaScript.
public struct JSONWriter: Sendable {
    /// The JSON written so far.
    public private(set) var bytes: [UInt8] = []
    private var needsComma: [Bool] = [false]

    public init() {}

    public mutating func beginObject() { separate(); bytes.append(UInt8(ascii: "{")); needsComma.append(false) }
    public mutating func endObject() { needsComma.removeLast(); bytes.append(UInt8(ascii: "}")) }
    public mutating func beginArray() { separate(); bytes.append(UInt8(ascii: "[")); needsComma.append(false) }
    public mutating func endArray() { needsComma.removeLast(); bytes.append(UInt8(ascii: "]")) }

    /// Writes `"key":`; the next value written is its value.
    public mutating func key(_ key: String) {
        separate()
        appendString(key)
        bytes.append(UInt8(ascii: ":"))
        needsComma[needsComma.count - 1] = false
    }

    public mutating func string(_ value: String) { separate(); appendString(value) }
    public mutating func int(_ value: Int) { separate(); bytes += Array(String(value).utf8) }
    public mutating func bool(_ value: Bool) { separate(); bytes += Array((value ? "true" : "false").utf8) }
    public mutating func null() { separate(); bytes += Array("null".utf8) }

    /// Writes `"key": value` for each member, in order (inside an object).
    public mutating func members(_ members: [(key: String, value: JSONValue)]) {
        for member in members {
            key(member.key)
            value(member.value)
        }
    }

    /// Writes a parsed value back out.
    public mutating func value(_ value: JSONValue) {
        switch value {
        case .null: null()
        case .bool(let flag): bool(flag)
        case .number(let text): separate(); bytes += Array(text.utf8)
        case .string(let text): string(text)
        case .array(let elements):
            beginArray()
            for element in elements { self.value(element) }
            endArray()
        case .object(let members):
            beginObject()
            self.members(members)
            endObject()
        }
    }

    /// Adds a newline (for line-delimited output).
    public mutating func newline() { bytes.append(0x0A) }

    private mutating func separate() {
        if needsComma[needsComma.count - 1] { bytes.append(UInt8(ascii: ",")) }
        needsComma[needsComma.count - 1] = true
    }

    private mutating func appendString(_ value: String) {
        let hex = Array("0123456789abcdef".utf8)
        bytes.append(UInt8(ascii: "\""))
        var utf8 = Array(value.utf8)
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            switch byte {
            case UInt8(ascii: "\""): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case 0x0A: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x0D: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case 0x09: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0x00..<0x20, 0x7F:
                bytes += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 15)]]
            case 0xE2 where index + 2 < utf8.count && utf8[index + 1] == 0x80 && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9):
                bytes += Array((utf8[index + 2] == 0xA8 ? "\\u2028" : "\\u2029").utf8)
                index += 2
            default: bytes.append(byte)
            }
            index += 1
        }
        utf8.removeAll()
        bytes.append(UInt8(ascii: "\""))
    }
}
