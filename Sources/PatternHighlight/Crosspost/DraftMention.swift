/// A mention as a person writes it in a draft meant for several platforms, in whichever platform's form: `@jack`,
/// `@jack.example.com`, `@jack@example.social`. Found by one rule that names no platform, so that the cross-post
/// composer can look each one up in the ``MentionDirectory`` and ask every target whether it is in its form.
///
/// The rule: `@` at the text's start or after a character that is not a letter, a digit or one of `_ @ . - / + = & # $ : %`
/// (so no e-mail address or URL path), then ASCII letters, digits and `_ . -`, then optionally `@` and a domain of
/// ASCII letters, digits, `.` and `-`; trailing `.` and `-` are not part of it (`@jack.` ends a sentence).
struct DraftMention: Equatable {
    /// The mention's bytes in the draft, `@` included.
    var range: Range<Int>
    /// The handle: the mention without its `@`.
    var handle: Substring

    /// The mentions of `bytes` (valid UTF-8), in order.
    ///
    /// - Complexity: O(n).
    static func scan(_ bytes: [UInt8]) -> [DraftMention] {
        var mentions: [DraftMention] = []
        var offset = 0
        while let at = bytes[offset...].firstIndex(of: UInt8(ascii: "@")) {
            offset = at + 1
            guard startsMention(bytes, at: at) else { continue }
            var end = nameEnd(bytes, from: at + 1, allowsUnderscore: true)
            if end < bytes.count, bytes[end] == UInt8(ascii: "@"), end > at + 1 {
                let domainEnd = trimmed(bytes, nameEnd(bytes, from: end + 1, allowsUnderscore: false), after: end + 1)
                if domainEnd > end + 1 { end = domainEnd }
            }
            end = trimmed(bytes, end, after: at + 1)
            guard end > at + 1 else { continue }
            let handle = String(decoding: bytes[(at + 1)..<end], as: UTF8.self)
            mentions.append(DraftMention(range: at..<end, handle: handle[...]))
            offset = end
        }
        return mentions
    }

    private static func startsMention(_ bytes: [UInt8], at offset: Int) -> Bool {
        guard let previous = UTF8Scalars.unicodeScalar(in: bytes, before: offset, lowerBound: 0)?.scalar else { return true }
        if previous.isASCII { return !isNameByte(UInt8(previous.value), allowsUnderscore: true) && !"@/+=&#$:%".unicodeScalars.contains(previous) }
        return !(previous.properties.isAlphabetic || previous.properties.numericType != nil)
    }

    private static func isNameByte(_ byte: UInt8, allowsUnderscore: Bool) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") || (allowsUnderscore && byte == UInt8(ascii: "_"))
    }

    private static func nameEnd(_ bytes: [UInt8], from start: Int, allowsUnderscore: Bool) -> Int {
        var end = start
        while end < bytes.count, isNameByte(bytes[end], allowsUnderscore: allowsUnderscore) { end += 1 }
        return end
    }

    /// `end` moved back over trailing `.` and `-`, not before `start`.
    private static func trimmed(_ bytes: [UInt8], _ end: Int, after start: Int) -> Int {
        var end = end
        while end > start, bytes[end - 1] == UInt8(ascii: ".") || bytes[end - 1] == UInt8(ascii: "-") { end -= 1 }
        return end
    }
}
