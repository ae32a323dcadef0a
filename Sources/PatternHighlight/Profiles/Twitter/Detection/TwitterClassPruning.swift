/// Spells a PCRE2 character class more cheaply without changing what it matches: drops every `\x{…}` and
/// `\x{…}-\x{…}` item whose characters all match the class's `\p{…}` items already.
///
/// twitter-text adds about 170 ranges to `\p{L}\p{M}` for hashtags, the letters of a Unicode version older than
/// PCRE2's. Today nearly all of them are letters or marks, but PCRE2 still tests a character against each range
/// in turn when it is not one (the end of every hashtag), which made the hashtag rule the most expensive one. The
/// check asks the linked PCRE2 itself, so the pruned class matches exactly what the full one matches with its
/// Unicode tables, whatever their version.
enum TwitterClassPruning {
    /// `items` (the inside of `[…]`: `\p{…}`, `\x{…}`, `\x{…}-\x{…}` and literal characters) without the code point
    /// items that its `\p{…}` items cover.
    static func pruned(_ items: String) -> String {
        let parsed = parse(items)
        let properties = parsed.compactMap { item -> String? in
            if case .property(let text) = item { return text }
            return nil
        }.joined()
        guard !properties.isEmpty,
            let covered = try? CompiledRegex("[" + properties + "]*+", options: [.unicodeProperties, .anchored])
        else { return items }
        let matchData = RegexMatchData(for: [covered])
        return parsed.map { item -> String in
            switch item {
            case .property(let text), .literal(let text):
                return text
            case .range(let text, let range):
                var bytes: [UInt8] = []
                for value in range {
                    guard let scalar = Unicode.Scalar(value) else { return text }
                    bytes.append(contentsOf: scalar.utf8)
                }
                let all = covered.search(in: bytes, range: 0..<bytes.count, from: 0, into: matchData)
                return all == .match(0..<bytes.count) ? "" : text
            }
        }.joined()
    }

    private enum Item {
        /// `\p{…}`.
        case property(String)
        /// `\x{…}` or `\x{…}-\x{…}`, with its code points.
        case range(String, ClosedRange<UInt32>)
        /// Anything else, character by character.
        case literal(String)
    }

    private static func parse(_ items: String) -> [Item] {
        var parsed: [Item] = []
        var rest = Substring(items)
        func hex(_ text: inout Substring) -> UInt32? {
            guard text.hasPrefix(#"\x{"#), let close = text.firstIndex(of: "}"),
                let value = UInt32(text[text.index(text.startIndex, offsetBy: 3)..<close], radix: 16)
            else { return nil }
            text = text[text.index(after: close)...]
            return value
        }
        while !rest.isEmpty {
            let start = rest.startIndex
            if rest.hasPrefix(#"\p{"#), let close = rest.firstIndex(of: "}") {
                parsed.append(.property(String(rest[start...close])))
                rest = rest[rest.index(after: close)...]
            } else if let lower = hex(&rest) {
                var upper = lower
                if rest.hasPrefix("-") {
                    var afterDash = rest.dropFirst()
                    if let value = hex(&afterDash) {
                        upper = value
                        rest = afterDash
                    }
                }
                parsed.append(lower <= upper ? .range(String(items[start..<rest.startIndex]), lower...upper)
                    : .literal(String(items[start..<rest.startIndex])))
            } else {
                parsed.append(.literal(String(rest.removeFirst())))
            }
        }
        return parsed
    }
}
