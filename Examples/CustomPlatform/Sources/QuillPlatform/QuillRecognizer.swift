import PatternHighlight

/// Quill's detection rules. At a word's start (a paragraph's start, or after a space, a tab or an opening
/// parenthesis): `@name` is a mention (1 to 20 of `[A-Za-z0-9_]`, its value lowercased; a longer name is no
/// mention), `+tag` a hashtag (`[A-Za-z0-9_]`, at least one letter; its value as written), and `https://` or
/// `http://` followed by anything up to white space a URL, without the `.,;:!?)` that end it.
public struct QuillRecognizer: EntityRecognizer {
    /// The longest name a mention may have.
    public static let maxNameLength = 20

    public init() {}

    public func recognize(_ request: ScanRequest, into entities: inout [Entity]) -> ScanOutcome {
        let bytes = request.bytes
        return request.forEachParagraph { paragraph, _ in
            var index = paragraph.lowerBound
            while index < paragraph.upperBound {
                let startsWord = index == paragraph.lowerBound || Self.isWordBoundary(bytes[index - 1])
                if startsWord, let entity = Self.entity(in: bytes, at: index, before: paragraph.upperBound) {
                    entities.append(entity)
                    index = entity.range.upperBound
                } else {
                    index += 1
                }
            }
        }
    }

    /// The entity that starts at `start`, a word's start, ending before `end`; `nil` when none does.
    static func entity(in bytes: [UInt8], at start: Int, before end: Int) -> Entity? {
        switch bytes[start] {
        case UInt8(ascii: "@"):
            let nameEnd = nameEnd(in: bytes, from: start + 1, before: end)
            let length = nameEnd - start - 1
            guard length >= 1, length <= maxNameLength, nameEnd == end || !isURLByte(bytes[nameEnd]) || isWordEnd(bytes[nameEnd]) else { return nil }
            return Entity(kind: .mention, range: start..<nameEnd, value: text(bytes, (start + 1)..<nameEnd).lowercased())
        case UInt8(ascii: "+"):
            let nameEnd = nameEnd(in: bytes, from: start + 1, before: end)
            guard nameEnd > start + 1, bytes[(start + 1)..<nameEnd].contains(where: isLetter) else { return nil }
            return Entity(kind: .hashtag, range: start..<nameEnd, value: text(bytes, (start + 1)..<nameEnd))
        case UInt8(ascii: "h"):
            for scheme in ["https://", "http://"] where hasPrefix(bytes, scheme, at: start, before: end) {
                var urlEnd = start + scheme.utf8.count
                while urlEnd < end, isURLByte(bytes[urlEnd]) { urlEnd += 1 }
                while urlEnd > start + scheme.utf8.count, isTrailingPunctuation(bytes[urlEnd - 1]) { urlEnd -= 1 }
                guard urlEnd > start + scheme.utf8.count else { return nil }
                return Entity(kind: .url, range: start..<urlEnd, value: text(bytes, start..<urlEnd))
            }
            return nil
        default:
            return nil
        }
    }

    static func nameEnd(in bytes: [UInt8], from start: Int, before end: Int) -> Int {
        var index = start
        while index < end, isNameByte(bytes[index]) { index += 1 }
        return index
    }

    /// `[A-Za-z0-9_]`.
    public static func isNameByte(_ byte: UInt8) -> Bool { isLetter(byte) || (0x30...0x39).contains(byte) || byte == 0x5F }

    static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }

    /// What a word starts after: a space, a tab or `(`.
    static func isWordBoundary(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == UInt8(ascii: "(") }

    /// Punctuation that may follow a mention's name.
    static func isWordEnd(_ byte: UInt8) -> Bool { isTrailingPunctuation(byte) }

    /// A byte a URL runs on over: anything but ASCII white space and controls.
    static func isURLByte(_ byte: UInt8) -> Bool { byte > 0x20 && byte != 0x7F }

    static func isTrailingPunctuation(_ byte: UInt8) -> Bool { Array(".,;:!?)".utf8).contains(byte) }

    static func hasPrefix(_ bytes: [UInt8], _ prefix: String, at start: Int, before end: Int) -> Bool {
        let prefix = Array(prefix.utf8)
        return end - start >= prefix.count && bytes[start..<(start + prefix.count)].elementsEqual(prefix)
    }

    static func text(_ bytes: [UInt8], _ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
}
