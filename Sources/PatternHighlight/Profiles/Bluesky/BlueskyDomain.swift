/// The domain and handle checks of Bluesky's detector.
enum BlueskyDomain {
    /// The longest handle, in characters (ASCII, so also bytes).
    static let maximumHandleLength = 253
    /// The longest label of a handle.
    static let maximumLabelLength = 63

    /// Whether the last dot-separated label of `domain` is a delegated TLD, compared case-sensitively against
    /// the lowercase IANA list: `example.com` yes, `example.Com` no, `localhost` (no dot) no.
    ///
    /// - Complexity: O(n) in the length of `domain`.
    static func hasKnownTLD(_ domain: Substring) -> Bool {
        guard let dot = domain.utf8.lastIndex(of: UInt8(ascii: ".")) else { return false }
        return IANATLDs.all.contains(String(domain[domain.utf8.index(after: dot)...]))
    }

    /// Whether `handle` is a syntactically valid handle (the Python reference's check, on top of the
    /// TypeScript one): at most 253 characters; two or more labels of 1–63 ASCII letters, digits and hyphens,
    /// none starting or ending with `-`; the last label starts with a letter.
    ///
    /// `-bad.com`, `a..b.com` and `a.com-` are not handles.
    static func isValidHandle(_ handle: Substring) -> Bool {
        guard handle.utf8.count <= maximumHandleLength else { return false }
        let labels = handle.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard labels.count >= 2 else { return false }
        for label in labels {
            guard let first = label.first, let last = label.last, label.count <= maximumLabelLength,
                isASCIILetterOrDigit(first), isASCIILetterOrDigit(last),
                label.allSatisfy({ isASCIILetterOrDigit($0) || $0 == UInt8(ascii: "-") })
            else { return false }
        }
        guard let tldFirst = labels.last?.first else { return false }
        return isASCIILetter(tldFirst)
    }

    /// Whether a mention's handle is accepted: valid syntax, and a known TLD or the `.test` suffix.
    static func isAcceptedHandle(_ handle: Substring) -> Bool {
        isValidHandle(handle) && (hasKnownTLD(handle) || handle.utf8.reversed().starts(with: ".test".utf8.reversed()))
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        isASCIILetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
