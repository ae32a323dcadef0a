/// The domain and handle checks of Bluesky's detector, on stretches of UTF-8 bytes.
enum BlueskyDomain {
    /// The longest handle, in characters (ASCII, so also bytes).
    static let maximumHandleLength = 253
    /// The longest label of a handle.
    static let maximumLabelLength = 63

    /// Whether the last dot-separated label of `bytes[domain]` is a delegated TLD, compared case-sensitively
    /// against the lowercase IANA list: `example.com` yes, `example.Com` no, `localhost` (no dot) no.
    ///
    /// - Complexity: O(n) in the length of the domain.
    static func hasKnownTLD(in bytes: [UInt8], _ domain: Range<Int>) -> Bool {
        guard let dot = bytes[domain].lastIndex(of: UInt8(ascii: ".")) else { return false }
        // A TLD of up to 15 bytes is a small string: no allocation.
        return IANATLDs.all.contains(EntityValue.string(decoding: bytes, (dot + 1)..<domain.upperBound))
    }

    /// ``hasKnownTLD(in:_:)`` for a string.
    static func hasKnownTLD(_ domain: Substring) -> Bool {
        let bytes = Array(domain.utf8)
        return hasKnownTLD(in: bytes, 0..<bytes.count)
    }

    /// Whether `bytes[handle]` is a syntactically valid handle (the Python reference's check, on top of the
    /// TypeScript one): at most 253 characters; two or more labels of 1–63 ASCII letters, digits and hyphens,
    /// none starting or ending with `-`; the last label starts with a letter.
    ///
    /// `-bad.com`, `a..b.com` and `a.com-` are not handles.
    ///
    /// - Complexity: O(n) in the length of the handle.
    static func isValidHandle(in bytes: [UInt8], _ handle: Range<Int>) -> Bool {
        guard handle.count <= maximumHandleLength else { return false }
        var labels = 0
        var labelStart = handle.lowerBound
        for index in handle.lowerBound...handle.upperBound where index == handle.upperBound || bytes[index] == UInt8(ascii: ".") {
            let label = labelStart..<index
            guard !label.isEmpty, label.count <= maximumLabelLength,
                BlueskyCharacters.ASCIIClass.alphanumeric.contains(bytes[label.lowerBound]),
                BlueskyCharacters.ASCIIClass.alphanumeric.contains(bytes[label.upperBound - 1]),
                bytes[label].allSatisfy({ BlueskyCharacters.ASCIIClass.alphanumeric.contains($0) || $0 == UInt8(ascii: "-") })
            else { return false }
            labels += 1
            labelStart = index + 1
        }
        guard let lastDot = bytes[handle].lastIndex(of: UInt8(ascii: ".")) else { return false }
        return labels >= 2 && BlueskyCharacters.ASCIIClass.letter.contains(bytes[lastDot + 1])
    }

    /// ``isValidHandle(in:_:)`` for a string.
    static func isValidHandle(_ handle: Substring) -> Bool {
        let bytes = Array(handle.utf8)
        return isValidHandle(in: bytes, 0..<bytes.count)
    }

    /// Whether a mention's handle `bytes[handle]` is accepted: valid syntax, and a known TLD or the `.test` suffix.
    static func isAcceptedHandle(in bytes: [UInt8], _ handle: Range<Int>) -> Bool {
        isValidHandle(in: bytes, handle)
            && (hasKnownTLD(in: bytes, handle) || bytes[handle].reversed().starts(with: ".test".utf8.reversed()))
    }
}
