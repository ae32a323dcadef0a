import PatternHighlight
import PatternHighlightFormats

/// One batch line read as a request: its `id` (any JSON value, optional), its `text` as UTF-8 and its
/// `spoiler_text`.
struct BatchRequest {
    var id: JSONValue?
    /// The text's UTF-8, unescaped; not yet validated when it came from ``fastParse(_:)``, valid when it came from
    /// ``read(_:lineNumber:options:textLimit:)``.
    var text: [UInt8]
    /// The content warning (`"spoiler_text"`), if the line has one; ``fastParse(_:)`` leaves such a line to the full
    /// reading.
    var contentWarning: String? = nil

    /// The common line, `{"id": …, "text": "…"}` (either order, `id` optional, whitespace anywhere JSON
    /// allows it), read in one pass with the text unescaped in bulk; `nil` for anything else — other members,
    /// a duplicate, an escape in a key, a lone surrogate, invalid JSON — which the full parser then reads
    /// (and reports), so that both paths accept and refuse exactly the same lines.
    ///
    /// The text's bytes are copied as they are, so invalid UTF-8 in them is left for the annotator to find
    /// (and then the full path reports it, or repairs it under `--lossy`). Non-ASCII bytes in the `id` send
    /// the line to the full path too.
    static func fastParse(_ line: [UInt8]) -> BatchRequest? {
        line.withUnsafeBufferPointer { bytes in
            var reader = FastReader(bytes: bytes)
            return reader.request(in: line)
        }
    }

    /// A cursor over one line for ``fastParse(_:)``; every method returns `nil` (or `false`) to give up.
    private struct FastReader {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        mutating func request(in line: [UInt8]) -> BatchRequest? {
            skipWhitespace()
            guard take(UInt8(ascii: "{")) else { return nil }
            var id: JSONValue?
            var text: [UInt8]?
            repeat {
                skipWhitespace()
                guard take(UInt8(ascii: "\"")) else { return nil }
                let key = keyName()
                skipWhitespace()
                guard take(UInt8(ascii: ":")) else { return nil }
                skipWhitespace()
                switch key {
                case .id where id == nil:
                    let start = index
                    guard let parsed = try? JSONParser.value(in: line, at: start, maximumDepth: JSONValue.defaultMaximumDepth - 1),
                        bytes[start..<parsed.end].allSatisfy({ $0 < 0x80 })
                    else { return nil }
                    id = parsed.value
                    index = parsed.end
                case .text where text == nil:
                    guard take(UInt8(ascii: "\"")), let unescaped = stringContent() else { return nil }
                    text = unescaped
                default:
                    return nil
                }
                skipWhitespace()
            } while take(UInt8(ascii: ","))
            guard take(UInt8(ascii: "}")), let text else { return nil }
            skipWhitespace()
            guard index == bytes.count else { return nil }
            return BatchRequest(id: id, text: text)
        }

        enum Key { case id, text, other }

        /// The key after its opening quote, through its closing quote.
        mutating func keyName() -> Key {
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\") { index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return .other }
            let key = UnsafeBufferPointer(rebasing: bytes[start..<index])
            index += 1
            if key.elementsEqual("id".utf8) { return .id }
            if key.elementsEqual("text".utf8) { return .text }
            return .other
        }

        /// A string's content after its opening quote, unescaped, through its closing quote.
        mutating func stringContent() -> [UInt8]? {
            var content: [UInt8] = []
            content.reserveCapacity(bytes.count - index)
            var runStart = index
            while true {
                guard let stop = nextSpecial() else { return nil }
                content.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<stop]))
                index = stop + 1
                if bytes[stop] == UInt8(ascii: "\"") { return content }
                guard bytes[stop] == UInt8(ascii: "\\"), index < bytes.count else { return nil }  // a raw control character
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): content.append(escape)
                case UInt8(ascii: "n"): content.append(0x0A)
                case UInt8(ascii: "t"): content.append(0x09)
                case UInt8(ascii: "r"): content.append(0x0D)
                case UInt8(ascii: "b"): content.append(0x08)
                case UInt8(ascii: "f"): content.append(0x0C)
                case UInt8(ascii: "u"):
                    guard let scalar = unicodeEscape() else { return nil }
                    UTF8Scalars.append(scalar, to: &content)
                default: return nil
                }
                runStart = index
            }
        }

        /// The index of the next `"`, `\` or control character from `index`, eight bytes at a time.
        private func nextSpecial() -> Int? {
            var position = index
            let raw = UnsafeRawBufferPointer(bytes)
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highBits: UInt64 = 0x8080_8080_8080_8080
            // Has a zero byte: (v − 1…) & ~v & 80…; has a byte below 20: the same with 20… (exact for "any").
            func hasZeroByte(_ word: UInt64) -> Bool { (word &- ones) & ~word & highBits != 0 }
            while bytes.count - position >= 8 {
                let word = raw.loadUnaligned(fromByteOffset: position, as: UInt64.self)
                if (word &- ones &* 0x20) & ~word & highBits != 0 || hasZeroByte(word ^ (ones &* 0x22))
                    || hasZeroByte(word ^ (ones &* 0x5C))
                {
                    break
                }
                position += 8
            }
            while position < bytes.count {
                let byte = bytes[position]
                if byte < 0x20 || byte == 0x22 || byte == 0x5C { return position }
                position += 1
            }
            return nil
        }

        /// The scalar of `XXXX` (after `\u`), or of a surrogate pair `XXXX\uYYYY`; `nil` for a lone surrogate.
        private mutating func unicodeEscape() -> UInt32? {
            guard let unit = hex4() else { return nil }
            switch unit {
            case 0xD800..<0xDC00:
                guard take(UInt8(ascii: "\\")), take(UInt8(ascii: "u")), let low = hex4(), (0xDC00..<0xE000).contains(low) else {
                    return nil
                }
                return 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            case 0xDC00..<0xE000:
                return nil
            default:
                return unit
            }
        }

        private mutating func hex4() -> UInt32? {
            guard bytes.count - index >= 4 else { return nil }
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let digit = JSONParser.hexDigitValue(bytes[index]) else { return nil }
                value = value << 4 | UInt32(digit)
                index += 1
            }
            return value
        }

        @inline(__always)
        private mutating func take(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        private mutating func skipWhitespace() {
            while index < bytes.count, JSONParser.isWhitespace(bytes[index]) { index += 1 }
        }
    }
}
