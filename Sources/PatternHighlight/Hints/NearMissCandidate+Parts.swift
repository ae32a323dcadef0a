/// The parts of a candidate that the platforms' rules read.
extension NearMissCandidate {
    /// The scalars after the sigil (for ``Form/sigil``); the whole candidate otherwise.
    func name(in bytes: [UInt8]) -> [Unicode.Scalar] {
        let text = UTF8Scalars.string(decoding: bytes, range)
        return form == .sigil ? Array(text.unicodeScalars.dropFirst()) : Array(text.unicodeScalars)
    }

    /// Whether `name` (a candidate's ``name(in:)``) is decimal digits only (`#2026`).
    static func isDigitsOnly(_ name: [Unicode.Scalar]) -> Bool {
        name.allSatisfy { $0.properties.generalCategory == .decimalNumber }
    }

    /// Whether `name` (a hashtag candidate's ``name(in:)``) starts with an emoji (`#🎉`): an emoji tag.
    static func startsWithEmoji(_ name: [Unicode.Scalar]) -> Bool {
        name.first.map { NearMissCharacters.isEmojiPart($0.value) } ?? false
    }

    /// Whether a mention candidate is followed right away by `@`: the start of an address `@user@domain` (the
    /// candidate's name stops at the second `@`).
    func isFollowedByAtSign(in bytes: [UInt8]) -> Bool {
        kind == .mention && range.upperBound < bytes.count && bytes[range.upperBound] == UInt8(ascii: "@")
    }

    /// The host's range: a bare domain's labels, or a URL's text between `://` and the first `/`, `?`, `#` or `:`.
    func host(in bytes: [UInt8]) -> Range<Int> {
        switch form {
        case .sigil:
            return range
        case .bareDomain:
            return range.lowerBound..<(topLevelLabel?.upperBound ?? range.upperBound)
        case .url:
            var start = range.lowerBound
            while start + 2 < range.upperBound, !(bytes[start] == UInt8(ascii: ":") && bytes[start + 1] == UInt8(ascii: "/")) {
                start += 1
            }
            start = min(start + 3, range.upperBound)
            var end = start
            hostEnd: while end < range.upperBound {
                switch bytes[end] {
                case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"), UInt8(ascii: ":"): break hostEnd
                default: end += 1
                }
            }
            return start..<end
        }
    }

    /// Whether the host's last label is, whole, a top-level domain of ``TLDMatcher``'s list, which some platforms need
    /// for a link.
    func hasKnownTopLevelDomain(in bytes: [UInt8]) -> Bool {
        let label = lastHostLabel(in: bytes)
        return !label.isEmpty && TLDMatcher.shared.match(in: bytes, at: label.lowerBound, limit: label.upperBound) == label.upperBound
    }

    /// The range of the host's last label (after its last `.`).
    func lastHostLabel(in bytes: [UInt8]) -> Range<Int> {
        if let topLevelLabel { return topLevelLabel }
        let host = host(in: bytes)
        var start = host.upperBound
        while start > host.lowerBound, bytes[start - 1] != UInt8(ascii: ".") { start -= 1 }
        return start..<host.upperBound
    }
}
